// The merchant's side of a card order through the admin REST API, against the local
// Stripe-compatible API (manual capture): the invoice captures the PaymentIntent, the invoice's
// online refund refunds its charge, a cancel releases the authorisation.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { type LocalStripe, startLocalStripe, startTestServer } from "../src/testing.js"
import { adminToken, orderIdOf, type RestOrder, rest } from "./adminRestKit.js"
import {
  addProducts,
  cartMutation,
  createCart,
  placeOrder,
  prepareCheckout,
} from "./cartTestKit.js"
import { drivers } from "./helpers.js"

const SKU = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"

describe.each(drivers)(
  "card orders fulfilled through the admin REST API on $name",
  ({ databaseUrl }) => {
    let stripe: LocalStripe
    let server: RunningServer
    let token = ""
    beforeAll(async () => {
      stripe = await startLocalStripe()
      server = await startTestServer({
        ...(databaseUrl ? { databaseUrl } : {}),
        stripe: {
          secretKey: stripe.secretKey,
          publishableKey: stripe.publishableKey,
          webhookSecret: stripe.webhookSecret,
          apiBase: stripe.url,
          capture: "manual",
        },
      })
      token = await adminToken(server)
    })
    afterAll(async () => {
      await server?.close()
      await stripe?.close()
    })

    const cardOrder = async () => {
      const cartId = await createCart(server)
      await addProducts(server, cartId, [{ sku: SKU, quantity: 2 }])
      await prepareCheckout(server, cartId, "card.fulfil@example.com")
      const chosen = await cartMutation(
        server,
        "setPaymentMethodOnCart",
        "SetPaymentMethodOnCartInput",
        {
          cart_id: cartId,
          payment_method: {
            code: "stripe_payments",
            stripe_payments: { payment_element: true, payment_method: "pm_card_visa" },
          },
        },
      )
      if (chosen.errors) throw new Error(JSON.stringify(chosen.errors))
      const placed = await placeOrder(server, cartId)
      const number = placed.data?.placeOrder.order.order_number
      if (!number) throw new Error(JSON.stringify(placed.errors))
      const payment = await server.payments.orderPayment(number)
      const intent = () => stripe.intents().find((i) => i.id === payment?.reference)
      return { id: await orderIdOf(server, token, number), intent }
    }

    it("captures at invoice and refunds the invoice online", async () => {
      const { id, intent } = await cardOrder()
      expect(intent()?.status).toBe("requires_capture")
      const invoice = await rest<string>(server, "POST", `/order/${id}/invoice`, {
        token,
        body: { capture: true },
      })
      expect(invoice.status).toBe(200)
      const order = (
        await rest<RestOrder & { payment: { last_trans_id: string } }>(
          server,
          "GET",
          `/orders/${id}`,
          { token },
        )
      ).body
      expect(intent()).toMatchObject({
        status: "succeeded",
        amount_received: Math.round(order.total_paid * 100),
      })
      expect(order.payment.last_trans_id).toBe(intent()?.latest_charge)
      const refunded = await rest(server, "POST", `/invoice/${invoice.body}/refund`, {
        token,
        body: { isOnline: true },
      })
      expect(refunded.status).toBe(200)
      const after = (await rest<RestOrder>(server, "GET", `/orders/${id}`, { token })).body
      expect([after.state, after.total_refunded]).toEqual(["closed", after.total_paid])
      expect((await server.payments.orderPayment(after.increment_id))?.state).toBe("refunded")
      expect(stripe.requestCount("POST /v1/refunds")).toBe(1)
    })

    it("releases the authorisation when the order is canceled", async () => {
      const { id, intent } = await cardOrder()
      expect(await rest(server, "POST", `/orders/${id}/cancel`, { token })).toEqual({
        status: 200,
        body: true,
      })
      expect(intent()?.status).toBe("canceled")
    })
  },
)
