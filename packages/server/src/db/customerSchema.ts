// Customer accounts (Magento's customer_entity + customer_address_entity), their access tokens
// (Magento's oauth_token for customers), and the sales documents of an order (invoices,
// shipments with tracking, credit memos). Secrets are never stored in clear: passwords as
// Argon2id hashes, tokens (access, password reset, confirmation) as SHA-256 digests.
import { sql } from "drizzle-orm"
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core"
import { orders, type SalesComment } from "./salesSchema.js"

export const customers = pgTable(
  "customers",
  {
    id: serial("id").primaryKey(),
    /** Accounts are per website (Magento's default "customer account scope"). */
    websiteId: integer("website_id").notNull(),
    /** The store view the account was created in (its e-mails use that view's URLs). */
    storeId: integer("store_id").notNull(),
    email: text("email").notNull(),
    prefix: text("prefix"),
    firstname: text("firstname").notNull(),
    middlename: text("middlename"),
    lastname: text("lastname").notNull(),
    suffix: text("suffix"),
    dob: text("dob"),
    taxvat: text("taxvat"),
    gender: integer("gender"),
    isSubscribed: boolean("is_subscribed").notNull().default(false),
    allowRemoteShoppingAssistance: boolean("allow_remote_shopping_assistance")
      .notNull()
      .default(false),
    passwordHash: text("password_hash"),
    defaultBilling: integer("default_billing"),
    defaultShipping: integer("default_shipping"),
    /** Digest of the pending confirmation key; null once confirmed (Magento's `confirmation`). */
    confirmationHash: text("confirmation_hash"),
    /** Failed password checks since `first_failure` and the lock they caused (Magento's). */
    failuresNum: integer("failures_num").notNull().default(0),
    firstFailure: timestamp("first_failure", { withTimezone: true }),
    lockExpires: timestamp("lock_expires", { withTimezone: true }),
    /** Digest of the password reset token and when it was issued (Magento's rp_token). */
    rpTokenHash: text("rp_token_hash"),
    rpTokenCreatedAt: timestamp("rp_token_created_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("customers_website_email_idx").on(t.websiteId, sql`lower(${t.email})`)],
)

export const customerTokens = pgTable(
  "customer_tokens",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("customer_tokens_hash_idx").on(t.tokenHash),
    index("customer_tokens_customer_idx").on(t.customerId),
  ],
)

export const customerAddresses = pgTable(
  "customer_addresses",
  {
    id: serial("id").primaryKey(),
    customerId: integer("customer_id")
      .notNull()
      .references(() => customers.id, { onDelete: "cascade" }),
    prefix: text("prefix"),
    firstname: text("firstname").notNull(),
    middlename: text("middlename"),
    lastname: text("lastname").notNull(),
    suffix: text("suffix"),
    company: text("company"),
    street: jsonb("street").$type<string[]>().notNull(),
    city: text("city").notNull(),
    regionId: integer("region_id"),
    regionCode: text("region_code"),
    region: text("region"),
    postcode: text("postcode"),
    countryCode: text("country_code").notNull(),
    telephone: text("telephone").notNull(),
    fax: text("fax"),
    vatId: text("vat_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("customer_addresses_customer_idx").on(t.customerId, t.id)],
)

/** One line of a sales document: which order line, how many units. */
export interface SalesDocumentItem {
  readonly orderItemId: number
  readonly quantity: number
}

export interface ShipmentTrack {
  readonly title: string
  readonly carrier: string
  readonly number: string
}

/**
 * Invoices, shipments and credit memos of an order (Magento's sales_invoice, sales_shipment,
 * sales_creditmemo), one table: `kind` tells them apart. Totals in cents.
 */
export const salesDocuments = pgTable(
  "sales_documents",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    /** invoice | shipment | creditmemo */
    kind: text("kind").notNull(),
    number: text("number").notNull(),
    items: jsonb("items").$type<SalesDocumentItem[]>().notNull(),
    comments: jsonb("comments").$type<SalesComment[]>().notNull().default([]),
    tracking: jsonb("tracking").$type<ShipmentTrack[]>().notNull().default([]),
    subtotal: integer("subtotal").notNull().default(0),
    discountAmount: integer("discount_amount").notNull().default(0),
    taxAmount: integer("tax_amount").notNull().default(0),
    shippingAmount: integer("shipping_amount").notNull().default(0),
    adjustment: integer("adjustment").notNull().default(0),
    grandTotal: integer("grand_total").notNull().default(0),
    /** Magento's document state: invoice open/paid/canceled, credit memo open/refunded. */
    state: text("state").notNull().default("paid"),
    /** The payment provider's capture or refund id (null offline). */
    transactionId: text("transaction_id"),
    /** A credit memo's invoice (refunds online through it). */
    invoiceId: integer("invoice_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sales_documents_order_idx").on(t.orderId, t.kind, t.id)],
)
