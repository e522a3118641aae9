// Every SQL statement of orders: numbers, stock taking, writes and reads.
import { sql } from "drizzle-orm"
import { firstRow, type Queryable, rows } from "../cart/sqlRows.js"
import type { StoredAddress } from "../db/cartSchema.js"
import type { OrderAmountLine } from "../db/salesSchema.js"

/**
 * Takes `quantity` units of a product if that many are left (a conditional UPDATE: concurrent
 * buyers of the last units cannot both succeed, and stock never goes negative). The product
 * turns OUT_OF_STOCK when its last unit is taken.
 */
export const takeStock = async (db: Queryable, productId: number, quantity: number) =>
  (
    await rows<{ id: number }>(
      db,
      sql`update products
          set qty = qty - ${quantity},
              stock_status = case when qty - ${quantity} <= 0 then 'OUT_OF_STOCK' else stock_status end
          where id = ${productId} and status = 1 and stock_status = 'IN_STOCK' and qty >= ${quantity}
          returning id`,
    )
  ).length === 1

/** Magento-style increment id: 9 digits per store view (prefixed by the store id past the first). */
export const nextOrderNumber = async (db: Queryable, storeId: number): Promise<string> => {
  const row = await firstRow<{ last_value: number }>(
    db,
    sql`insert into order_sequences (store_id, last_value) values (${storeId}, 1)
        on conflict (store_id) do update set last_value = order_sequences.last_value + 1
        returning last_value`,
  )
  const value = String(row?.last_value ?? 1).padStart(9, "0")
  return storeId === 1 ? value : `${storeId}${value}`
}

export interface NewOrder {
  readonly number: string
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
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`

export const insertOrder = async (db: Queryable, o: NewOrder, items: readonly NewOrderItem[]) => {
  const row = await firstRow<{ id: number }>(
    db,
    sql`insert into orders (number, store_id, cart_id, customer_id, email, status, state, currency,
          subtotal, subtotal_incl_tax, discount_amount, shipping_amount, tax_amount, grand_total,
          coupon_code, taxes, discounts, shipping_address, billing_address, carrier_code,
          method_code, shipping_description, payment_code, payment_title)
        values (${o.number}, ${o.storeId}, ${o.cartId}, ${o.customerId}, ${o.email}, 'pending', 'new',
          ${o.currency}, ${o.subtotal}, ${o.subtotalInclTax}, ${o.discountAmount}, ${o.shippingAmount},
          ${o.taxAmount}, ${o.grandTotal}, ${o.couponCode}, ${json(o.taxes)}, ${json(o.discounts)},
          ${o.shippingAddress === null ? null : JSON.stringify(o.shippingAddress)}::jsonb,
          ${json(o.billingAddress)}, ${o.carrierCode}, ${o.methodCode}, ${o.shippingDescription},
          ${o.paymentCode}, ${o.paymentTitle})
        returning id`,
  )
  if (row === undefined) throw new Error("Order insert returned nothing")
  if (items.length > 0) {
    await db.execute(
      sql`insert into order_items (order_id, product_id, sku, name, product_type, url_key, price,
            quantity, row_total, discount_amount, tax_amount, selected_options, entered_options)
          values ${sql.join(
            items.map(
              (i) =>
                sql`(${row.id}, ${i.productId}, ${i.sku}, ${i.name}, ${i.productType}, ${i.urlKey},
                  ${i.price}, ${i.quantity}, ${i.rowTotal}, ${i.discountAmount}, ${i.taxAmount},
                  ${json(i.selectedOptions)}, ${json(i.enteredOptions)})`,
            ),
            sql`, `,
          )}`,
    )
  }
  return row.id
}

export interface OrderRow {
  readonly id: number
  readonly number: string
  readonly store_id: number
  readonly email: string
  readonly status: string
  readonly currency: string
  readonly subtotal: number
  readonly discount_amount: number
  readonly shipping_amount: number
  readonly tax_amount: number
  readonly grand_total: number
  readonly taxes: OrderAmountLine[]
  readonly discounts: OrderAmountLine[]
  readonly shipping_address: StoredAddress | null
  readonly billing_address: StoredAddress
  readonly carrier_code: string | null
  readonly shipping_description: string | null
  readonly payment_code: string
  readonly payment_title: string
  readonly created_at: string
}

export interface OrderItemRow {
  readonly id: number
  readonly sku: string
  readonly name: string
  readonly product_type: string
  readonly url_key: string | null
  readonly price: number
  readonly quantity: number
  readonly discount_amount: number
  readonly selected_options: { label: string; value: string }[]
  readonly entered_options: { label: string; value: string }[]
}

const ORDER_COLUMNS = sql.raw(
  `id, number, store_id, email, status, currency, subtotal, discount_amount, shipping_amount,
   tax_amount, grand_total, taxes, discounts, shipping_address, billing_address, carrier_code,
   shipping_description, payment_code, payment_title,
   to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as created_at`,
)

export const orderByNumber = (db: Queryable, storeId: number, number: string) =>
  firstRow<OrderRow>(
    db,
    sql`select ${ORDER_COLUMNS} from orders where store_id = ${storeId} and number = ${number}`,
  )

export const orderItemsOf = (db: Queryable, orderId: number) =>
  rows<OrderItemRow>(
    db,
    sql`select id, sku, name, product_type, url_key, price, quantity, discount_amount,
          selected_options, entered_options
        from order_items where order_id = ${orderId} order by id`,
  )

/** A guest's order by number and e-mail (case-insensitive), in the request's store view. */
export const guestOrderRow = (db: Queryable, storeId: number, number: string, email: string) =>
  firstRow<OrderRow>(
    db,
    sql`select ${ORDER_COLUMNS} from orders
        where store_id = ${storeId} and number = ${number} and lower(email) = lower(${email})`,
  )
