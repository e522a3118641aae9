// The lifecycle moves money through the order's payment provider: the invoice captures, a
// cancel voids, an online credit memo refunds (with one idempotency key per memo). A recording
// provider stands in for a card provider with manual capture.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { OFFLINE_PROVIDERS, paymentProviders } from "../src/payment/offlineProviders.js"
import type { OrderPayment, PaymentProvider } from "../src/payment/paymentProvider.js"
import { startTestServer } from "../src/testing.js"
import { adminToken, placeGuestOrder, type RestOrder, rest } from "./adminRestKit.js"
import { drivers } from "./helpers.js"

const FILM = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"

type Call =
  | { op: "capture"; payment: OrderPayment; amount: number }
  | { op: "void"; payment: OrderPayment }
  | { op: "refund"; payment: OrderPayment; amount: number; key: string }

const recordingProvider = (calls: Call[]): PaymentProvider => {
  const base = OFFLINE_PROVIDERS.find((p) => p.code === "checkmo")
  if (base === undefined) throw new Error("no checkmo provider")
  let n = 0
  return {
    ...base,
    online: true,
    authorize: async () => ({ reference: `pi_test_${++n}`, state: "authorized" }),
    settle: async (authorized) => authorized.state,
    capture: async (payment, amount) => {
      calls.push({ op: "capture", payment, amount })
      return { transactionId: `ch_${payment.reference}` }
    },
    void: async (payment) => {
      calls.push({ op: "void", payment })
    },
    refund: async (payment, amount, key) => {
      calls.push({ op: "refund", payment, amount, key })
      return { refundId: `re_${calls.length}` }
    },
  }
}

describe.each(drivers)("payments through the lifecycle on $name", ({ databaseUrl }) => {
  let server: RunningServer
  let token = ""
  const calls: Call[] = []
  beforeAll(async () => {
    server = await startTestServer({
      ...(databaseUrl ? { databaseUrl } : {}),
      payments: paymentProviders([recordingProvider(calls)]),
    })
    token = await adminToken(server)
  })
  afterAll(() => server?.close())

  it("captures at invoice and refunds the invoice online, once per credit memo", async () => {
    const placed = await placeGuestOrder(
      server,
      [{ sku: FILM, quantity: 2 }],
      "card@example.com",
      token,
    )
    const invoice = await rest<string>(server, "POST", `/order/${placed.id}/invoice`, {
      token,
      body: { capture: true },
    })
    expect(invoice.status).toBe(200)
    const order = (
      await rest<RestOrder & { total_paid: number; payment: { last_trans_id: string } }>(
        server,
        "GET",
        `/orders/${placed.id}`,
        { token },
      )
    ).body
    const captured = calls.find((c) => c.op === "capture")
    expect(captured).toMatchObject({
      op: "capture",
      payment: { orderId: placed.id, method: "checkmo", currency: "USD" },
      amount: Math.round(order.total_paid * 100),
    })
    expect(captured?.payment.reference).toMatch(/^pi_test_\d+$/)
    expect(order.payment.last_trans_id).toBe(`ch_${captured?.payment.reference}`)

    const itemId = order.items[0]?.item_id ?? 0
    const first = await rest(server, "POST", `/invoice/${invoice.body}/refund`, {
      token,
      body: {
        isOnline: true,
        items: [{ order_item_id: itemId, qty: 1 }],
        arguments: { shipping_amount: 0 },
      },
    })
    expect(first.status).toBe(200)
    const second = await rest(server, "POST", `/invoice/${invoice.body}/refund`, {
      token,
      body: { isOnline: true },
    })
    expect(second.status).toBe(200)
    const refunds = calls.filter((c) => c.op === "refund")
    expect(refunds).toHaveLength(2)
    expect(new Set(refunds.map((r) => (r.op === "refund" ? r.key : ""))).size).toBe(2)
    const after = (await rest<RestOrder>(server, "GET", `/orders/${placed.id}`, { token })).body
    expect([after.state, after.total_refunded]).toEqual(["closed", after.total_paid])
    // Nothing more to refund from this invoice.
    expect(
      (
        await rest(server, "POST", `/invoice/${invoice.body}/refund`, {
          token,
          body: { isOnline: true },
        })
      ).status,
    ).toBe(400)
    expect(calls.filter((c) => c.op === "refund")).toHaveLength(2)
  })

  it("voids the authorisation when a pending order is canceled", async () => {
    const placed = await placeGuestOrder(
      server,
      [{ sku: FILM, quantity: 1 }],
      "void@example.com",
      token,
    )
    expect(await rest(server, "POST", `/orders/${placed.id}/cancel`, { token })).toEqual({
      status: 200,
      body: true,
    })
    expect(calls.filter((c) => c.op === "void").map((c) => c.payment.orderId)).toEqual([placed.id])
  })
})
