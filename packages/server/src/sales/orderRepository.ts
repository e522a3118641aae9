// Every SQL statement of orders: numbers, stock taking, writes and reads.
import { randomInt } from "node:crypto"
import { and, asc, eq, gte, type SQL, sql } from "drizzle-orm"
import { cartProductIds } from "../cart/cartRepository.js"
import { type SellableProduct, sellableRowsJson } from "../catalog/cartCatalog.js"
import type { StoredAddress } from "../db/cartSchema.js"
import { products } from "../db/catalogSchema.js"
import {
  type OrderAmountLine,
  type OrderItemProductOptions,
  orderItems,
  orders,
} from "../db/salesSchema.js"
import { firstRow, type Queryable } from "../db/sqlRows.js"
import type { QueuedMail } from "../mail/outbox.js"
import type { PaymentState } from "../payment/paymentProvider.js"

/** A product whose stock an order took: what the catalogue now shows of it. */
export interface TakenStock {
  readonly productId: number
  /** The configurable product a variant belongs to. */
  readonly parentId: number | null
}

/**
 * Takes `quantity` units of a product if that many are left (a conditional UPDATE: concurrent
 * buyers of the last units cannot both succeed, and stock never goes negative). The product
 * turns OUT_OF_STOCK when its last unit is taken. Undefined when the units were not there.
 */
export const takeStock = async (
  db: Queryable,
  productId: number,
  quantity: number,
): Promise<TakenStock | undefined> => {
  const [taken] = await db
    .update(products)
    .set({
      qty: sql`${products.qty} - ${quantity}`,
      stockStatus: sql`case when ${products.qty} - ${quantity} <= 0 then 'OUT_OF_STOCK'
        else ${products.stockStatus} end`,
    })
    .where(
      and(
        eq(products.id, productId),
        eq(products.status, 1),
        eq(products.stockStatus, "IN_STOCK"),
        gte(products.qty, quantity),
      ),
    )
    .returning({ productId: products.id, parentId: products.parentId })
  return taken
}

export interface NewOrder {
  readonly storeId: number
  readonly cartId: number
  readonly customerId: number | null
  readonly email: string
  readonly currency: string
  readonly subtotal: number
  readonly subtotalInclTax: number
  readonly discountAmount: number
  readonly shippingAmount: number
  readonly taxAmount: number
  readonly grandTotal: number
  readonly couponCode: string | null
  readonly taxes: readonly OrderAmountLine[]
  readonly discounts: readonly OrderAmountLine[]
  readonly shippingAddress: StoredAddress | null
  readonly billingAddress: StoredAddress
  readonly carrierCode: string | null
  readonly methodCode: string | null
  readonly shippingDescription: string | null
  readonly paymentCode: string
  readonly paymentTitle: string
  /** The provider's id for the money (a Stripe PaymentIntent); absent/null offline. */
  readonly paymentReference?: string | null
  /** Absent: "offline". */
  readonly paymentState?: PaymentState
}

export interface NewOrderItem {
  readonly productId: number
  readonly sku: string
  readonly name: string
  readonly productType: string
  readonly urlKey: string | null
  readonly price: number
  readonly quantity: number
  readonly rowTotal: number
  readonly discountAmount: number
  readonly taxAmount: number
  readonly selectedOptions: readonly { label: string; value: string }[]
  readonly enteredOptions: readonly { label: string; value: string }[]
  readonly productOptions: OrderItemProductOptions
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`

/**
 * An order number as Magento prints increment ids — 9 digits, prefixed by the store id past the
 * first store view (123456789, 2123456789) — but drawn at random (crypto), so that a number
 * tells nothing about the shop's other orders and cannot be guessed from one's own.
 */
export const randomOrderNumber = (storeId: number): string =>
  `${storeId === 1 ? "" : String(storeId)}${randomInt(100_000_000, 1_000_000_000)}`

// Candidates per order: all three already taken is about as likely as (orders / 9e8)³.
const NUMBER_CANDIDATES = 3

/**
 * A message the order statement queues in the outbox with the order: rendered before the number
 * is drawn, `numberToken` standing wherever the number goes (a random token, so no text of the
 * order can contain it).
 */
export interface NumberedMail {
  readonly mail: QueuedMail
  readonly numberToken: string
}

/**
 * The CTEs that number and write an order, its lines and (given one) its confirmation e-mail:
 * `num` (the first of a few random candidate numbers that no order of the store view has; the
 * unique index on store and number stays the last word if two orders draw the same one at
 * once), `ord` (the order, written once for each row of `gate` — a CTE that holds one row when
 * the order may be written — or unconditionally without one), then its lines and its mail.
 */
const numberedOrderCtes = (
  o: NewOrder,
  items: readonly NewOrderItem[],
  confirmation: NumberedMail | undefined,
  gate?: SQL,
): SQL => {
  const candidates = Array.from({ length: NUMBER_CANDIDATES }, () => randomOrderNumber(o.storeId))
  const lines =
    items.length === 0
      ? sql``
      : sql`, lines as (
          insert into order_items (order_id, product_id, sku, name, product_type, url_key, price,
            quantity, row_total, discount_amount, tax_amount, selected_options, entered_options,
            product_options)
          select ord.id, v.product_id, v.sku, v.name, v.product_type, v.url_key, v.price,
            v.quantity, v.row_total, v.discount_amount, v.tax_amount, v.selected_options,
            v.entered_options, v.product_options
          from ord cross join (values ${sql.join(
            items.map(
              (i, position) =>
                sql`(${position}::int, ${i.productId}::int, ${i.sku}::text, ${i.name}::text,
                  ${i.productType}::text, ${i.urlKey}::text, ${i.price}::int, ${i.quantity}::real,
                  ${i.rowTotal}::int, ${i.discountAmount}::int, ${i.taxAmount}::int,
                  ${json(i.selectedOptions)}, ${json(i.enteredOptions)}, ${json(i.productOptions)})`,
            ),
            sql`, `,
          )}) as v(position, product_id, sku, name, product_type, url_key, price, quantity,
                   row_total, discount_amount, tax_amount, selected_options, entered_options,
                   product_options)
          order by v.position)`
  const numbered = (text: string) =>
    sql`replace(${text}::text, ${confirmation?.numberToken ?? ""}::text, ord.number)`
  const mail =
    confirmation === undefined
      ? sql``
      : sql`, mail as (
          insert into mail_outbox (store_id, template, from_name, to_address, to_name, subject,
            html, text)
          select ${confirmation.mail.storeId}::int, ${confirmation.mail.template}::text,
            ${confirmation.mail.fromName}::text, ${confirmation.mail.toAddress}::text,
            ${confirmation.mail.toName ?? null}::text, ${numbered(confirmation.mail.subject)},
            ${numbered(confirmation.mail.html)}, ${numbered(confirmation.mail.text)}
          from ord)`
  return sql`num as (
          select c.number from (values ${sql.join(
            candidates.map((number, position) => sql`(${number}::text, ${position}::int)`),
            sql`, `,
          )}) as c(number, position)
          where not exists (
            select 1 from orders o where o.store_id = ${o.storeId} and o.number = c.number)
          order by c.position limit 1),
        ord as (
          insert into orders (number, store_id, cart_id, customer_id, email, status, state, currency,
            subtotal, subtotal_incl_tax, discount_amount, shipping_amount, tax_amount, grand_total,
            coupon_code, taxes, discounts, shipping_address, billing_address, carrier_code,
            method_code, shipping_description, payment_code, payment_title, payment_reference,
            payment_state)
          select num.number,
            ${o.storeId}::int, ${o.cartId}::int, ${o.customerId}::int, ${o.email}::text, 'pending', 'new',
            ${o.currency}::text, ${o.subtotal}::int, ${o.subtotalInclTax}::int, ${o.discountAmount}::int,
            ${o.shippingAmount}::int, ${o.taxAmount}::int, ${o.grandTotal}::int, ${o.couponCode}::text,
            ${json(o.taxes)}, ${json(o.discounts)},
            ${o.shippingAddress === null ? null : JSON.stringify(o.shippingAddress)}::jsonb,
            ${json(o.billingAddress)}, ${o.carrierCode}::text, ${o.methodCode}::text,
            ${o.shippingDescription}::text, ${o.paymentCode}::text, ${o.paymentTitle}::text,
            ${o.paymentReference ?? null}::text, ${o.paymentState ?? "offline"}::text
          from num ${gate === undefined ? sql`` : sql`cross join ${gate}`}
          returning id, number)
        ${lines}
        ${mail}`
}

/**
 * Numbers and writes the order, its lines and (given one) its confirmation e-mail in one
 * statement (raw SQL: drizzle's builder has no data-modifying CTE, and two statements would
 * widen the window two orders draw one number in).
 */
export const insertNumberedOrder = async (
  db: Queryable,
  o: NewOrder,
  items: readonly NewOrderItem[],
  confirmation?: NumberedMail,
): Promise<string> => {
  const row = await firstRow<{ number: string }>(
    db,
    sql`with ${numberedOrderCtes(o, items, confirmation)} select number from ord`,
  )
  if (row === undefined) throw new Error("Order insert returned nothing")
  return row.number
}

/**
 * What placing an order reads beside its cart (cartSnapshotReader): the whole rows of the
 * lines' products and variants, and the signed-in customer's e-mail (an order carries the
 * account's; `customerId` an int value, null for a guest).
 */
export const orderSnapshotJson = (customerId: SQL) =>
  sql<{ products: SellableProduct[]; email: string | null }>`json_build_object(
    'products', ${sellableRowsJson(cartProductIds())},
    'email', (select email from customers where id = ${customerId}::int))`

/** What placeOrderIfUnchanged did. */
export type UnlockedPlacement =
  | { readonly outcome: "placed"; readonly number: string; readonly taken: TakenStock[] }
  /** Some product had fewer units left than the order takes: nothing written. */
  | { readonly outcome: "outOfStock" }
  /** The cart is no longer as read (changed, or ordered meanwhile): nothing written. */
  | { readonly outcome: "changed" }

/**
 * A whole order in one statement, so in a transaction of its own, for a cart read without a
 * lock at `version`: locks the cart row if it is still active and at that version, then the
 * rows of the products it takes stock of (in id order, as the locked placeOrder does), checks
 * on those (their latest versions) that every product is enabled, in stock and has the units
 * left; only then closes the cart, takes the stock, numbers and writes the order, its lines and
 * its e-mail. The row locks end with the statement.
 */
export const placeOrderIfUnchanged = async (
  db: Queryable,
  cart: { readonly id: number; readonly version: string },
  stock: readonly (readonly [productId: number, quantity: number])[],
  o: NewOrder,
  items: readonly NewOrderItem[],
  confirmation?: NumberedMail,
): Promise<UnlockedPlacement> => {
  const need =
    stock.length === 0
      ? sql`select null::int as id, null::real as qty where false`
      : sql`values ${sql.join(
          stock.map(([id, quantity]) => sql`(${id}::int, ${quantity}::real)`),
          sql`, `,
        )}`
  const row = await firstRow<{
    locked: boolean
    ok: boolean | null
    number: string | null
    taken: TakenStock[] | null
  }>(
    db,
    sql`with cart_lock as materialized (
          select id from carts
          where id = ${cart.id} and is_active and xmin = ${cart.version}::xid for update),
        need (id, qty) as (${need}),
        stock_lock as materialized (
          select p.id, p.status, p.stock_status, p.qty from products p cross join cart_lock
          where p.id in (select id from need) order by p.id for update of p),
        enough as (
          select count(l.id) = ${stock.length} and coalesce(bool_and(l.status = 1
            and l.stock_status = 'IN_STOCK' and l.qty >= need.qty), true) as ok
          from need left join stock_lock l on l.id = need.id),
        claim as (
          update carts set is_active = false, updated_at = now() from enough
          where carts.id = (select id from cart_lock) and enough.ok returning carts.id),
        taken as (
          update products set qty = products.qty - need.qty,
            stock_status = case when products.qty - need.qty <= 0 then 'OUT_OF_STOCK'
              else products.stock_status end
          from need, claim where products.id = need.id
          returning products.id, products.parent_id),
        ${numberedOrderCtes(o, items, confirmation, sql`claim`)}
        select exists (select 1 from cart_lock) as locked, (select ok from enough) as ok,
          (select number from ord) as number,
          (select json_agg(json_build_object('productId', id, 'parentId', parent_id))
            from taken) as taken`,
  )
  if (row === undefined || !row.locked) return { outcome: "changed" }
  if (row.ok !== true) return { outcome: "outOfStock" }
  if (row.number === null) throw new Error("Order insert returned nothing")
  return { outcome: "placed", number: row.number, taken: row.taken ?? [] }
}

/** An order as its pages show it; `createdAt` in Magento's format (UTC, `YYYY-MM-DD HH:MM:SS`). */
export type OrderRow = Omit<
  typeof orders.$inferSelect,
  | "cartId"
  | "customerId"
  | "state"
  | "subtotalInclTax"
  | "couponCode"
  | "methodCode"
  | "createdAt"
  | "updatedAt"
  | "statusHistory"
  | "paymentReference"
  | "paymentState"
> & { readonly createdAt: string }

export type OrderItemRow = Omit<
  typeof orderItems.$inferSelect,
  "orderId" | "productId" | "rowTotal" | "taxAmount"
>

/** The columns of an OrderRow (its `createdAt` formatted by the database, as Magento prints it). */
export const orderColumns = {
  id: orders.id,
  number: orders.number,
  storeId: orders.storeId,
  email: orders.email,
  status: orders.status,
  currency: orders.currency,
  subtotal: orders.subtotal,
  discountAmount: orders.discountAmount,
  shippingAmount: orders.shippingAmount,
  taxAmount: orders.taxAmount,
  grandTotal: orders.grandTotal,
  taxes: orders.taxes,
  discounts: orders.discounts,
  shippingAddress: orders.shippingAddress,
  billingAddress: orders.billingAddress,
  carrierCode: orders.carrierCode,
  shippingDescription: orders.shippingDescription,
  paymentCode: orders.paymentCode,
  paymentTitle: orders.paymentTitle,
  comments: orders.comments,
  createdAt: sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`,
}

/** The columns of an OrderItemRow. */
export const orderItemColumns = {
  id: orderItems.id,
  sku: orderItems.sku,
  name: orderItems.name,
  productType: orderItems.productType,
  urlKey: orderItems.urlKey,
  price: orderItems.price,
  quantity: orderItems.quantity,
  discountAmount: orderItems.discountAmount,
  selectedOptions: orderItems.selectedOptions,
  enteredOptions: orderItems.enteredOptions,
  productOptions: orderItems.productOptions,
}

export const orderItemsOf = (db: Queryable, orderId: number): Promise<OrderItemRow[]> =>
  db
    .select(orderItemColumns)
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id))

/** An order by number and e-mail (case-insensitive), in the request's store view, with its customer. */
export const guestOrderRow = async (
  db: Queryable,
  storeId: number,
  number: string,
  email: string,
): Promise<(OrderRow & { readonly customerId: number | null }) | undefined> =>
  (
    await db
      .select({ ...orderColumns, customerId: orders.customerId })
      .from(orders)
      .where(
        and(
          eq(orders.storeId, storeId),
          eq(orders.number, number),
          sql`lower(${orders.email}) = lower(${email})`,
        ),
      )
  )[0]
