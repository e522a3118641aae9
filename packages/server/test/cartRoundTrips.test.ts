// Order numbers written by the one-statement order insert, and the SQL
// round trips an add-to-cart and a placeOrder cost once the process caches are warm.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import {
  addProducts,
  CALIFORNIA,
  cartMutation,
  createCart,
  getCart,
  placeOrder,
  prepareCheckout,
} from "./cartTestKit.js"
import { countedServer } from "./countedServer.js"
import { bothDrivers, drivers, graphql } from "./helpers.js"

const FILM = "KOD-PORTRA-400-35MM-36-EXP"

const orderFor = async (server: RunningServer, store?: string): Promise<string> => {
  const created = await graphql<{ createEmptyCart: string }>(
    server,
    "mutation { createEmptyCart }",
    store === undefined ? {} : { store },
  )
  const cartId = created.data?.createEmptyCart ?? ""
  await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
  await prepareCheckout(server, cartId)
  const placed = await placeOrder(server, cartId)
  expect(placed.errors).toBeUndefined()
  return placed.data?.placeOrder.order.order_number ?? ""
}

describe.each(drivers)("order numbers on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  it("numbers orders with 9 random digits, the second store view's with its id in front", async () => {
    const first = [await orderFor(server), await orderFor(server)]
    const second = [await orderFor(server, "ca_en"), await orderFor(server, "ca_en")]
    for (const number of first) expect(number).toMatch(/^[1-9]\d{8}$/)
    for (const number of second) expect(number).toMatch(/^2[1-9]\d{8}$/)
    expect(new Set([...first, ...second]).size).toBe(4)
  })
})

describe.each(bothDrivers)("SQL statements of the cart on $name", ({ databaseUrl }) => {
  const shop = countedServer(databaseUrl)

  const counted = async (run: () => Promise<unknown>): Promise<number> =>
    (await shop.counter().during(run)).length

  it("reads a cart in 2 statements, adds to it in 2 and places its order in 2", async () => {
    const server = shop.server()
    await orderFor(server) // warms the store-view, store-config and checkout-table caches
    const cartId = await createCart(server)
    // the cart with its lines and the product (+ its options); the line written by one
    // statement that checks the cart row is as read (no begin, no commit)
    expect(await counted(() => addProducts(server, cartId, [{ sku: FILM, quantity: 1 }]))).toBe(2)
    // Adding it again merges into the line: an update instead of the insert.
    expect(await counted(() => addProducts(server, cartId, [{ sku: FILM, quantity: 1 }]))).toBe(2)
    await prepareCheckout(server, cartId)
    // the cart, then its lines with their products (shipping, payment and tax tables are cached)
    expect(await counted(() => getCart(server, cartId))).toBe(2)
    // the cart with its lines and their products; then one statement that locks the cart (if
    // still as read) and the stock, closes the cart, takes the stock and writes the number,
    // order, lines and confirmation e-mail (its brand and locale from the cached store settings)
    const placing = await shop.counter().during(() => placeOrder(server, cartId))
    expect(placing).toHaveLength(2)
    expect(placing.filter((sql) => /\bstore_config\b/.test(sql))).toEqual([])
    expect(placing.filter((sql) => /^\s*savepoint\b/i.test(sql))).toEqual([])
    expect(placing.filter((sql) => /\bmail_outbox\b/.test(sql))).toHaveLength(1)
  })

  it("a checkout step reads the cart once and writes it once, without a transaction", async () => {
    const server = shop.server()
    await orderFor(server)
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
    // The e-mail (its input checked before, as Magento does) needs nothing but the cart row:
    // one update that holds only for the guest's active cart in this store view, answering the
    // row as it now is with its lines and their products.
    const email = await shop.counter().during(() =>
      cartMutation(server, "setGuestEmailOnCart", "SetGuestEmailOnCartInput", {
        cart_id: cartId,
        email: "steps@example.com",
      }),
    )
    expect(email).toHaveLength(1)
    expect(email[0]).toMatch(/^\s*update "carts"[\s\S]*\bis_active\b[\s\S]*\bcart_items\b/i)
    // Every other step: one read of the cart with its lines and their products, then one
    // update that holds only if the cart row is still as read; no lock, no begin, and the lines
    // read with the cart serve the step's checks and the answer's view.
    const steps = await shop.counter().during(() => prepareCheckout(server, cartId))
    expect(steps).toHaveLength(9)
    expect(steps.filter((sql) => /^\s*select\b[\s\S]*\bfrom "carts"/i.test(sql))).toHaveLength(4)
    expect(steps.filter((sql) => /^\s*update "carts"[\s\S]*\bxmin\b/i.test(sql))).toHaveLength(4)
    expect(steps.filter((sql) => /^\s*begin\b/i.test(sql))).toEqual([])
    expect(steps.filter((sql) => /\bfor update\b/i.test(sql))).toEqual([])
    expect(steps.filter((sql) => /^\s*with "lines"/i.test(sql))).toEqual([])
    // An address typed in is checked against the process's copies of the countries, regions
    // and address settings: nothing more than the read and the write.
    const address = await shop.counter().during(() =>
      cartMutation(server, "setShippingAddressesOnCart", "SetShippingAddressesOnCartInput", {
        cart_id: cartId,
        shipping_addresses: [{ address: { ...CALIFORNIA, city: "San Diego" } }],
      }),
    )
    expect(address).toHaveLength(2)
  })

  it("a cart's answer shows its products' categories from the statement that read the cart", async () => {
    const server = shop.server()
    await orderFor(server)
    const cartId = await createCart(server)
    const OTHER = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"
    await addProducts(server, cartId, [{ sku: OTHER, quantity: 1 }])
    const categoriesOf = async (sku: string) =>
      (
        await graphql<{ products: { items: { categories: { uid: string; name: string }[] }[] } }>(
          server,
          `{ products(filter: { sku: { eq: "${sku}" } }) { items { categories { uid name } } } }`,
        )
      ).data?.products.items[0]?.categories
    const expected = [await categoriesOf(OTHER), await categoriesOf(FILM)]
    expect(expected[0]?.length).toBeGreaterThan(0)
    expect(expected[1]?.length).toBeGreaterThan(0)
    const withCategories = `cart { items { product { sku categories { uid name } } } }`
    // a second product: the cart, its lines, the added product and the one it holds, with
    // their categories, in one statement; the line written by the other
    let added: { sku: string; categories: unknown }[] | undefined
    const adding = await shop.counter().during(async () => {
      const r = await graphql<{
        addProductsToCart: { cart: { items: { product: { sku: string; categories: unknown } }[] } }
      }>(
        server,
        `mutation add($cartId: String!, $cartItems: [CartItemInput!]!) {
          addProductsToCart(cartId: $cartId, cartItems: $cartItems) { ${withCategories} }
        }`,
        { variables: { cartId, cartItems: [{ sku: FILM, quantity: 1 }] } },
      )
      added = r.data?.addProductsToCart.cart.items.map((i) => i.product)
    })
    expect(adding).toHaveLength(2)
    expect(added).toEqual([
      { sku: OTHER, categories: expected[0] },
      { sku: FILM, categories: expected[1] },
    ])
    // a checkout step the same way (the e-mail: one statement that writes and reads)
    let stepped: unknown
    const step = await shop.counter().during(async () => {
      const r = await graphql<{ setGuestEmailOnCart: { cart: unknown } }>(
        server,
        `mutation m($input: SetGuestEmailOnCartInput) {
          setGuestEmailOnCart(input: $input) { ${withCategories} }
        }`,
        { variables: { input: { cart_id: cartId, email: "categories@example.com" } } },
      )
      stepped = r.data?.setGuestEmailOnCart.cart
    })
    expect(step).toHaveLength(1)
    expect(stepped).toEqual({ items: added?.map((product) => ({ product })) })
  })
})
