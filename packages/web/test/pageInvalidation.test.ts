// The page cache drops a product's pages when an order takes its stock: in every web process
// through the backend's Redis, and without Redis in the process whose proxy carried the order.
// With Redis, a store config change (a CMS page's guards) drops the pages rendered from it too.
// Real backend (throwaway database), real web servers over the built app and server render.
import { randomBytes } from "node:crypto"
import { type RunningServer, startTestServer } from "@shutter/server/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningWebServer, startWebServer } from "../server/index.js"

const ORDERED_SKU = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"
const OTHER_SKU = "NIK-FM10"

const ADDRESS = {
  firstname: "Ansel",
  lastname: "Adams",
  street: ["1 Yosemite Way"],
  city: "Los Angeles",
  region_id: 5,
  postcode: "90001",
  country_code: "US",
  telephone: "5551234567",
}

const post = async <T>(
  endpoint: string,
  query: string,
  variables: Record<string, unknown> = {},
) => {
  const response = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await response.json()) as { data?: T; errors?: unknown[] }
  if (body.errors !== undefined) throw new Error(JSON.stringify(body.errors))
  return { data: body.data as T, headers: response.headers }
}

/** The product page's path (`/<url_key><suffix>`) and its stock. */
const productPage = async (backend: RunningServer, sku: string) => {
  const { data } = await post<{
    products: { items: { url_key: string; url_suffix: string | null; qty: number }[] }
  }>(
    backend.graphqlUrl,
    "query ($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { url_key url_suffix qty } } }",
    { sku },
  )
  const item = data.products.items[0]
  if (item === undefined) throw new Error(`no product ${sku}`)
  return { path: `/${item.url_key}${item.url_suffix ?? ""}`, qty: item.qty }
}

/** A guest order of one `sku` through `endpoint` (the backend's, or a web server's proxy). */
const placeOrder = async (endpoint: string, sku: string) => {
  const { data } = await post<{ createEmptyCart: string }>(endpoint, "mutation { createEmptyCart }")
  const cartId = data.createEmptyCart
  await post(
    endpoint,
    "mutation ($id: String!, $sku: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: $sku, quantity: 1 }]) { cart { id } } }",
    { id: cartId, sku },
  )
  await post(
    endpoint,
    'mutation ($id: String!) { setGuestEmailOnCart(input: { cart_id: $id, email: "pages@example.com" }) { cart { id } } }',
    { id: cartId },
  )
  const inputs: [string, string, Record<string, unknown>][] = [
    [
      "setShippingAddressesOnCart",
      "SetShippingAddressesOnCartInput",
      { shipping_addresses: [{ address: ADDRESS }] },
    ],
    [
      "setBillingAddressOnCart",
      "SetBillingAddressOnCartInput",
      { billing_address: { same_as_shipping: true } },
    ],
    [
      "setShippingMethodsOnCart",
      "SetShippingMethodsOnCartInput",
      { shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }] },
    ],
    [
      "setPaymentMethodOnCart",
      "SetPaymentMethodOnCartInput",
      { payment_method: { code: "checkmo" } },
    ],
  ]
  for (const [name, type, input] of inputs)
    await post(endpoint, `mutation ($input: ${type}) { ${name}(input: $input) { cart { id } } }`, {
      input: { cart_id: cartId, ...input },
    })
  return post<{ placeOrder: { order: { order_number: string } } }>(
    endpoint,
    "mutation ($id: String!) { placeOrder(input: { cart_id: $id }) { order { order_number } } }",
    { id: cartId },
  )
}

const page = async (web: RunningWebServer, path: string) => {
  const response = await fetch(`${web.url}${path}`)
  await response.text()
  return response.headers.get("x-shutter-cache")
}

/** Waits (a pub/sub message takes about a millisecond) until `web` renders `path` again. */
const dropped = async (web: RunningWebServer, path: string): Promise<boolean> => {
  for (let tries = 0; tries < 20; tries++) {
    if ((await page(web, path)) === "miss") return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return false
}

describe.skipIf(!process.env.REDIS_URL)(
  "page cache invalidation across web processes (one backend, Redis)",
  () => {
    const redisUrl = process.env.REDIS_URL ?? ""
    const redisPrefix = `shutter-test:pages-${randomBytes(4).toString("hex")}:`
    let backend: RunningServer
    const webs: RunningWebServer[] = []
    beforeAll(async () => {
      backend = await startTestServer({ redisUrl, redisPrefix })
      for (let i = 0; i < 2; i++)
        webs.push(
          await startWebServer({ backendUrl: backend.url, redisUrl, redisPrefix, log: () => {} }),
        )
    }, 120_000)
    afterAll(async () => {
      await Promise.all(webs.map((web) => web.close()))
      await backend?.close()
    })

    it("drops an ordered product's page in every web process, and keeps the other pages", async () => {
      const [one, two] = webs as [RunningWebServer, RunningWebServer]
      const ordered = await productPage(backend, ORDERED_SKU)
      const other = await productPage(backend, OTHER_SKU)
      for (const web of webs)
        for (const path of [ordered.path, other.path]) {
          expect(await page(web, path)).toBe("miss")
          expect(await page(web, path)).toBe("hit")
        }
      // Placed on the backend directly (the CLI, another web process): only Redis tells them.
      const placed = await placeOrder(backend.graphqlUrl, ORDERED_SKU)
      expect(placed.data.placeOrder.order.order_number).toMatch(/^\d+$/)
      expect((await productPage(backend, ORDERED_SKU)).qty).toBe(ordered.qty - 1)
      expect(await dropped(one, ordered.path)).toBe(true)
      expect(await dropped(two, ordered.path)).toBe(true)
      expect(await page(one, other.path)).toBe("hit")
      expect(await page(two, other.path)).toBe("hit")
    }, 120_000)

    it("drops a CMS page when the store changes its guards: it answers the 500 at once", async () => {
      const [one] = webs as [RunningWebServer]
      const get = async (path: string) => {
        const response = await fetch(`${one.url}${path}`)
        const html = await response.text()
        return { status: response.status, cache: response.headers.get("x-shutter-cache"), html }
      }
      expect((await get("/gtm-test")).status).toBe(200)
      expect((await get("/gtm-test")).cache).toBe("hit")
      // The route answer the page was rendered from carries the store config's tag.
      await backend.admin.setStoreConfig("cms_page_guards", "gtm-test:no-such-guard")
      try {
        let answer = await get("/gtm-test")
        for (let tries = 0; tries < 20 && answer.status !== 500; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100))
          answer = await get("/gtm-test")
        }
        expect(answer.status).toBe(500)
        expect(answer.html).toContain("Unknown middleware")
      } finally {
        await backend.admin.setStoreConfig("cms_page_guards", null)
      }
    }, 120_000)
  },
)

describe("page cache invalidation without Redis (one web process)", () => {
  let backend: RunningServer
  let web: RunningWebServer
  beforeAll(async () => {
    backend = await startTestServer()
    web = await startWebServer({ backendUrl: backend.url, log: () => {} })
  }, 120_000)
  afterAll(async () => {
    await web?.close()
    await backend?.close()
  })

  it("drops the page of a product ordered through its own /graphql proxy, at once", async () => {
    const ordered = await productPage(backend, ORDERED_SKU)
    const other = await productPage(backend, OTHER_SKU)
    for (const path of [ordered.path, other.path]) {
      expect(await page(web, path)).toBe("miss")
      expect(await page(web, path)).toBe("hit")
    }
    const placed = await placeOrder(`${web.url}/graphql`, ORDERED_SKU)
    // The tags are for the web server, not the browser.
    expect(placed.headers.get("x-shutter-invalidated-tags")).toBeNull()
    expect(await page(web, ordered.path)).toBe("miss")
    expect(await page(web, other.path)).toBe("hit")
  }, 120_000)
})
