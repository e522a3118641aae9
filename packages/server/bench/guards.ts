// Validation cost of hostile documents, in process: parse (5000-token limit), the pre-checks
// (aliases, depth, complexity, repeated selections), and graphql-js's standard rules when the
// pre-checks let a document by.
//   npm run bench:guards -w @shutter/server
import { type DocumentNode, parse, specifiedRules, validate } from "graphql"
import { createSchema } from "../src/app/schema.js"
import { resolveGuardOptions } from "../src/guards/guardOptions.js"
import { documentLimitErrors } from "../src/guards/queryLimits.js"
import {
  conflictingAliases,
  conflictingFields,
  conflictsWithinLimits,
  fragmentChain,
} from "../test/hostileDocuments.js"

const schema = createSchema()
const limits = resolveGuardOptions()
const unguarded = { ...limits, maxAliases: 0, maxRepeatedSelections: 0 }

/** Best of 5: parse + pre-checks (+ standard rules when they pass), in ms. */
const measure = (query: string, guards = limits): { ms: number; outcome: string } => {
  let best = Number.POSITIVE_INFINITY
  let outcome = ""
  for (let run = 0; run < 5; run++) {
    const started = performance.now()
    let document: DocumentNode
    try {
      document = parse(query, { maxTokens: guards.maxTokens })
    } catch (error) {
      outcome = (error as Error).message
      best = Math.min(best, performance.now() - started)
      continue
    }
    const errors = documentLimitErrors(document, guards)
    const all = errors.length > 0 ? errors : validate(schema, document, specifiedRules)
    outcome = all[0]?.message ?? "valid"
    best = Math.min(best, performance.now() - started)
  }
  return { ms: best, outcome }
}

const rows: [string, string, typeof limits][] = [
  ["fragment chain, 27 levels", fragmentChain(27), limits],
  ["alias bomb, 150 conflicting aliases", conflictingAliases(150), limits],
  ["  the same without the alias limit", conflictingAliases(150), unguarded],
  ["150 conflicting `products` fields (no alias)", conflictingFields(150), limits],
  ["  the same without the repeated-selection limit", conflictingFields(150), unguarded],
  ["alias bomb, 450 conflicting aliases (4500 tokens)", conflictingAliases(450), limits],
  ["alias bomb, 1600 conflicting aliases", conflictingAliases(1600), limits],
  ["worst inside the limits (10 aliases, 6 fields × 20)", conflictsWithinLimits(20), limits],
]
for (const [label, query, guards] of rows) {
  const { ms, outcome } = measure(query, guards)
  console.log(`${label}: ${query.length} bytes, ${ms.toFixed(2)} ms → ${outcome.slice(0, 70)}`)
}
