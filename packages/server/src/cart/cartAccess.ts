// Magento's GetCartForUser: a masked id the current user may work on, still active.
import type { GraphqlContext } from "../graphql/context.js"
import { authorizationError, inputError, noSuchEntityError } from "../graphql/errors.js"
import { CART_INACTIVE, cartNotFound, cartNotOwned, REQUIRED_CART_ID } from "./cartMessages.js"
import { type CartRow, findCartByMaskedId } from "./cartRepository.js"
import type { Queryable } from "./sqlRows.js"

/** Set by the customer domain once a request carries a valid customer token. */
export const customerIdOf = (context: GraphqlContext): number | null => {
  const id = (context as { readonly customerId?: unknown }).customerId
  return typeof id === "number" ? id : null
}

/** Checks a cart row against the current user; throws Magento's errors. */
export const assertCartForUser = (
  context: GraphqlContext,
  maskedId: string,
  cart: CartRow | undefined,
): CartRow => {
  if (cart === undefined) throw noSuchEntityError(cartNotFound(maskedId))
  if (!cart.is_active) throw noSuchEntityError(CART_INACTIVE)
  const customerId = customerIdOf(context)
  // A guest cart is open to anyone holding its id; a customer's cart only to that customer.
  if (cart.customer_id !== null && cart.customer_id !== customerId)
    throw authorizationError(cartNotOwned(maskedId))
  return cart
}

export const cartForUser = async (
  context: GraphqlContext,
  maskedId: string | null | undefined,
  db: Queryable = context.db,
): Promise<CartRow> => {
  if (!maskedId || maskedId.trim() === "") throw inputError(REQUIRED_CART_ID)
  return assertCartForUser(context, maskedId, await findCartByMaskedId(db, maskedId))
}
