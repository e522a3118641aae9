// Gift card accounts (Adobe Commerce's magento_giftcardaccount): one per gift card bought, with
// its code and balance in cents, and the cards an order paid with.
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core"

export const giftCardAccounts = pgTable(
  "gift_card_accounts",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    storeId: integer("store_id").notNull(),
    /** What is left to spend (cents); never below 0. */
    balance: integer("balance").notNull(),
    initialBalance: integer("initial_balance").notNull(),
    currency: text("currency").notNull(),
    /** The order that bought it (null for accounts made otherwise). */
    orderId: integer("order_id"),
    /** The order line that bought it: issued when that line is invoiced. */
    orderItemId: integer("order_item_id"),
    /** Adobe Commerce's Active switch: a refunded card is disabled and pays nothing. */
    isActive: boolean("is_active").notNull().default(true),
    senderName: text("sender_name"),
    senderEmail: text("sender_email"),
    recipientName: text("recipient_name"),
    recipientEmail: text("recipient_email"),
    message: text("message"),
    /** null: never expires. */
    expiresAt: date("expires_at"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("gift_card_accounts_code_idx").on(t.code),
    index("gift_card_accounts_order_item_idx").on(t.orderItemId),
  ],
)

/** What each gift card paid of an order (cents). */
export const orderGiftCards = pgTable(
  "order_gift_cards",
  {
    orderId: integer("order_id").notNull(),
    accountId: integer("account_id").notNull(),
    code: text("code").notNull(),
    amount: integer("amount").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.accountId] }),
    index("order_gift_cards_account_idx").on(t.accountId),
  ],
)
