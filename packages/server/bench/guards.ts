// Validation cost of hostile documents, in process: parse (5000-token limit), the depth and
// complexity pre-check, and graphql-js's standard rules when the pre-check lets a document by.
//   npm run bench:guards -w @shutter/server
import { type DocumentNode, parse, specifiedRules, validate } from "graphql"
import { createSchema } from "../src/graphql/schema.js"
import { resolveGuardOptions } from "../src/guards/guardOptions.js"
import { queryLimitErrors } from "../src/guards/queryLimits.js"
import { conflictingAliases, fragmentChain } from "../test/hostileDocuments.js"

const schema = createSchema()
const limits = resolveGuardOptions()

/** Best of 5: parse + pre-check (+ standard rules when the pre-check passes), in ms. */
const measure = (query: string): { ms: number; outcome: string } => {
  let best = Number.POSITIVE_INFINITY
  let outcome = ""
  for (let run = 0; run < 5; run++) {
    const started = performance.now()
    let document: DocumentNode
    try {
      document = parse(query, { maxTokens: limits.maxTokens })
    } catch (error) {
      outcome = (error as Error).message
      best = Math.min(best, performance.now() - started)
      continue
    }
    const errors = queryLimitErrors(document, limits, undefined)
    const all = errors.length > 0 ? errors : validate(schema, document, specifiedRules)
    outcome = all[0]?.message ?? "valid"
    best = Math.min(best, performance.now() - started)
  }
  return { ms: best, outcome }
}

const rows: [string, string][] = [
  ["fragment chain, 27 levels", fragmentChain(27)],
  ["alias bomb, 150 conflicting aliases (complexity 300)", conflictingAliases(150)],
  ["alias bomb, 450 conflicting aliases (4500 tokens)", conflictingAliases(450)],
  ["alias bomb, 1600 conflicting aliases", conflictingAliases(1600)],
]
for (const [label, query] of rows) {
  const { ms, outcome } = measure(query)
  console.log(`${label}: ${query.length} bytes, ${ms.toFixed(2)} ms → ${outcome.slice(0, 70)}`)
}
