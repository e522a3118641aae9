// npm run bench:search -w @shutter/server [-- fixtures|postgres]
// The thirty shopper queries of test/shopperQueries.ts against a running server: recall (the
// share of the products each query should find that its whole result holds; mean and worst)
// and the latency of the first page as the search page asks for it (24 cards with their
// aggregations; p50/p95 per query and over every query, sequential), and the same for the broad
// searches "camera" and "lens". On the fixture catalogue (PGlite), and on
// the 100k synthetic catalogue in PostgreSQL: DATABASE_URL and BENCH_DATABASE name a database
// `npm run bench:catalog -w @shutter/server -- load` has loaded. Prints figures; asserts nothing.

import { buildCatalog } from "@shutter/fixtures"
import { sql } from "drizzle-orm"
import pg from "pg"
import { recordFigures } from "../../../scripts/figures.mjs"
import { type RunningServer, startServer } from "../src/app/startServer.js"
import { type ListingRequest, searchTerms } from "../src/catalog/listingInput.js"
import { listingConditions, whereOf } from "../src/catalog/listingSql.js"
import { rowsOf } from "../src/catalog/productRepository.js"
import { type Db, openPostgres } from "../src/db/database.js"
import { silentLogger } from "../src/platform/logger.js"
import { planSearch, searchMatchOf } from "../src/search/searchPlan.js"
import { startTestServer } from "../src/testing.js"
import { recallOf, type SearchableProduct, SHOPPER_QUERIES } from "../test/shopperQueries.js"

/** The default store view (search synonyms of store 0 and 1). */
const DEFAULT_STORE_ID = 1
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5)
/** Timed besides the thirty (twice the repeats): the broadest common searches. */
const COMMON_QUERIES = ["camera", "lens"]
/** The complexity limit takes 100 skus a request. */
const RESULT_PAGE = 100

const CARD = `uid sku name stock_status thumbnail { url } url_key
  price_range { minimum_price { final_price { value currency } regular_price { value } } }`

const post = async <T>(server: RunningServer, query: string, variables: unknown): Promise<T> => {
  const response = await fetch(server.graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  })
  const json = (await response.json()) as { data?: T; errors?: unknown }
  if (json.errors !== undefined || json.data === undefined)
    throw new Error(JSON.stringify(json.errors))
  return json.data
}

interface SkuPage {
  products: { total_count: number; page_info: { total_pages: number }; items: { sku: string }[] }
}

/** Every sku the search finds, page by page over GraphQL (the fixture catalogue). */
const foundOverHttp = async (server: RunningServer, search: string): Promise<Set<string>> => {
  const query = `query ($s: String, $p: Int) { products(search: $s, pageSize: ${RESULT_PAGE}, currentPage: $p) {
    total_count page_info { total_pages } items { sku } } }`
  const first = await post<SkuPage>(server, query, { s: search, p: 1 })
  const skus = new Set(first.products.items.map((i) => i.sku))
  for (let p = 2; p <= first.products.page_info.total_pages; p++)
    for (const i of (await post<SkuPage>(server, query, { s: search, p })).products.items)
      skus.add(i.sku)
  return skus
}

/**
 * Every sku the search finds, read in one statement with the server's own search plan and
 * listing conditions (the same set its pages hold; tens of thousands at 100k products).
 */
const foundInDatabase =
  (db: Db) =>
  async (search: string): Promise<Set<string>> => {
    const terms = searchTerms(search)
    const plan = await planSearch(db, DEFAULT_STORE_ID, terms)
    const request: ListingRequest = {
      searchTerms: terms,
      searchMatch: searchMatchOf(plan),
      filter: { options: new Map() },
      sort: { field: "relevance", direction: "DESC" },
      pageSize: 1,
      currentPage: 1,
    }
    const rows = await rowsOf<{ sku: string }>(
      db,
      sql`select p.sku from product_listing l join products p on p.id = l.product_id
          where ${whereOf(listingConditions(request, new Map()))}`,
    )
    return new Set(rows.map((r) => r.sku))
  }

const firstPage = (server: RunningServer, search: string) =>
  post(
    server,
    `query ($s: String) { products(search: $s, pageSize: 24) { total_count suggestions { search }
      items { ${CARD} } aggregations { attribute_code count options { label value count } } } }`,
    { s: search },
  )

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
const round = (n: number) => Math.round(n * 1000) / 1000

const report = async (
  label: string,
  server: RunningServer,
  products: readonly SearchableProduct[],
  found: (search: string) => Promise<Set<string>>,
) => {
  console.log(`\n## ${label} (${products.length} searchable products)`)
  const rows: {
    query: string
    expected: number
    found: number
    recall: number
    p50_ms: number
    p95_ms: number
  }[] = []
  const times: number[] = []
  for (const q of SHOPPER_QUERIES) {
    const expected = new Set(products.filter(q.expects).map((p) => p.sku))
    const result = await found(q.query)
    await firstPage(server, q.query) // warm-up
    const own: number[] = []
    for (let i = 0; i < REPEATS; i++) {
      const t = performance.now()
      await firstPage(server, q.query)
      own.push(performance.now() - t)
    }
    times.push(...own)
    own.sort((a, b) => a - b)
    rows.push({
      query: q.query,
      expected: expected.size,
      found: result.size,
      recall: round(recallOf(expected, result)),
      p50_ms: Math.round(percentile(own, 50)),
      p95_ms: Math.round(percentile(own, 95)),
    })
  }
  console.table(rows)
  // The common one-word search (no recall list): the heaviest first page at 100k products.
  const common: { query: string; p50_ms: number; p95_ms: number }[] = []
  for (const query of COMMON_QUERIES) {
    await firstPage(server, query)
    const own: number[] = []
    for (let i = 0; i < REPEATS * 2; i++) {
      const t = performance.now()
      await firstPage(server, query)
      own.push(performance.now() - t)
    }
    own.sort((a, b) => a - b)
    common.push({
      query,
      p50_ms: Math.round(percentile(own, 50)),
      p95_ms: Math.round(percentile(own, 95)),
    })
  }
  console.table(common)
  times.sort((a, b) => a - b)
  const recalls = rows.map((r) => r.recall)
  console.table([
    {
      queries: rows.length,
      mean_recall: round(recalls.reduce((a, b) => a + b, 0) / rows.length),
      worst_recall: Math.min(...recalls),
      p50_ms: Math.round(percentile(times, 50) * 10) / 10,
      p95_ms: Math.round(percentile(times, 95) * 10) / 10,
      requests: times.length,
    },
  ])
}

const fixtureProducts = (): SearchableProduct[] => {
  const catalog = buildCatalog()
  const byId = new Map(catalog.categories.map((c) => [c.id, c]))
  return catalog.products
    .filter((p) => p.visibility >= 3 && p.status === 1)
    .map((p) => ({
      sku: p.sku,
      name: p.name,
      manufacturer: p.manufacturer_name,
      categoryPaths: [
        ...new Set(
          p.categories.flatMap(({ category_id }) =>
            (byId.get(category_id)?.path ?? "")
              .split("/")
              .map((id) => byId.get(Number(id)))
              .flatMap((c) => (c !== undefined && c.level >= 2 ? [c.url_path] : [])),
          ),
        ),
      ],
    }))
}

/** The searchable products of a database, with their anchor categories' paths. */
const databaseProducts = async (url: string): Promise<SearchableProduct[]> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{
      sku: string
      name: string
      manufacturer: string | null
      paths: string[]
    }>(
      `select p.sku, p.name, p.manufacturer_name as manufacturer,
              coalesce(array_agg(c.url_path) filter (where c.level >= 2), '{}') as paths
       from product_listing l join products p on p.id = l.product_id
       left join category_product_index i on i.product_id = p.id
       left join categories c on c.id = i.category_id
       where l.visibility in (3, 4) group by p.id`,
    )
    return rows.map((r) => ({ ...r, categoryPaths: r.paths }))
  } finally {
    await client.end()
  }
}

const benchFixtures = async () => {
  const server = await startTestServer()
  try {
    await report("PGlite, fixture catalogue", server, fixtureProducts(), (search) =>
      foundOverHttp(server, search),
    )
  } finally {
    await server.close()
  }
}

const benchPostgres = async () => {
  const admin = process.env.DATABASE_URL
  const name = process.env.BENCH_DATABASE
  if (admin === undefined || name === undefined)
    throw new Error("postgres needs DATABASE_URL and BENCH_DATABASE (loaded by bench:catalog load)")
  const url = new URL(admin)
  url.pathname = `/${name}`
  const server = await startServer({ port: 0, databaseUrl: url.toString(), logger: silentLogger })
  const database = await openPostgres(url.toString())
  try {
    await report(
      "PostgreSQL 15, synthetic + fixture",
      server,
      await databaseProducts(url.toString()),
      foundInDatabase(database.db),
    )
  } finally {
    await database.close()
    await server.close()
  }
}

// `--write`: the run's output replaces the "search" section of docs/figures.md.
const args = process.argv.slice(2)
const only = args.find((arg) => !arg.startsWith("--"))
const figures = args.includes("--write")
  ? recordFigures("search", { command: `npm run bench:search -- ${args.join(" ")}` })
  : undefined
if (only === undefined || only === "fixtures") await benchFixtures()
if (only === undefined || only === "postgres") await benchPostgres()
await figures?.write()
