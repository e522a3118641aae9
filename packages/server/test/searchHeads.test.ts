// A common word's search is answered from its precomputed matches (`search_head_*`): page,
// total and aggregation counts must be exactly what the listing index answers, before and after
// every kind of catalogue write (a sale, a stock change, a price, a rename, a visibility change,
// the categories' weights), and the stored matches must equal a fresh computation of them.
import { randomBytes } from "node:crypto"
import { sql } from "drizzle-orm"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { countAggregations } from "../src/catalog/aggregations.js"
import { type AttributeCatalog, attributeCatalog } from "../src/catalog/attributeRepository.js"
import type { ProductsArgs } from "../src/catalog/listingInput.js"
import { listProducts, pageCountsOf, rowsOf } from "../src/catalog/productRepository.js"
import { listingRequestOf } from "../src/catalog/productsQuery.js"
import { type Database, type Db, openPostgres } from "../src/db/database.js"
import {
  forgetHeadWords,
  headWordOf,
  rebuildSearchHeads,
  searchHeadsSeed,
} from "../src/search/searchHeads.js"
import { createSeededPostgresDatabase, openTestDatabase } from "../src/testing.js"

/** The head words' stored rows (count rows at 0 left out: they stay, readers skip them). */
const storedHeads = async (db: Db) =>
  rowsOf(
    db,
    sql`select json_build_object(
          'postings', (select json_agg(p order by p.word, p.product_id) from search_head_postings p),
          'sets', (select json_agg(s order by s.word, s.facet_set) from search_head_sets s
                   where s.products > 0),
          'slices', (select json_agg(s order by s.word, s.slice) from search_head_slices s
                     where s.products > 0)) as stored`,
  )

/** The stored matches equal what `search_heads_refill()` computes from the listing index. */
const expectStoredAsRecomputed = async (db: Db) => {
  const kept = await storedHeads(db)
  await db.execute(sql`select search_heads_refill()`)
  expect(kept).toEqual(await storedHeads(db))
}

/** Page, total and counts of a search, from the head word's matches and from the listing index. */
const bothWays = async (db: Db, attributes: AttributeCatalog, args: ProductsArgs) => {
  const { request } = await listingRequestOf(db, 1, args)
  const read = async (heads: boolean) => {
    const page = await listProducts(db, request, attributes.idOf, { withCounts: true, heads })
    const counts = await countAggregations(
      db,
      request,
      attributes,
      Promise.resolve(pageCountsOf(page)),
    )
    const alone = await listProducts(db, request, attributes.idOf, { heads })
    return {
      ids: page.rows.map((r) => r.id),
      total: page.total,
      aloneIds: alone.rows.map((r) => r.id),
      aloneTotal: alone.total,
      facets: [...counts.facets].sort((a, b) => a[0] - b[0]),
      prices: [...counts.prices].sort((a, b) => a.key - b.key),
    }
  }
  return { head: await read(true), index: await read(false) }
}

const searches: ProductsArgs[] = [
  { search: "camera", pageSize: 24 },
  { search: "Camera", pageSize: 7, currentPage: 3 },
  { search: "lens", pageSize: 20, currentPage: 2 },
]

const expectSameAnswers = async (db: Db, attributes: AttributeCatalog) => {
  for (const args of searches) {
    const { head, index } = await bothWays(db, attributes, args)
    expect({ args, ...head }).toEqual({ args, ...index })
    expect(head.total).toBeGreaterThan(0)
  }
}

/** The products matching a head word, in relevance order. */
const matchedIds = async (db: Db, word: string) =>
  (
    await rowsOf<{ product_id: number }>(
      db,
      sql`select product_id from search_head_postings where word = ${word}
          order by in_stock desc, score desc, product_id`,
    )
  ).map((r) => r.product_id)

/** Makes every word as common as "lens" a head word (the fixture catalogue is small). */
const headsDownToLens = async (db: Db) => {
  const [lens] = await rowsOf<{ docs: number }>(
    db,
    sql`select docs from search_vocabulary where word = 'lens'`,
  )
  await rebuildSearchHeads(db, { minDocs: lens?.docs ?? 1 })
  forgetHeadWords(db)
}

describe("a common word's precomputed matches", () => {
  let database: Database
  let attributes: AttributeCatalog

  beforeAll(async () => {
    database = await openTestDatabase()
    attributes = await attributeCatalog(database.db)
    await headsDownToLens(database.db)
  }, 120_000)

  afterAll(() => database?.close())

  const planned = async (args: ProductsArgs) =>
    (await listingRequestOf(database.db, 1, args)).request

  it("answers a one-word search of a common word from its matches, and nothing else", async () => {
    const head = await headWordOf(database.db, await planned({ search: "camera" }), attributes.idOf)
    expect(head).toBe("camera")
    for (const args of [
      { search: "camera", filter: { price: { to: "300" } } },
      { search: "camera", sort: { price: "ASC" } },
      { search: "camera", sort: { relevance: "ASC" } },
      { search: "nikon camera" },
      { search: '"camera"', filter: { category_id: { eq: "3" } } },
    ] satisfies ProductsArgs[])
      expect(await headWordOf(database.db, await planned(args), attributes.idOf)).toBeUndefined()
    await expectSameAnswers(database.db, attributes)
  })

  it("follows sales, stock and discontinuation written to products", async () => {
    const ids = await matchedIds(database.db, "camera")
    expect(ids.length).toBeGreaterThan(30)
    await database.db.execute(
      sql`update products set sold_qty = sold_qty + 900 where id = ${ids[25] ?? 0}`,
    )
    await database.db.execute(
      sql`update products set qty = 0, stock_status = 'OUT_OF_STOCK' where id = ${ids[0] ?? 0}`,
    )
    await database.db.execute(sql`update products set discontinued = 1 where id = ${ids[1] ?? 0}`)
    const after = await matchedIds(database.db, "camera")
    expect(after.indexOf(ids[25] ?? 0)).toBeLessThan(25)
    expect(after.indexOf(ids[0] ?? 0)).toBeGreaterThan(1)
    await expectSameAnswers(database.db, attributes)
    await expectStoredAsRecomputed(database.db)
  })

  it("follows price changes across price slices, the highest price of a slice included", async () => {
    const ids = await matchedIds(database.db, "camera")
    const [top] = await rowsOf<{ max: number }>(
      database.db,
      sql`select max(min_final_price)::int as max from search_head_postings where word = 'camera'`,
    )
    const highest = (top?.max ?? 0) + 123_456
    const setPrice = (id: number | undefined, cents: number) =>
      database.db.execute(sql`update products set min_final_price = ${cents} where id = ${id ?? 0}`)
    // A new highest price, then the product that held it moves down to the cheapest slice.
    await setPrice(ids[3], highest)
    await expectSameAnswers(database.db, attributes)
    await setPrice(ids[3], 5)
    await setPrice(ids[4], 6)
    await expectSameAnswers(database.db, attributes)
    await expectStoredAsRecomputed(database.db)
  })

  it("follows names and visibility: a product enters and leaves a word's matches", async () => {
    const [total] = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from search_head_postings where word = 'camera'`,
    )
    const [outsider] = await rowsOf<{ id: number }>(
      database.db,
      sql`select l.product_id as id from product_listing l
          where l.visibility = 4 and l.in_stock
            and not l.search_vector @@ to_tsquery('english', 'camera:*')
          order by l.product_id limit 1`,
    )
    // Named exactly as the search: it enters the matches and ranks first.
    await database.db.execute(
      sql`update products set name = 'Camera' where id = ${outsider?.id ?? 0}`,
    )
    expect((await matchedIds(database.db, "camera"))[0]).toBe(outsider?.id)
    const ids = await matchedIds(database.db, "camera")
    await database.db.execute(sql`update products set visibility = 2 where id = ${ids[5] ?? 0}`)
    await database.db.execute(sql`update products set visibility = 1 where id = ${ids[6] ?? 0}`)
    expect((await matchedIds(database.db, "camera")).length).toBe((total?.n ?? 0) + 1 - 2)
    await expectSameAnswers(database.db, attributes)
    await expectStoredAsRecomputed(database.db)
    await database.db.execute(sql`update products set visibility = 4 where id = ${ids[5] ?? 0}`)
    await expectSameAnswers(database.db, attributes)
    await expectStoredAsRecomputed(database.db)
  })

  it("follows the categories' weights as a merchant changes them", async () => {
    const before = await matchedIds(database.db, "camera")
    await database.db.execute(sql`delete from search_category_weights where weight >= 0.5`)
    expect(await matchedIds(database.db, "camera")).not.toEqual(before)
    await expectSameAnswers(database.db, attributes)
    await expectStoredAsRecomputed(database.db)
  })

  it("gives a database indexed before the head words existed its head words at its next start", async () => {
    // As migration 0025 leaves such a database: the tables there, empty.
    await database.db.execute(
      sql`truncate search_head_terms, search_head_postings, search_head_sets, search_head_slices`,
    )
    await database.db.transaction((tx) => searchHeadsSeed.run(tx))
    const words = (
      await rowsOf<{ word: string }>(database.db, sql`select word from search_head_terms`)
    ).map((r) => r.word)
    // 5 % of the fixtures' searchable products hold these (and more) words.
    expect(words).toEqual(expect.arrayContaining(["camera", "lens", "canon", "nikon"]))
    await expectStoredAsRecomputed(database.db)
    forgetHeadWords(database.db)
    await expectSameAnswers(database.db, attributes)
  })

  it("falls back to the listing index when the word is no longer a head word", async () => {
    await database.db.execute(sql`delete from search_head_terms where word = 'camera'`)
    // This process still takes "camera" for a head word.
    const request = await planned({ search: "camera" })
    expect(await headWordOf(database.db, request, attributes.idOf)).toBe("camera")
    const page = await listProducts(database.db, request, attributes.idOf)
    const index = await listProducts(database.db, request, attributes.idOf, { heads: false })
    expect(page.rows.map((r) => r.id)).toEqual(index.rows.map((r) => r.id))
    expect(page.total).toBe(index.total)
    expect(page.total).toBeGreaterThan(0)
  })
})

const adminUrl = process.env.DATABASE_URL

describe.skipIf(!adminUrl)(
  adminUrl
    ? "a common word's precomputed matches under concurrent writes on postgres"
    : "a common word's precomputed matches under concurrent writes — skipped: DATABASE_URL is not set",
  () => {
    const name = `shutter_heads_${randomBytes(4).toString("hex")}`
    let database: Database
    let attributes: AttributeCatalog
    let pool: pg.Pool

    beforeAll(async () => {
      await createSeededPostgresDatabase(adminUrl ?? "", name)
      const url = new URL(adminUrl ?? "")
      url.pathname = `/${name}`
      database = await openPostgres(url.toString())
      attributes = await attributeCatalog(database.db)
      await headsDownToLens(database.db)
      pool = new pg.Pool({ connectionString: url.toString(), max: 8 })
      // The database is dropped with (force) at the end: a connection still closing then is
      // terminated by the server, which is no failure of the test.
      pool.on("error", () => {})
    }, 120_000)

    afterAll(async () => {
      await pool?.end()
      await database?.close()
      const admin = new pg.Client({ connectionString: adminUrl })
      await admin.connect()
      await admin.query(`drop database if exists "${name}" with (force)`)
      await admin.end()
    })

    it("stay exact through concurrent sales, price moves between slices and visibility changes", async () => {
      const ids = (await matchedIds(database.db, "camera")).slice(0, 32)
      // Each transaction (eight at a time) moves its product within or between two $10 price
      // slices, so transactions change the same slices' counts and highest prices at once.
      const write = async (id: number, i: number) => {
        const client = await pool.connect()
        try {
          await client.query("begin")
          await client.query("update products set min_final_price = $1 where id = $2", [
            100_000 + ((i * 389) % 2_000),
            id,
          ])
          await client.query("update products set sold_qty = sold_qty + $1 where id = $2", [
            i * 10,
            id,
          ])
          if (i % 4 === 0)
            await client.query("update products set visibility = $1 where id = $2", [
              i % 8 === 0 ? 2 : 1,
              id,
            ])
          await client.query("commit")
        } finally {
          client.release()
        }
      }
      for (let round = 0; round < 3; round++)
        await Promise.all(ids.map((id, i) => write(id, i + round)))
      await expectSameAnswers(database.db, attributes)
      await expectStoredAsRecomputed(database.db)
    })
  },
)
