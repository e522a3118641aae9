// DATABASE_URL=postgres://…/shutter_bench_100k npx tsx bench/explainCatalog.ts
// (a loaded database, e.g. the benchmark's BENCH_DATABASE). Prints EXPLAIN (ANALYZE, BUFFERS)
// of every SQL statement the benchmark's three catalogue requests run (search plan, page with
// aggregation counts, the counts of filtered attributes). Prints plans; asserts nothing.
import type { SQL } from "drizzle-orm"
import { PgDialect } from "drizzle-orm/pg-core"
import pg from "pg"
import { countAggregations, extraCountQueries } from "../src/catalog/aggregations.js"
import { attributeCatalog } from "../src/catalog/attributeRepository.js"
import { type ProductsArgs, parseProductsArgs } from "../src/catalog/listingInput.js"
import { listProducts, pageCountsOf } from "../src/catalog/productRepository.js"
import type { Db } from "../src/db/database.js"
import { openPostgres } from "../src/db/database.js"
import { planSearch, searchMatchOf } from "../src/search/searchPlan.js"

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

const requests: Record<string, ProductsArgs> = {
  listing: {
    filter: { category_uid: { eq: "NA==" }, manufacturer: { eq: "5000" } },
    sort: { price: "ASC" },
    pageSize: 24,
  },
  "search camera": { search: "camera", pageSize: 24 },
  "search darkroom": { search: "darkroom", pageSize: 24 },
}

const attributes = await attributeCatalog(database.db)
for (const [name, args] of Object.entries(requests)) {
  console.log(`\n## ${name}`)
  const parsed = parseProductsArgs(args)
  // Planned as the products query plans it (typos, synonyms, matching categories).
  const terms = parsed.searchTerms
  const plan =
    terms === undefined || terms.length === 0 ? undefined : await planSearch(explaining, 1, terms)
  const request = plan === undefined ? parsed : { ...parsed, searchMatch: searchMatchOf(plan) }
  // As the products query runs them with aggregations: the page statement counts its matches,
  // and a filtered attribute's options and prices without their own filters.
  const page = await listProducts(explaining, request, attributes.idOf, {
    withCounts: true,
    extraCounts: extraCountQueries(request, attributes),
  })
  await countAggregations(explaining, request, attributes, Promise.resolve(pageCountsOf(page)))
}
await client.end()
await database.close()
