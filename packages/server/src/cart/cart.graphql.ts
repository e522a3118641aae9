// Magento 2.4's cart operations: createEmptyCart, cart, customerCart, addProductsToCart,
// updateCartItems, removeItemFromCart, mergeCarts.

import type { ProductDbRow } from "../catalog/productRepository.js"
import type { GraphqlContext } from "../graphql/context.js"
import {
  authorizationError,
  inputError,
  MagentoError,
  noSuchEntityError,
} from "../graphql/errors.js"
import type {
  MutationAddProductsToCartArgs,
  MutationCreateEmptyCartArgs,
  MutationMergeCartsArgs,
  MutationRemoveItemFromCartArgs,
  MutationUpdateCartItemsArgs,
  QueryCartArgs,
} from "../graphql/generated/resolvers.js"
import { attachWarranty, planQuantityFollows } from "../warranty/attachWarranty.js"
import { type CartUserError, resolveLine, stockError } from "./addProducts.js"
import { assertCartForUser, cartForUser, customerIdOf } from "./cartAccess.js"
import { sellableById } from "./cartCatalog.js"
import { cartFieldResolvers, cartItemResolvers } from "./cartFieldResolvers.js"
import {
  CART_ITEM_NOT_IN_CART,
  CUSTOMER_NOT_AUTHORIZED,
  CUSTOMER_ONLY_REQUEST,
  cartItemNotFound,
  couldNotUpdateProduct,
  QTY_NOT_AVAILABLE,
  REQUIRED_CART_ID,
  REQUIRED_CART_ITEM_ID,
  REQUIRED_CART_ITEMS,
  REQUIRED_DESTINATION_CART,
  REQUIRED_SOURCE_CART,
  uidIncorrect,
} from "./cartMessages.js"
import {
  type CartItemRow,
  type CartRow,
  cartItemsOf,
  deactivateCart,
  deleteCartItem,
  findActiveCustomerCart,
  findCartByMaskedId,
  insertCart,
  insertCartItem,
  lockAndTouchCart,
  lockAndTouchCartByMaskedId,
  lockCart,
  moveCartItems,
  setCartItemQuantity,
} from "./cartRepository.js"
import { buildCartView, forgetCartView, rememberCartView } from "./cartView.js"
import { cartItemIdOfUid, newMaskedCartId } from "./maskedId.js"

export { cartTypeDefs } from "./cartTypeDefs.js"

type CartTx = Parameters<Parameters<GraphqlContext["db"]["transaction"]>[0]>[0]

/** What a change may tell: the lines the cart now holds, and that it left the cart row alone. */
export interface CartChangeOutcome {
  /** Every line of the cart after the change, in id order (saves reading them again). */
  readonly items?: readonly CartItemRow[]
  /** The change wrote no column of `carts` (so the locked row is still the truth). */
  readonly cartRowUnchanged?: boolean
  /** Whole product rows the change read (the view reads only the others). */
  readonly products?: ReadonlyMap<number, ProductDbRow>
}

// biome-ignore lint/suspicious/noConfusingVoidType: most changes are async blocks returning nothing.
type CartChange = (tx: CartTx, locked: CartRow) => Promise<void | CartChangeOutcome>

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
    const outcome = (await change(tx, locked)) ?? {}
    const fresh =
      outcome.cartRowUnchanged === true ? locked : ((await lockCart(tx, locked.id)) ?? locked)
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
  runCartChange(context, cart.masked_id, (tx) => lockAndTouchCart(tx, cart.id), change)

/** The same from a masked id, without reading the cart before the transaction. */
export const changeCartByMaskedId = async (
  context: GraphqlContext,
  maskedId: string | null | undefined,
  change: CartChange,
): Promise<CartRow> => {
  if (!maskedId || maskedId.trim() === "") throw inputError(REQUIRED_CART_ID)
  return runCartChange(context, maskedId, (tx) => lockAndTouchCartByMaskedId(tx, maskedId), change)
}

const sameConfiguration = (
  item: CartItemRow,
  productId: number,
  variantId: number | null,
  options: unknown,
) =>
  item.kind === "product" &&
  item.product_id === productId &&
  item.variant_id === variantId &&
  JSON.stringify(item.options) === JSON.stringify(options)

const addProductsToCart = async (args: MutationAddProductsToCartArgs, context: GraphqlContext) => {
  const userErrors: CartUserError[] = []
  const fresh = await changeCartByMaskedId(context, args.cartId, async (tx, cart) => {
    const items = await cartItemsOf(tx, cart.id)
    const products = new Map<number, ProductDbRow>()
    for (const input of args.cartItems) {
      const result = await resolveLine(tx, input)
      if (!result.ok) {
        userErrors.push(result.error)
        continue
      }
      for (const line of result.lines) {
        products.set(line.product.id, line.product)
        products.set(line.stockProduct.id, line.stockProduct)
        const same = items.find((i) =>
          sameConfiguration(i, line.productId, line.variantId, line.options),
        )
        const quantity = (same?.quantity ?? 0) + line.quantity
        const problem = stockError(line.stockProduct, quantity)
        if (problem !== undefined) {
          userErrors.push(problem)
          continue
        }
        let saved: CartItemRow | undefined
        if (same !== undefined) {
          await setCartItemQuantity(tx, same.id, quantity)
          saved = { ...same, quantity }
          // The line's plans follow its quantity (setCartItemQuantity wrote them too).
          for (const [index, item] of items.entries())
            if (item.id === same.id || item.covered_item_id === same.id)
              items[index] = item.id === same.id ? saved : { ...item, quantity }
        } else {
          saved = await insertCartItem(tx, { cartId: cart.id, ...line })
          if (saved !== undefined) items.push(saved)
        }
        if (input.warranty && saved !== undefined) {
          const refused = await attachWarranty(tx, saved, input.warranty)
          if (refused !== undefined) userErrors.push({ code: "UNDEFINED", message: refused })
        }
      }
    }
    // Plans are lines of their own that attachWarranty writes: then the view reads the lines.
    const withPlans = args.cartItems.some((i) => i.warranty)
    return { cartRowUnchanged: true, products, ...(withPlans ? {} : { items }) }
  })
  return { cart: fresh, user_errors: userErrors }
}

/** The item id of an input: its uid decoded (an input error when malformed), or its id. */
const itemIdOf = (input: {
  readonly cart_item_id?: number | null | undefined
  readonly cart_item_uid?: string | null | undefined
}): number | undefined => {
  if (!input.cart_item_uid) return input.cart_item_id ?? undefined
  const id = cartItemIdOfUid(input.cart_item_uid)
  if (id === undefined) throw inputError(uidIncorrect(input.cart_item_uid))
  return id
}

const updateCartItems = async (args: MutationUpdateCartItemsArgs, context: GraphqlContext) => {
  const input = args.input
  const fresh = await changeCartByMaskedId(context, input?.cart_id, async (tx, cart) => {
    if (!input?.cart_items || input.cart_items.length === 0) throw inputError(REQUIRED_CART_ITEMS)
    const items = await cartItemsOf(tx, cart.id)
    for (const change of input.cart_items) {
      const id = itemIdOf(change)
      const item = items.find((i) => i.id === id)
      if (item === undefined) throw noSuchEntityError(cartItemNotFound(id ?? 0))
      const quantity = change.quantity ?? item.quantity
      if (quantity <= 0) {
        await deleteCartItem(tx, cart.id, item.id)
        continue
      }
      if (item.kind === "warranty") throw inputError(planQuantityFollows(item))
      const stock = await sellableById(tx, item.variant_id ?? item.product_id)
      if (stock === undefined) throw inputError(QTY_NOT_AVAILABLE)
      const problem = stockError(stock, quantity)
      if (problem !== undefined) throw inputError(couldNotUpdateProduct(stock.sku, problem.message))
      await setCartItemQuantity(tx, item.id, quantity)
    }
    return { cartRowUnchanged: true }
  })
  return { cart: fresh }
}

const removeItemFromCart = async (
  args: MutationRemoveItemFromCartArgs,
  context: GraphqlContext,
) => {
  const input = args.input
  const fresh = await changeCartByMaskedId(context, input?.cart_id, async (tx, cart) => {
    if (!input?.cart_item_uid && (input?.cart_item_id ?? null) === null)
      throw inputError(REQUIRED_CART_ITEM_ID)
    const id = itemIdOf(input ?? {})
    const items = await cartItemsOf(tx, cart.id)
    if (!items.some((i) => i.id === id)) throw noSuchEntityError(CART_ITEM_NOT_IN_CART)
    await deleteCartItem(tx, cart.id, id ?? 0)
    return { cartRowUnchanged: true }
  })
  return { cart: fresh }
}

/** Magento's createEmptyCart: a new guest cart, or the customer's active cart. */
const createEmptyCart = async (
  args: MutationCreateEmptyCartArgs,
  context: GraphqlContext,
): Promise<string> => {
  const customerId = customerIdOf(context)
  if (customerId !== null) {
    const existing = await findActiveCustomerCart(context.db, customerId, context.store.id)
    if (existing !== undefined) return existing.masked_id
  }
  const requested = args.input?.cart_id
  if (requested !== undefined && requested !== null) {
    if (requested.length !== 32) throw inputError("Cart ID length should to be 32 symbols.")
    if ((await findCartByMaskedId(context.db, requested)) !== undefined)
      throw new MagentoError(
        `Cart with ID "${requested}" already exists.`,
        "graphql-already-exists",
      )
  }
  const cart = await insertCart(context.db, {
    maskedId: requested ?? newMaskedCartId(),
    storeId: context.store.id,
    customerId,
  })
  if (cart === undefined) throw new Error("Cart insert returned nothing")
  return cart.masked_id
}

const customerCart = async (context: GraphqlContext): Promise<CartRow> => {
  const customerId = customerIdOf(context)
  if (customerId === null) throw authorizationError(CUSTOMER_ONLY_REQUEST)
  const existing = await findActiveCustomerCart(context.db, customerId, context.store.id)
  if (existing !== undefined) return existing
  const created = await insertCart(context.db, {
    maskedId: newMaskedCartId(),
    storeId: context.store.id,
    customerId,
  })
  if (created === undefined) throw new Error("Cart insert returned nothing")
  return created
}

/** Magento's mergeCarts: a customer's guest cart into their cart (customers only). */
const mergeCarts = async (
  args: MutationMergeCartsArgs,
  context: GraphqlContext,
): Promise<CartRow> => {
  if (!args.source_cart_id) throw inputError(REQUIRED_SOURCE_CART)
  if (customerIdOf(context) === null) throw authorizationError(CUSTOMER_NOT_AUTHORIZED)
  const destination = args.destination_cart_id
    ? await cartForUser(context, args.destination_cart_id)
    : await customerCart(context)
  if (args.destination_cart_id === "") throw inputError(REQUIRED_DESTINATION_CART)
  // Read as a guest's: the source must be a guest cart (Magento's MergeCarts).
  const source = await cartForUser(context, args.source_cart_id, context.db, null)
  const fresh = await changeCart(context, destination, async (tx) => {
    await moveCartItems(tx, source.id, destination.id)
    await deactivateCart(tx, source.id)
  })
  forgetCartView(context, source.id)
  return fresh
}

export const cartResolvers = {
  Query: {
    cart: (_: unknown, args: QueryCartArgs, context: GraphqlContext) =>
      cartForUser(context, args.cart_id),
    customerCart: (_: unknown, _args: unknown, context: GraphqlContext) => customerCart(context),
  },
  Mutation: {
    createEmptyCart: (_: unknown, args: MutationCreateEmptyCartArgs, context: GraphqlContext) =>
      createEmptyCart(args, context),
    addProductsToCart: (_: unknown, args: MutationAddProductsToCartArgs, context: GraphqlContext) =>
      addProductsToCart(args, context),
    updateCartItems: (_: unknown, args: MutationUpdateCartItemsArgs, context: GraphqlContext) =>
      updateCartItems(args, context),
    removeItemFromCart: (
      _: unknown,
      args: MutationRemoveItemFromCartArgs,
      context: GraphqlContext,
    ) => removeItemFromCart(args, context),
    mergeCarts: (_: unknown, args: MutationMergeCartsArgs, context: GraphqlContext) =>
      mergeCarts(args, context),
  },
  Cart: cartFieldResolvers,
  ...cartItemResolvers,
}
