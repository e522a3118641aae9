import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import {
  addProducts,
  CART_FIELDS,
  type CartData,
  cartMutation,
  createCart,
  getCart,
} from "./cartTestKit.js"
import { asCustomer, bearer, newCustomer } from "./customerTestKit.js"
import { ANN_TO_BEN, amountUid, giftCardFields } from "./giftCardKit.js"
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
    expect(res.data?.addWarrantyToCart.cart.prices.subtotal_excluding_tax.value).toBe(1648.99)
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

  it("a plan follows its line's quantity and cannot be changed on its own", async () => {
    const cartId = await createCart(server)
    const added = await addProducts(server, cartId, [
      { sku: CAMERA.sku, quantity: 1, warranty: PLAN },
    ])
    const [camera, plan] = added.data?.addProductsToCart.cart.items ?? []
    expect(plan).toMatchObject({ __typename: "WarrantyCartItem", quantity: 1 })
    const update = (uid: string | undefined, quantity: number) =>
      cartMutation(server, "updateCartItems", "UpdateCartItemsInput", {
        cart_id: cartId,
        cart_items: [{ cart_item_uid: uid, quantity }],
      })
    const raised = await update(plan?.uid, 3)
    expect(raised.errors?.[0]).toMatchObject({
      message:
        'The quantity of the protection plan "2 Year Protection Plan" follows the product it covers.',
      extensions: { category: "graphql-input" },
    })
    const both = await update(camera?.uid, 3)
    expect(both.data?.updateCartItems.cart.items.map((i) => i.quantity)).toEqual([3, 3])
    expect(both.data?.updateCartItems.cart.prices.subtotal_excluding_tax.value).toBe(
      3 * 1599 + 3 * 49.99,
    )
    // Adding the camera again grows the line and its plan.
    const again = await addProducts(server, cartId, [{ sku: CAMERA.sku, quantity: 1 }])
    expect(again.data?.addProductsToCart.cart.items.map((i) => i.quantity)).toEqual([4, 4])
    // A plan asked for more units than its line covers the line's units.
    const other = await createCart(server)
    await addProducts(server, other, [{ sku: CAMERA.sku, quantity: 2 }])
    const attached = await cartMutation(server, "addWarrantyToCart", "AddWarrantyToCartInput", {
      cart_id: other,
      warranty: PLAN,
      qty: 5,
    })
    expect(attached.data?.addWarrantyToCart.cart.items.map((i) => i.quantity)).toEqual([2, 2])
    // Quantity 0 on the product removes its plan with it.
    const zero = await update(camera?.uid, 0)
    expect(zero.data?.updateCartItems.cart.items).toEqual([])
  })

  it("the plan alone can be removed; the product stays", async () => {
    const cartId = await createCart(server)
    const added = await addProducts(server, cartId, [
      { sku: CAMERA.sku, quantity: 1, warranty: PLAN },
    ])
    const plan = added.data?.addProductsToCart.cart.items[1]
    const removed = await cartMutation(server, "removeItemFromCart", "RemoveItemFromCartInput", {
      cart_id: cartId,
      cart_item_uid: plan?.uid,
    })
    expect(removed.data?.removeItemFromCart.cart.items).toMatchObject([
      { product: { sku: CAMERA.sku }, hasWarranty: 0, warranty: null },
    ])
  })

  it("refuses plans not offered for the product, a changed price, or a product not in the cart", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [
      { sku: CAMERA.sku, quantity: 1 },
      {
        sku: "SHT-SHUTTER-DIGITAL-GIFT-CARD",
        quantity: 1,
        selected_options: [amountUid(25)],
        entered_options: giftCardFields(ANN_TO_BEN),
      },
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

    const plansOf = async (sku: string) => {
      const res = await offers(`storeId=default&productId=${sku}`)
      expect(res.status).toBe(200)
      return ((await res.json()) as { plans: { planId: string }[] }).plans.map((p) => p.planId)
    }

    it("offers plans for cameras, lenses, lighting, video and audio gear in the price band only", async () => {
      expect(await plansOf("NIK-D5600")).toEqual(["SHT-PHOTO-24M-BASE", "SHT-PHOTO-36M-ADH"]) // $749.99 camera
      expect(await plansOf("HAS-X2D-II-100C")).toHaveLength(2) // $9,299.00 camera
      expect(await plansOf("SON-FE-85MM-F-1-4-GM-II")).toEqual([
        "SHT-LENS-24M-BASE",
        "SHT-LENS-36M-ADH",
      ])
      expect(await plansOf("GOD-V860-III")).toEqual(["SHT-LIGHT-24M-BASE", "SHT-LIGHT-36M-ADH"])
      expect(await plansOf("CAN-XA60-4K-PRO-CAMCORDER")).toEqual([
        "SHT-VIDEO-24M-BASE",
        "SHT-VIDEO-36M-ADH",
      ])
      expect(await plansOf("ROD-VIDEOMIC-NTG")).toEqual(["SHT-AUDIO-24M-BASE", "SHT-AUDIO-36M-ADH"])
      // Film, chemistry and memory cards are not covered, whatever their price.
      expect(await plansOf("ILF-FP4-PLUS-125-35MM-36-EXP")).toEqual([])
      expect(await plansOf("ILF-ID-11-DEVELOPER-1-L")).toEqual([])
      expect(await plansOf("SAN-EXTREME-PRO-SDXC-UHS-II-V90-64GB")).toEqual([])
      // Outside the $100.00–$9,999.99 band: a $45.99 light stand and a $16,499.00 drone; the
      // same maker's $3,838.99 drone is inside it.
      expect(await plansOf("GOD-270CS-AIR-CUSHIONED-LIGHT-STAND")).toEqual([])
      expect(await plansOf("DJI-INSPIRE-3")).toEqual([])
      expect(await plansOf("DJI-MAVIC-3-PRO-CINE-PREMIUM-COMBO")).toEqual([
        "SHT-VIDEO-24M-BASE",
        "SHT-VIDEO-36M-ADH",
      ])
      // addWarrantyToCart asks the same source.
      const cartId = await createCart(server)
      const added = await addProducts(server, cartId, [{ sku: "DJI-INSPIRE-3", quantity: 1 }])
      const product = String(
        (
          await graphql<{ products: { items: { id: number }[] } }>(
            server,
            '{ products(filter: { sku: { eq: "DJI-INSPIRE-3" } }) { items { id } } }',
          )
        ).data?.products.items[0]?.id,
      )
      expect(added.data?.addProductsToCart.user_errors).toEqual([])
      const refused = await cartMutation(server, "addWarrantyToCart", "AddWarrantyToCartInput", {
        cart_id: cartId,
        warranty: { ...PLAN, product },
      })
      expect(refused.errors?.[0]?.message).toBe(
        'The warranty plan "SHT-PHOTO-24M-BASE" is not offered for this product.',
      )
    })

    it("no plans for a product outside the covered categories; 404 for an unknown sku", async () => {
      const gift = await offers("productId=SHT-SHUTTER-DIGITAL-GIFT-CARD")
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

  describe("aftermarket offers by link (leadToken)", () => {
    const LEAD = "LEAD-NIK-Z6-II-2026"
    const lead = (token: string, query = "region=US") =>
      fetch(`${server.url}/warranty/leads/${token}?${query}`)
    const AFTERMARKET = `mutation m($input: AddAftermarketWarrantyToCartInput!) {
      addAftermarketWarrantyToCart(input: $input) { cart { ...CartFields } }
    } ${CART_FIELDS}`
    const addAftermarket = (
      cartId: string,
      leadToken: string,
      warranty: typeof PLAN,
      headers = {},
    ) =>
      graphql<{ addAftermarketWarrantyToCart: { cart: CartData } }>(server, AFTERMARKET, {
        variables: { input: { cart_id: cartId, lead_token: leadToken, warranty } },
        headers,
      })

    it("looks a lead up: its product and the plans offered for it, in region US", async () => {
      const found = await lead(LEAD)
      expect(found.status).toBe(200)
      expect(await found.json()).toEqual({
        leadToken: LEAD,
        region: "US",
        productId: CAMERA.sku,
        product: CAMERA.id,
        name: "Nikon Z6 II",
        plans: [
          expect.objectContaining({ planId: "SHT-PHOTO-24M-BASE", price: 4999, term: 24 }),
          expect.objectContaining({ planId: "SHT-PHOTO-36M-ADH", price: 8999, term: 36 }),
        ],
      })
      for (const gone of [
        await lead("LEAD-NIK-Z6-II-EXPIRED"),
        await lead("NO-SUCH-LEAD"),
        await lead(LEAD, "region=EU"),
      ]) {
        expect(gone.status).toBe(404)
        expect(await gone.json()).toEqual({
          message: "This protection offer is no longer available.",
          plans: [],
        })
      }
    })

    it("adds the lead's plan as a line of its own, for a guest and a customer; again replaces it", async () => {
      const guestCart = await createCart(server)
      const added = await addAftermarket(guestCart, LEAD, PLAN)
      const items = added.data?.addAftermarketWarrantyToCart.cart.items ?? []
      expect(items).toMatchObject([
        {
          __typename: "WarrantyCartItem",
          quantity: 1,
          product: { sku: CAMERA.sku },
          warranty: { planId: PLAN.planId, term: 24, price: 4999, product: CAMERA.id },
          prices: { row_total: { value: 49.99 } },
        },
      ])
      const again = await addAftermarket(guestCart, LEAD, {
        ...PLAN,
        planId: "SHT-PHOTO-36M-ADH",
        offerPlanId: "OFFER-PHOTO-36",
        price: 8999,
        term: 36,
        title: "3 Year Accident Protection Plan",
        coverageType: "adh",
      })
      expect(
        again.data?.addAftermarketWarrantyToCart.cart.items.map((i) => i.warranty?.planId),
      ).toEqual(["SHT-PHOTO-36M-ADH"])

      const { token } = await newCustomer(server, "lead")
      const mine = await asCustomer<{ customerCart: { id: string } }>(
        server,
        token,
        "{ customerCart { id } }",
      )
      const customerCart = mine.data?.customerCart.id ?? ""
      const signedIn = await addAftermarket(customerCart, LEAD, PLAN, bearer(token))
      expect(signedIn.data?.addAftermarketWarrantyToCart.cart.total_quantity).toBe(1)
    })

    it("refuses an expired lead, another product's plan and a changed price", async () => {
      const cartId = await createCart(server)
      const expired = await addAftermarket(cartId, "LEAD-NIK-Z6-II-EXPIRED", PLAN)
      expect(expired.errors?.[0]?.message).toBe("This protection offer is no longer available.")
      const otherProduct = await addAftermarket(cartId, LEAD, { ...PLAN, product: "3" })
      expect(otherProduct.errors?.[0]?.message).toBe(
        'The warranty plan "SHT-PHOTO-24M-BASE" is not offered for this product.',
      )
      const cheaper = await addAftermarket(cartId, LEAD, { ...PLAN, price: 100 })
      expect(cheaper.errors?.[0]?.message).toContain("has changed")
      expect((await getCart(server, cartId)).data?.cart.items).toEqual([])
    })
  })
})
