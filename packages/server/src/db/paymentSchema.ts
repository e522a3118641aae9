// What the database keeps of payments: the state of an order's money, a cart's method data, and
// the provider webhooks already handled (a redelivered event changes nothing twice).
import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core"

/** Where an order's money stands with its provider. */
export type PaymentState =
  /** nothing moves through a provider (check / money order, bank transfer, free) */
  | "offline"
  /** the card is authorised; the invoice captures it */
  | "authorized"
  | "captured"
  /** the authorisation was released (order cancelled before capture) */
  | "voided"
  | "partially_refunded"
  | "refunded"
  /** the cardholder disputed the charge */
  | "disputed"

/** Method-specific data a cart holds from `setPaymentMethodOnCart`. */
export interface CartPaymentData {
  /** Stripe: the PaymentMethod id (`pm_…`) Stripe.js created from the Payment Element. */
  readonly paymentMethodId?: string
}

export const paymentWebhookEvents = pgTable(
  "payment_webhook_events",
  {
    /** The provider's code ("stripe_payments"). */
    provider: text("provider").notNull(),
    /** The provider's event id (`evt_…`). */
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
)
