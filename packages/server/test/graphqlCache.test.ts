// The GraphQL response cache over real HTTP: cacheable GET queries (Magento's GraphQlCache),
// their headers, what is never cached, and invalidation when an order changes the stock.
import { randomBytes } from "node:crypto"
import { mkdtemp } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, startServer } from "../src/app/startServer.js"
import { silentLogger } from "../src/platform/logger.js"
import { createSeededPostgresDatabase, startTestServer } from "../src/testing.js"
import { addProducts, createCart, placeOrder, prepareCheckout } from "./cartTestKit.js"

const PRODUCT_QUERY = /* GraphQL */ `
  query productStock($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items { id sku stock_status qty }
    }
  }
`
const LISTING_QUERY = /* GraphQL */ `
  query productList($search: String!) {
    products(search: $search, pageSize: 50) {
      total_count
      items { sku stock_status }
    }
  }
`

interface Answer<T> {
  readonly status: number
  readonly headers: Headers
  readonly body: { data?: T; errors?: { message: string }[] }
}

const get = async <T>(
  server: RunningServer,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
  operationName?: string,
): Promise<Answer<T>> => {
  const url = new URL(server.graphqlUrl)
  url.searchParams.set("query", query)
  if (operationName !== undefined) url.searchParams.set("operationName", operationName)
  url.searchParams.set("variables", JSON.stringify(variables))
  const response = await fetch(url, { headers: { accept: "application/json", ...headers } })
  return { status: response.status, headers: response.headers, body: await response.json() }
}

const post = async <T>(
  server: RunningServer,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Answer<T>> => {
  const response = await fetch(server.graphqlUrl, {
    method: "POST",
    headers: { accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  })
  return { status: response.status, headers: response.headers, body: await response.json() }
}

type StockData = {
  products: { items: { id: number; sku: string; stock_status: string; qty: number }[] }
}
type ListingData = {
  products: { total_count: number; items: { sku: string; stock_status: string }[] }
}

const NO_STORE = "no-store, no-cache, must-revalidate, max-age=0"

describe("GraphQL response cache", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  it("answers a cacheable GET query with cache headers, from the cache the second time", async () => {
    const variables = { sku: "NIK-FM10" }
    const first = await get<StockData>(server, PRODUCT_QUERY, variables)
    expect(first.status).toBe(200)
    const product = first.body.data?.products.items[0]
    expect(product?.sku).toBe("NIK-FM10")
    expect(first.headers.get("x-magento-cache-debug")).toBe("MISS")
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60")
    expect(first.headers.get("x-magento-cache-id")).toMatch(/^[0-9a-f]{64}$/)
    expect(first.headers.get("x-magento-tags")?.split(",")).toEqual(
      expect.arrayContaining(["cat_p", `cat_p_${product?.id}`]),
    )

    // The same query spelled differently (whitespace, variable order) is the same entry.
    const second = await get<StockData>(server, PRODUCT_QUERY.replace(/\s+/g, "  "), variables, {
      "x-magento-cache-id": first.headers.get("x-magento-cache-id") ?? "",
    })
    expect(second.headers.get("x-magento-cache-debug")).toBe("HIT")
    expect(second.body).toEqual(first.body)
    expect(second.headers.get("x-magento-cache-id")).toBe(first.headers.get("x-magento-cache-id"))
    expect(second.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60")
  })

  it("tells a shared cache not to keep an answer asked for with another X-Magento-Cache-Id", async () => {
    const answer = await get<StockData>(
      server,
      PRODUCT_QUERY,
      { sku: "NIK-FM10" },
      { "x-magento-cache-id": "0".repeat(64) },
    )
    expect(answer.body.data?.products.items[0]?.sku).toBe("NIK-FM10")
    expect(answer.headers.get("cache-control")).toBe(NO_STORE)
  })

  it("still answers POST queries, never from the cache and with no-store headers", async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await post<StockData>(server, PRODUCT_QUERY, { sku: "NIK-FM10" })
      expect(answer.body.data?.products.items[0]?.sku).toBe("NIK-FM10")
      expect(answer.headers.get("x-magento-cache-debug")).toBeNull()
      expect(answer.headers.get("cache-control")).toBe(NO_STORE)
      expect(answer.headers.get("pragma")).toBe("no-cache")
      expect(answer.headers.get("x-magento-cache-id")).toMatch(/^[0-9a-f]{64}$/)
    }
  })

  it("never caches a mutation: over GET it is refused, over POST it runs every time", async () => {
    const refused = await get(server, "mutation { createEmptyCart }")
    expect(refused.body.errors?.[0]?.message).toBe(
      "Can only perform a mutation operation from a POST request.",
    )
    expect(refused.headers.get("x-magento-cache-debug")).toBeNull()
    expect(refused.headers.get("cache-control")).toBe(NO_STORE)
    const carts = new Set<string>()
    for (let i = 0; i < 2; i++) {
      const created = await post<{ createEmptyCart: string }>(
        server,
        "mutation { createEmptyCart }",
      )
      expect(created.headers.get("cache-control")).toBe(NO_STORE)
      carts.add(created.body.data?.createEmptyCart ?? "")
    }
    expect(carts.size).toBe(2)
  })

  it("never caches cart or directory queries asked over GET", async () => {
    const cartId = await createCart(server)
    const query = "query cart($id: String!) { cart(cart_id: $id) { total_quantity } }"
    for (let i = 0; i < 2; i++) {
      const answer = await get<{ cart: { total_quantity: number } }>(server, query, { id: cartId })
      expect(answer.body.data?.cart.total_quantity).toBe(0)
      expect(answer.headers.get("x-magento-cache-debug")).toBeNull()
      expect(answer.headers.get("cache-control")).toBe(NO_STORE)
    }
    const countries = await get(server, "query { countries { id } }")
    expect(countries.headers.get("cache-control")).toBe(NO_STORE)
  })

  it("keeps one entry per store view and per currency", async () => {
    const query = "query storeCode { storeConfig { store_code } }"
    const ids = new Set<string | null>()
    for (const headers of [
      { store: "default" },
      { store: "ca_en" },
      { store: "default", "content-currency": "CAD" },
    ]) {
      const first = await get<{ storeConfig: { store_code: string } }>(server, query, {}, headers)
      const again = await get<{ storeConfig: { store_code: string } }>(server, query, {}, headers)
      expect(first.headers.get("x-magento-cache-debug")).toBe("MISS")
      expect(again.headers.get("x-magento-cache-debug")).toBe("HIT")
      expect(again.body.data?.storeConfig.store_code).toBe(headers.store)
      ids.add(first.headers.get("x-magento-cache-id"))
    }
    expect(ids.size).toBe(3)
  })

  it("does not keep answers with errors", async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await get(
        server,
        "query { storeConfig { store_code } }",
        {},
        {
          store: "nowhere",
        },
      )
      expect(answer.body.errors?.[0]?.message).toBe("Requested store is not found (nowhere)")
      expect(answer.headers.get("x-magento-cache-debug")).toBeNull()
    }
  })

  it("drops a product's cached answers when an order sells it out", async () => {
    const sku = "NIK-D6" // 6 in stock
    const product = await get<StockData>(server, PRODUCT_QUERY, { sku })
    const before = product.body.data?.products.items[0]
    expect(before?.stock_status).toBe("IN_STOCK")
    const listing = await get<ListingData>(server, LISTING_QUERY, { search: "Nikon D6" })
    expect(listing.body.data?.products.items.find((i) => i.sku === sku)?.stock_status).toBe(
      "IN_STOCK",
    )
    expect(
      (await get<StockData>(server, PRODUCT_QUERY, { sku })).headers.get("x-magento-cache-debug"),
    ).toBe("HIT")

    const cartId = await createCart(server)
    const added = await addProducts(server, cartId, [{ sku, quantity: before?.qty ?? 0 }])
    expect(added.data?.addProductsToCart.user_errors).toEqual([])
    await prepareCheckout(server, cartId)
    expect((await placeOrder(server, cartId)).data?.placeOrder.order.order_number).toMatch(/^\d+$/)

    const afterProduct = await get<StockData>(server, PRODUCT_QUERY, { sku })
    expect(afterProduct.headers.get("x-magento-cache-debug")).toBe("MISS")
    expect(afterProduct.body.data?.products.items[0]).toMatchObject({
      stock_status: "OUT_OF_STOCK",
      qty: 0,
    })
    const afterListing = await get<ListingData>(server, LISTING_QUERY, { search: "Nikon D6" })
    expect(afterListing.body.data?.products.items.find((i) => i.sku === sku)?.stock_status).toBe(
      "OUT_OF_STOCK",
    )
  })

  it("keeps the answers of products the order did not touch", async () => {
    const untouched = await get<StockData>(server, PRODUCT_QUERY, { sku: "NIK-FM10" })
    expect(untouched.headers.get("x-magento-cache-debug")).toBe("HIT")
  })
})

describe("GraphQL response cache disabled", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer({ graphqlCache: false })
  })
  afterAll(() => server?.close())

  it("runs every GET query", async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await get<StockData>(server, PRODUCT_QUERY, { sku: "NIK-FM10" })
      expect(answer.body.data?.products.items[0]?.sku).toBe("NIK-FM10")
      expect(answer.headers.get("x-magento-cache-debug")).toBeNull()
    }
  })
})

// Two server processes on one PostgreSQL and one Redis (what SHUTTER_WORKERS and several
// machines run): an answer cached by one is served by the other, and an order placed through
// one drops the other's copies.
const postgresUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL
describe.runIf(postgresUrl && redisUrl)("GraphQL response cache shared through Redis", () => {
  const servers: RunningServer[] = []
  let dropDatabase = async () => {}
  beforeAll(async () => {
    const admin = postgresUrl ?? ""
    const name = `shutter_test_cache_${randomBytes(4).toString("hex")}`
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

  it("serves one instance's cached answer from the other, and drops it on both after an order", async () => {
    const [a, b] = servers
    if (a === undefined || b === undefined) throw new Error("servers did not start")
    const sku = "NIK-D6" // 6 in stock
    // Both behind one load balancer: the same origin (absolute URLs in answers are written on it).
    const shop = { "x-forwarded-host": "shop.example" }
    const first = await get<StockData>(a, PRODUCT_QUERY, { sku }, shop)
    expect(first.headers.get("x-magento-cache-debug")).toBe("MISS")
    const fromOther = await get<StockData>(b, PRODUCT_QUERY, { sku }, shop)
    expect(fromOther.headers.get("x-magento-cache-debug")).toBe("HIT")
    expect(fromOther.body).toEqual(first.body)
    expect(
      (await get<StockData>(b, PRODUCT_QUERY, { sku }, shop)).headers.get("x-magento-cache-debug"),
    ).toBe("HIT")

    const cartId = await createCart(a)
    const qty = first.body.data?.products.items[0]?.qty ?? 0
    expect(
      (await addProducts(a, cartId, [{ sku, quantity: qty }])).data?.addProductsToCart.user_errors,
    ).toEqual([])
    await prepareCheckout(a, cartId)
    expect((await placeOrder(a, cartId)).data?.placeOrder.order.order_number).toMatch(/^\d+$/)

    // b drops its own copy when the published invalidation reaches it (the pub/sub delay).
    for (const server of [b, a]) {
      await expect
        .poll(
          async () =>
            (await get<StockData>(server, PRODUCT_QUERY, { sku }, shop)).body.data?.products
              .items[0],
          { timeout: 5_000 },
        )
        .toMatchObject({ stock_status: "OUT_OF_STOCK", qty: 0 })
    }
  })
})
