// Magento's GetCartForUser: a masked id the current user may work on, still active.

import type { Queryable } from "../db/sqlRows.js"
import type { GraphqlContext } from "../graphql/context.js"
import { authorizationError, inputError, noSuchEntityError } from "../graphql/errors.js"
import { websiteOfStore } from "../store/requestStore.js"
import {
  CART_INACTIVE,
  CART_OF_OTHER_WEBSITE,
  cartNotFound,
  cartNotOwned,
  REQUIRED_CART_ID,
} from "./cartMessages.js"
import { type CartRow, findCartByMaskedId } from "./cartRepository.js"

/** The signed-in customer of the request (a live bearer token), or null for a guest. */
export const customerIdOf = (context: GraphqlContext): number | null => context.customerId

/**
 * Checks a cart row against the current user; throws Magento's errors. As in Magento's
 * GetCartForUser, a guest cart is a guest's only (a signed-in customer must merge or claim it
 * first) and a customer's cart that customer's only. `as` overrides the user: mergeCarts and
 * assignCustomerToGuestCart read their source as a guest, which enforces a guest cart.
 */
export const assertCartForUser = (
  context: GraphqlContext,
  maskedId: string,
  cart: CartRow | undefined,
  as: number | null = customerIdOf(context),
): CartRow => {
  if (cart === undefined) throw noSuchEntityError(cartNotFound(maskedId))
  if (!cart.isActive) throw noSuchEntityError(CART_INACTIVE)
  if ((cart.customerId ?? null) !== as) throw authorizationError(cartNotOwned(maskedId))
  return cart
}

/** Magento's first check of every cart operation: `cart_id` given and not blank. */
export const requireCartId: (maskedId: string | null | undefined) => asserts maskedId is string = (
  maskedId,
) => {
  if (!maskedId || maskedId.trim() === "") throw inputError(REQUIRED_CART_ID)
}

export const cartForUser = async (
  context: GraphqlContext,
  maskedId: string | null | undefined,
  db: Queryable = context.db,
  as: number | null = customerIdOf(context),
): Promise<CartRow> => {
  requireCartId(maskedId)
  const cart = assertCartForUser(context, maskedId, await findCartByMaskedId(db, maskedId), as)
  await assertCartInWebsite(context, cart)
  return cart
}

/**
 * GetCartForUser's store check: a cart serves the store views of its own website only (a cart
 * and its prices belong to one website's catalogue).
 */
export const assertCartInWebsite = async (
  context: GraphqlContext,
  cart: CartRow,
): Promise<void> => {
  if (cart.storeId === context.store.id) return
  if ((await websiteOfStore(context.db, cart.storeId)) !== context.store.websiteId)
    throw inputError(CART_OF_OTHER_WEBSITE)
}
