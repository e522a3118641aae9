// node-postgres sends a statement without a name as parse, bind, describe, execute and sync, and
// PostgreSQL parses, analyses and plans its text every time: for the cart's statements (a few
// CTEs each) that is 30 % of what they cost the database. Named, a statement is parsed once
// per connection and then only bound and run; PostgreSQL's plan cache decides, as for any
// prepared statement, whether a generic plan serves or each run is planned with its values.
// Each pooled connection keeps its STATEMENT_LIMIT most recently used statements: the least
// recently used one is closed (a protocol Close, which never fails and needs no transaction
// state) when a new one would pass it. Which statements qualify is shared with PGlite
// (preparable.ts): full-text searches stay planned for their words; a text of several
// statements keeps the simple protocol.
import type pg from "pg"
import { CACHED_PLAN_CHANGED, isPreparable } from "./preparable.js"

/** Prepared statements kept per connection. */
export const STATEMENT_LIMIT = 100

// Several statements in one text run through the simple protocol, which only an unnamed
// statement without parameters takes: a prepared statement holds one.
const SEVERAL_STATEMENTS = /;\s*\S/

// A statement whose result columns changed, or one the session no longer has (`DEALLOCATE ALL`,
// `DISCARD ALL` run on it): forgotten, the next run prepares it again.
const PREPARE_AGAIN: ReadonlySet<unknown> = new Set([CACHED_PLAN_CHANGED, "26000"])

interface QueryConfigLike {
  readonly text: string
  readonly name?: string
}

// What node-postgres keeps per connection of the statements it has parsed (not in its types).
interface ParsedStatements {
  readonly parsedStatements?: Record<string, string>
  readonly submittedNamedStatements?: Record<string, string>
}

const isQueryConfig = (value: unknown): value is QueryConfigLike =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { text?: unknown }).text === "string" &&
  typeof (value as { submit?: unknown }).submit !== "function"

let clients = 0

/**
 * Makes `client` run each preparable statement it is given as a query config (drizzle's form) as a
 * named prepared statement. Meant for the pool's `connect` event, before the client serves a query.
 */
export const prepareStatementsOn = (client: pg.Client): void => {
  const connection = client.connection
  const seen = connection as unknown as ParsedStatements
  /** Statement text → its name on this connection, least recently used first. */
  const names = new Map<string, string>()
  const prefix = `s${(++clients).toString(36)}_`
  let next = 0

  const forget = (text: string, name: string) => {
    names.delete(text)
    if (seen.parsedStatements !== undefined) delete seen.parsedStatements[name]
    if (seen.submittedNamedStatements !== undefined) delete seen.submittedNamedStatements[name]
    // Written now, the Close reaches PostgreSQL after the messages already sent (each statement
    // is written whole, ending in sync) and before the next statement's.
    connection.close({ type: "S", name }, false)
  }

  const nameOf = (text: string): string | undefined => {
    const known = names.get(text)
    if (known !== undefined) {
      names.delete(text)
      names.set(text, known)
      return known
    }
    if (!isPreparable(text) || SEVERAL_STATEMENTS.test(text)) return undefined
    if (names.size >= STATEMENT_LIMIT) {
      const [oldest] = names
      if (oldest !== undefined) forget(oldest[0], oldest[1])
    }
    const name = `${prefix}${(next++).toString(36)}`
    names.set(text, name)
    return name
  }

  const query = prototypeQuery(client)
  const onError = (text: string, name: string, error: unknown) => {
    if (PREPARE_AGAIN.has((error as { code?: unknown } | null)?.code) && names.get(text) === name)
      forget(text, name)
  }
  Object.defineProperty(client, "query", {
    configurable: true,
    writable: true,
    value: function (this: pg.Client, ...args: unknown[]): unknown {
      const config = args[0]
      if (!isQueryConfig(config) || config.name !== undefined) return query.apply(this, args)
      const text = config.text
      const name = nameOf(text)
      if (name === undefined) return query.apply(this, args)
      args[0] = { ...config, name }
      // The pool passes a callback (`pool.query`), a checked-out client's caller awaits a promise.
      const last = args.length - 1
      const callback = args[last]
      if (typeof callback === "function") {
        args[last] = (error: unknown, result: unknown) => {
          if (error) onError(text, name, error)
          ;(callback as (error: unknown, result: unknown) => void)(error, result)
        }
        return query.apply(this, args)
      }
      const result = query.apply(this, args)
      return result instanceof Promise
        ? result.catch((error: unknown) => {
            onError(text, name, error)
            throw error
          })
        : result
    },
  })
}

type QueryMethod = (this: pg.Client, ...args: unknown[]) => unknown

/**
 * The client's class's `query`, looked up at every call: a statement counter that replaces
 * `pg.Client.prototype.query` later still sees every statement.
 */
const prototypeQuery = (client: pg.Client): QueryMethod => {
  const proto = Object.getPrototypeOf(client) as { query: QueryMethod }
  return function (this: pg.Client, ...args: unknown[]) {
    return proto.query.apply(this, args)
  }
}
