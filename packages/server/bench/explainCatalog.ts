// DATABASE_URL=postgres://…/shutter_bench_100k npx tsx bench/explainCatalog.ts
// (a loaded database, e.g. the benchmark's BENCH_DATABASE). Prints EXPLAIN (ANALYZE, BUFFERS)
// of every SQL statement the benchmark's three catalogue requests run (search plan, page with
// aggregation counts, the counts of filtered attributes). Prints plans; asserts nothing.
import type { SQL } from "drizzle-orm"
import { PgDialect } from "drizzle-orm/pg-core"
import pg from "pg"
import { attributeCatalog } from "../src/catalog/attributeRepository.js"
import type { Db } from "../src/db/database.js"
import { openPostgres } from "../src/db/database.js"
import { CATALOGUE_REQUESTS, runProductsStatements } from "./productsStatements.js"

const url = process.env.DATABASE_URL
if (url === undefined) throw new Error("DATABASE_URL names the loaded database")

const dialect = new PgDialect()
const client = new pg.Client({ connectionString: url })
await client.connect()
const database = await openPostgres(url)

// A Db whose execute() first prints the plan of the statement, then runs it.
const explaining = {
  execute: async (query: SQL) => {
    const { sql: text, params } = dialect.sqlToQuery(query)
    const plan = await client.query(`explain (analyze, buffers) ${text}`, params)
    console.log(`\n${text.replace(/\s+/g, " ").slice(0, 160)}…`)
    for (const row of plan.rows as { "QUERY PLAN": string }[]) console.log(row["QUERY PLAN"])
    return database.db.execute(query)
  },
} as unknown as Db

const attributes = await attributeCatalog(database.db)
for (const [name, args] of Object.entries(CATALOGUE_REQUESTS)) {
  console.log(`\n## ${name}`)
  // As the products query runs them with aggregations: the search plan's lookups (typos,
  // synonyms, matching categories), the page statement with its counts and a filtered
  // attribute's options and prices without their own filters, then the counting.
  await runProductsStatements(explaining, attributes, args)
}
await client.end()
await database.close()
