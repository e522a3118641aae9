// Used-gear quote requests (the spec's /used-equipment-quote form), their items and photos.
// A request is written in one transaction with all its items and photos, or not at all; the
// photos themselves are files in the quote photo folder, the rows say where.
import { customType, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core"

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
})

export const usedGearQuotes = pgTable(
  "used_gear_quotes",
  {
    id: serial("id").primaryKey(),
    /** The reference the seller is given and looks the request up by (`UGQ-` and 8 characters). */
    number: text("number").notNull().unique(),
    storeId: integer("store_id").notNull(),
    customerId: integer("customer_id"),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    telephone: text("telephone"),
    postcode: text("postcode"),
    comment: text("comment"),
    /** RECEIVED, UNDER_REVIEW, OFFER_SENT, ACCEPTED, DECLINED. */
    status: text("status").notNull().default("RECEIVED"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("used_gear_quotes_email_idx").on(t.email)],
)

export const usedGearQuoteItems = pgTable(
  "used_gear_quote_items",
  {
    id: serial("id").primaryKey(),
    quoteId: integer("quote_id").notNull(),
    position: integer("position").notNull(),
    brand: text("brand").notNull(),
    model: text("model").notNull(),
    condition: text("condition").notNull(),
    accessories: text("accessories"),
  },
  (t) => [index("used_gear_quote_items_quote_idx").on(t.quoteId)],
)

export const usedGearQuotePhotos = pgTable(
  "used_gear_quote_photos",
  {
    id: serial("id").primaryKey(),
    itemId: integer("item_id").notNull(),
    position: integer("position").notNull(),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    /** The photo's file, relative to the quote photo folder (the bytes never enter the database). */
    path: text("path"),
    byteSize: integer("byte_size"),
    width: integer("width"),
    height: integer("height"),
    /** Photos written inside the row by versions that kept them there; new rows have a path. */
    bytes: bytea("bytes"),
  },
  (t) => [index("used_gear_quote_photos_item_idx").on(t.itemId)],
)
