// The order model after checkout, against the REAL server: a guest's order invoiced, shipped
// with a tracking number and refunded through the admin REST API (`@shutter/sdk/admin`), read
// back as the track-order page reads it (`checkout.guestOrder` + `orderDocumentsOf`).
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createAdminClient } from "../../src/admin/index.js"
import { createStorefront, memoryStorage, orderDocumentsOf } from "../../src/index.js"
import { databases, serverBuilt, startRealServer, type TestServer } from "./realServer.js"

const FILM = {
  __typename: "SimpleProduct",
  sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP",
  name: "Superia X-TRA 400",
}
const ADDRESS = {
  firstname: "Ann",
  lastname: "Sender",
  street: "1 Market St",
  city: "Los Angeles",
  region_id: 5,
  postcode: "90001",
  country_code: "US",
  telephone: "5551234567",
}
const EMAIL = "ann.tracked@example.com"

describe.skipIf(!serverBuilt).each(databases)(
  "SDK order documents against the real server (%s)",
  (_label, databaseUrl) => {
    let server: TestServer

    beforeAll(async () => {
      server = await startRealServer(databaseUrl)
    }, 120_000)

    afterAll(async () => {
      await server?.close()
    })

    it("invoices, shipments with tracking links and refunds appear on the tracked order as they happen", async () => {
      const shopper = createStorefront({ endpoint: server.graphqlUrl, storage: memoryStorage() })
      await shopper.cart.addItem({ product: FILM, quantity: 2 })
      await shopper.checkout.setGuestEmail({ email: EMAIL })
      await shopper.checkout.setShippingAddress({ address: ADDRESS })
      const [method] = await shopper.checkout.shippingMethods()
      if (method === undefined) throw new Error("no shipping method")
      await shopper.checkout.setShippingMethod(method)
      await shopper.checkout.setBillingAddress({ address: { ...ADDRESS, sameAsShipping: true } })
      await shopper.checkout.setPaymentMethod({ code: "checkmo" })
      const { orderNumber } = await shopper.checkout.placeOrder()
      const track = async () => {
        const order = await shopper.checkout.guestOrder({
          number: orderNumber,
          email: EMAIL,
          postcode: "90001",
        })
        return { status: order.status, ...orderDocumentsOf(order) }
      }
      expect(await track()).toEqual({
        status: "Pending",
        invoices: [],
        shipments: [],
        creditMemos: [],
      })

      const baseUrl = `${server.url}/rest`
      const token = await createAdminClient({ baseUrl }).requestToken({
        username: "admin",
        password: "shutter-admin1",
      })
      const admin = createAdminClient({ baseUrl, token })
      const found = await admin.listOrders({
        filterGroups: [[{ field: "increment_id", value: orderNumber }]],
      })
      const orderId = found.items[0]?.entity_id
      if (orderId === undefined) throw new Error("order not listed")
      const line = {
        id: expect.any(String),
        productName: expect.stringContaining("Superia X-TRA 400"),
        productSku: FILM.sku,
        quantity: 2,
      }

      await admin.invoiceOrder(orderId)
      const invoiced = await track()
      expect(invoiced.status).toBe("Processing")
      expect(invoiced.invoices).toEqual([
        {
          id: expect.any(String),
          number: expect.any(String),
          grandTotal: { value: expect.any(Number), currency: "USD" },
          items: [line],
          comments: [],
        },
      ])

      await admin.shipOrder(orderId, {
        tracks: [
          { carrierCode: "fedex", title: "Federal Express", trackNumber: "123456789012" },
          { carrierCode: "custom", title: "Courier Bob", trackNumber: "BOB-7" },
        ],
        comment: { comment: "Two boxes.", visibleOnFront: true },
      })
      const shipped = await track()
      expect(shipped.status).toBe("Complete")
      expect(shipped.shipments).toEqual([
        {
          id: expect.any(String),
          number: expect.any(String),
          tracking: [
            {
              carrier: "fedex",
              number: "123456789012",
              title: "Federal Express",
              url: "https://www.fedex.com/fedextrack/?trknbr=123456789012",
            },
            { carrier: "custom", number: "BOB-7", title: "Courier Bob", url: null },
          ],
          items: [line],
          comments: [{ message: "Two boxes.", timestamp: expect.any(String) }],
        },
      ])

      await admin.refundOrder(orderId)
      const refunded = await track()
      expect(refunded.status).toBe("Closed")
      expect(refunded.creditMemos).toEqual([
        expect.objectContaining({ items: [line], grandTotal: invoiced.invoices[0]?.grandTotal }),
      ])
      await shopper.dispose()
    })
  },
)
