// The whole database schema: the seed record, store views, currencies, countries and media here,
// every other domain's tables in its own `<domain>Schema.ts`, re-exported below. After changing a
// table, `npm run db:generate` writes the next migration.
import {
  boolean,
  customType,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core"

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
})

/** Seed steps already applied: each step runs once per database, inside its own transaction. */
export const seedSteps = pgTable("seed_steps", {
  name: text("name").primaryKey(),
  appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
})

export const websites = pgTable("store_websites", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  isDefault: boolean("is_default").notNull().default(false),
  defaultGroupCode: text("default_group_code").notNull(),
})

export const storeGroups = pgTable("store_groups", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  websiteId: integer("website_id")
    .notNull()
    .references(() => websites.id),
  rootCategoryUid: text("root_category_uid").notNull(),
  defaultStoreCode: text("default_store_code").notNull(),
})

/** Store views (Magento's `store` table). */
export const stores = pgTable("stores", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  groupId: integer("group_id")
    .notNull()
    .references(() => storeGroups.id),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
})

/**
 * Per-store-view settings keyed by StoreConfig field name, like Magento's core_config_data.
 * The value is JSON so strings, numbers and booleans keep their type.
 */
export const storeConfig = pgTable(
  "store_config",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    path: text("path").notNull(),
    value: jsonb("value").$type<string | number | boolean | null>(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.path] })],
)

export const currencies = pgTable("currencies", {
  code: text("code").primaryKey(),
  name: text("name").notNull(),
  symbol: text("symbol").notNull(),
})

export const storeCurrencies = pgTable(
  "store_currencies",
  {
    storeId: integer("store_id")
      .notNull()
      .references(() => stores.id, { onDelete: "cascade" }),
    currencyCode: text("currency_code")
      .notNull()
      .references(() => currencies.code),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.currencyCode] })],
)

export const currencyRates = pgTable(
  "currency_rates",
  {
    currencyFrom: text("currency_from")
      .notNull()
      .references(() => currencies.code),
    currencyTo: text("currency_to")
      .notNull()
      .references(() => currencies.code),
    rate: doublePrecision("rate").notNull(),
  },
  (t) => [primaryKey({ columns: [t.currencyFrom, t.currencyTo] })],
)

export const countries = pgTable("countries", {
  id: text("id").primaryKey(),
  iso3: text("iso3").notNull(),
  name: text("name").notNull(),
})

export const regions = pgTable("regions", {
  id: integer("id").primaryKey(),
  countryId: text("country_id")
    .notNull()
    .references(() => countries.id),
  code: text("code").notNull(),
  name: text("name").notNull(),
})

/** Files under /media (logo, product images): in the database so servers stay stateless. */
export const mediaFiles = pgTable("media_files", {
  path: text("path").primaryKey(),
  contentType: text("content_type").notNull(),
  body: bytea("body").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
})

export * from "./adminSchema.js"
export * from "./cartSchema.js"
export * from "./catalogSchema.js"
export * from "./contentSchema.js"
export * from "./customerSchema.js"
export * from "./engagementSchema.js"
export * from "./giftCardSchema.js"
export * from "./mailSchema.js"
export * from "./paymentSchema.js"
export * from "./reviewSchema.js"
export * from "./salesSchema.js"
export * from "./searchSchema.js"
export * from "./usedGearQuoteSchema.js"
