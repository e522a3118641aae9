// Magento's assignCustomerToGuestCart: a signed-in customer takes over a guest cart. As in
// QuoteManagement::assignCustomer, the guest cart becomes the customer's cart, takes the lines of
// their active cart, and that cart closes ("The cart isn't active." afterwards).

import type { GraphqlContext } from "../graphql/context.js"
import { authorizationError, inputError } from "../graphql/errors.js"
import type { MutationAssignCustomerToGuestCartArgs } from "../graphql/generated/resolvers.js"
import { assertCartForUser, customerIdOf } from "./cartAccess.js"
import { CUSTOMER_NOT_AUTHORIZED, REQUIRED_CART_ID } from "./cartMessages.js"
import {
  type CartRow,
  deactivateCart,
  findActiveCustomerCart,
  lockAndTouchCartByMaskedId,
  lockCart,
  moveCartItems,
  updateCart,
} from "./cartRepository.js"
import { buildCartView, forgetCartView, rememberCartView } from "./cartView.js"

export const assignCustomerToGuestCartTypeDefs = /* GraphQL */ `
  type Mutation {
    assignCustomerToGuestCart(cart_id: String!): Cart!
  }
`

const assignCustomerToGuestCart = async (
  args: { readonly cart_id: string },
  context: GraphqlContext,
): Promise<CartRow> => {
  const customerId = customerIdOf(context)
  if (customerId === null) throw authorizationError(CUSTOMER_NOT_AUTHORIZED)
  const maskedId = args.cart_id
  if (!maskedId || maskedId.trim() === "") throw inputError(REQUIRED_CART_ID)
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

export const assignCustomerToGuestCartResolvers = {
  Mutation: {
    assignCustomerToGuestCart: (
      _: unknown,
      args: MutationAssignCustomerToGuestCartArgs,
      context: GraphqlContext,
    ) => assignCustomerToGuestCart(args, context),
  },
}
