// Card payments through Stripe, against the local Stripe-compatible API over HTTP (the official
// client unmodified): pay, decline, 3-D Secure round trip, double submits, manual capture and
// webhooks, on every database driver.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { type LocalStripe, startLocalStripe, startTestServer } from "../src/testing.js"
import {
  addProducts,
  cartMutation,
  createCart,
  getCart,
  placeOrder,
  prepareCheckout,
} from "./cartTestKit.js"
import { drivers, graphql } from "./helpers.js"

const SKU = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"
const DECLINED = "Unable to place order: Your card was declined."
const AUTHENTICATION = /^Unable to place order: Authentication Required: (pi_[\w-]+_secret_[\w-]+)$/

const METHODS = /* GraphQL */ `
  query methods($cartId: String!) {
    cart(cart_id: $cartId) { available_payment_methods { code title } selected_payment_method { code } }
  }
`

/** A guest cart ready to order (e-mail, addresses, flat rate), paying with `card`. */
const cardCart = async (server: RunningServer, card: string, quantity = 2): Promise<string> => {
  const cartId = await createCart(server)
  await addProducts(server, cartId, [{ sku: SKU, quantity }])
  await prepareCheckout(server, cartId, "card.payer@example.com")
  await chooseCard(server, cartId, card)
  return cartId
}

const chooseCard = async (server: RunningServer, cartId: string, card: string) => {
  const res = await cartMutation(server, "setPaymentMethodOnCart", "SetPaymentMethodOnCartInput", {
    cart_id: cartId,
    payment_method: {
      code: "stripe_payments",
      stripe_payments: { payment_element: true, payment_method: card },
    },
  })
  if (res.errors) throw new Error(JSON.stringify(res.errors))
  return res
}

const grandTotalCents = async (server: RunningServer, cartId: string): Promise<number> =>
  Math.round(((await getCart(server, cartId)).data?.cart.prices.grand_total.value ?? 0) * 100)

const authenticate = async (stripe: LocalStripe, clientSecret: string) => {
  const intentId = clientSecret.split("_secret_")[0]
  const response = await fetch(`${stripe.url}/v1/payment_intents/${intentId}/authenticate`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ key: stripe.publishableKey, client_secret: clientSecret }),
  })
  expect(response.status).toBe(200)
}

describe.each(drivers)("card payments through Stripe on $name", ({ databaseUrl }) => {
  let stripe: LocalStripe
  let server: RunningServer
  let manual: RunningServer
  let offline: RunningServer
  beforeAll(async () => {
    stripe = await startLocalStripe()
    const options = {
      secretKey: stripe.secretKey,
      publishableKey: stripe.publishableKey,
      webhookSecret: stripe.webhookSecret,
      apiBase: stripe.url,
    }
    const db = databaseUrl ? { databaseUrl } : {}
    ;[server, manual, offline] = await Promise.all([
      startTestServer({ ...db, stripe: options }),
      startTestServer({ ...db, stripe: { ...options, capture: "manual" } }),
      startTestServer(db),
    ])
  })
  afterAll(async () => {
    await Promise.all([server?.close(), manual?.close(), offline?.close()])
    await stripe?.close()
  })

  it("offers the card first when Stripe is configured, and not without a secret key", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: SKU, quantity: 1 }])
    await prepareCheckout(server, cartId)
    const res = await graphql<{ cart: { available_payment_methods: { code: string }[] } }>(
      server,
      METHODS,
      { variables: { cartId } },
    )
    expect(res.data?.cart.available_payment_methods).toEqual([
      { code: "stripe_payments", title: "Credit or debit card" },
      { code: "checkmo", title: "Check / Money order" },
      { code: "banktransfer", title: "Bank Transfer Payment" },
      { code: "cashondelivery", title: "Cash On Delivery" },
    ])
    const config = await graphql<{ getStripeConfiguration: Record<string, unknown> }>(
      server,
      "{ getStripeConfiguration { apiKey locale appInfo options { betas apiVersion } elementsOptions } }",
    )
    expect(config.data?.getStripeConfiguration).toMatchObject({
      apiKey: stripe.publishableKey,
      appInfo: ["Shutter", "0.1.0"],
    })
    expect(JSON.parse(String(config.data?.getStripeConfiguration.elementsOptions))).toMatchObject({
      mode: "payment",
      paymentMethodCreation: "manual",
    })

    const plain = await createCart(offline)
    await addProducts(offline, plain, [{ sku: SKU, quantity: 1 }])
    await prepareCheckout(offline, plain)
    const without = await graphql<{ cart: { available_payment_methods: { code: string }[] } }>(
      offline,
      METHODS,
      { variables: { cartId: plain } },
    )
    expect(without.data?.cart.available_payment_methods.map((m) => m.code)).not.toContain(
      "stripe_payments",
    )
    const refused = await cartMutation(
      offline,
      "setPaymentMethodOnCart",
      "SetPaymentMethodOnCartInput",
      { cart_id: plain, payment_method: { code: "stripe_payments" } },
    )
    expect(refused.errors?.[0]?.message).toBe("The requested Payment Method is not available.")
    expect((await graphql(offline, "{ getStripeConfiguration { apiKey } }")).data).toEqual({
      getStripeConfiguration: null,
    })
  })

  it("charges the grand total once and records the PaymentIntent on the order", async () => {
    const cartId = await cardCart(server, "pm_card_visa")
    const total = await grandTotalCents(server, cartId)
    const res = await placeOrder(server, cartId)
    expect(res.errors).toBeUndefined()
    const number = res.data?.placeOrder.order.order_number ?? ""
    const payment = await server.payments.orderPayment(number)
    expect(payment).toMatchObject({ method: "stripe_payments", state: "captured" })
    const intent = stripe.intents().find((i) => i.id === payment?.reference)
    expect(intent).toMatchObject({ amount: total, currency: "usd", status: "succeeded" })
    expect(intent?.amount_received).toBe(total)
  })

  it("answers a decline with the card's message and keeps the cart as it was", async () => {
    const cartId = await cardCart(server, "pm_card_chargeDeclined")
    const before = (await getCart(server, cartId)).data?.cart
    const res = await placeOrder(server, cartId)
    expect(res.errors?.[0]).toMatchObject({
      message: DECLINED,
      extensions: { category: "graphql-input" },
    })
    const after = await getCart(server, cartId)
    expect(after.errors).toBeUndefined()
    expect(after.data?.cart).toEqual(before)
    const address = await graphql<{ cart: { shipping_addresses: { city: string }[] } }>(
      server,
      `query c($cartId: String!) { cart(cart_id: $cartId) { shipping_addresses { city } billing_address { city } } }`,
      { variables: { cartId } },
    )
    expect(address.data?.cart).toEqual({
      shipping_addresses: [{ city: "Los Angeles" }],
      billing_address: { city: "Los Angeles" },
    })
    // Another card on the same cart: the same PaymentIntent, charged once.
    await chooseCard(server, cartId, "pm_card_visa")
    const paid = await placeOrder(server, cartId)
    expect(paid.errors).toBeUndefined()
    const reference = (
      await server.payments.orderPayment(paid.data?.placeOrder.order.order_number ?? "")
    )?.reference
    const intent = stripe.intents().find((i) => i.id === reference)
    const cartIntents = stripe
      .intents()
      .filter((i) => i.metadata.cart_key === intent?.metadata.cart_key)
    expect(cartIntents.map((i) => i.status)).toEqual(["succeeded"])
  })

  it("asks for 3-D Secure with the client secret, then places the order once authenticated", async () => {
    const cartId = await cardCart(server, "pm_card_authenticationRequired")
    const first = await placeOrder(server, cartId)
    const message = first.errors?.[0]?.message ?? ""
    expect(first.errors?.[0]?.extensions?.category).toBe("graphql-input")
    const clientSecret = AUTHENTICATION.exec(message)?.[1] ?? ""
    expect(clientSecret).not.toBe("")
    // Placing again before authenticating asks again, with the same PaymentIntent.
    const again = await placeOrder(server, cartId)
    expect(again.errors?.[0]?.message).toBe(message)
    expect((await getCart(server, cartId)).data?.cart.total_quantity).toBe(2)

    await authenticate(stripe, clientSecret)
    const placed = await placeOrder(server, cartId)
    expect(placed.errors).toBeUndefined()
    const payment = await server.payments.orderPayment(
      placed.data?.placeOrder.order.order_number ?? "",
    )
    expect(payment?.reference).toBe(clientSecret.split("_secret_")[0])
    expect(payment?.state).toBe("captured")
    const intent = stripe.intents().find((i) => i.id === payment?.reference)
    expect(intent?.status).toBe("succeeded")
  })

  it("never charges twice for a retried or double-submitted placeOrder", async () => {
    const cartId = await cardCart(server, "pm_card_visa")
    const confirmsBefore = stripe.requestCount("POST /v1/payment_intents/:id/confirm")
    const [a, b] = await Promise.all([placeOrder(server, cartId), placeOrder(server, cartId)])
    const results = [a, b]
    const placed = results.filter((r) => r.errors === undefined)
    const refused = results.filter((r) => r.errors !== undefined)
    expect(placed).toHaveLength(1)
    expect(refused[0]?.errors?.[0]?.message).toBe(`The cart isn't active.`)
    const retry = await placeOrder(server, cartId)
    expect(retry.errors?.[0]?.message).toBe(`The cart isn't active.`)
    expect(stripe.requestCount("POST /v1/payment_intents/:id/confirm") - confirmsBefore).toBe(1)
    const reference = (
      await server.payments.orderPayment(placed[0]?.data?.placeOrder.order.order_number ?? "")
    )?.reference
    const succeeded = stripe
      .events()
      .filter((e) => e.type === "payment_intent.succeeded" && e.data.object.id === reference)
    expect(succeeded).toHaveLength(1)
  })

  it("releases the authorisation when the order fails after it, and pays again later", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP", quantity: 3 }])
    await prepareCheckout(server, cartId, "sold.out@example.com")
    await chooseCard(server, cartId, "pm_card_visa")
    const stock = await server.admin.setProductStock("FUJ-SUPERIA-X-TRA-400-35MM-36-EXP", 1)
    expect(stock).toBeDefined()
    const refused = await placeOrder(server, cartId)
    expect(refused.errors?.[0]?.message).toBe(
      "Unable to place order: Some of the products are out of stock.",
    )
    const released = stripe.intents().filter((i) => i.status === "canceled")
    expect(released.length).toBeGreaterThan(0)
    expect((await getCart(server, cartId)).data?.cart.total_quantity).toBe(3)

    await server.admin.setProductStock("FUJ-SUPERIA-X-TRA-400-35MM-36-EXP", 100)
    const placed = await placeOrder(server, cartId)
    expect(placed.errors).toBeUndefined()
    const payment = await server.payments.orderPayment(
      placed.data?.placeOrder.order.order_number ?? "",
    )
    const intent = stripe.intents().find((i) => i.id === payment?.reference)
    expect(intent?.status).toBe("succeeded")
    const ofCart = stripe.intents().filter((i) => i.metadata.cart_key === intent?.metadata.cart_key)
    expect(ofCart.map((i) => i.status)).toEqual(["canceled", "succeeded"])
  })

  it("with manual capture authorises at order and captures through the port", async () => {
    const cartId = await cardCart(manual, "pm_card_visa")
    const total = await grandTotalCents(manual, cartId)
    const res = await placeOrder(manual, cartId)
    expect(res.errors).toBeUndefined()
    const payment = await manual.payments.orderPayment(
      res.data?.placeOrder.order.order_number ?? "",
    )
    expect(payment?.state).toBe("authorized")
    const intent = () => stripe.intents().find((i) => i.id === payment?.reference)
    expect(intent()).toMatchObject({ status: "requires_capture", amount_capturable: total })
    const provider = manual.payments.providers.get("stripe_payments")
    if (provider === undefined || payment === undefined) throw new Error("no Stripe provider")
    const captured = await provider.capture(payment, total)
    expect(captured.transactionId).toBe(intent()?.latest_charge)
    expect(intent()).toMatchObject({ status: "succeeded", amount_received: total })
    // Capturing again (a retried invoice) changes nothing.
    expect(await provider.capture(payment, total)).toEqual(captured)
    const refund = await provider.refund(payment, 500, "creditmemo-1")
    expect(refund.refundId).toMatch(/^re_/)
    expect(await provider.refund(payment, 500, "creditmemo-1")).toEqual(refund)
  })

  it("voids an authorisation through the port when the order is cancelled", async () => {
    const cartId = await cardCart(manual, "pm_card_visa")
    const res = await placeOrder(manual, cartId)
    const payment = await manual.payments.orderPayment(
      res.data?.placeOrder.order.order_number ?? "",
    )
    const provider = manual.payments.providers.get("stripe_payments")
    if (provider === undefined || payment === undefined) throw new Error("no Stripe provider")
    await provider.void(payment)
    await provider.void(payment)
    expect(stripe.intents().find((i) => i.id === payment.reference)?.status).toBe("canceled")
  })

  it("verifies webhook signatures and applies each event once", async () => {
    const webhook = `${manual.url}/stripe/webhook`
    const cartId = await cardCart(manual, "pm_card_visa")
    const res = await placeOrder(manual, cartId)
    const number = res.data?.placeOrder.order.order_number ?? ""
    const payment = await manual.payments.orderPayment(number)
    const provider = manual.payments.providers.get("stripe_payments")
    if (provider === undefined || payment === undefined) throw new Error("no Stripe provider")

    const forged = stripe.event("charge.dispute.created", { payment_intent: payment.reference })
    expect(await stripe.deliver(webhook, forged, "whsec_not_the_secret")).toBe(400)
    expect((await manual.payments.orderPayment(number))?.state).toBe("authorized")
    const unsigned = await fetch(webhook, { method: "POST", body: JSON.stringify(forged) })
    expect(unsigned.status).toBe(400)

    await provider.capture(payment, payment.grandTotal)
    const succeeded = stripe
      .events()
      .filter(
        (e) => e.type === "payment_intent.succeeded" && e.data.object.id === payment.reference,
      )
    expect(succeeded).toHaveLength(1)
    const [event] = succeeded
    if (event === undefined) throw new Error("no event")
    expect(await stripe.deliver(webhook, event)).toBe(200)
    expect((await manual.payments.orderPayment(number))?.state).toBe("captured")

    await provider.refund(payment, payment.grandTotal, "creditmemo-full")
    const refunded = stripe
      .events()
      .filter((e) => e.type === "charge.refunded")
      .at(-1)
    if (refunded === undefined) throw new Error("no refund event")
    expect(await stripe.deliver(webhook, refunded)).toBe(200)
    expect((await manual.payments.orderPayment(number))?.state).toBe("refunded")

    // A redelivery of an earlier event is recorded once and changes nothing.
    const again = await fetch(webhook, {
      method: "POST",
      headers: { "stripe-signature": stripe.sign(JSON.stringify(event)) },
      body: JSON.stringify(event),
    })
    expect(again.status).toBe(200)
    expect(await again.json()).toEqual({ received: true, duplicate: true })
    expect((await manual.payments.orderPayment(number))?.state).toBe("refunded")
  })

  it("marks a disputed charge", async () => {
    const cartId = await cardCart(server, "pm_card_visa")
    const res = await placeOrder(server, cartId)
    const number = res.data?.placeOrder.order.order_number ?? ""
    const payment = await server.payments.orderPayment(number)
    const dispute = stripe.dispute(payment?.reference ?? "")
    expect(await stripe.deliver(`${server.url}/stripe/webhook`, dispute)).toBe(200)
    expect((await server.payments.orderPayment(number))?.state).toBe("disputed")
    const failed = stripe.event("payment_intent.payment_failed", { id: "pi_unknown" })
    expect(await stripe.deliver(`${server.url}/stripe/webhook`, failed)).toBe(200)
  })

  it("answers 404 at the webhook path when no webhook secret is configured", async () => {
    const res = await fetch(`${offline.url}/stripe/webhook`, { method: "POST", body: "{}" })
    expect(res.status).toBe(404)
  })
})
