// What a shopper without an account meets when something is wrong: each refusal with the
// message and category Magento's Quote, Catalog, Cms, Directory and Store api-functional tests
// expect (categories follow the exception class Magento throws: GraphQlInputException →
// graphql-input, GraphQlNoSuchEntityException → graphql-no-such-entity, GraphQlAuthorization →
// graphql-authorization with HTTP 403).
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { addProducts, cartMutation, createCart } from "./cartTestKit.js"
import { drivers, type GraphqlResponse, graphql } from "./helpers.js"

const FILM = "ILF-FP4-PLUS-125-35MM-36-EXP"
const uidOf = (text: string) => Buffer.from(text).toString("base64")

const firstError = (response: GraphqlResponse<unknown>) => ({
  status: response.status,
  message: response.errors?.[0]?.message,
  category: response.errors?.[0]?.extensions?.category,
})

describe.each(drivers)("guest paths on $name", ({ databaseUrl }) => {
  let server: RunningServer
  let cartId = ""
  let itemUid = ""

  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
    cartId = await createCart(server)
    const added = await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
    itemUid = added.data?.addProductsToCart.cart.items[0]?.uid ?? ""
  })
  afterAll(() => server?.close())

  describe("Store header (StoreGraphQl StoreValidator)", () => {
    it("an unknown code fails queries and mutations alike, over POST and GET", async () => {
      const refused = {
        status: 200,
        message: "Requested store is not found (mars)",
        category: "graphql-input",
      }
      const config = await graphql(server, "{ storeConfig { store_code } }", { store: "mars" })
      expect(firstError(config)).toEqual(refused)
      expect(config.data ?? null).toBeNull()
      const viaGet = await graphql(server, "{ storeConfig { store_code } }", {
        store: "mars",
        method: "GET",
      })
      expect(firstError(viaGet)).toEqual(refused)
      const created = await graphql(server, "mutation { createEmptyCart }", { store: "mars" })
      expect(firstError(created)).toEqual(refused)
      // Nothing ran: the request never reached a resolver.
      expect(created.data ?? null).toBeNull()
    })
  })

  describe("carts (QuoteGraphQl)", () => {
    it("customerCart for a guest: CustomerCart's message, an authorization error", async () => {
      expect(firstError(await graphql(server, "{ customerCart { id } }"))).toEqual({
        status: 403,
        message: "The request is allowed for logged in customer",
        category: "graphql-authorization",
      })
    })

    it("an unknown cart id is no such entity, a missing one an input error", async () => {
      expect(firstError(await graphql(server, '{ cart(cart_id: "nope") { id } }'))).toEqual({
        status: 200,
        message: 'Could not find a cart with ID "nope"',
        category: "graphql-no-such-entity",
      })
      expect(firstError(await graphql(server, '{ cart(cart_id: "") { id } }'))).toEqual({
        status: 200,
        message: 'Required parameter "cart_id" is missing',
        category: "graphql-input",
      })
    })

    it("names a cart item the uid decodes to, as UpdateCartItem does", async () => {
      const update = (uid: string) =>
        cartMutation(server, "updateCartItems", "UpdateCartItemsInput", {
          cart_id: cartId,
          cart_items: [{ cart_item_uid: uid, quantity: 2 }],
        })
      expect(firstError(await update(uidOf("424242")))).toEqual({
        status: 200,
        message: "Could not find cart item with id: 424242.",
        category: "graphql-no-such-entity",
      })
      // PHP's (int) cast of the decoded text: no leading digits is item 0.
      expect(firstError(await update(uidOf("lens")))).toMatchObject({
        message: "Could not find cart item with id: 0.",
      })
      expect(firstError(await update("not base64!"))).toEqual({
        status: 200,
        message: 'Value of uid "not base64!" is incorrect.',
        category: "graphql-input",
      })
      const fine = await update(itemUid)
      expect(fine.errors).toBeUndefined()
    })

    it("removeItemFromCart: a foreign item is no such entity, a malformed uid an input error", async () => {
      const remove = (uid: string) =>
        cartMutation(server, "removeItemFromCart", "RemoveItemFromCartInput", {
          cart_id: cartId,
          cart_item_uid: uid,
        })
      expect(firstError(await remove(uidOf("424242")))).toEqual({
        status: 200,
        message: "The cart doesn't contain the item",
        category: "graphql-no-such-entity",
      })
      expect(firstError(await remove("%%%"))).toEqual({
        status: 200,
        message: 'Value of uid "%%%" is incorrect.',
        category: "graphql-input",
      })
    })

    it("an unknown coupon is no such entity; an unknown sku a user error, not a request error", async () => {
      const coupon = await graphql(
        server,
        `mutation ($id: String!) { applyCouponToCart(input: { cart_id: $id, coupon_code: "NOPE" }) { cart { id } } }`,
        { variables: { id: cartId } },
      )
      expect(firstError(coupon)).toEqual({
        status: 200,
        message: "The coupon code isn't valid. Verify the code and try again.",
        category: "graphql-no-such-entity",
      })
      const unknown = await addProducts(server, cartId, [{ sku: "NO-SUCH-SKU", quantity: 1 }])
      expect(unknown.errors).toBeUndefined()
      expect(unknown.data?.addProductsToCart.user_errors).toEqual([
        {
          code: "PRODUCT_NOT_FOUND",
          message: 'Could not find a product with SKU "NO-SUCH-SKU"',
        },
      ])
    })
  })

  describe("catalogue, content, directory", () => {
    it("an unknown product or category is an empty answer, not an error", async () => {
      const products = await graphql<{ products: { total_count: number; items: unknown[] } }>(
        server,
        '{ products(filter: { sku: { eq: "NO-SUCH-SKU" } }) { total_count items { sku } } }',
      )
      expect(products.errors).toBeUndefined()
      expect(products.data?.products).toEqual({ total_count: 0, items: [] })
      const categories = await graphql<{ categoryList: unknown[] }>(
        server,
        `{ categoryList(filters: { url_key: { eq: "no-such-category" } }) { uid } }`,
      )
      expect(categories.errors).toBeUndefined()
      expect(categories.data?.categoryList).toEqual([])
    })

    it("an unknown category id is no such entity (CategoryTree's CheckCategoryIsActive)", async () => {
      expect(firstError(await graphql(server, "{ category(id: 987654) { name } }"))).toEqual({
        status: 200,
        message: "Category doesn't exist",
        category: "graphql-no-such-entity",
      })
      const root = await graphql<{ category: { level: number } }>(server, "{ category { level } }")
      expect(root.errors).toBeUndefined()
      expect(root.data?.category.level).toBe(1)
    })

    it("a CMS page needs an id or identifier (input), an unknown one is no such entity", async () => {
      expect(firstError(await graphql(server, "{ cmsPage { title } }"))).toEqual({
        status: 200,
        message: '"Page id/identifier should be specified"',
        category: "graphql-input",
      })
    })

    it("an unknown CMS page or block is no such entity", async () => {
      expect(
        firstError(await graphql(server, '{ cmsPage(identifier: "nope") { title } }')),
      ).toEqual({
        status: 200,
        message: 'The CMS page with the "nope" ID doesn\'t exist.',
        category: "graphql-no-such-entity",
      })
      expect(
        firstError(
          await graphql(server, '{ cmsBlocks(identifiers: ["nope"]) { items { title } } }'),
        ),
      ).toEqual({
        status: 200,
        message: 'The CMS block with the "nope" ID doesn\'t exist.',
        category: "graphql-no-such-entity",
      })
    })

    it("an unknown country is no such entity, a missing id an input error", async () => {
      expect(firstError(await graphql(server, '{ country(id: "XX") { id } }'))).toEqual({
        status: 200,
        message: "The country isn't available.",
        category: "graphql-no-such-entity",
      })
      expect(firstError(await graphql(server, "{ country { id } }"))).toEqual({
        status: 200,
        message: 'Country "id" value should be specified',
        category: "graphql-input",
      })
    })
  })
})
