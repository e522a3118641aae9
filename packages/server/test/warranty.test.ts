import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/server/startServer.js"
import { startTestServer } from "../src/testing.js"
import { addProducts, cartMutation, createCart, getCart } from "./cartTestKit.js"
import { drivers, graphql } from "./helpers.js"

const CAMERA = { sku: "NIK-Z6-II", id: "2" }
const PLAN = {
  planId: "SHT-PHOTO-24M-BASE",
  coverageType: "base",
  price: 4999,
  term: 24,
  title: "2 Year Protection Plan",
  product: CAMERA.id,
  offerPlanId: "OFFER-PHOTO-24",
}

describe.each(drivers)("warranty on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  it("adds a protection plan to a cart line with addWarrantyToCart", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: CAMERA.sku, quantity: 1 }])
    const res = await cartMutation(server, "addWarrantyToCart", "AddWarrantyToCartInput", {
      cart_id: cartId,
      warranty: PLAN,
      qty: 1,
    })
    const items = res.data?.addWarrantyToCart.cart.items ?? []
    expect(items.map((i) => i.__typename)).toEqual(["SimpleCartItem", "WarrantyCartItem"])
    expect(items[0]).toMatchObject({
      hasWarranty: 1,
      warranty: {
        planId: PLAN.planId,
        term: 24,
        price: 4999,
        title: PLAN.title,
        product: "2",
        product_name: "Nikon Z6 II",
      },
    })
    expect(items[1]?.prices.row_total.value).toBe(49.99)
    expect(res.data?.addWarrantyToCart.cart.prices.subtotal_excluding_tax.value).toBe(5398.99)
  })

  it("adds a product with its plan in one addProductsToCart call; removing the product removes the plan", async () => {
    const cartId = await createCart(server)
    const res = await addProducts(server, cartId, [
      { sku: CAMERA.sku, quantity: 2, warranty: PLAN },
    ])
    const items = res.data?.addProductsToCart.cart.items ?? []
    expect(items[1]).toMatchObject({ __typename: "WarrantyCartItem", quantity: 2 })
    const removed = await cartMutation(server, "removeItemFromCart", "RemoveItemFromCartInput", {
      cart_id: cartId,
      cart_item_uid: items[0]?.uid,
    })
    expect(removed.data?.removeItemFromCart.cart.items).toEqual([])
  })

  it("refuses plans not offered for the product, a changed price, or a product not in the cart", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [
      { sku: CAMERA.sku, quantity: 1 },
      { sku: "SHT-SHUTTER-DIGITAL-GIFT-CAR", quantity: 1 },
    ])
    const add = (warranty: typeof PLAN) =>
      cartMutation(server, "addWarrantyToCart", "AddWarrantyToCartInput", {
        cart_id: cartId,
        warranty,
      })
    expect((await add({ ...PLAN, price: 1 })).errors?.[0]?.message).toBe(
      'The price of the warranty plan "SHT-PHOTO-24M-BASE" has changed. Reload the offers and try again.',
    )
    expect((await add({ ...PLAN, product: "701" })).errors?.[0]?.message).toBe(
      'The warranty plan "SHT-PHOTO-24M-BASE" is not offered for this product.',
    )
    expect((await add({ ...PLAN, product: "3" })).errors?.[0]).toMatchObject({
      message: 'The product "3" is not in the cart.',
      extensions: { category: "graphql-input" },
    })
    expect((await getCart(server, cartId)).data?.cart.items.every((i) => i.hasWarranty === 0)).toBe(
      true,
    )
  })

  describe("the offers API (GET /warranty/offers) and its storeConfig", () => {
    const offers = (query: string) => fetch(`${server.url}/warranty/offers?${query}`)

    it("storeConfig points the storefront at the offers API", async () => {
      const res = await graphql<{ storeConfig: Record<string, unknown> }>(
        server,
        `{ storeConfig { warranty_enabled warranty_store_id warranty_cart_offers_enabled
            warranty_environment warranty_js_lib_url } }`,
      )
      expect(res.data?.storeConfig).toEqual({
        warranty_enabled: 1,
        warranty_store_id: "default",
        warranty_cart_offers_enabled: 1,
        warranty_environment: `${server.url}/warranty`,
        warranty_js_lib_url: null,
      })
      // Behind the web server's proxy: the shop's own origin.
      const proxied = await graphql<{ storeConfig: { warranty_environment: string } }>(
        server,
        "{ storeConfig { warranty_environment } }",
        { headers: { "x-forwarded-host": "shop.example", "x-forwarded-proto": "https" } },
      )
      expect(proxied.data?.storeConfig.warranty_environment).toBe("https://shop.example/warranty")
    })

    it("lists a camera's plans, shortest term first; adding one from the list works", async () => {
      const res = await offers(`storeId=default&productId=${CAMERA.sku}`)
      expect(res.status).toBe(200)
      expect(res.headers.get("content-type")).toContain("application/json")
      const body = (await res.json()) as { product: string; plans: (typeof PLAN)[] }
      expect(body).toEqual({
        productId: CAMERA.sku,
        product: CAMERA.id,
        plans: [
          {
            planId: "SHT-PHOTO-24M-BASE",
            offerPlanId: "OFFER-PHOTO-24",
            coverageType: "base",
            price: 4999,
            term: 24,
            title: "2 Year Protection Plan",
          },
          {
            planId: "SHT-PHOTO-36M-ADH",
            offerPlanId: "OFFER-PHOTO-36",
            coverageType: "adh",
            price: 8999,
            term: 36,
            title: "3 Year Accident Protection Plan",
          },
        ],
      })
      const cartId = await createCart(server)
      await addProducts(server, cartId, [{ sku: CAMERA.sku, quantity: 1 }])
      const [, threeYears] = body.plans
      const added = await cartMutation(server, "addWarrantyToCart", "AddWarrantyToCartInput", {
        cart_id: cartId,
        warranty: { ...threeYears, product: body.product },
      })
      expect(added.errors).toBeUndefined()
      expect(added.data?.addWarrantyToCart.cart.items[0]?.warranty).toMatchObject({
        planId: "SHT-PHOTO-36M-ADH",
        term: 36,
      })
    })

    it("no plans for a product outside the covered categories; 404 for an unknown sku", async () => {
      const gift = await offers("productId=SHT-SHUTTER-DIGITAL-GIFT-CAR")
      expect(gift.status).toBe(200)
      expect(await gift.json()).toMatchObject({ product: "701", plans: [] })
      const unknown = await offers("productId=NO-SUCH-SKU")
      expect(unknown.status).toBe(404)
      expect(await unknown.json()).toMatchObject({ product: null, plans: [] })
      const missing = await offers("storeId=default")
      expect(missing.status).toBe(400)
      expect(await missing.json()).toMatchObject({
        message: 'Required parameter "productId" is missing.',
      })
      expect((await fetch(`${server.url}/warranty/offers`, { method: "POST" })).status).toBe(405)
    })
  })
})
