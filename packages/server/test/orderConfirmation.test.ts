// The order confirmation e-mail, read back from the outbox as a mail client would: one message
// to the order's address per order, with the store's brand, every line and the totals to the
// cent; no shipping block for a virtual order; a mail server that refuses it never fails or
// holds up the order.
import { createServer } from "node:net"
import type { ParsedMail } from "mailparser"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import {
  addProducts,
  type CartData,
  cartMutation,
  createCart,
  getCart,
  placeOrder,
  prepareCheckout,
} from "./cartTestKit.js"
import {
  ANN_TO_BEN,
  amountUid,
  buyGiftCard,
  DIGITAL_CARD,
  giftCardFields,
  mailTo,
  prepareVirtualCheckout,
} from "./giftCardKit.js"
import { drivers, graphql } from "./helpers.js"

const usd = (value: number) =>
  `$${value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

const confirmationTo = async (server: RunningServer, email: string): Promise<ParsedMail> => {
  const mail = (await mailTo(server, email)).find((m) => m.subject?.endsWith("order confirmation"))
  if (mail === undefined) throw new Error(`no order confirmation to ${email}`)
  return mail
}

const total = (text: string, label: string): string | undefined =>
  new RegExp(`^${label.replace(/[()]/g, "\\$&")}: (.+)$`, "m").exec(text)?.[1]

describe.each(drivers)("order confirmation e-mail on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  }, 300_000)
  afterAll(() => server?.close())

  it("confirms a shipped order: brand, lines with options, addresses, methods, totals to the cent", async () => {
    const cartId = await createCart(server)
    const added = await addProducts(server, cartId, [
      { sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP", quantity: 10 },
      { sku: "NIK-FM10", quantity: 1, selected_options: ["Y29uZmlndXJhYmxlLzIwMy81MDMz"] },
    ])
    expect(added.data?.addProductsToCart.user_errors).toEqual([])
    await cartMutation(server, "applyCouponToCart", "ApplyCouponToCartInput", {
      cart_id: cartId,
      coupon_code: "SAVE10",
    })
    await prepareCheckout(server, cartId, "ansel@example.com")
    const cart = (await getCart(server, cartId)).data?.cart as CartData
    const placed = await placeOrder(server, cartId)
    expect(placed.errors).toBeUndefined()
    const number = placed.data?.placeOrder.order.order_number ?? ""

    const mail = await confirmationTo(server, "ansel@example.com")
    const text = mail.text ?? ""
    const html = String(mail.html)
    expect(mail.subject).toBe("Your Shutter Camera & Photo order confirmation")
    expect(mail.from?.value[0]?.name).toBe("Shutter Camera & Photo")
    expect(JSON.stringify(mail.to)).toContain("Ansel Adams")
    expect(text).toContain(`Your Order #${number}`)
    expect(html).toContain(`Your Order #${number}`)
    expect(text).toContain("Ansel Adams,")
    expect(text).toContain("Thank you for your order from Shutter Camera & Photo.")
    expect(html).toMatch(/<img src="http:\/\/[^"]+\/media\/logo\/default\/shutter\.svg"/)

    // Lines: name, sku, the option chosen, qty and the row price as the cart showed them.
    for (const item of cart.items) {
      expect(text).toContain(`- ${item.product.name}`)
      expect(text).toContain(`Qty: ${item.quantity} · Price: ${usd(item.prices.row_total.value)}`)
    }
    expect(text).toContain("SKU: FUJ-SUPERIA-X-TRA-400-35MM-36-EXP")
    expect(text).toContain("SKU: NIK-FM10-SILVER")
    expect(text).toContain("Color: Silver")

    // Both addresses and both methods.
    expect(text).toMatch(
      /Billing Info\n {2}Ansel Adams\n {2}1 Yosemite Way\n {2}Suite 5\n {2}Los Angeles, California, 90001\n {2}United States\n {2}T: 5551234567/,
    )
    expect(text).toContain("Shipping Info\n  Ansel Adams")
    expect(text).toContain("Payment Method\n  Check / Money order")
    expect(text).toContain("Shipping Method\n  Flat Rate - Fixed")

    // Totals exactly as the cart priced them, adding up to the grand total.
    const prices = cart.prices
    const discount = prices.discounts?.reduce((sum, d) => sum + d.amount.value, 0) ?? 0
    const tax = prices.applied_taxes.reduce((sum, t) => sum + t.amount.value, 0)
    const shipping = cart.shipping_addresses[0]?.selected_shipping_method?.amount.value ?? 0
    expect(discount).toBeGreaterThan(0)
    expect(tax).toBeGreaterThan(0)
    expect(total(text, "Subtotal")).toBe(usd(prices.subtotal_excluding_tax.value))
    expect(text).toMatch(new RegExp(`^Discount \\(.+\\): -\\${usd(discount)}$`, "m"))
    expect(total(text, "Shipping & Handling")).toBe(usd(shipping))
    expect(total(text, "Tax")).toBe(usd(tax))
    expect(total(text, "Grand Total")).toBe(usd(prices.grand_total.value))
    const cents = (v: number) => Math.round(v * 100)
    expect(
      cents(prices.subtotal_excluding_tax.value) - cents(discount) + cents(shipping) + cents(tax),
    ).toBe(cents(prices.grand_total.value))
    expect(html).toContain(
      `>Grand Total</td><td align="right" style="padding:6px;font-weight:700;font-size:16px">${usd(prices.grand_total.value)}<`,
    )
  })

  it("confirms a virtual order without a shipping block, with its gift card fields and the card that paid", async () => {
    const code = await buyGiftCard(server, 25, "dora@example.com")
    const cartId = await createCart(server)
    const added = await addProducts(server, cartId, [
      {
        sku: DIGITAL_CARD,
        quantity: 1,
        selected_options: [amountUid(100)],
        entered_options: giftCardFields(ANN_TO_BEN),
      },
    ])
    expect(added.data?.addProductsToCart.user_errors).toEqual([])
    await prepareVirtualCheckout(server, cartId)
    const applied = await graphql(
      server,
      `mutation ($input: ApplyGiftCardToCartInput) { applyGiftCardToCart(input: $input) { cart { id } } }`,
      { variables: { input: { cart_id: cartId, gift_card_code: code } } },
    )
    expect(applied.errors).toBeUndefined()
    const placed = await placeOrder(server, cartId)
    expect(placed.errors).toBeUndefined()
    const number = placed.data?.placeOrder.order.order_number ?? ""

    // ann@example.com also bought the first card: pick this order's confirmation.
    const mails = await mailTo(server, "ann@example.com", 2)
    const mail = mails.find((m) => m.text?.includes(`Your Order #${number}`))
    const text = mail?.text ?? ""
    expect(mail?.subject).toBe("Your Shutter Camera & Photo order confirmation")
    expect(text).toContain("- Shutter Digital Gift Card")
    expect(text).toContain(`SKU: ${DIGITAL_CARD}`)
    expect(text).toContain("Gift Card Sender: Ann Sender <ann@example.com>")
    expect(text).toContain("Gift Card Recipient: Ben Recipient <ben@example.com>")
    expect(text).toContain("Gift Card Message: Happy birthday, shoot some film!")
    expect(text).toContain("Qty: 1 · Price: $100.00")
    expect(text).toMatch(
      /Billing Info\n {2}Ansel Adams\n {2}1 Yosemite Way\n {2}Suite 5\n {2}Portland, Oregon, 97201/,
    )
    expect(text).not.toContain("Shipping Info")
    expect(text).not.toContain("Shipping Method")
    expect(text).not.toContain("Shipping & Handling")
    expect(text).not.toContain("Once your package ships")
    expect(String(mail?.html)).not.toContain("Shipping Info")
    expect(total(text, "Subtotal")).toBe("$100.00")
    expect(total(text, `Gift Card (${code})`)).toBe("-$25.00")
    expect(total(text, "Grand Total")).toBe("$75.00")
    expect(text).not.toMatch(/^Tax:/m)
  })

  it("brands the next confirmation with a logo the merchant just changed", async () => {
    const order = async (email: string) => {
      const cartId = await createCart(server)
      await addProducts(server, cartId, [{ sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP", quantity: 1 }])
      await prepareCheckout(server, cartId, email)
      expect((await placeOrder(server, cartId)).errors).toBeUndefined()
      return String((await confirmationTo(server, email)).html)
    }
    expect(await order("before.logo@example.com")).toMatch(
      /<img src="http:\/\/[^"]+\/media\/logo\/default\/shutter\.svg"/,
    )
    await server.admin.setStoreConfig("header_logo_src", "stores/1/winter-logo.svg")
    try {
      expect(await order("after.logo@example.com")).toMatch(
        /<img src="http:\/\/[^"]+\/media\/logo\/stores\/1\/winter-logo\.svg"/,
      )
    } finally {
      await server.admin.setStoreConfig("header_logo_src", "default/shutter.svg")
    }
  })

  it("places the order when the mail server refuses: the failure is logged, the order stands", async () => {
    // A port that refuses connections: the SMTP delivery fails every time.
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const address = closed.address()
    const port = typeof address === "object" && address !== null ? address.port : 0
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const warnings: string[] = []
    const refusing = await startTestServer({
      ...(databaseUrl ? { databaseUrl } : {}),
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, pollMs: 60_000 },
      logger: {
        info: () => {},
        warn: (message) => warnings.push(message),
        error: (message) => warnings.push(message),
      },
    })
    try {
      const cartId = await createCart(refusing)
      await addProducts(refusing, cartId, [
        { sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP", quantity: 1 },
      ])
      await prepareCheckout(refusing, cartId, "refused@example.com")
      const started = performance.now()
      const placed = await placeOrder(refusing, cartId)
      const elapsed = performance.now() - started
      expect(placed.errors).toBeUndefined()
      expect(placed.data?.placeOrder.order.order_number).toMatch(/^\d{9}$/)
      // Not held up by the mail server: the order answers without waiting for SMTP.
      expect(elapsed).toBeLessThan(5_000)
      for (
        let waited = 0;
        !warnings.includes("mail delivery failed") && waited < 10_000;
        waited += 100
      )
        await new Promise((resolve) => setTimeout(resolve, 100))
      expect(warnings).toContain("mail delivery failed")
      const order = await graphql<{ guestOrder: { number: string } }>(
        refusing,
        `query ($input: OrderInformationInput!) { guestOrder(input: $input) { number } }`,
        {
          variables: {
            input: {
              number: placed.data?.placeOrder.order.order_number,
              email: "refused@example.com",
              postcode: "90001",
            },
          },
        },
      )
      expect(order.data?.guestOrder.number).toBe(placed.data?.placeOrder.order.order_number)
    } finally {
      await refusing.close()
    }
  })
})
