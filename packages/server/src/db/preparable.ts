// Which statements the drivers keep prepared (pglitePrepared.ts, pgPrepared.ts): what the shop
// runs per request. Anything else (DDL, SET, BEGIN, SAVEPOINT, ANALYZE…) runs once or rarely.
const PREPARABLE = /^\s*\(?\s*(select|with|insert|update|delete)\b/i

// A full-text search is planned for its words: how many rows "camera" or "darkroom" match
// decides the plan, and a generic plan PostgreSQL settles on after a few runs of one word costs
// a common word's search more than the planning it saves (14 % of its CPU on 100k products).
const FULL_TEXT = /\bto_tsquery\(/

/**
 * PostgreSQL refuses to run a prepared statement whose result columns changed since it was
 * prepared (a table altered under it); prepared again, it runs.
 */
export const CACHED_PLAN_CHANGED = "0A000"

/** Whether `text` is worth running as a named prepared statement. */
export const isPreparable = (text: string): boolean =>
  PREPARABLE.test(text) && !FULL_TEXT.test(text)
