// Every SQL statement of the cart domain: carts and their lines, through drizzle's query builder
// with the tables' inferred row types.
import { and, asc, desc, eq, getTableColumns, or, type SQL, sql } from "drizzle-orm"
import { type SellableProduct, sellableProductsJson, sellableRow } from "../catalog/cartCatalog.js"
import { type CartItemOptions, type CartItemWarranty, cartItems, carts } from "../db/cartSchema.js"
import type { Db } from "../db/database.js"
import { products } from "../db/schema.js"
import { firstRow, type Queryable } from "../db/sqlRows.js"
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

/** Columns of a cart a change sets (`updated_at` always moves with them). */
export interface CartUpdate {
  readonly email?: string | null
  readonly couponCode?: string | null
  readonly shippingAddress?: CartRow["shippingAddress"]
  readonly billingAddress?: CartRow["billingAddress"]
  readonly shippingMethod?: { carrierCode: string; methodCode: string } | null
  readonly paymentMethodCode?: string | null
  readonly paymentData?: CartPaymentData
  readonly customerId?: number | null
  readonly giftCardAccountIds?: readonly number[]
}

const cartSet = (values: CartUpdate) => {
  const { shippingMethod, giftCardAccountIds, ...columns } = values
  return {
    ...touched,
    ...columns,
    ...(shippingMethod === undefined
      ? {}
      : {
          shippingCarrierCode: shippingMethod?.carrierCode ?? null,
          shippingMethodCode: shippingMethod?.methodCode ?? null,
        }),
    ...(giftCardAccountIds === undefined ? {} : { giftCardAccountIds: [...giftCardAccountIds] }),
  }
}

/** Sets some cart columns (`updated_at` always moves) and answers the row as it now is. */
export const updateCart = async (
  db: Queryable,
  id: number,
  values: CartUpdate,
): Promise<CartRow | undefined> =>
  (await db.update(carts).set(cartSet(values)).where(eq(carts.id, id)).returning(CART_COLUMNS))[0]

/**
 * The same for a cart read without a lock (cartSnapshotReader), in one statement: only if the
 * row is still at `version`. Undefined (nothing written) when the cart changed since it was read.
 */
export const updateCartIfUnchanged = async (
  db: Queryable,
  id: number,
  version: string,
  values: CartUpdate,
): Promise<CartRow | undefined> =>
  (
    await db
      .update(carts)
      .set(cartSet(values))
      .where(and(eq(carts.id, id), sql`${carts}.xmin = ${version}::xid`))
      .returning(CART_COLUMNS)
  )[0]

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

/**
 * A JSON object of a row of `table` keyed like the domain reads it (`columns`' keys), from the
 * row named `alias` in a statement (a CTE's or a table's).
 */
const rowJson = (columns: Record<string, { name: string }>, alias: string): SQL =>
  sql.raw(
    `json_build_object(${Object.entries(columns)
      .map(([key, column]) => `'${key}', ${alias}.${column.name}`)
      .join(", ")})`,
  )

/**
 * The ids of a cart's products and variants (and any `also` selects), as a subquery of a
 * cartSnapshotReader's `also` (the cart row is `carts`).
 */
export const cartProductIds = (also?: SQL): SQL =>
  sql`select product_id from cart_items where cart_id = ${carts}.id
    union select variant_id from cart_items where cart_id = ${carts}.id${
      also === undefined ? sql`` : sql` union ${also}`
    }`

/** Those products with their categories, as sellableProductsJson reads them. */
export const cartProductsJson = (also?: SQL) => sellableProductsJson(cartProductIds(also))

/** A cart as cartSnapshotReader reads it. */
export interface CartSnapshot<T> {
  readonly cart: CartRow
  /** The cart row's version (its `xmin`). */
  readonly version: string
  /** Its lines, in id order. */
  readonly items: CartItemRow[]
  /** What the reader's `also` fragment read beside them. */
  readonly also: T
}

/** The lines of the cart row at hand (`carts`), in id order, as one JSON array. */
const cartItemsJson = (): SQL<CartItemRow[]> =>
  sql<CartItemRow[]>`(select coalesce(json_agg(${rowJson(ITEM_COLUMNS, "l")}
    order by l.id), '[]'::json) from cart_items l where l.cart_id = ${carts}.id)`

const snapshotSelect = <T>(db: Db, also: SQL<T>) =>
  db
    .select({
      ...CART_COLUMNS,
      version: sql<string>`${carts}.xmin::text`,
      items: cartItemsJson(),
      also,
    })
    .from(carts)
    .where(eq(carts.maskedId, sql.placeholder("maskedId")))

/**
 * Sets some cart columns on the cart of `maskedId` only if it is `owner`'s active cart (null: a
 * guest's) in store view `storeId`, answering the row as it now is with its lines and their
 * products (`cartProductsJson`), in one statement. Undefined (nothing written) when it is not.
 */
export const updateOwnCartByMaskedId = async (
  db: Queryable,
  maskedId: string,
  owner: number | null,
  storeId: number,
  values: CartUpdate,
) => {
  const [written] = await db
    .update(carts)
    .set(cartSet(values))
    .where(
      and(
        eq(carts.maskedId, maskedId),
        eq(carts.isActive, true),
        sql`${carts.customerId} is not distinct from ${owner}::int`,
        eq(carts.storeId, storeId),
      ),
    )
    .returning({ ...CART_COLUMNS, items: cartItemsJson(), also: cartProductsJson() })
  if (written === undefined) return undefined
  const { items, also, ...cart } = written
  return { cart, items, also }
}

/**
 * A reader of a cart as a change without a lock reads it: the row, its version (the row's
 * `xmin`: every change of a cart or of its lines updates the cart row, so a new version means a
 * change) and its lines in id order, with `also` (what the change reads beside them, e.g. the
 * products, its values as `sql.placeholder`s) in the same statement. A named prepared statement,
 * built once per database: PostgreSQL parses and plans it once per connection. The reader
 * answers undefined when no cart has that masked id.
 */
export const cartSnapshotReader = <T>(name: string, also: SQL<T>) => {
  const built = new WeakMap<Db, ReturnType<typeof prepare>>()
  const prepare = (db: Db) => snapshotSelect(db, also).prepare(name)
  return async (
    db: Db,
    maskedId: string,
    values: Readonly<Record<string, unknown>> = {},
  ): Promise<CartSnapshot<T> | undefined> => {
    let statement = built.get(db)
    if (statement === undefined) {
      statement = prepare(db)
      built.set(db, statement)
    }
    const [found] = await statement.execute({ ...values, maskedId })
    if (found === undefined) return undefined
    const { version, items, also: extra, ...cart } = found
    return { cart, version, items, also: extra as T }
  }
}

/** A product line to insert, as addProductsToCart resolved it. */
export interface NewCartLine {
  readonly productId: number
  readonly variantId: number | null
  readonly quantity: number
  readonly unitPrice: number
  readonly options: CartItemOptions
}

/**
 * Writes an add to a cart read by cartSnapshotReader in one statement, so in a transaction
 * of its own: moves the cart's `updated_at`, sets the quantities of existing lines (and of the
 * plans covering them), inserts the new lines; all of it only if the cart row is still at
 * `version`. Undefined (nothing written) when the cart changed since it was read.
 */
export const writeCartLinesIfUnchanged = async (
  db: Queryable,
  cartId: number,
  version: string,
  quantities: ReadonlyMap<number, number>,
  inserts: readonly NewCartLine[],
): Promise<{ readonly cart: CartRow; readonly inserted: CartItemRow[] } | undefined> => {
  const updates =
    quantities.size === 0
      ? sql``
      : sql`, updated as (
          update cart_items set quantity = v.quantity
          from cart, (values ${sql.join(
            [...quantities].map(([id, quantity]) => sql`(${id}::int, ${quantity}::real)`),
            sql`, `,
          )}) as v(id, quantity)
          where cart_items.cart_id = cart.id
            and (cart_items.id = v.id or cart_items.covered_item_id = v.id)
          returning cart_items.id)`
  const inserting =
    inserts.length === 0
      ? sql``
      : sql`, inserted as (
          insert into cart_items (cart_id, kind, product_id, variant_id, quantity, unit_price, options)
          select cart.id, 'product', v.product_id, v.variant_id, v.quantity, v.unit_price, v.options
          from cart cross join (values ${sql.join(
            inserts.map(
              (line, position) =>
                sql`(${position}::int, ${line.productId}::int, ${line.variantId}::int,
                  ${line.quantity}::real, ${line.unitPrice}::int, ${JSON.stringify(line.options)}::jsonb)`,
            ),
            sql`, `,
          )}) as v(position, product_id, variant_id, quantity, unit_price, options)
          order by v.position
          returning ${sql.raw(
            Object.values(ITEM_COLUMNS)
              .map((c) => c.name)
              .join(", "),
          )})`
  const row = await firstRow<{ cart: CartRow; inserted: CartItemRow[] }>(
    db,
    sql`with cart as (
          update carts set updated_at = now() where id = ${cartId} and xmin = ${version}::xid
          returning ${sql.raw(
            Object.values(CART_COLUMNS)
              .map((c) => c.name)
              .join(", "),
          )})
        ${updates}
        ${inserting}
        select ${rowJson(CART_COLUMNS, "cart")} as cart,
          ${
            inserts.length === 0
              ? sql`'[]'::json`
              : sql`(select json_agg(${rowJson(ITEM_COLUMNS, "inserted")} order by inserted.id)
                  from inserted)`
          } as inserted
          ${quantities.size === 0 ? sql`` : sql`, (select count(*) from updated) as updated`}
        from cart`,
  )
  return row
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
