// POST /stripe/webhook: Stripe's events about the money of orders, verified with the endpoint's
// signing secret through the official client. Each event id is recorded in the same transaction
// as its effect, so a redelivered event changes nothing twice and a failed one is retried.
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http"
import type Stripe from "stripe"
import type { Db } from "../../db/database.js"
import { paymentWebhookEvents } from "../../db/paymentSchema.js"
import type { Queryable } from "../../db/sqlRows.js"
import type { Logger } from "../../platform/logger.js"
import { ordersByPaymentReference, setOrderPaymentState } from "../orderPayments.js"
import type { PaymentState } from "../paymentProvider.js"
import { STRIPE_METHOD_CODE } from "./stripeOptions.js"
import type { StripeProvider } from "./stripeProvider.js"

export const STRIPE_WEBHOOK_PATH = "/stripe/webhook"
// Stripe's events are a few kilobytes; anything far larger is not one.
const MAX_EVENT_BYTES = 512 * 1024

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8" })
  res.end(JSON.stringify(body))
}

const readBody = (req: IncomingMessage): Promise<Buffer | undefined> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on("data", (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_EVENT_BYTES) chunks.push(chunk)
    })
    req.on("end", () => resolve(size > MAX_EVENT_BYTES ? undefined : Buffer.concat(chunks)))
    req.on("error", reject)
  })

const intentIdOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id

/** Moves the payment state of the orders paid through `intentId`, from the states listed. */
const moveOrders = async (
  tx: Queryable,
  intentId: string | null,
  to: PaymentState,
  from: readonly PaymentState[],
): Promise<void> => {
  if (intentId === null) return
  for (const order of await ordersByPaymentReference(tx, intentId))
    if (from.includes(order.state)) await setOrderPaymentState(tx, order.id, to)
}

/** What an event changes on the orders it is about. */
const applyEvent = async (tx: Queryable, event: Stripe.Event): Promise<void> => {
  switch (event.type) {
    case "payment_intent.succeeded":
      await moveOrders(tx, event.data.object.id, "captured", ["authorized"])
      return
    case "payment_intent.canceled":
      await moveOrders(tx, event.data.object.id, "voided", ["authorized"])
      return
    case "charge.refunded": {
      const charge = event.data.object
      await moveOrders(
        tx,
        intentIdOf(charge.payment_intent),
        charge.refunded ? "refunded" : "partially_refunded",
        ["captured", "partially_refunded", "disputed"],
      )
      return
    }
    case "charge.dispute.created":
      await moveOrders(tx, intentIdOf(event.data.object.payment_intent), "disputed", [
        "captured",
        "partially_refunded",
      ])
      return
    default:
      // payment_intent.payment_failed and the rest: no order exists for a failed payment (the
      // cart stays open), so there is nothing to change; the event is still recorded.
      return
  }
}

export const withStripeWebhook =
  (
    next: RequestListener,
    db: () => Db | undefined,
    stripe: StripeProvider | undefined,
    logger: Logger,
  ): RequestListener =>
  (req, res) => {
    const path = (req.url ?? "/").split("?", 1)[0]
    if (path !== STRIPE_WEBHOOK_PATH) {
      next(req, res)
      return
    }
    const secret = stripe?.options.webhookSecret
    if (stripe === undefined || secret === undefined || secret === "") {
      send(res, 404, { message: "Not found" })
      return
    }
    if (req.method !== "POST") {
      res.writeHead(405, { allow: "POST" }).end()
      return
    }
    const ready = db()
    if (ready === undefined) {
      send(res, 503, { status: "starting" })
      return
    }
    handle(req, res, ready, stripe, secret).catch((error: unknown) => {
      logger.error("stripe webhook failed", { error: String(error) })
      if (!res.headersSent) send(res, 500, { message: "Internal error" })
      else res.end()
    })
  }

const handle = async (
  req: IncomingMessage,
  res: ServerResponse,
  db: Db,
  stripe: StripeProvider,
  secret: string,
): Promise<void> => {
  const body = await readBody(req)
  if (body === undefined) {
    send(res, 413, { message: "Payload too large" })
    return
  }
  let event: Stripe.Event
  try {
    event = stripe.client.webhooks.constructEvent(
      body,
      req.headers["stripe-signature"] ?? "",
      secret,
    )
  } catch (error) {
    send(res, 400, {
      message: `Webhook Error: ${error instanceof Error ? error.message : String(error)}`,
    })
    return
  }
  const first = await db.transaction(async (tx) => {
    const recorded = await tx
      .insert(paymentWebhookEvents)
      .values({ provider: STRIPE_METHOD_CODE, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ eventId: paymentWebhookEvents.eventId })
    if (recorded.length === 0) return false
    await applyEvent(tx, event)
    return true
  })
  send(res, 200, { received: true, ...(first ? {} : { duplicate: true }) })
}
