// How every change of a cart runs: one transaction that locks the cart row, checks the user may
// change it, applies the change and builds the cart's view from what the transaction holds.
import type { ProductDbRow } from "../catalog/productRepository.js"
import type { GraphqlContext } from "../graphql/context.js"
import { assertCartForUser, assertCartInWebsite, requireCartId } from "./cartAccess.js"
import {
  type CartItemRow,
  type CartRow,
  lockAndTouchCart,
  lockAndTouchCartByMaskedId,
  lockCart,
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
