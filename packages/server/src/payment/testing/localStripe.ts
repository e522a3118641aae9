// A local Stripe-compatible API for tests and local runs: the endpoints Shutter uses
// (PaymentIntents create/retrieve/update/confirm/capture/cancel, refunds), form-encoded bodies,
// Idempotency-Key semantics, Stripe's error JSON and test PaymentMethod ids, and webhook events
// signed with the endpoint secret the way Stripe signs them. The official `stripe` client talks
// to it over HTTP, unmodified. It also serves a Stripe.js test double at /v3/ (see stripeJsDouble).
import { randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import Stripe from "stripe"
import { type FormObject, type FormValue, parseFormBody } from "./formBody.js"
import { stripeJsDouble } from "./stripeJsDouble.js"
import { TEST_CARDS, type TestCard } from "./stripeTestCards.js"

type Json = Record<string, unknown>

export interface LocalStripeIntent {
  id: string
  object: "payment_intent"
  amount: number
  amount_capturable: number
  amount_received: number
  currency: string
  status:
    | "requires_payment_method"
    | "requires_confirmation"
    | "requires_action"
    | "processing"
    | "requires_capture"
    | "succeeded"
    | "canceled"
  capture_method: string
  client_secret: string
  payment_method: string | null
  latest_charge: string | null
  last_payment_error: Json | null
  next_action: Json | null
  metadata: Record<string, string>
  description: string | null
  receipt_email: string | null
  created: number
  canceled_at: number | null
  cancellation_reason: string | null
  livemode: false
  payment_method_types: string[]
}

interface LocalCharge {
  id: string
  object: "charge"
  amount: number
  amount_captured: number
  amount_refunded: number
  captured: boolean
  refunded: boolean
  currency: string
  payment_intent: string
  payment_method: string
  status: "succeeded"
  paid: true
  disputed: boolean
  livemode: false
  created: number
}

export interface LocalStripeEvent {
  id: string
  object: "event"
  type: string
  created: number
  livemode: false
  api_version: string
  pending_webhooks: number
  data: { object: Json }
  request: { id: string | null; idempotency_key: string | null }
}

export interface LocalStripeOptions {
  readonly secretKey?: string
  readonly publishableKey?: string
  readonly webhookSecret?: string
  readonly port?: number
}

export interface LocalStripe {
  /** Base URL, e.g. http://127.0.0.1:12345 (`SHUTTER_STRIPE_API_BASE`). */
  readonly url: string
  /** URL of the Stripe.js double (`SHUTTER_STRIPE_JS_URL`). */
  readonly stripeJsUrl: string
  readonly secretKey: string
  readonly publishableKey: string
  readonly webhookSecret: string
  /** Every PaymentIntent, oldest first. */
  readonly intents: () => readonly LocalStripeIntent[]
  /** Every event this account emitted, oldest first (what Stripe would deliver to webhooks). */
  readonly events: () => readonly LocalStripeEvent[]
  /** How many requests each `METHOD path-pattern` received (e.g. "POST /v1/payment_intents"). */
  readonly requestCount: (route: string) => number
  /** A new event of `type` about `object`, as Stripe emits it (not stored). */
  readonly event: (type: string, object: Json) => LocalStripeEvent
  /** The `Stripe-Signature` header Stripe would send with `payload`. */
  readonly sign: (payload: string, secret?: string) => string
  /** POSTs an event to a webhook endpoint as Stripe does; answers the endpoint's status. */
  readonly deliver: (endpoint: string, event: LocalStripeEvent, secret?: string) => Promise<number>
  /** Opens a dispute on an intent's charge and emits `charge.dispute.created`. */
  readonly dispute: (intentId: string) => LocalStripeEvent
  readonly close: () => Promise<void>
}

const API_VERSION = "2026-10-28.endive"
const id = (prefix: string): string => `${prefix}_${randomBytes(12).toString("base64url")}`
const now = (): number => Math.floor(Date.now() / 1000)

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message))
  }
}

const invalidRequest = (message: string, extra: Json = {}, status = 400): StripeApiError =>
  new StripeApiError(status, { type: "invalid_request_error", message, ...extra })

const missing = (kind: string, value: string, param?: string): StripeApiError =>
  invalidRequest(
    `No such ${kind}: '${value}'`,
    { code: "resource_missing", ...(param ? { param } : {}) },
    404,
  )

const unexpectedState = (message: string, intent: LocalStripeIntent): StripeApiError =>
  invalidRequest(message, { code: "payment_intent_unexpected_state", payment_intent: intent })

const text = (value: FormValue | undefined): string | undefined =>
  typeof value === "string" ? value : undefined

const integer = (value: FormValue | undefined, param: string): number | undefined => {
  const raw = text(value)
  if (raw === undefined) return undefined
  if (!/^\d+$/.test(raw)) throw invalidRequest(`Invalid integer: ${raw}`, { param })
  return Number(raw)
}

const stringMap = (value: FormValue | undefined): Record<string, string> =>
  value !== undefined && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).filter((e): e is [string, string] => typeof e[1] === "string"),
      )
    : {}

const dollars = (minor: number): string => `$${(minor / 100).toFixed(2)}`

export const startLocalStripe = async (options: LocalStripeOptions = {}): Promise<LocalStripe> => {
  const secretKey = options.secretKey ?? `sk_test_${randomBytes(12).toString("hex")}`
  const publishableKey = options.publishableKey ?? `pk_test_${randomBytes(12).toString("hex")}`
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString("hex")}`
  const intents = new Map<string, LocalStripeIntent>()
  const charges = new Map<string, LocalCharge>()
  const refunds = new Map<string, Json>()
  const events: LocalStripeEvent[] = []
  const counts = new Map<string, number>()
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>()
  let requestIdempotencyKey: string | null = null

  const event = (type: string, object: Json): LocalStripeEvent => ({
    id: id("evt"),
    object: "event",
    type,
    created: now(),
    livemode: false,
    api_version: API_VERSION,
    pending_webhooks: 1,
    data: { object: structuredClone(object) },
    request: { id: id("req"), idempotency_key: requestIdempotencyKey },
  })
  const emit = (type: string, object: object): LocalStripeEvent => {
    const e = event(type, object as Json)
    events.push(e)
    return e
  }

  const intentById = (intentId: string): LocalStripeIntent => {
    const intent = intents.get(intentId)
    if (intent === undefined) throw missing("payment_intent", intentId, "intent")
    return intent
  }

  const cardOf = (paymentMethod: string): TestCard => {
    const card = TEST_CARDS[paymentMethod]
    if (card === undefined) throw missing("PaymentMethod", paymentMethod, "payment_method")
    return card
  }

  /** The card's answer, once it is authorised (after 3-D Secure when it asks for it). */
  const authorise = (intent: LocalStripeIntent): void => {
    const charge: LocalCharge = {
      id: id("ch"),
      object: "charge",
      amount: intent.amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      refunded: false,
      currency: intent.currency,
      payment_intent: intent.id,
      payment_method: intent.payment_method ?? "",
      status: "succeeded",
      paid: true,
      disputed: false,
      livemode: false,
      created: now(),
    }
    charges.set(charge.id, charge)
    intent.latest_charge = charge.id
    intent.next_action = null
    intent.last_payment_error = null
    if (intent.capture_method === "manual") {
      intent.status = "requires_capture"
      intent.amount_capturable = intent.amount
      emit("payment_intent.amount_capturable_updated", intent)
    } else {
      capture(intent, intent.amount)
    }
  }

  const capture = (intent: LocalStripeIntent, amount: number): void => {
    const charge = intent.latest_charge === null ? undefined : charges.get(intent.latest_charge)
    if (charge !== undefined) {
      charge.captured = true
      charge.amount_captured = amount
    }
    intent.status = "succeeded"
    intent.amount_capturable = 0
    intent.amount_received = amount
    emit("payment_intent.succeeded", intent)
    if (charge !== undefined) emit("charge.succeeded", charge)
  }

  const fail = (intent: LocalStripeIntent, error: Json): void => {
    intent.status = "requires_payment_method"
    intent.last_payment_error = error
    intent.next_action = null
    emit("payment_intent.payment_failed", intent)
  }

  const confirm = (intent: LocalStripeIntent, form: FormObject): LocalStripeIntent => {
    if (intent.status === "succeeded")
      throw unexpectedState(
        "You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.",
        intent,
      )
    if (intent.status === "requires_capture" || intent.status === "canceled")
      throw unexpectedState(
        `This PaymentIntent's payment_method could not be updated because it has a status of ${intent.status}. You may only update the payment_method of a PaymentIntent with one of the following statuses: requires_payment_method, requires_confirmation, requires_action.`,
        intent,
      )
    const paymentMethod = text(form.payment_method) ?? intent.payment_method
    if (paymentMethod === null)
      throw invalidRequest(
        "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with cus_xxx, specify a payment method attached to this customer along with the customer ID.",
        { code: "payment_intent_unexpected_state", payment_intent: intent },
      )
    const card = cardOf(paymentMethod)
    intent.payment_method = paymentMethod
    switch (card.outcome.kind) {
      case "succeeds":
        authorise(intent)
        return intent
      case "authentication_required":
        intent.status = "requires_action"
        intent.last_payment_error = null
        intent.next_action = {
          type: "use_stripe_sdk",
          use_stripe_sdk: { type: "three_d_secure_redirect", stripe_js: `/3ds/${intent.id}` },
        }
        return intent
      case "declined": {
        const error = {
          type: "card_error",
          code: "card_declined",
          decline_code: card.outcome.declineCode,
          message: card.outcome.message,
          param: "",
          payment_method: { id: paymentMethod, object: "payment_method", type: "card" },
        }
        fail(intent, error)
        throw new StripeApiError(402, { ...error, payment_intent: intent })
      }
    }
  }

  const routes: {
    method: string
    pattern: RegExp
    name: string
    publishable?: boolean
    handle: (
      match: string[],
      form: FormObject,
      query: URLSearchParams,
      publishable: boolean,
    ) => object
  }[] = [
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents$/,
      name: "POST /v1/payment_intents",
      handle: (_, form) => {
        const amount = integer(form.amount, "amount")
        if (amount === undefined)
          throw invalidRequest("Missing required param: amount.", { param: "amount" })
        if (amount < 50)
          throw invalidRequest("Amount must be at least $0.50 usd", {
            code: "amount_too_small",
            param: "amount",
          })
        const currency = text(form.currency)
        if (currency === undefined)
          throw invalidRequest("Missing required param: currency.", { param: "currency" })
        const intentId = id("pi")
        const intent: LocalStripeIntent = {
          id: intentId,
          object: "payment_intent",
          amount,
          amount_capturable: 0,
          amount_received: 0,
          currency: currency.toLowerCase(),
          status: "requires_payment_method",
          capture_method: text(form.capture_method) ?? "automatic_async",
          client_secret: `${intentId}_secret_${randomBytes(12).toString("base64url")}`,
          payment_method: text(form.payment_method) ?? null,
          latest_charge: null,
          last_payment_error: null,
          next_action: null,
          metadata: stringMap(form.metadata),
          description: text(form.description) ?? null,
          receipt_email: text(form.receipt_email) ?? null,
          created: now(),
          canceled_at: null,
          cancellation_reason: null,
          livemode: false,
          payment_method_types: ["card"],
        }
        if (intent.payment_method !== null) {
          cardOf(intent.payment_method)
          intent.status = "requires_confirmation"
        }
        intents.set(intent.id, intent)
        emit("payment_intent.created", intent)
        return text(form.confirm) === "true" ? confirm(intent, form) : intent
      },
    },
    {
      method: "GET",
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      name: "GET /v1/payment_intents/:id",
      publishable: true,
      handle: ([intentId = ""], _, query, publishable) => {
        const intent = intentById(intentId)
        // With the publishable key (Stripe.js) only the client secret opens it.
        if (publishable && query.get("client_secret") !== intent.client_secret)
          throw missing("payment_intent", intentId, "intent")
        return intent
      },
    },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents\/([^/]+)$/,
      name: "POST /v1/payment_intents/:id",
      handle: ([intentId = ""], form) => {
        const intent = intentById(intentId)
        intent.metadata = { ...intent.metadata, ...stringMap(form.metadata) }
        const description = text(form.description)
        if (description !== undefined) intent.description = description
        return intent
      },
    },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
      name: "POST /v1/payment_intents/:id/confirm",
      handle: ([intentId = ""], form) => confirm(intentById(intentId), form),
    },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents\/([^/]+)\/capture$/,
      name: "POST /v1/payment_intents/:id/capture",
      handle: ([intentId = ""], form) => {
        const intent = intentById(intentId)
        if (intent.status !== "requires_capture")
          throw unexpectedState(
            `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
            intent,
          )
        const amount = integer(form.amount_to_capture, "amount_to_capture") ?? intent.amount
        if (amount > intent.amount_capturable)
          throw invalidRequest(
            `The amount to capture (${amount}) must be less than or equal to the amount capturable (${intent.amount_capturable}).`,
            { param: "amount_to_capture" },
          )
        capture(intent, amount)
        return intent
      },
    },
    {
      method: "POST",
      pattern: /^\/v1\/payment_intents\/([^/]+)\/cancel$/,
      name: "POST /v1/payment_intents/:id/cancel",
      handle: ([intentId = ""], form) => {
        const intent = intentById(intentId)
        if (intent.status === "succeeded" || intent.status === "canceled")
          throw unexpectedState(
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
            intent,
          )
        intent.status = "canceled"
        intent.amount_capturable = 0
        intent.next_action = null
        intent.canceled_at = now()
        intent.cancellation_reason = text(form.cancellation_reason) ?? null
        emit("payment_intent.canceled", intent)
        return intent
      },
    },
    {
      // Stands in for the bank's 3-D Secure page that Stripe.js shows (`handleNextAction`).
      method: "POST",
      pattern: /^\/v1\/payment_intents\/([^/]+)\/authenticate$/,
      name: "POST /v1/payment_intents/:id/authenticate",
      publishable: true,
      handle: ([intentId = ""], form) => {
        const intent = intentById(intentId)
        if (text(form.client_secret) !== intent.client_secret)
          throw missing("payment_intent", intentId, "intent")
        if (intent.status !== "requires_action") return intent
        if (text(form.outcome) === "fail")
          fail(intent, {
            type: "invalid_request_error",
            code: "payment_intent_authentication_failure",
            message:
              "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
          })
        else authorise(intent)
        return intent
      },
    },
    {
      method: "POST",
      pattern: /^\/v1\/refunds$/,
      name: "POST /v1/refunds",
      handle: (_, form) => {
        const intentId = text(form.payment_intent)
        const chargeId =
          text(form.charge) ?? (intentId ? intentById(intentId).latest_charge : undefined)
        const charge = chargeId ? charges.get(chargeId) : undefined
        if (charge === undefined || !charge.captured)
          throw invalidRequest(
            intentId
              ? `This PaymentIntent (${intentId}) does not have a successful charge to refund.`
              : "Missing required param: charge.",
          )
        const remaining = charge.amount_captured - charge.amount_refunded
        const amount = integer(form.amount, "amount") ?? remaining
        if (charge.refunded)
          throw invalidRequest(`Charge ${charge.id} has already been refunded.`, {
            code: "charge_already_refunded",
          })
        if (amount > remaining)
          throw invalidRequest(
            `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(remaining)})`,
            { param: "amount" },
          )
        const refund = {
          id: id("re"),
          object: "refund",
          amount,
          charge: charge.id,
          payment_intent: charge.payment_intent,
          currency: charge.currency,
          status: "succeeded",
          metadata: stringMap(form.metadata),
          created: now(),
        }
        refunds.set(refund.id, refund)
        charge.amount_refunded += amount
        charge.refunded = charge.amount_refunded === charge.amount_captured
        emit("refund.created", refund)
        emit("charge.refunded", charge)
        return refund
      },
    },
    {
      method: "GET",
      pattern: /^\/v1\/refunds\/([^/]+)$/,
      name: "GET /v1/refunds/:id",
      handle: ([refundId = ""]) => {
        const refund = refunds.get(refundId)
        if (refund === undefined) throw missing("refund", refundId, "id")
        return refund
      },
    },
  ]

  const send = (
    res: ServerResponse,
    status: number,
    body: string,
    headers: Record<string, string> = {},
  ) => {
    res.writeHead(status, {
      "content-type": "application/json",
      "request-id": id("req"),
      "stripe-version": API_VERSION,
      "access-control-allow-origin": "*",
      ...headers,
    })
    res.end(body)
  }

  const readBody = (req: IncomingMessage): Promise<string> =>
    new Promise((resolve, reject) => {
      const chunks: Buffer[] = []
      req.on("data", (c: Buffer) => chunks.push(c))
      req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
      req.on("error", reject)
    })

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? "/", "http://localhost")
    if (req.method === "OPTIONS") {
      res.writeHead(204, {
        "access-control-allow-origin": "*",
        "access-control-allow-headers": "authorization, content-type",
        "access-control-allow-methods": "GET, POST",
      })
      res.end()
      return
    }
    if (req.method === "GET" && url.pathname === "/v3/") {
      res.writeHead(200, {
        "content-type": "text/javascript; charset=utf-8",
        "access-control-allow-origin": "*",
        "cross-origin-resource-policy": "cross-origin",
      })
      res.end(stripeJsDouble(`http://${req.headers.host ?? "127.0.0.1"}`))
      return
    }
    const body = await readBody(req)
    const route = routes.find((r) => r.method === req.method && r.pattern.test(url.pathname))
    if (route === undefined) {
      send(
        res,
        404,
        JSON.stringify({
          error: {
            type: "invalid_request_error",
            message: `Unrecognized request URL (${req.method}: ${url.pathname}).`,
          },
        }),
      )
      return
    }
    const key = (req.headers.authorization ?? "").replace(/^Bearer /, "")
    const form = parseFormBody(body)
    const presented = key !== "" ? key : (text(form.key) ?? url.searchParams.get("key") ?? "")
    if (presented !== secretKey && !(route.publishable && presented === publishableKey)) {
      const shown = presented.length > 4 ? `${presented.slice(0, 8)}****${presented.slice(-4)}` : ""
      send(
        res,
        401,
        JSON.stringify({
          error: { type: "invalid_request_error", message: `Invalid API Key provided: ${shown}` },
        }),
      )
      return
    }
    counts.set(route.name, (counts.get(route.name) ?? 0) + 1)
    const idempotencyKey = req.method === "POST" ? req.headers["idempotency-key"] : undefined
    const fingerprint = `${url.pathname}?${body}`
    if (typeof idempotencyKey === "string") {
      const earlier = idempotent.get(idempotencyKey)
      if (earlier !== undefined) {
        if (earlier.fingerprint !== fingerprint) {
          send(
            res,
            400,
            JSON.stringify({
              error: {
                type: "idempotency_error",
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              },
            }),
          )
          return
        }
        send(res, earlier.status, earlier.body, {
          "idempotency-key": idempotencyKey,
          "idempotent-replayed": "true",
        })
        return
      }
    }
    // Everything below runs without awaiting: one request at a time sees and changes the state.
    requestIdempotencyKey = typeof idempotencyKey === "string" ? idempotencyKey : null
    let status = 200
    let answer: string
    try {
      answer = JSON.stringify(
        route.handle(
          url.pathname.match(route.pattern)?.slice(1) ?? [],
          form,
          url.searchParams,
          presented !== secretKey,
        ),
      )
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error
      status = error.status
      answer = JSON.stringify({ error: error.body })
    }
    if (typeof idempotencyKey === "string")
      idempotent.set(idempotencyKey, { fingerprint, status, body: answer })
    send(
      res,
      status,
      answer,
      typeof idempotencyKey === "string" ? { "idempotency-key": idempotencyKey } : {},
    )
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      send(res, 500, JSON.stringify({ error: { type: "api_error", message: String(error) } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const sign = (payload: string, secret = webhookSecret): string =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret })

  return {
    url,
    stripeJsUrl: `${url}/v3/`,
    secretKey,
    publishableKey,
    webhookSecret,
    intents: () => [...intents.values()],
    events: () => [...events],
    requestCount: (route) => counts.get(route) ?? 0,
    event,
    sign,
    deliver: async (endpoint, e, secret) => {
      const payload = JSON.stringify(e, null, 2)
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": sign(payload, secret) },
        body: payload,
      })
      await response.arrayBuffer()
      return response.status
    },
    dispute: (intentId) => {
      const intent = intentById(intentId)
      const charge = intent.latest_charge === null ? undefined : charges.get(intent.latest_charge)
      if (charge === undefined) throw new Error(`${intentId} has no charge to dispute`)
      charge.disputed = true
      return emit("charge.dispute.created", {
        id: id("dp"),
        object: "dispute",
        amount: charge.amount_captured,
        charge: charge.id,
        payment_intent: intent.id,
        currency: charge.currency,
        reason: "fraudulent",
        status: "needs_response",
        created: now(),
      })
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
