// Every list input has a length limit, checked before any work: a request with a huge list is
// refused at once with a graphql-input error that names the list.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { DEFAULT_MAX_ITEMS, tooManyItemsMessage } from "../src/limits/inputLimits.js"
import { startTestServer } from "../src/testing.js"
import { createCart } from "./cartTestKit.js"
import { asCustomer, newCustomer } from "./customerTestKit.js"
import { drivers, type GraphqlResponse, graphql } from "./helpers.js"

const PRODUCTS_BY_SKU = `query ($skus: [String]) {
  products(filter: { sku: { in: $skus } }, pageSize: 20) { total_count } }`
const ADD_PRODUCTS = `mutation ($cartId: String!, $items: [CartItemInput!]!) {
  addProductsToCart(cartId: $cartId, cartItems: $items) { cart { total_quantity } } }`
const REMOVE_FROM_WISHLIST = `mutation ($ids: [ID!]!) {
  removeProductsFromWishlist(wishlistId: "0", wishlistItemsIds: $ids) { wishlist { items_count } } }`

const refusedAsTooMany = (res: GraphqlResponse<unknown>, list: string) => {
  expect(res.status).toBe(200)
  expect(res.errors).toHaveLength(1)
  expect(res.errors?.[0]).toMatchObject({
    message: tooManyItemsMessage(list, DEFAULT_MAX_ITEMS),
    extensions: { category: "graphql-input" },
  })
}

describe.each(drivers)("list inputs on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  it("refuses a 60,000-SKU filter (variables or literal) and takes one at the cap", async () => {
    const skus = Array.from({ length: 60_000 }, (_, i) => `SKU-${i}`)
    const started = performance.now()
    const refused = await graphql(server, PRODUCTS_BY_SKU, { variables: { skus } })
    console.info(
      `list cap: 60,000-SKU filter refused in ${(performance.now() - started).toFixed(0)} ms`,
    )
    refusedAsTooMany(refused, "filter.sku.in")
    // 70,000 values: past PostgreSQL's 65,535 parameters, still the same clear refusal.
    const more = Array.from({ length: 70_000 }, (_, i) => `S${i}`)
    refusedAsTooMany(
      await graphql(server, PRODUCTS_BY_SKU, { variables: { skus: more } }),
      "filter.sku.in",
    )
    // Written in the document (longer ones pass the token limit first).
    const literal = `{ products(filter: { sku: { in: [${skus
      .slice(0, 1_500)
      .map((s) => `"${s}"`)
      .join(",")}] } }) { total_count } }`
    refusedAsTooMany(await graphql(server, literal), "filter.sku.in")
    const atCap = await graphql<{ products: { total_count: number } }>(server, PRODUCTS_BY_SKU, {
      variables: { skus: ["NIK-FM10", ...skus.slice(0, DEFAULT_MAX_ITEMS - 1)] },
    })
    expect(atCap.errors).toBeUndefined()
    expect(atCap.data?.products.total_count).toBe(1)
  })

  it("refuses more cart items than the cap in one call, and leaves the cart as it was", async () => {
    const cartId = await createCart(server)
    const items = Array.from({ length: DEFAULT_MAX_ITEMS + 1 }, () => ({
      sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP",
      quantity: 1,
    }))
    refusedAsTooMany(
      await graphql(server, ADD_PRODUCTS, { variables: { cartId, items } }),
      "cartItems",
    )
    const cart = await graphql<{ cart: { total_quantity: number } }>(
      server,
      `query ($id: String!) { cart(cart_id: $id) { total_quantity } }`,
      { variables: { id: cartId } },
    )
    expect(cart.data?.cart.total_quantity).toBe(0)
  })

  it("refuses a removal list over the cap from a signed-in customer", async () => {
    const { token } = await newCustomer(server, "lists")
    const ids = Array.from({ length: 5_000 }, (_, i) => String(i + 1))
    refusedAsTooMany(
      await asCustomer(server, token, REMOVE_FROM_WISHLIST, { ids }),
      "wishlistItemsIds",
    )
  })
})
