// Carts (Magento's quote), and the configuration tables the cart totals read: tax rates per
// US state, cart price rules (coupons), warranty offers, shipping rates and payment methods.
// Money is integer cents.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core"
import type { CartPaymentData } from "./paymentSchema.js"

/** A cart address as entered (Magento's quote_address, kept as one JSON value). */
export interface StoredAddress {
  readonly firstname: string
  readonly lastname: string
  readonly company: string | null
  readonly street: readonly string[]
  readonly city: string
  readonly regionId: number | null
  readonly regionCode: string | null
  readonly regionLabel: string | null
  readonly postcode: string | null
  readonly countryCode: string
  readonly countryLabel: string
  readonly telephone: string | null
  readonly vatId: string | null
  /** The shopper's note on a shipping address (ShippingAddressInput.customer_notes). */
  readonly customerNotes?: string | null
}

export const carts = pgTable(
  "carts",
  {
    id: serial("id").primaryKey(),
    /** Magento's masked quote id: 32 characters from 192 random bits. */
    maskedId: text("masked_id").notNull(),
    storeId: integer("store_id").notNull(),
    customerId: integer("customer_id"),
    /** false once ordered (Magento's is_active). */
    isActive: boolean("is_active").notNull().default(true),
    email: text("email"),
    couponCode: text("coupon_code"),
    shippingAddress: jsonb("shipping_address").$type<StoredAddress>(),
    billingAddress: jsonb("billing_address").$type<StoredAddress>(),
    shippingCarrierCode: text("shipping_carrier_code"),
    shippingMethodCode: text("shipping_method_code"),
    paymentMethodCode: text("payment_method_code"),
    /** What came with the payment method (a Stripe PaymentMethod id); {} for offline methods. */
    paymentData: jsonb("payment_data").$type<CartPaymentData>().notNull().default({}),
    /** Gift card accounts applied to the cart, in the order they were applied. */
    giftCardAccountIds: jsonb("gift_card_account_ids").$type<number[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("carts_masked_id_idx").on(t.maskedId),
    index("carts_customer_idx").on(t.customerId),
  ],
)

/** What a cart line was configured with (selected/entered options, resolved at add time). */
export interface CartItemOptions {
  /** An aftermarket plan line: the lead (offer link) it was bought from. */
  readonly lead_token?: string
  /** Configurable: the chosen variant's option values. */
  readonly configurable?: readonly {
    readonly optionUid: string
    readonly optionLabel: string
    readonly valueUid: string
    readonly valueLabel: string
    readonly optionId: number
    readonly valueIndex: number
  }[]
  /** Bundle: chosen selections per option. */
  readonly bundle?: readonly {
    readonly optionId: number
    readonly optionUid: string
    readonly label: string
    readonly type: string
    readonly values: readonly {
      readonly id: number
      readonly uid: string
      readonly label: string
      /** The selection product's sku. */
      readonly sku?: string
      readonly quantity: number
      /** One unit's price (dollars, as SelectedBundleOptionValue shows it). */
      readonly price: number
    }[]
  }[]
  /** Customizable options (virtual/simple) with the values chosen or typed. */
  readonly customizable?: readonly {
    readonly optionId: number
    readonly uid: string
    readonly label: string
    readonly type: string
    readonly required: boolean
    readonly sortOrder: number
    readonly values: readonly {
      readonly id: number
      readonly uid: string
      readonly label: string
      readonly value: string
      readonly price: number
      readonly priceType: string
    }[]
  }[]
  /** Downloadable: the links bought (price in cents). */
  readonly links?: readonly {
    readonly id: number
    readonly uid: string
    readonly title: string
    readonly price: number
  }[]
  /** Gift card: the amount chosen (cents) and who it is from and for. */
  readonly giftCard?: GiftCardChoice
}

/** A gift card line's choices (Adobe Commerce's giftcard_* buy request options). */
export interface GiftCardChoice {
  readonly amount: number
  readonly senderName: string
  readonly senderEmail: string | null
  readonly recipientName: string
  readonly recipientEmail: string | null
  readonly message: string | null
}

/** A protection plan attached to a line (spec §3 warranty plan payload). */
export interface CartItemWarranty {
  readonly planId: string
  readonly offerPlanId: string
  readonly coverageType: string | null
  readonly price: number
  readonly term: number
  readonly title: string
  /** The covered product's id, as the client sent it. */
  readonly product: string
}

export const cartItems = pgTable(
  "cart_items",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    /** "product" or "warranty" (a plan line covering `coveredItemId`). */
    kind: text("kind").$type<"product" | "warranty">().notNull().default("product"),
    productId: integer("product_id").notNull(),
    /** Configurable: the chosen simple child (priced and stocked). */
    variantId: integer("variant_id"),
    quantity: real("quantity").notNull(),
    /** Unit price in cents, fixed when the line is added or reconfigured. */
    unitPrice: integer("unit_price").notNull(),
    options: jsonb("options").$type<CartItemOptions>().notNull().default({}),
    warranty: jsonb("warranty").$type<CartItemWarranty>(),
    coveredItemId: integer("covered_item_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("cart_items_cart_idx").on(t.cartId, t.id)],
)

/** Sales tax per region (Magento's tax_calculation_rate): rate in percent. */
export const taxRates = pgTable(
  "tax_rates",
  {
    code: text("code").primaryKey(),
    countryId: text("country_id").notNull(),
    regionId: integer("region_id"),
    rate: real("rate").notNull(),
    /** The label shoppers read (Magento's rate title); the code when there is none. */
    title: text("title"),
  },
  (t) => [index("tax_rates_region_idx").on(t.countryId, t.regionId)],
)

/** Cart price rules with one coupon each (Magento's salesrule + salesrule_coupon). */
export const salesRules = pgTable(
  "sales_rules",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    /** Store label shown as the discount label; the coupon code when null. */
    label: text("label"),
    couponCode: text("coupon_code").notNull(),
    isActive: boolean("is_active").notNull(),
    /** by_percent | cart_fixed | free_shipping */
    action: text("action").$type<"by_percent" | "cart_fixed" | "free_shipping">().notNull(),
    /** Percent for by_percent, cents for cart_fixed. */
    amount: integer("amount").notNull(),
    freeShipping: boolean("free_shipping").notNull(),
    minSubtotal: integer("min_subtotal").notNull().default(0),
    /** 0 = unlimited. */
    usesPerCoupon: integer("uses_per_coupon").notNull().default(0),
    usesPerCustomer: integer("uses_per_customer").notNull().default(0),
    timesUsed: integer("times_used").notNull().default(0),
  },
  (t) => [uniqueIndex("sales_rules_coupon_idx").on(t.couponCode)],
)

/** Coupon uses per customer (customer id, or the guest's e-mail). */
export const salesRuleUsage = pgTable(
  "sales_rule_usage",
  {
    ruleId: integer("rule_id").notNull(),
    customerKey: text("customer_key").notNull(),
    timesUsed: integer("times_used").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.customerKey] })],
)

/** Protection plans offered per product category. */
export const warrantyOffers = pgTable(
  "warranty_offers",
  {
    planId: text("plan_id").notNull(),
    categoryId: integer("category_id").notNull(),
    offerPlanId: text("offer_plan_id").notNull(),
    coverageType: text("coverage_type").notNull(),
    title: text("title").notNull(),
    term: integer("term").notNull(),
    price: integer("price").notNull(),
    /** The price band (cents, inclusive) a covered product's final price must fall in. */
    minProductPrice: integer("min_product_price").notNull().default(0),
    maxProductPrice: integer("max_product_price"),
  },
  (t) => [primaryKey({ columns: [t.planId, t.categoryId] })],
)

/**
 * Aftermarket warranty offers (leads): a link `?leadToken=` offers plans for a product bought
 * earlier, in the provider's region. Expired leads offer nothing.
 */
export const warrantyLeads = pgTable("warranty_leads", {
  token: text("token").primaryKey(),
  sku: text("sku").notNull(),
  region: text("region").notNull().default("US"),
  expiresAt: timestamp("expires_at", { withTimezone: true }),
})

export const shippingRates = pgTable(
  "shipping_rates",
  {
    carrierCode: text("carrier_code").notNull(),
    methodCode: text("method_code").notNull(),
    carrierTitle: text("carrier_title").notNull(),
    methodTitle: text("method_title").notNull(),
    price: integer("price").notNull(),
    /** Offered only when the subtotal after discount is above this (cents). */
    minSubtotal: integer("min_subtotal"),
    position: integer("position").notNull(),
  },
  (t) => [primaryKey({ columns: [t.carrierCode, t.methodCode] })],
)

export const paymentMethods = pgTable("payment_methods", {
  code: text("code").primaryKey(),
  title: text("title").notNull(),
  position: integer("position").notNull(),
  isActive: boolean("is_active").notNull(),
})
