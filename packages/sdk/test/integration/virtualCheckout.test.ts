import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { createAdminClient } from "../../src/admin/adminClient.js"
import {
  checkoutSteps,
  createStorefront,
  emptyGiftCardForm,
  giftCardCartOptions,
  memoryStorage,
  paymentMethodToPreselect,
  type Storefront,
} from "../../src/index.js"
import { databases, serverBuilt, startRealServer, type TestServer } from "./realServer.js"

// The fixtures' demo admin (root README).
const DEMO_ADMIN = { username: "admin", password: "shutter-admin1" } as const

// Virtual-only carts check out without a shipping step, against the REAL server over HTTP: the
// requests the SDK sends are recorded, so a shipping call would show.

const ECARD = {
  __typename: "GiftCardProduct",
  sku: "SHT-SHUTTER-DIGITAL-GIFT-CARD",
  name: "e-card",
}
const FILM = {
  __typename: "SimpleProduct",
  sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP",
  name: "Superia X-TRA 400",
}

const BILLING = {
  firstname: "Ann",
  lastname: "Sender",
  street: "1 Market St",
  city: "Los Angeles",
  region_id: 5,
  postcode: "90001",
  country_code: "US",
  telephone: "5551234567",
}

/** A guest storefront that records the GraphQL operation names it sends. */
const recordingStorefront = (server: TestServer) => {
  const operations: string[] = []
  const storefront = createStorefront({
    endpoint: server.graphqlUrl,
    storage: memoryStorage(),
    fetch: async (input, init) => {
      const body = typeof init?.body === "string" ? init.body : ""
      const name = /(?:query|mutation)\s+(\w+)/.exec(body)?.[1]
      if (name !== undefined) operations.push(name)
      return fetch(input, init)
    },
  })
  return { storefront, operations }
}

interface ServerWithOutbox extends TestServer {
  readonly outboxDir?: string | null
}

/**
 * The merchant invoices an order through the admin REST API (as the demo admin): gift card
 * accounts are issued, and their codes mailed, when their line is invoiced.
 */
const invoiceOrder = async (server: TestServer, orderNumber: string): Promise<void> => {
  const baseUrl = new URL("/rest", server.graphqlUrl).href
  const token = await createAdminClient({ baseUrl }).requestToken(DEMO_ADMIN)
  const admin = createAdminClient({ baseUrl, token })
  const found = await admin.listOrders({
    filterGroups: [[{ field: "increment_id", value: orderNumber }]],
  })
  const order = found.items[0]
  if (order === undefined) throw new Error(`No order ${orderNumber}`)
  await admin.invoiceOrder(order.entity_id, { capture: true })
}

/** The gift card code in the newest message to `to` in the server's outbox folder. */
const giftCardCodeMailedTo = async (server: ServerWithOutbox, to: string): Promise<string> => {
  const dir = server.outboxDir
  if (!dir) throw new Error("The test server has no outbox folder")
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith(".eml"))
      .sort()
      .reverse()
    for (const file of files) {
      const mail = await readFile(join(dir, file), "utf8")
      if (!mail.includes(`To: ${to}`) && !mail.includes(`<${to}>`)) continue
      const code = /Gift card code[^A-Z0-9]*([A-Z0-9]{12})/.exec(mail)?.[1]
      if (code !== undefined) return code
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No gift card mail to ${to}`)
}

describe.skipIf(!serverBuilt).each(databases)(
  "virtual-only checkout against the real server (%s)",
  (_db, databaseUrl) => {
    let server: ServerWithOutbox
    const storefronts: Storefront[] = []

    const guest = () => {
      const made = recordingStorefront(server)
      storefronts.push(made.storefront)
      return made
    }

    beforeAll(async () => {
      server = await startRealServer(databaseUrl)
    })

    afterAll(async () => {
      await Promise.all(storefronts.map((s) => s.dispose()))
      await server?.close()
    })

    const addECard = async (shopper: Storefront, amount: number, recipient: string) => {
      const card = await shopper.cart.giftCardProduct({ sku: ECARD.sku })
      if (card === null) throw new Error("The e-card is not in the catalogue")
      const options = giftCardCartOptions(card, {
        ...emptyGiftCardForm,
        amount,
        senderName: "Ann Sender",
        senderEmail: "ann@example.com",
        recipientName: "Ben Recipient",
        recipientEmail: recipient,
        message: "Happy birthday!",
      })
      return shopper.cart.addItem({ product: ECARD, quantity: 1, ...options })
    }

    it("a gift e-card: billing address and payment only, no shipping call; the recipient gets a code", async () => {
      const { storefront: shopper, operations } = guest()
      const cart = await addECard(shopper, 50, "ben.virtual@example.com")
      expect(cart.is_virtual).toBe(true)
      expect(checkoutSteps(cart)).toEqual(["billing", "payment"])
      const line = cart.items?.[0]
      expect(line).toMatchObject({
        amount: { value: 50 },
        sender_name: "Ann Sender",
        recipient_name: "Ben Recipient",
        recipient_email: "ben.virtual@example.com",
        message: "Happy birthday!",
      })

      await shopper.checkout.setGuestEmail({ email: "ann@example.com" })
      const billed = await shopper.checkout.setBillingAddress({
        address: { ...BILLING, sameAsShipping: false },
      })
      expect(billed.billing_address?.city).toBe("Los Angeles")
      expect(billed.shipping_addresses).toEqual([])
      const payments = await shopper.checkout.paymentMethods()
      expect(payments.map((p) => p.code)).toEqual(["checkmo", "banktransfer", "cashondelivery"])
      const paid = await shopper.checkout.setPaymentMethod({ code: "checkmo" })
      expect(paid.prices?.grand_total?.value).toBe(50)
      const { orderNumber, cart: ordered } = await shopper.checkout.placeOrder()
      expect(orderNumber).toMatch(/^\d{9}$/)
      expect(ordered?.is_virtual).toBe(true)

      expect(operations.filter((o) => /shipping/i.test(o))).toEqual([])
      // Issued once paid: the merchant's invoice mails the recipient the code.
      await invoiceOrder(server, orderNumber)
      expect(await giftCardCodeMailedTo(server, "ben.virtual@example.com")).toMatch(
        /^[A-Z0-9]{12}$/,
      )
    })

    it("a mixed cart (e-card and film) keeps the shipping step", async () => {
      const { storefront: shopper } = guest()
      await addECard(shopper, 25, "mixed@example.com")
      const cart = await shopper.cart.addItem({ product: FILM, quantity: 1 })
      expect(cart.is_virtual).toBe(false)
      expect(checkoutSteps(cart)).toEqual(["shipping", "billing", "payment"])
    })

    it("a shipping address on a virtual cart: Magento's refusal", async () => {
      const { storefront: shopper } = guest()
      await addECard(shopper, 25, "refused@example.com")
      await expect(shopper.checkout.setShippingAddress({ address: BILLING })).rejects.toMatchObject(
        {
          message: "Shipping address is not allowed on cart: cart contains no items for shipment.",
        },
      )
    })

    it("the mailed code pays the whole of a second order: only the free method, the rest stays on the card", async () => {
      const buyer = guest().storefront
      await addECard(buyer, 100, "redeem@example.com")
      await buyer.checkout.setGuestEmail({ email: "ann@example.com" })
      await buyer.checkout.setBillingAddress({ address: { ...BILLING, sameAsShipping: false } })
      await buyer.checkout.setPaymentMethod({ code: "checkmo" })
      const bought = await buyer.checkout.placeOrder()
      await invoiceOrder(server, bought.orderNumber)
      const code = await giftCardCodeMailedTo(server, "redeem@example.com")
      expect(await buyer.cart.giftCardBalance({ code })).toMatchObject({ balance: { value: 100 } })

      // A $25 e-card bought with the $100 card: nothing left to pay, only `free` is offered.
      const { storefront: recipient } = guest()
      await addECard(recipient, 25, "friend@example.com")
      await recipient.checkout.setGuestEmail({ email: "ben@example.com" })
      await recipient.checkout.setBillingAddress({ address: { ...BILLING, sameAsShipping: false } })
      await recipient.checkout.setPaymentMethod({ code: "checkmo" })
      const covered = await recipient.cart.applyGiftCard({ code: code.toLowerCase() })
      expect(covered.prices?.grand_total?.value).toBe(0)
      expect(covered.applied_gift_cards).toEqual([
        {
          code,
          applied_balance: { value: 25, currency: "USD" },
          current_balance: { value: 100, currency: "USD" },
          expiration_date: null,
        },
      ])
      expect(covered.available_payment_methods).toEqual([
        { code: "free", title: "No Payment Information Required" },
      ])
      const free = paymentMethodToPreselect(covered)
      expect(free?.code).toBe("free")
      await recipient.checkout.setPaymentMethod({ code: free?.code ?? "" })
      await recipient.checkout.placeOrder()
      expect(await recipient.cart.giftCardBalance({ code })).toMatchObject({
        balance: { value: 75 },
      })
    })
  },
)
