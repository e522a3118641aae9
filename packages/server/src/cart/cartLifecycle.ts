// Where carts come from and whose they are: a new guest cart, the customer's active cart,
// merging a guest cart into the customer's, and a customer taking a guest cart over.
import { customerByIdForUpdate } from "../customer/customerRepository.js"
import type { Queryable } from "../db/sqlRows.js"
import type { GraphqlContext } from "../graphql/context.js"
import { authorizationError, inputError, MagentoError } from "../graphql/errors.js"
import { assertCartForUser, cartForUser, customerIdOf, requireCartId } from "./cartAccess.js"
import { changeCart } from "./cartChange.js"
import {
  CUSTOMER_NOT_AUTHORIZED,
  CUSTOMER_ONLY_REQUEST,
  EMPTY_DESTINATION_CART,
  REQUIRED_SOURCE_CART,
} from "./cartMessages.js"
import {
  type CartRow,
  deactivateCart,
  findActiveCustomerCart,
  findCartByMaskedId,
  insertCart,
  lockAndTouchCartByMaskedId,
  lockCart,
  moveCartItems,
  updateCart,
} from "./cartRepository.js"
import { buildCartView, forgetCartView, rememberCartView } from "./cartView.js"
import { newMaskedCartId } from "./maskedId.js"

/**
 * Magento's createEmptyCart: the customer's active cart when there is one, else a new cart (with
 * the masked id the client asked for, when it is 32 characters and free). Returns its masked id.
 */
export const createEmptyCart = async (
  context: GraphqlContext,
  requested: string | null | undefined,
): Promise<string> => {
  const customerId = customerIdOf(context)
  const cart =
    customerId === null
      ? await insertNewCart(context, context.db, requested, null)
      : await activeCustomerCartOr(context, customerId, (tx) =>
          insertNewCart(context, tx, requested, customerId),
        )
  return cart.maskedId
}

/** A new cart, with the masked id the client asked for when it is 32 characters and free. */
const insertNewCart = async (
  context: GraphqlContext,
  db: Queryable,
  requested: string | null | undefined,
  customerId: number | null,
): Promise<CartRow> => {
  if (requested !== undefined && requested !== null) {
    if (requested.length !== 32) throw inputError("Cart ID length should to be 32 symbols.")
    if ((await findCartByMaskedId(db, requested)) !== undefined)
      throw new MagentoError(
        `Cart with ID "${requested}" already exists.`,
        "graphql-already-exists",
      )
  }
  const cart = await insertCart(db, {
    maskedId: requested ?? newMaskedCartId(),
    storeId: context.store.id,
    customerId,
  })
  if (cart === undefined) throw new Error("Cart insert returned nothing")
  return cart
}

/**
 * The customer's active cart in this store, else the one `create` makes. Creating holds the
 * customer's row: two first requests at once (a page's cart load and an add) then share one new
 * cart, where each would otherwise make its own and one of them would be lost.
 */
const activeCustomerCartOr = async (
  context: GraphqlContext,
  customerId: number,
  create: (tx: Queryable) => Promise<CartRow>,
): Promise<CartRow> => {
  const existing = await findActiveCustomerCart(context.db, customerId, context.store.id)
  if (existing !== undefined) return existing
  return context.db.transaction(async (tx) => {
    await customerByIdForUpdate(tx, customerId)
    return (await findActiveCustomerCart(tx, customerId, context.store.id)) ?? create(tx)
  })
}

/** Magento's customerCart: the signed-in customer's active cart, created when there is none. */
export const customerCart = async (context: GraphqlContext): Promise<CartRow> => {
  const customerId = customerIdOf(context)
  if (customerId === null) throw authorizationError(CUSTOMER_ONLY_REQUEST)
  return activeCustomerCartOr(context, customerId, (tx) =>
    insertNewCart(context, tx, undefined, customerId),
  )
}

/**
 * Magento's mergeCarts: a guest cart's lines into the customer's cart (the one named, else
 * their active cart); the guest cart closes.
 */
export const mergeCarts = async (
  context: GraphqlContext,
  sourceMaskedId: string | null | undefined,
  destinationMaskedId: string | null | undefined,
): Promise<CartRow> => {
  if (!sourceMaskedId) throw inputError(REQUIRED_SOURCE_CART)
  // Optional, but when given it must name a cart.
  if (destinationMaskedId !== null && destinationMaskedId !== undefined && !destinationMaskedId)
    throw inputError(EMPTY_DESTINATION_CART)
  if (customerIdOf(context) === null) throw authorizationError(CUSTOMER_NOT_AUTHORIZED)
  const destination = destinationMaskedId
    ? await cartForUser(context, destinationMaskedId)
    : await customerCart(context)
  // Read as a guest's: the source must be a guest cart (Magento's MergeCarts).
  const source = await cartForUser(context, sourceMaskedId, context.db, null)
  const fresh = await changeCart(context, destination, async (tx) => {
    await moveCartItems(tx, source.id, destination.id)
    await deactivateCart(tx, source.id)
  })
  forgetCartView(context, source.id)
  return fresh
}

/**
 * Magento's assignCustomerToGuestCart: as in QuoteManagement::assignCustomer, the guest cart
 * becomes the customer's cart, takes the lines of their active cart, and that cart closes
 * ("The cart isn't active." afterwards).
 */
export const assignCustomerToGuestCart = async (
  context: GraphqlContext,
  maskedId: string | null | undefined,
): Promise<CartRow> => {
  const customerId = customerIdOf(context)
  if (customerId === null) throw authorizationError(CUSTOMER_NOT_AUTHORIZED)
  requireCartId(maskedId)
  let closedCartId: number | null = null
  const view = await context.db.transaction(async (tx) => {
    // Checked as a guest's cart (GetCartForUser with no user): a customer's cart is refused.
    const guestCart = assertCartForUser(
      context,
      maskedId,
      await lockAndTouchCartByMaskedId(tx, maskedId),
      null,
    )
    const previous = await findActiveCustomerCart(tx, customerId, context.store.id)
    if (previous !== undefined) {
      await lockCart(tx, previous.id)
      await moveCartItems(tx, previous.id, guestCart.id)
      await deactivateCart(tx, previous.id)
      closedCartId = previous.id
    }
    await updateCart(tx, guestCart.id, { customerId })
    return buildCartView(context, tx, (await lockCart(tx, guestCart.id)) ?? guestCart)
  })
  if (closedCartId !== null) forgetCartView(context, closedCartId)
  rememberCartView(context, view)
  return view.cart
}
