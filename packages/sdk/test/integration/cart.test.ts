import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  COUPON_APPLIED_MESSAGE,
  COUPON_NOT_VALID_MESSAGE,
  createStorefront,
  memoryStorage,
  type Storefront,
  warrantyPlanFor,
} from "../../src/index.js"
import { databases, serverBuilt, startRealServer, type TestServer } from "./realServer.js"

// The SDK's cart and checkout documents against the REAL server over HTTP: a guest adds a
// product, changes the quantity, applies a coupon, checks out and gets an order number.

const FILM = {
  __typename: "SimpleProduct",
  sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP",
  name: "Superia X-TRA 400",
}
const CAMERA = { __typename: "SimpleProduct", sku: "NIK-Z6-II", name: "Nikon Z6 II" }
const GIFT_CARD_SKU = "SHT-SHUTTER-DIGITAL-GIFT-CARD"

/** A fresh guest storefront on the same server. */
const freshStorefront = (server: TestServer) =>
  createStorefront({ endpoint: server.graphqlUrl, storage: memoryStorage() })

describe.skipIf(!serverBuilt).each(databases)(
  "SDK cart and checkout against the real server (%s)",
  (_db, databaseUrl) => {
    let server: TestServer
    let storefront: Storefront

    beforeAll(async () => {
      server = await startRealServer(databaseUrl)
      storefront = createStorefront({ endpoint: server.graphqlUrl, storage: memoryStorage() })
    })

    afterAll(async () => {
      await storefront?.dispose()
      await server?.close()
    })

    it("guest: add, update, coupon, shipping address, method, payment, place order", async () => {
      const added = await storefront.cart.addItem({ product: FILM, quantity: 2 })
      expect(added.id).toHaveLength(32)
      expect(added.total_quantity).toBe(2)
      const line = added.items?.[0]
      expect(line?.product.sku).toBe(FILM.sku)

      if (!line) throw new Error("the added line is missing")
      const updated = await storefront.cart.updateQuantity({ line, quantity: 10 })
      expect(updated?.total_quantity).toBe(10)

      const coupon = await storefront.cart.applyCoupon({ code: "SAVE10" })
      expect(coupon.applied).toBe(true)
      expect(coupon.cart.prices?.discounts?.[0]?.label).toBe("10% off")

      await storefront.checkout.setGuestEmail({ email: "sdk-guest@example.com" })
      const address = {
        firstname: "Ansel",
        lastname: "Adams",
        street: "1 Yosemite Way",
        city: "Los Angeles",
        region_id: 5,
        postcode: "90001",
        country_code: "US",
        telephone: "5551234567",
      }
      const withAddress = await storefront.checkout.setShippingAddress({ address })
      expect(withAddress.shipping_addresses[0]?.region?.code).toBe("CA")
      await storefront.checkout.setBillingAddress({ address: { ...address, sameAsShipping: true } })

      const methods = await storefront.checkout.shippingMethods()
      // $119.90 − 10 % = $107.91: over $100, so free shipping is offered.
      expect(methods.map((m) => m.carrier_code)).toEqual(["flatrate", "freeshipping", "express"])
      await storefront.checkout.setShippingMethod({
        carrier_code: "freeshipping",
        method_code: "freeshipping",
      })

      const payments = await storefront.checkout.paymentMethods()
      expect(payments.map((p) => p.code)).toContain("checkmo")
      const paid = await storefront.checkout.setPaymentMethod({ code: "checkmo" })
      expect(paid.selected_payment_method?.code).toBe("checkmo")
      // $107.91 + 7.25 % tax ($7.82), no shipping.
      expect(paid.prices?.grand_total?.value).toBe(115.73)

      const order = await storefront.checkout.placeOrder()
      expect(order.orderNumber).toMatch(/^\d{9}$/)
    })

    it("a bad coupon code: the warning, and the cart's totals and earlier coupon as they were", async () => {
      const shopper = freshStorefront(server)
      try {
        await shopper.cart.addItem({ product: FILM, quantity: 10 })
        const good = await shopper.cart.applyCoupon({ code: "save10" })
        expect(good.applied).toBe(true)
        expect(shopper.notifications.get().map((n) => n.message)).toContain(COUPON_APPLIED_MESSAGE)

        const bad = await shopper.cart.applyCoupon({ code: "SAVE1O" })
        expect(bad.applied).toBe(false)
        const warning = shopper.notifications
          .get()
          .find((n) => n.message === COUPON_NOT_VALID_MESSAGE)
        expect(warning).toMatchObject({ type: "warning", message: "Coupon code is not valid." })
        expect(bad.cart.applied_coupons).toEqual([{ code: "SAVE10" }])
        expect(bad.cart.prices).toEqual(good.cart.prices)
        expect(shopper.cart.cart.get()?.prices?.discounts?.[0]?.label).toBe("10% off")
        expect(shopper.cart.status.get().errors.applyCoupon).toBeNull()
      } finally {
        await shopper.dispose()
      }
    })

    it("warranty offers for a cart line, from the provider storeConfig points to; add the 2-year plan", async () => {
      const shopper = freshStorefront(server)
      try {
        const added = await shopper.cart.addItem({ product: CAMERA, quantity: 1 })
        const offers = await shopper.cart.warrantyOffers({ sku: CAMERA.sku })
        expect(offers.product).toBe("2")
        expect(offers.plans.map((p) => [p.title, p.term, p.price])).toEqual([
          ["2 Year Protection Plan", 24, 4999],
          ["3 Year Accident Protection Plan", 36, 8999],
        ])
        const [twoYears] = offers.plans
        if (twoYears === undefined) throw new Error("no 2-year plan")
        const withPlan = await shopper.cart.addWarranty({ plan: warrantyPlanFor(offers, twoYears) })
        const line = withPlan.items?.find((i) => i?.product.sku === CAMERA.sku)
        expect(line?.warranty).toMatchObject({ title: "2 Year Protection Plan", term: 24 })
        expect(withPlan.prices?.subtotal_excluding_tax?.value).toBe(
          (added.prices?.subtotal_excluding_tax?.value ?? 0) + 49.99,
        )
        expect(shopper.cart.status.get().busy.addWarranty).toBe(false)

        expect((await shopper.cart.warrantyOffers({ sku: GIFT_CARD_SKU })).plans).toEqual([])
        expect(await shopper.cart.warrantyOffers({ sku: "NO-SUCH-SKU" })).toEqual({
          sku: "NO-SUCH-SKU",
          product: null,
          plans: [],
        })
      } finally {
        await shopper.dispose()
      }
    })

    it("warranty offers and leads come through the storefront's own fetch, like its GraphQL", async () => {
      const urls: Array<string> = []
      const recording: typeof fetch = (input, init) => {
        urls.push(input instanceof Request ? input.url : String(input))
        return fetch(input, init)
      }
      const shopper = createStorefront({
        endpoint: server.graphqlUrl,
        storage: memoryStorage(),
        fetch: recording,
      })
      try {
        const offers = await shopper.cart.warrantyOffers({ sku: CAMERA.sku })
        expect(offers.plans.length).toBe(2)
        await shopper.cart.warrantyLead({ leadToken: "LEAD-NIK-Z6-II-2026" })
        const provider = urls.filter((url) => !url.startsWith(server.graphqlUrl))
        expect(provider).toEqual([
          expect.stringMatching(/\/offers\?.*productId=NIK-Z6-II/),
          expect.stringMatching(/\/leads\/LEAD-NIK-Z6-II-2026\?region=US/),
        ])
      } finally {
        await shopper.dispose()
      }
    })

    it("a lead's offer (leadToken): its product and plans in region US; the plan added as the aftermarket call, signed in or not", async () => {
      const guest = freshStorefront(server)
      const customer = freshStorefront(server)
      try {
        const lead = await guest.cart.warrantyLead({ leadToken: "LEAD-NIK-Z6-II-2026" })
        expect(lead).toMatchObject({ name: "Nikon Z6 II", sku: CAMERA.sku, product: "2" })
        const [twoYears] = lead?.plans ?? []
        if (lead === null || twoYears === undefined) throw new Error("no lead plan")
        const plan = warrantyPlanFor(lead, twoYears)
        expect(plan).toEqual({
          planId: "SHT-PHOTO-24M-BASE",
          coverageType: "base",
          price: 4999,
          term: 24,
          title: "2 Year Protection Plan",
          product: "2",
          offerPlanId: "OFFER-PHOTO-24",
        })
        // A guest without a cart: one is made for the plan.
        const guestCart = await guest.cart.addAftermarketWarranty({
          leadToken: lead.leadToken,
          plan,
        })
        expect(guestCart?.items?.map((i) => [i?.__typename, i?.product.sku, i?.quantity])).toEqual([
          ["WarrantyCartItem", CAMERA.sku, 1],
        ])
        expect(guest.cart.totalQuantity.get()).toBe(1)

        await customer.customer.register({
          firstname: "Lea",
          lastname: "Lead",
          email: `lead.${Date.now()}@example.com`,
          password: "Shutter-2026",
        })
        const customerCart = await customer.cart.addAftermarketWarranty({
          leadToken: lead.leadToken,
          plan,
        })
        expect(customerCart?.items?.[0]?.warranty).toMatchObject({ planId: plan.planId })
        expect(customerCart?.id).not.toBe(guestCart?.id)

        expect(await guest.cart.warrantyLead({ leadToken: "LEAD-NIK-Z6-II-EXPIRED" })).toBeNull()
        // A refused plan rejects with the server's error (spec §8: logged, no toast).
        const refused = guest.cart.addAftermarketWarranty({
          leadToken: "LEAD-NIK-Z6-II-EXPIRED",
          plan,
        })
        await expect(refused).rejects.toMatchObject({ _tag: "GraphqlError", retryable: false })
        expect(guest.notifications.get()).toEqual([])
      } finally {
        await guest.dispose()
        await customer.dispose()
      }
    })
  },
)
