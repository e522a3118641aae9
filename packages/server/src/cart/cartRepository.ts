// Every SQL statement of the cart domain: carts, their lines, and the catalogue reads that
// adding a product needs.
import { sql } from "drizzle-orm"
import type { CartItemOptions, CartItemWarranty, StoredAddress } from "../db/cartSchema.js"
import { SELLABLE, type SellableProduct } from "./cartCatalog.js"
import { firstRow, type Queryable, rows } from "./sqlRows.js"

export interface CartRow {
  readonly id: number
  readonly masked_id: string
  readonly store_id: number
  readonly customer_id: number | null
  readonly is_active: boolean
  readonly email: string | null
  readonly coupon_code: string | null
  readonly shipping_address: StoredAddress | null
  readonly billing_address: StoredAddress | null
  readonly shipping_carrier_code: string | null
  readonly shipping_method_code: string | null
  readonly payment_method_code: string | null
  /** Applied gift card accounts, in the order applied. */
  readonly gift_card_account_ids: readonly number[]
}

export interface CartItemRow {
  readonly id: number
  readonly cart_id: number
  readonly kind: "product" | "warranty"
  readonly product_id: number
  readonly variant_id: number | null
  readonly quantity: number
  readonly unit_price: number
  readonly options: CartItemOptions
  readonly warranty: CartItemWarranty | null
  readonly covered_item_id: number | null
}

const CART_COLUMNS = sql.raw(
  `id, masked_id, store_id, customer_id, is_active, email, coupon_code, shipping_address,
   billing_address, shipping_carrier_code, shipping_method_code, payment_method_code,
   gift_card_account_ids`,
)

export const findCartByMaskedId = (db: Queryable, maskedId: string) =>
  firstRow<CartRow>(db, sql`select ${CART_COLUMNS} from carts where masked_id = ${maskedId}`)

/** Locks the cart row until the transaction ends (placeOrder, concurrent edits). */
export const lockCart = (db: Queryable, id: number) =>
  firstRow<CartRow>(db, sql`select ${CART_COLUMNS} from carts where id = ${id} for update`)

/**
 * Locks the cart row and moves its `updated_at` in one statement (an UPDATE takes the row lock
 * as FOR UPDATE does: a concurrent change or placeOrder of this cart waits for our commit).
 */
export const lockAndTouchCart = (db: Queryable, id: number) =>
  firstRow<CartRow>(
    db,
    sql`update carts set updated_at = now() where id = ${id} returning ${CART_COLUMNS}`,
  )

/** The same by masked id: saves reading the cart before the transaction. */
export const lockAndTouchCartByMaskedId = (db: Queryable, maskedId: string) =>
  firstRow<CartRow>(
    db,
    sql`update carts set updated_at = now() where masked_id = ${maskedId} returning ${CART_COLUMNS}`,
  )

/**
 * placeOrder's first statement: locks an active cart and closes it (the transaction rolls it
 * back if the order fails). Nothing when the cart is missing or already ordered — a second
 * submit waits here for the first one's commit, then finds the cart inactive.
 */
export const claimActiveCart = (db: Queryable, maskedId: string) =>
  firstRow<CartRow>(
    db,
    sql`update carts set is_active = false, updated_at = now()
        where masked_id = ${maskedId} and is_active returning ${CART_COLUMNS}`,
  )

export const findActiveCustomerCart = (db: Queryable, customerId: number, storeId: number) =>
  firstRow<CartRow>(
    db,
    sql`select ${CART_COLUMNS} from carts
        where customer_id = ${customerId} and store_id = ${storeId} and is_active
        order by id desc limit 1`,
  )

export const insertCart = (
  db: Queryable,
  values: { maskedId: string; storeId: number; customerId: number | null },
) =>
  firstRow<CartRow>(
    db,
    sql`insert into carts (masked_id, store_id, customer_id)
        values (${values.maskedId}, ${values.storeId}, ${values.customerId})
        returning ${CART_COLUMNS}`,
  )

/** Sets some cart columns; `updated_at` always moves. */
export const updateCart = (
  db: Queryable,
  id: number,
  values: {
    email?: string | null
    couponCode?: string | null
    shippingAddress?: StoredAddress | null
    billingAddress?: StoredAddress | null
    shippingMethod?: { carrierCode: string; methodCode: string } | null
    paymentMethodCode?: string | null
    customerId?: number | null
    giftCardAccountIds?: readonly number[]
  },
) => {
  const sets = [sql`updated_at = now()`]
  const json = (v: unknown) => (v === null ? sql`null` : sql`${JSON.stringify(v)}::jsonb`)
  if (values.email !== undefined) sets.push(sql`email = ${values.email}`)
  if (values.couponCode !== undefined) sets.push(sql`coupon_code = ${values.couponCode}`)
  if (values.shippingAddress !== undefined)
    sets.push(sql`shipping_address = ${json(values.shippingAddress)}`)
  if (values.billingAddress !== undefined)
    sets.push(sql`billing_address = ${json(values.billingAddress)}`)
  if (values.shippingMethod !== undefined) {
    sets.push(sql`shipping_carrier_code = ${values.shippingMethod?.carrierCode ?? null}`)
    sets.push(sql`shipping_method_code = ${values.shippingMethod?.methodCode ?? null}`)
  }
  if (values.paymentMethodCode !== undefined)
    sets.push(sql`payment_method_code = ${values.paymentMethodCode}`)
  if (values.customerId !== undefined) sets.push(sql`customer_id = ${values.customerId}`)
  if (values.giftCardAccountIds !== undefined)
    sets.push(sql`gift_card_account_ids = ${json(values.giftCardAccountIds)}`)
  return db.execute(sql`update carts set ${sql.join(sets, sql`, `)} where id = ${id}`)
}

/** Marks the cart ordered; false when it already was (a concurrent or repeated placeOrder). */
export const deactivateCart = async (db: Queryable, id: number): Promise<boolean> =>
  (
    await rows<{ id: number }>(
      db,
      sql`update carts set is_active = false, updated_at = now()
          where id = ${id} and is_active returning id`,
    )
  ).length === 1

const ITEM_COLUMNS = sql.raw(
  `id, cart_id, kind, product_id, variant_id, quantity, unit_price, options, warranty, covered_item_id`,
)

export const cartItemsOf = (db: Queryable, cartId: number) =>
  rows<CartItemRow>(
    db,
    sql`select ${ITEM_COLUMNS} from cart_items where cart_id = ${cartId} order by id`,
  )

/**
 * A cart's lines (in id order) and the whole rows of their products and variants, in one
 * statement: the lines travel as JSON beside each product row (a left join keeps them when no
 * product row matches).
 */
export const cartLinesWithProducts = async (
  db: Queryable,
  cartId: number,
): Promise<{ items: CartItemRow[]; products: SellableProduct[] }> => {
  const found = await rows<Partial<SellableProduct> & { cart_lines: CartItemRow[] | null }>(
    db,
    sql`with lines as (select ${ITEM_COLUMNS} from cart_items where cart_id = ${cartId})
        select l.cart_lines, ${SELLABLE}
        from (select json_agg(lines order by lines.id) as cart_lines from lines) l
        left join products p
          on p.id in (select product_id from lines union select variant_id from lines)`,
  )
  return {
    items: found[0]?.cart_lines ?? [],
    products: found.filter(
      (r): r is SellableProduct & { cart_lines: CartItemRow[] | null } =>
        r.id !== null && r.id !== undefined,
    ),
  }
}

export const insertCartItem = (
  db: Queryable,
  item: {
    cartId: number
    kind?: "product" | "warranty"
    productId: number
    variantId: number | null
    quantity: number
    unitPrice: number
    options: CartItemOptions
    warranty?: CartItemWarranty | null
    coveredItemId?: number | null
  },
) =>
  firstRow<CartItemRow>(
    db,
    sql`insert into cart_items
          (cart_id, kind, product_id, variant_id, quantity, unit_price, options, warranty, covered_item_id)
        values (${item.cartId}, ${item.kind ?? "product"}, ${item.productId}, ${item.variantId},
          ${item.quantity}, ${item.unitPrice}, ${JSON.stringify(item.options)}::jsonb,
          ${item.warranty ? JSON.stringify(item.warranty) : null}::jsonb, ${item.coveredItemId ?? null})
        returning ${ITEM_COLUMNS}`,
  )

/** Sets a line's quantity and that of the plans covering it (a plan follows its line). */
export const setCartItemQuantity = (db: Queryable, id: number, quantity: number) =>
  db.execute(
    sql`update cart_items set quantity = ${quantity} where id = ${id} or covered_item_id = ${id}`,
  )

/** Removes a line and the warranty lines covering it. */
export const deleteCartItem = (db: Queryable, cartId: number, id: number) =>
  db.execute(
    sql`delete from cart_items where cart_id = ${cartId} and (id = ${id} or covered_item_id = ${id})`,
  )

export const moveCartItems = (db: Queryable, fromCartId: number, toCartId: number) =>
  db.execute(sql`update cart_items set cart_id = ${toCartId} where cart_id = ${fromCartId}`)

/** Removes the plan lines covering a line. */
export const deleteWarrantyLinesOf = (db: Queryable, coveredItemId: number) =>
  db.execute(sql`delete from cart_items where covered_item_id = ${coveredItemId}`)
