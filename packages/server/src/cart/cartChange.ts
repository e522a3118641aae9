// How every change of a cart runs: one transaction that locks the cart row, checks the user may
// change it, applies the change and builds the cart's view from what the transaction holds.
// A change of the cart row's own columns (a checkout step) first tries without a transaction:
// the cart read with its lines, then one update that holds only if the row is still as read.
import { sellableProductsById } from "../catalog/cartCatalog.js"
import type { ProductDbRow } from "../catalog/productRepository.js"
import type { Queryable } from "../db/sqlRows.js"
import type { GraphqlContext } from "../graphql/context.js"
import {
  assertCartForUser,
  assertCartInWebsite,
  customerIdOf,
  requireCartId,
} from "./cartAccess.js"
import {
  type CartItemRow,
  type CartRow,
  type CartUpdate,
  cartLinesWithProducts,
  cartProductsJson,
  cartSnapshotReader,
  lockAndTouchCart,
  lockAndTouchCartByMaskedId,
  lockCart,
  updateCart,
  updateCartIfUnchanged,
  updateOwnCartByMaskedId,
} from "./cartRepository.js"
import { buildCartView, rememberCartView } from "./cartView.js"

export type CartTx = Parameters<Parameters<GraphqlContext["db"]["transaction"]>[0]>[0]

/** What a change may tell: the lines the cart now holds, and that it left the cart row alone. */
export interface CartChangeOutcome {
  /** Every line of the cart after the change, in id order (saves reading them again). */
  readonly items?: readonly CartItemRow[]
  /** The change wrote no column of `carts` (so the locked row is still the truth). */
  readonly cartRowUnchanged?: boolean
  /** The cart row as the change's own update left it (saves reading it again). */
  readonly cart?: CartRow | undefined
  /** Whole product rows the change read (the view reads only the others). */
  readonly products?: ReadonlyMap<number, ProductDbRow>
}

// biome-ignore lint/suspicious/noConfusingVoidType: most changes are async blocks returning nothing.
export type CartChange = (tx: CartTx, locked: CartRow) => Promise<void | CartChangeOutcome>

/**
 * One transaction: lock the cart row (moving updated_at), check the user may change it, apply
 * the change, then build the cart's view from what the transaction holds and hand it to this
 * request's resolvers, so the mutation's `cart` is not read again after the commit.
 */
const runCartChange = async (
  context: GraphqlContext,
  maskedId: string,
  lock: (tx: CartTx) => Promise<CartRow | undefined>,
  change: CartChange,
): Promise<CartRow> => {
  const view = await context.db.transaction(async (tx) => {
    const locked = assertCartForUser(context, maskedId, await lock(tx))
    await assertCartInWebsite(context, locked)
    const outcome = (await change(tx, locked)) ?? {}
    const fresh =
      outcome.cart ??
      (outcome.cartRowUnchanged === true ? locked : ((await lockCart(tx, locked.id)) ?? locked))
    return buildCartView(context, tx, fresh, outcome.items, outcome.products)
  })
  rememberCartView(context, view)
  return view.cart
}

/** Runs a change of a cart read before (cartForUser) under its row lock; returns the fresh row. */
export const changeCart = (
  context: GraphqlContext,
  cart: CartRow,
  change: CartChange,
): Promise<CartRow> =>
  runCartChange(context, cart.maskedId, (tx) => lockAndTouchCart(tx, cart.id), change)

/** The same from a masked id, without reading the cart before the transaction. */
export const changeCartByMaskedId = async (
  context: GraphqlContext,
  maskedId: string | null | undefined,
  change: CartChange,
): Promise<CartRow> => {
  requireCartId(maskedId)
  return runCartChange(context, maskedId, (tx) => lockAndTouchCartByMaskedId(tx, maskedId), change)
}

/** A cart's lines (in id order) and the rows of their products and variants, by id. */
export interface CartLines {
  readonly items: readonly CartItemRow[]
  readonly products: ReadonlyMap<number, ProductDbRow>
}

/**
 * A change of the cart row's own columns: the checks it makes on the cart (and on its lines,
 * which `lines` reads once when asked), then the columns to set. `db` reads what else it needs.
 */
export type CartRowChange = (
  db: Queryable,
  cart: CartRow,
  lines: () => Promise<CartLines>,
) => Promise<CartUpdate>

/** The cart, its lines and their products, in one prepared statement. */
const snapshotForRowChange = cartSnapshotReader("cart_snapshotForRowChange", cartProductsJson())

/**
 * Runs a change of the cart row's columns in two statements: the cart, its lines and their
 * products read together without a lock, the change's checks on them, then one update that
 * sets the columns only if the cart row is still at the version read (every change of a cart or
 * of its lines moves that row). A cart changed between the two takes the locked transaction,
 * where the change checks the cart again as it then is.
 */
export const changeCartRowByMaskedId = async (
  context: GraphqlContext,
  maskedId: string | null | undefined,
  change: CartRowChange,
): Promise<CartRow> => {
  requireCartId(maskedId)
  const read = await snapshotForRowChange(context.db, maskedId)
  const cart = assertCartForUser(context, maskedId, read?.cart)
  await assertCartInWebsite(context, cart)
  if (read !== undefined) {
    const lines: CartLines = {
      items: read.items,
      products: sellableProductsById(read.also),
    }
    const values = await change(context.db, cart, async () => lines)
    const written = await updateCartIfUnchanged(context.db, cart.id, read.version, values)
    if (written !== undefined) {
      const view = await buildCartView(context, context.db, written, lines.items, lines.products)
      rememberCartView(context, view)
      return view.cart
    }
  }
  return changeCartByMaskedId(context, maskedId, async (tx, locked) => {
    let lines: CartLines | undefined
    const values = await change(tx, locked, async () => {
      if (lines === undefined) {
        const found = await cartLinesWithProducts(tx, locked.id)
        lines = { items: found.items, products: new Map(found.products.map((r) => [r.id, r])) }
      }
      return lines
    })
    const cart = await updateCart(tx, locked.id, values)
    return lines === undefined ? { cart } : { cart, items: lines.items, products: lines.products }
  })
}

/**
 * Sets cart columns whose only check is on the cart row itself (a guest's e-mail) in one
 * statement: the update holds only for the requester's active cart in this store view, and
 * answers the cart with its lines and their products. Any other cart takes
 * `changeCartRowByMaskedId`, which tells why it may not be changed (or changes it: a cart of
 * another store view of the same website).
 */
export const setCartColumnsByMaskedId = async (
  context: GraphqlContext,
  maskedId: string | null | undefined,
  values: CartUpdate,
): Promise<CartRow> => {
  requireCartId(maskedId)
  const written = await updateOwnCartByMaskedId(
    context.db,
    maskedId,
    customerIdOf(context),
    context.store.id,
    values,
  )
  if (written === undefined) return changeCartRowByMaskedId(context, maskedId, async () => values)
  const products = sellableProductsById(written.also)
  const view = await buildCartView(context, context.db, written.cart, written.items, products)
  rememberCartView(context, view)
  return view.cart
}
