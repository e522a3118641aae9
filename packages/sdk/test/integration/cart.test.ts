import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createStorefront, memoryStorage, type Storefront } from "../../src/index.js"
import { databases, serverBuilt, startRealServer, type TestServer } from "./realServer.js"

// The SDK's cart and checkout documents against the REAL server over HTTP: a guest adds a
// product, changes the quantity, applies a coupon, checks out and gets an order number.

const FILM = { __typename: "SimpleProduct", sku: "FUJ-EKTAR-400-35MM-36-EXP", name: "Ektar 400" }

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

      const updated = await storefront.cart.updateQuantity(line?.uid ?? "", 10)
      expect(updated?.total_quantity).toBe(10)

      const coupon = await storefront.cart.applyCoupon("SAVE10")
      expect(coupon.applied).toBe(true)
      expect(coupon.cart.prices?.discounts?.[0]?.label).toBe("10% off")

      await storefront.checkout.setGuestEmail("sdk-guest@example.com")
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
      const withAddress = await storefront.checkout.setShippingAddress(address)
      expect(withAddress.shipping_addresses[0]?.region?.code).toBe("CA")
      await storefront.checkout.setBillingAddress({ ...address, sameAsShipping: true })

      const methods = await storefront.checkout.shippingMethods()
      // $119.90 − 10 % = $107.91: over $100, so free shipping is offered.
      expect(methods.map((m) => m.carrier_code)).toEqual(["flatrate", "freeshipping", "express"])
      await storefront.checkout.setShippingMethod({
        carrierCode: "freeshipping",
        methodCode: "freeshipping",
      })

      const payments = await storefront.checkout.paymentMethods()
      expect(payments.map((p) => p.code)).toContain("checkmo")
      const paid = await storefront.checkout.setPaymentMethod("checkmo")
      expect(paid.selected_payment_method?.code).toBe("checkmo")
      // $107.91 + 7.25 % tax ($7.82), no shipping.
      expect(paid.prices?.grand_total?.value).toBe(115.73)

      const order = await storefront.checkout.placeOrder()
      expect(order.orderNumber).toMatch(/^\d{9}$/)
    })
  },
)
