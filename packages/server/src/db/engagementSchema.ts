// Tables of the customer-engagement domains: wish lists (src/wishlist), newsletter subscribers
// (src/newsletter) and product alerts (src/productAlert).
import { sql } from "drizzle-orm"
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core"
import type { CartItemOptions } from "./cartSchema.js"
import { customers } from "./customerSchema.js"

/** Magento's wishlist: one per customer, created on first use. */
export const wishlists = pgTable(
  "wishlists",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    /** 32 random characters: who knows it may read the list once it is shared. */
    sharingCode: text("sharing_code").notNull(),
    /** How many addresses the owner shared it with (Magento's `shared`); readable by code once > 0. */
    shared: integer("shared").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wishlists_customer_idx").on(t.customerId),
    uniqueIndex("wishlists_sharing_code_idx").on(t.sharingCode),
  ],
)

/** What the shopper asked for, as addProductsToCart takes it (Magento's buy request). */
export interface WishlistBuyRequest {
  readonly sku: string
  readonly parent_sku?: string | null
  readonly selected_options?: readonly string[] | null
  readonly entered_options?: readonly { readonly uid: string; readonly value: string }[] | null
}

/** Magento's wishlist_item. */
export const wishlistItems = pgTable(
  "wishlist_items",
  {
    id: serial("id").primaryKey(),
    wishlistId: integer("wishlist_id")
      .notNull()
      .references(() => wishlists.id, { onDelete: "cascade" }),
    /** The listed product (a configurable's parent). */
    productId: integer("product_id").notNull(),
    /** A configurable's chosen variant, when the shopper chose one. */
    variantId: integer("variant_id"),
    storeId: integer("store_id").notNull(),
    quantity: doublePrecision("quantity").notNull(),
    description: text("description"),
    buyRequest: jsonb("buy_request").$type<WishlistBuyRequest>().notNull(),
    /** The options as a cart line would show them (empty while none are chosen). */
    options: jsonb("options").$type<CartItemOptions>().notNull().default({}),
    /** Magento's format, "YYYY-MM-DD HH:MM:SS" (UTC). */
    addedAt: text("added_at").notNull(),
  },
  (t) => [index("wishlist_items_wishlist_idx").on(t.wishlistId, t.id)],
)

/**
 * Magento's newsletter_subscriber. `status` as Magento numbers it: 1 subscribed, 2 not active
 * (waiting for confirmation), 3 unsubscribed, 4 unconfirmed. The confirmation code is kept in
 * clear (as Magento does): every newsletter e-mail carries it in its unsubscribe link, and it
 * grants nothing but (un)subscribing that address.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    websiteId: integer("website_id").notNull(),
    storeId: integer("store_id").notNull(),
    customerId: integer("customer_id").references(() => customers.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    status: integer("status").notNull(),
    code: text("code").notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(t.websiteId, sql`lower(${t.email})`),
    index("newsletter_subscribers_customer_idx").on(t.customerId),
  ],
)

/**
 * Magento's product_alert_stock and product_alert_price in one table (`kind` tells them apart).
 * `price` is the product's final price in cents when the customer subscribed (price alerts).
 */
export const productAlerts = pgTable(
  "product_alerts",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").$type<"stock" | "price">().notNull(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    storeId: integer("store_id").notNull(),
    price: integer("price"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    sendCount: integer("send_count").notNull().default(0),
  },
  (t) => [
    uniqueIndex("product_alerts_customer_idx").on(t.customerId, t.kind, t.productId, t.storeId),
    index("product_alerts_product_idx").on(t.productId, t.kind),
  ],
)
