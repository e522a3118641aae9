// Mail waiting to be delivered (and delivered mail, kept as a record). A message is written in
// the transaction of the change that causes it, so it exists exactly when that change commits.
import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core"

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    storeId: integer("store_id").notNull(),
    /** Which template rendered it (`gift_card`, `order`, `password_reset`…). */
    template: text("template").notNull(),
    fromName: text("from_name").notNull(),
    toAddress: text("to_address").notNull(),
    toName: text("to_name"),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** A sender holds the row until then; afterwards another may retry it. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("mail_outbox_pending_idx").on(t.sentAt, t.id)],
)
