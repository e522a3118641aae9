// Orders (Magento's sales_order + sales_order_item). Totals in integer cents; addresses and
// the applied taxes/discounts as they were when the order was placed.
import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core"
import type { CartItemOptions, StoredAddress } from "./cartSchema.js"
import type { PaymentState } from "./paymentSchema.js"

/**
 * A bundle's selections, a download's links and a gift card's amount, sender and recipient, as
 * the cart line held them (the card is issued from these when the line is invoiced).
 */
export type OrderItemProductOptions = Pick<CartItemOptions, "bundle" | "links" | "giftCard">

export interface OrderAmountLine {
  readonly label: string
  readonly amount: number
  readonly rate?: number
}

/** A comment on an order or a sales document, as the customer sees it. */
export interface SalesComment {
  readonly timestamp: string
  readonly message: string
}

/** One entry of an order's history as the admin sees it (Magento's sales_order_status_history). */
export interface OrderStatusHistoryEntry {
  readonly comment: string
  /** `YYYY-MM-DD HH:MM:SS`, UTC. */
  readonly createdAt: string
  readonly status: string
  readonly isCustomerNotified: boolean
  readonly isVisibleOnFront: boolean
  /** What the entry is about: order, invoice, shipment or creditmemo. */
  readonly entityName: string
}

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull(),
    storeId: integer("store_id").notNull(),
    /** One order per cart: a second placeOrder of the same cart can never write another. */
    cartId: integer("cart_id").notNull(),
    customerId: integer("customer_id"),
    email: text("email").notNull(),
    status: text("status").notNull(),
    state: text("state").notNull(),
    currency: text("currency").notNull(),
    subtotal: integer("subtotal").notNull(),
    subtotalInclTax: integer("subtotal_incl_tax").notNull(),
    discountAmount: integer("discount_amount").notNull(),
    shippingAmount: integer("shipping_amount").notNull(),
    taxAmount: integer("tax_amount").notNull(),
    grandTotal: integer("grand_total").notNull(),
    couponCode: text("coupon_code"),
    taxes: jsonb("taxes").$type<OrderAmountLine[]>().notNull(),
    discounts: jsonb("discounts").$type<OrderAmountLine[]>().notNull(),
    shippingAddress: jsonb("shipping_address").$type<StoredAddress>(),
    billingAddress: jsonb("billing_address").$type<StoredAddress>().notNull(),
    carrierCode: text("carrier_code"),
    methodCode: text("method_code"),
    shippingDescription: text("shipping_description"),
    paymentCode: text("payment_code").notNull(),
    paymentTitle: text("payment_title").notNull(),
    /** The payment provider's id for this order's money (a Stripe PaymentIntent); null offline. */
    paymentReference: text("payment_reference"),
    /** Where the money stands with the provider: offline, authorized, captured, voided… */
    paymentState: text("payment_state").$type<PaymentState>().notNull().default("offline"),
    /** Status history comments visible to the customer (Magento's visible_on_front). */
    comments: jsonb("comments").$type<SalesComment[]>().notNull().default([]),
    /** Every status history entry, newest last (the admin's view; `comments` is the customer's). */
    statusHistory: jsonb("status_history").$type<OrderStatusHistoryEntry[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_store_number_idx").on(t.storeId, t.number),
    uniqueIndex("orders_cart_idx").on(t.cartId),
    index("orders_customer_idx").on(t.customerId),
    index("orders_status_idx").on(t.status, t.createdAt),
    index("orders_payment_reference_idx").on(t.paymentReference),
  ],
)

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    sku: text("sku").notNull(),
    name: text("name").notNull(),
    productType: text("product_type").notNull(),
    urlKey: text("url_key"),
    price: integer("price").notNull(),
    quantity: real("quantity").notNull(),
    rowTotal: integer("row_total").notNull(),
    discountAmount: integer("discount_amount").notNull(),
    taxAmount: integer("tax_amount").notNull(),
    selectedOptions: jsonb("selected_options")
      .$type<{ label: string; value: string }[]>()
      .notNull(),
    enteredOptions: jsonb("entered_options").$type<{ label: string; value: string }[]>().notNull(),
    /** What the line was bought with, as Magento's sales_order_item.product_options. */
    productOptions: jsonb("product_options").$type<OrderItemProductOptions>().notNull().default({}),
  },
  (t) => [index("order_items_order_idx").on(t.orderId)],
)
