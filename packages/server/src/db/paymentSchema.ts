// Payment provider webhooks already handled, so a redelivered event changes nothing twice.
import { pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core"

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
