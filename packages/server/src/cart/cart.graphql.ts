// Magento 2.4's cart operations: createEmptyCart, cart, customerCart, addProductsToCart,
// updateCartItems, removeItemFromCart, mergeCarts. The resolvers map arguments to the cart
// module's operations (cartLifecycle, cartLines) and their results to Magento's shapes.

import type { GraphqlContext } from "../graphql/context.js"
import { inputError } from "../graphql/errors.js"
import type {
  CartItemUpdateInput,
  MutationAddProductsToCartArgs,
  MutationCreateEmptyCartArgs,
  MutationMergeCartsArgs,
  MutationRemoveItemFromCartArgs,
  MutationUpdateCartItemsArgs,
  QueryCartArgs,
} from "../graphql/generated/resolvers.js"
import { cartForUser } from "./cartAccess.js"
import { cartFieldResolvers, cartItemResolvers } from "./cartFieldResolvers.js"
import { createEmptyCart, customerCart, mergeCarts } from "./cartLifecycle.js"
import {
  addProductsToCart,
  type CartItemRef,
  removeCartItem,
  updateCartItems,
} from "./cartLines.js"
import {
  REQUIRED_CART_ID_ARGUMENT,
  REQUIRED_CART_ID_TO_REMOVE,
  REQUIRED_CART_ITEM_ID,
} from "./cartMessages.js"

export { cartTypeDefs } from "./cartTypeDefs.js"

const itemRefOf = (
  input: Omit<CartItemUpdateInput, "quantity"> | null | undefined,
): CartItemRef => ({
  itemId: input?.cart_item_id,
  itemUid: input?.cart_item_uid,
})

export const cartResolvers = {
  Query: {
    cart: (_: unknown, args: QueryCartArgs, context: GraphqlContext) =>
      cartForUser(context, args.cart_id),
    customerCart: (_: unknown, _args: unknown, context: GraphqlContext) => customerCart(context),
  },
  Mutation: {
    createEmptyCart: (_: unknown, args: MutationCreateEmptyCartArgs, context: GraphqlContext) =>
      createEmptyCart(context, args.input?.cart_id),
    addProductsToCart: async (
      _: unknown,
      args: MutationAddProductsToCartArgs,
      context: GraphqlContext,
    ) => {
      if (!args.cartId) throw inputError(REQUIRED_CART_ID_ARGUMENT)
      const added = await addProductsToCart(context, args.cartId, args.cartItems)
      return { cart: added.cart, user_errors: added.userErrors }
    },
    updateCartItems: async (
      _: unknown,
      args: MutationUpdateCartItemsArgs,
      context: GraphqlContext,
    ) => ({
      cart: await updateCartItems(
        context,
        args.input?.cart_id,
        args.input?.cart_items?.map((change) => ({
          ...itemRefOf(change),
          quantity: change.quantity,
        })),
      ),
    }),
    removeItemFromCart: async (
      _: unknown,
      args: MutationRemoveItemFromCartArgs,
      context: GraphqlContext,
    ) => {
      if (!args.input?.cart_id) throw inputError(REQUIRED_CART_ID_TO_REMOVE)
      const ref = itemRefOf(args.input)
      if (!ref.itemUid && !ref.itemId) throw inputError(REQUIRED_CART_ITEM_ID)
      return { cart: await removeCartItem(context, args.input.cart_id, ref) }
    },
    mergeCarts: (_: unknown, args: MutationMergeCartsArgs, context: GraphqlContext) =>
      mergeCarts(context, args.source_cart_id, args.destination_cart_id),
  },
  Cart: cartFieldResolvers,
  ...cartItemResolvers,
}
