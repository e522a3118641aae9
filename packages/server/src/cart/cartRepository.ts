// Every SQL statement of the cart domain: carts and their lines, through drizzle's query builder
// with the tables' inferred row types.
import { and, asc, desc, eq, getTableColumns, or, sql } from "drizzle-orm"
import { type SellableProduct, sellableRow } from "../catalog/cartCatalog.js"
import { type CartItemOptions, type CartItemWarranty, cartItems, carts } from "../db/cartSchema.js"
import { products } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"
import type { CartPaymentData } from "../payment/paymentProvider.js"

/** A cart as the domain reads it: every column of `carts` but its timestamps. */
export type CartRow = Omit<typeof carts.$inferSelect, "createdAt" | "updatedAt">

/** A cart line: every column of `cart_items` but its timestamp. */
export type CartItemRow = Omit<typeof cartItems.$inferSelect, "createdAt">

const CART_COLUMNS = {
  id: carts.id,
  maskedId: carts.maskedId,
  storeId: carts.storeId,
  customerId: carts.customerId,
  isActive: carts.isActive,
  email: carts.email,
  couponCode: carts.couponCode,
  shippingAddress: carts.shippingAddress,
  billingAddress: carts.billingAddress,
  shippingCarrierCode: carts.shippingCarrierCode,
  shippingMethodCode: carts.shippingMethodCode,
  paymentMethodCode: carts.paymentMethodCode,
  paymentData: carts.paymentData,
  giftCardAccountIds: carts.giftCardAccountIds,
}

const ITEM_COLUMNS = {
  id: cartItems.id,
  cartId: cartItems.cartId,
  kind: cartItems.kind,
  productId: cartItems.productId,
  variantId: cartItems.variantId,
  quantity: cartItems.quantity,
  unitPrice: cartItems.unitPrice,
  options: cartItems.options,
  warranty: cartItems.warranty,
  coveredItemId: cartItems.coveredItemId,
}

const touched = { updatedAt: sql`now()` }

export const findCartByMaskedId = async (
  db: Queryable,
  maskedId: string,
): Promise<CartRow | undefined> =>
  (await db.select(CART_COLUMNS).from(carts).where(eq(carts.maskedId, maskedId)))[0]

/** Locks the cart row until the transaction ends (placeOrder, concurrent edits). */
export const lockCart = async (db: Queryable, id: number): Promise<CartRow | undefined> =>
  (await db.select(CART_COLUMNS).from(carts).where(eq(carts.id, id)).for("update"))[0]

/**
 * Locks the cart row and moves its `updated_at` in one statement (an UPDATE takes the row lock
 * as FOR UPDATE does: a concurrent change or placeOrder of this cart waits for our commit).
 */
export const lockAndTouchCart = async (db: Queryable, id: number): Promise<CartRow | undefined> =>
  (await db.update(carts).set(touched).where(eq(carts.id, id)).returning(CART_COLUMNS))[0]

/** The same by masked id: saves reading the cart before the transaction. */
export const lockAndTouchCartByMaskedId = async (
  db: Queryable,
  maskedId: string,
): Promise<CartRow | undefined> =>
  (
    await db.update(carts).set(touched).where(eq(carts.maskedId, maskedId)).returning(CART_COLUMNS)
  )[0]

/**
 * placeOrder's first statement: locks an active cart and closes it (the transaction rolls it
 * back if the order fails). Nothing when the cart is missing or already ordered — a second
 * submit waits here for the first one's commit, then finds the cart inactive.
 */
export const claimActiveCart = async (
  db: Queryable,
  maskedId: string,
): Promise<CartRow | undefined> =>
  (
    await db
      .update(carts)
      .set({ isActive: false, ...touched })
      .where(and(eq(carts.maskedId, maskedId), eq(carts.isActive, true)))
      .returning(CART_COLUMNS)
  )[0]

export const findActiveCustomerCart = async (
  db: Queryable,
  customerId: number,
  storeId: number,
): Promise<CartRow | undefined> =>
  (
    await db
      .select(CART_COLUMNS)
      .from(carts)
      .where(
        and(eq(carts.customerId, customerId), eq(carts.storeId, storeId), eq(carts.isActive, true)),
      )
      .orderBy(desc(carts.id))
      .limit(1)
  )[0]

export const insertCart = async (
  db: Queryable,
  values: { maskedId: string; storeId: number; customerId: number | null },
): Promise<CartRow | undefined> =>
  (await db.insert(carts).values(values).returning(CART_COLUMNS))[0]

/** Sets some cart columns; `updated_at` always moves. */
export const updateCart = (
  db: Queryable,
  id: number,
  values: {
    email?: string | null
    couponCode?: string | null
    shippingAddress?: CartRow["shippingAddress"]
    billingAddress?: CartRow["billingAddress"]
    shippingMethod?: { carrierCode: string; methodCode: string } | null
    paymentMethodCode?: string | null
    paymentData?: CartPaymentData
    customerId?: number | null
    giftCardAccountIds?: readonly number[]
  },
) => {
  const { shippingMethod, giftCardAccountIds, ...columns } = values
  return db
    .update(carts)
    .set({
      ...touched,
      ...columns,
      ...(shippingMethod === undefined
        ? {}
        : {
            shippingCarrierCode: shippingMethod?.carrierCode ?? null,
            shippingMethodCode: shippingMethod?.methodCode ?? null,
          }),
      ...(giftCardAccountIds === undefined ? {} : { giftCardAccountIds: [...giftCardAccountIds] }),
    })
    .where(eq(carts.id, id))
}

/** Marks the cart ordered; false when it already was (a concurrent or repeated placeOrder). */
export const deactivateCart = async (db: Queryable, id: number): Promise<boolean> =>
  (
    await db
      .update(carts)
      .set({ isActive: false, ...touched })
      .where(and(eq(carts.id, id), eq(carts.isActive, true)))
      .returning({ id: carts.id })
  ).length === 1

export const cartItemsOf = (db: Queryable, cartId: number): Promise<CartItemRow[]> =>
  db
    .select(ITEM_COLUMNS)
    .from(cartItems)
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id))

// A line as a JSON object keyed like CartItemRow (the CTE `lines` holds the columns by name).
const LINE_JSON = sql.raw(
  `json_build_object(${Object.entries(getTableColumns(cartItems))
    .filter(([key]) => key in ITEM_COLUMNS)
    .map(([key, column]) => `'${key}', lines.${column.name}`)
    .join(", ")})`,
)

/**
 * A cart's lines (in id order) and the whole rows of their products and variants, in one
 * statement: the lines travel as one JSON array beside each product row (an aggregate, so a
 * documented SQL fragment; a left join keeps the lines when no product row matches).
 */
export const cartLinesWithProducts = async (
  db: Queryable,
  cartId: number,
): Promise<{ items: CartItemRow[]; products: SellableProduct[] }> => {
  const lines = db
    .$with("lines")
    .as(db.select(ITEM_COLUMNS).from(cartItems).where(eq(cartItems.cartId, cartId)))
  const found = await db
    .with(lines)
    .select({ cartLines: sql<CartItemRow[] | null>`l.cart_lines`, product: sellableRow() })
    .from(sql`(select json_agg(${LINE_JSON} order by lines.id) as cart_lines from lines) l`)
    .leftJoin(
      products,
      sql`${products.id} in (select product_id from lines union select variant_id from lines)`,
    )
  return {
    items: found[0]?.cartLines ?? [],
    products: found.flatMap((r) => (r.product === null ? [] : [r.product])),
  }
}

export const insertCartItem = async (
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
): Promise<CartItemRow | undefined> =>
  (
    await db
      .insert(cartItems)
      .values({
        cartId: item.cartId,
        kind: item.kind ?? "product",
        productId: item.productId,
        variantId: item.variantId,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        options: item.options,
        warranty: item.warranty ?? null,
        coveredItemId: item.coveredItemId ?? null,
      })
      .returning(ITEM_COLUMNS)
  )[0]

/** Sets a line's quantity and that of the plans covering it (a plan follows its line). */
export const setCartItemQuantity = (db: Queryable, id: number, quantity: number) =>
  db
    .update(cartItems)
    .set({ quantity })
    .where(or(eq(cartItems.id, id), eq(cartItems.coveredItemId, id)))

/** Removes a line and the warranty lines covering it. */
export const deleteCartItem = (db: Queryable, cartId: number, id: number) =>
  db
    .delete(cartItems)
    .where(
      and(eq(cartItems.cartId, cartId), or(eq(cartItems.id, id), eq(cartItems.coveredItemId, id))),
    )

export const moveCartItems = (db: Queryable, fromCartId: number, toCartId: number) =>
  db.update(cartItems).set({ cartId: toCartId }).where(eq(cartItems.cartId, fromCartId))

/** Removes the plan lines covering a line. */
export const deleteWarrantyLinesOf = (db: Queryable, coveredItemId: number) =>
  db.delete(cartItems).where(eq(cartItems.coveredItemId, coveredItemId))
