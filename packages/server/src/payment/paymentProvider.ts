// The payment port: every movement of money goes through a provider found by the order's
// Magento method code. placeOrder authorises (or charges) through `authorize`; invoicing
// captures, cancelling voids and an online credit memo refunds through the same provider.

import type { CartPaymentData, PaymentState } from "../db/paymentSchema.js"

export type { CartPaymentData, PaymentState } from "../db/paymentSchema.js"

export interface OrderPayment {
  readonly orderId: number
  /** Magento method code: "checkmo", "free", "stripe_payments" */
  readonly method: string
  /** ISO code of the charge */
  readonly currency: string
  /** provider's id (Stripe PaymentIntent id), null offline */
  readonly reference: string | null
}

/** What placeOrder asks a provider to authorise: the cart's grand total, before the order exists. */
export interface CartCharge {
  readonly cartId: number
  /**
   * Names the cart uniquely across databases sharing one provider account (a digest of its
   * masked id): idempotency keys are built from it, never from the row id.
   */
  readonly cartKey: string
  readonly storeId: number
  readonly amountMinor: number
  readonly currency: string
  readonly email: string
  /** What the shopper chose with the method (`setPaymentMethodOnCart`), e.g. a card token. */
  readonly data: CartPaymentData
}

/** The outcome of a successful `authorize`: written on the order. */
export interface AuthorizedPayment {
  readonly reference: string | null
  readonly state: PaymentState
}

export interface PaymentProvider {
  readonly code: string
  readonly title: string
  /** true when money moves through the provider (capture/refund online) */
  readonly online: boolean
  /** invoice: capture what placeOrder authorised (manual capture) — no-op when already captured/offline */
  capture(payment: OrderPayment, amountMinor: number): Promise<{ transactionId: string | null }>
  /** order cancel: release an uncaptured authorisation */
  void(payment: OrderPayment): Promise<void>
  /** online credit memo: refund through the provider; idempotencyKey per credit memo */
  refund(
    payment: OrderPayment,
    amountMinor: number,
    idempotencyKey: string,
  ): Promise<{ refundId: string | null }>
  /**
   * placeOrder, before the order is written: authorise (or charge) the cart's total. Throws a
   * GraphQL error the shopper reads (a decline, an authentication to complete) and leaves the
   * cart as it was. Calling it again for the same cart and total never charges twice.
   */
  authorize(charge: CartCharge): Promise<AuthorizedPayment>
  /** placeOrder failed after `authorize`: give the money back (cancel or refund). */
  release(authorized: AuthorizedPayment): Promise<void>
  /**
   * After the order committed: what the configured capture mode does at order time (Stripe
   * with automatic capture captures here). Answers the state to record.
   */
  settle(authorized: AuthorizedPayment): Promise<PaymentState>
}

export interface PaymentProviders {
  get(code: string): PaymentProvider | undefined
  /** The online methods this server is configured for, offered beside the store's offline ones. */
  readonly online: readonly PaymentProvider[]
}
