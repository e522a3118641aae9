import { randomBytes } from "node:crypto"
import { mkdtemp } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { buildCatalog, generateSyntheticCatalog, type SimpleProduct } from "@shutter/fixtures"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, startServer } from "../src/app/startServer.js"
import { silentLogger } from "../src/platform/logger.js"
import { createSeededPostgresDatabase, startTestServer } from "../src/testing.js"
import { drivers, graphql } from "./helpers.js"

interface SearchData {
  products: { total_count: number; suggestions: { search: string }[]; items: { sku: string }[] }
}

const SEARCH = /* GraphQL */ `
  query ($search: String) {
    products(search: $search, pageSize: 20) { total_count suggestions { search } items { sku } }
  }
`

/** A search as the storefront sends it: GET, so cached answers are served when they exist. */
const search = async (server: RunningServer, text: string) => {
  const { data, errors } = await graphql<SearchData>(server, SEARCH, {
    method: "GET",
    variables: { search: text },
  })
  expect(errors).toBeUndefined()
  if (!data) throw new Error("no data")
  return {
    skus: data.products.items.map((i) => i.sku),
    suggestions: data.products.suggestions.map((s) => s.search),
  }
}

const renamed = buildCatalog().products.find(
  (p) => p.visibility === 4 && p.status === 1 && p.type_id === "simple",
)
if (renamed === undefined) throw new Error("no simple product in the fixtures")

describe.each(drivers)("search after catalogue edits on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl === undefined ? {} : { databaseUrl })
  })
  afterAll(() => server?.close())

  it("finds a renamed product by its new word and a typo of it, and forgets its old word", async () => {
    // Asked before the edit: these answers (nothing found) are now cached.
    expect(await search(server, "zephyrcam")).toEqual({ skus: [], suggestions: [] })
    expect(await search(server, "zephyrcan")).toEqual({ skus: [], suggestions: [] })

    expect(await server.admin.setProductName(renamed.sku, "Zephyrcam Q1")).toBe(true)
    expect(await search(server, "zephyrcam")).toEqual({ skus: [renamed.sku], suggestions: [] })
    expect(await search(server, "zephyrcan")).toEqual({
      skus: [renamed.sku],
      suggestions: ["zephyrcam"],
    })

    expect(await server.admin.setProductName(renamed.sku, "Quokkalens Q1")).toBe(true)
    // Only the old name held "zephyrcam": it is neither found nor suggested any more.
    expect(await search(server, "zephyrcam")).toEqual({ skus: [], suggestions: [] })
    expect(await search(server, "zephyrcan")).toEqual({ skus: [], suggestions: [] })
    expect(await search(server, "quokkalens")).toEqual({ skus: [renamed.sku], suggestions: [] })
    expect(await search(server, "quokkalenz")).toEqual({
      skus: [renamed.sku],
      suggestions: ["quokkalens"],
    })
    expect(await server.admin.setProductName("NO-SUCH-SKU", "Anything")).toBe(false)
  })

  it("finds an imported product by its word and a typo of it", async () => {
    expect(await search(server, "velvetine")).toEqual({ skus: [], suggestions: [] })
    expect(await search(server, "velvetinne")).toEqual({ skus: [], suggestions: [] })
    const [template] = generateSyntheticCatalog({ products: 1, seed: 7 })
    if (template === undefined) throw new Error("no synthetic product")
    const product: SimpleProduct = {
      ...template,
      name: "Velvetine Pro 9 Body",
      sku: "IMP-VELVETINE-9",
      url_key: "velvetine-pro-9-body",
    }
    expect(await server.admin.importProducts([product])).toBe(1)
    expect(await search(server, "velvetine")).toEqual({ skus: [product.sku], suggestions: [] })
    expect(await search(server, "velvetinne")).toEqual({
      skus: [product.sku],
      suggestions: ["velvetine"],
    })
  })
})

// Two server processes on one PostgreSQL and one Redis: an edit through one is searchable
// through the other, whose cached answers from before the edit are dropped.
const postgresUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL
describe.runIf(postgresUrl && redisUrl)("search after an edit on another process", () => {
  const servers: RunningServer[] = []
  let dropDatabase = async () => {}
  beforeAll(async () => {
    const admin = postgresUrl ?? ""
    const name = `shutter_test_search_${randomBytes(4).toString("hex")}`
    const adminQuery = async (statement: string) => {
      const client = new pg.Client({ connectionString: admin })
      await client.connect()
      await client.query(statement).finally(() => client.end())
    }
    await createSeededPostgresDatabase(admin, name)
    dropDatabase = () => adminQuery(`drop database if exists "${name}" with (force)`)
    const url = new URL(admin)
    url.pathname = `/${name}`
    const outbox = await mkdtemp(join(tmpdir(), "shutter-outbox-"))
    const prefix = `shutter-test:${randomBytes(6).toString("hex")}:`
    for (let i = 0; i < 2; i++)
      servers.push(
        await startServer({
          port: 0,
          databaseUrl: url.toString(),
          logger: silentLogger,
          sharedState: { redisUrl: redisUrl ?? "", redisPrefix: prefix },
          mail: { outboxDir: outbox },
        }),
      )
  })
  afterAll(async () => {
    for (const server of servers) await server.close()
    await dropDatabase()
  })

  it("finds the renamed product through the other process", async () => {
    const [a, b] = servers
    if (a === undefined || b === undefined) throw new Error("servers did not start")
    expect(await search(b, "zephyrcam")).toEqual({ skus: [], suggestions: [] })
    expect(await search(b, "zephyrcan")).toEqual({ skus: [], suggestions: [] })
    expect(await a.admin.setProductName(renamed.sku, "Zephyrcam Q1")).toBe(true)
    // B drops its own copy of the empty answer when the published invalidation reaches it: the
    // pub/sub delay, a millisecond when idle, longer on a machine the other suites keep busy.
    await expect
      .poll(() => search(b, "zephyrcam"), { timeout: 5_000 })
      .toEqual({ skus: [renamed.sku], suggestions: [] })
    expect(await search(b, "zephyrcan")).toEqual({
      skus: [renamed.sku],
      suggestions: ["zephyrcam"],
    })
  })
})
