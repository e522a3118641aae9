// Cards through Stripe's PaymentIntents. placeOrder always authorises first (capture_method
// manual): an order that fails after the card was authorised only has to release an
// authorisation, never refund a charge. With automatic capture the authorisation is captured
// as soon as the order is committed; with manual capture, by the invoice (the port's capture).
import Stripe from "stripe"
import { inputError } from "../../graphql/errors.js"
import type { Logger } from "../../platform/logger.js"
import type {
  AuthorizedPayment,
  CartCharge,
  OrderPayment,
  PaymentProvider,
  PaymentState,
} from "../paymentProvider.js"
import {
  authenticationRequired,
  CARD_MISSING,
  cardRefused,
  PAYMENT_PROCESSING,
  PROVIDER_UNREACHABLE,
} from "./stripeMessages.js"
import {
  STRIPE_METHOD_CODE,
  STRIPE_METHOD_TITLE,
  type StripeOptions,
  stripeClient,
} from "./stripeOptions.js"

export interface StripeProvider extends PaymentProvider {
  readonly options: StripeOptions
  readonly client: Stripe
}

/** One key per cart, currency and total: the same order attempt finds the same PaymentIntent. */
const cartKey = (charge: CartCharge): string =>
  `shutter-cart-${charge.cartKey}-${charge.currency.toLowerCase()}-${charge.amountMinor}`

/** Stripe's answer as the shopper reads it; anything but a card or request error is ours. */
const shopperError = (error: unknown): Error => {
  if (error instanceof Stripe.errors.StripeCardError) return inputError(cardRefused(error.message))
  if (error instanceof Stripe.errors.StripeInvalidRequestError)
    return inputError(cardRefused(error.message))
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  )
    return inputError(PROVIDER_UNREACHABLE)
  return error instanceof Error ? error : new Error(String(error))
}

const stateOf = (intent: Stripe.PaymentIntent): PaymentState =>
  intent.status === "succeeded" ? "captured" : "authorized"

export const createStripeProvider = (options: StripeOptions, logger: Logger): StripeProvider => {
  const client = stripeClient(options)
  const captureAutomatically = (options.capture ?? "automatic") === "automatic"

  /**
   * The cart's PaymentIntent for this total: created once (idempotency key), read again when
   * Stripe replays the creation. One an earlier failed attempt cancelled is followed by the
   * next one, keyed after it, so every caller derives the same chain.
   */
  const intentFor = async (charge: CartCharge): Promise<Stripe.PaymentIntent> => {
    let key = cartKey(charge)
    for (let attempt = 0; attempt < 20; attempt++) {
      const created = await client.paymentIntents.create(
        {
          amount: charge.amountMinor,
          currency: charge.currency.toLowerCase(),
          capture_method: "manual",
          // Cards (and wallets) that never leave the page: 3-D Secure runs in Stripe.js.
          automatic_payment_methods: { enabled: true, allow_redirects: "never" },
          metadata: {
            cart_id: String(charge.cartId),
            cart_key: charge.cartKey,
            store_id: String(charge.storeId),
          },
          ...(charge.email !== "" ? { receipt_email: charge.email } : {}),
        },
        { idempotencyKey: key },
      )
      const replayed = created.lastResponse.headers["idempotent-replayed"] === "true"
      const intent = replayed ? await client.paymentIntents.retrieve(created.id) : created
      if (intent.status !== "canceled") return intent
      key = `${cartKey(charge)}-after-${intent.id}`
    }
    throw new Error("Too many cancelled PaymentIntents for one cart and total")
  }

  const confirm = async (
    intent: Stripe.PaymentIntent,
    paymentMethod: string,
  ): Promise<Stripe.PaymentIntent> => {
    try {
      return await client.paymentIntents.confirm(intent.id, { payment_method: paymentMethod })
    } catch (error) {
      throw shopperError(error)
    }
  }

  const authorize = async (charge: CartCharge): Promise<AuthorizedPayment> => {
    const paymentMethod = charge.data.paymentMethodId
    if (paymentMethod === undefined || paymentMethod === "") throw inputError(CARD_MISSING)
    let intent: Stripe.PaymentIntent
    try {
      intent = await intentFor(charge)
    } catch (error) {
      throw shopperError(error)
    }
    const chosen =
      typeof intent.payment_method === "string" ? intent.payment_method : intent.payment_method?.id
    switch (intent.status) {
      case "requires_capture":
      case "succeeded":
        // Authorised by an earlier attempt (after 3-D Secure, or a lost answer): not again.
        return { reference: intent.id, state: stateOf(intent) }
      case "processing":
        throw inputError(PAYMENT_PROCESSING)
      case "requires_action":
        // Still waiting for the shopper's bank, unless they chose another card meanwhile.
        if (chosen === paymentMethod) throw inputError(authenticationRequired(secretOf(intent)))
        break
      default:
        break
    }
    const confirmed = await confirm(intent, paymentMethod)
    if (confirmed.status === "requires_action")
      throw inputError(authenticationRequired(secretOf(confirmed)))
    if (confirmed.status === "processing") throw inputError(PAYMENT_PROCESSING)
    if (confirmed.status !== "requires_capture" && confirmed.status !== "succeeded")
      throw inputError(
        cardRefused(confirmed.last_payment_error?.message ?? "Your card was declined."),
      )
    return { reference: confirmed.id, state: stateOf(confirmed) }
  }

  const release = async (authorized: AuthorizedPayment): Promise<void> => {
    if (authorized.reference === null) return
    try {
      if (authorized.state === "authorized")
        await client.paymentIntents.cancel(authorized.reference)
      else if (authorized.state === "captured")
        await client.refunds.create(
          { payment_intent: authorized.reference },
          { idempotencyKey: `shutter-release-${authorized.reference}` },
        )
    } catch (error) {
      // The order failed anyway; an authorisation left behind expires on its own.
      logger.error("could not release a payment after a failed order", {
        reference: authorized.reference,
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }

  const capture = async (
    payment: OrderPayment,
    amountMinor: number,
  ): Promise<{ transactionId: string | null }> => {
    if (payment.reference === null) return { transactionId: null }
    const intent = await client.paymentIntents.retrieve(payment.reference)
    if (intent.status === "succeeded") return { transactionId: chargeIdOf(intent) ?? intent.id }
    const captured = await client.paymentIntents.capture(
      payment.reference,
      { amount_to_capture: amountMinor },
      { idempotencyKey: `shutter-capture-${payment.reference}-${amountMinor}` },
    )
    return { transactionId: chargeIdOf(captured) ?? captured.id }
  }

  return {
    code: STRIPE_METHOD_CODE,
    title: STRIPE_METHOD_TITLE,
    online: true,
    options,
    client,
    authorize,
    release,
    settle: async (authorized) => {
      if (!captureAutomatically || authorized.state !== "authorized") return authorized.state
      if (authorized.reference === null) return authorized.state
      await client.paymentIntents.capture(
        authorized.reference,
        {},
        { idempotencyKey: `shutter-capture-${authorized.reference}` },
      )
      return "captured"
    },
    capture,
    void: async (payment) => {
      if (payment.reference === null) return
      const intent = await client.paymentIntents.retrieve(payment.reference)
      if (intent.status === "canceled") return
      await client.paymentIntents.cancel(payment.reference)
    },
    refund: async (payment, amountMinor, idempotencyKey) => {
      if (payment.reference === null) return { refundId: null }
      const refund = await client.refunds.create(
        { payment_intent: payment.reference, amount: amountMinor },
        { idempotencyKey },
      )
      return { refundId: refund.id }
    },
  }
}

const secretOf = (intent: Stripe.PaymentIntent): string => intent.client_secret ?? ""

const chargeIdOf = (intent: Stripe.PaymentIntent): string | null =>
  typeof intent.latest_charge === "string"
    ? intent.latest_charge
    : (intent.latest_charge?.id ?? null)
