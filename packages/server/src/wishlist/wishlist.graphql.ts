// Magento 2.4's WishlistGraphQl: one wish list per customer (id "0" names it, created on first
// use), its items by product type, moving items into the customer's cart with Magento's
// per-line user errors, and sharing it by e-mail (readable by its sharing code once shared).

import { resolveLine } from "../cart/addProducts.js"
import { customerCart } from "../cart/cartLifecycle.js"
import { addProductsToCart } from "../cart/cartLines.js"
import type { CartUserError } from "../cart/cartUserError.js"
import { sellableById, sellableBySku } from "../catalog/cartCatalog.js"
import { productsByIds } from "../catalog/productRepository.js"
import { toProductSource } from "../catalog/productSource.js"
import type { WishlistBuyRequest } from "../db/schema.js"
import type { GraphqlContext } from "../graphql/context.js"
import { authorizationError, inputError } from "../graphql/errors.js"
import type {
  MutationAddProductsToWishlistArgs,
  MutationAddWishlistItemsToCartArgs,
  MutationRemoveProductsFromWishlistArgs,
  MutationShareWishlistArgs,
  MutationUpdateProductsInWishlistArgs,
  QuerySharedWishlistArgs,
} from "../graphql/generated/resolvers.js"
import { cachedStoreConfig } from "../store/storeConfigCache.js"
import { itemSources, wishlistItemResolvers } from "./wishlistItemView.js"
import {
  CANNOT_SPECIFY_ITEM,
  itemIdsNotFound,
  itemNotInWishlist,
  NOT_ALLOWED,
  PRODUCT_DISABLED,
  productNotFound,
  QUANTITY_ZERO,
  WISHLIST_DISABLED,
  WISHLIST_ID_REQUIRED,
  WISHLIST_NOT_AVAILABLE,
  WISHLIST_NOT_FOUND,
} from "./wishlistMessages.js"
import { wishlistQuantityError } from "./wishlistQuantity.js"
import {
  addItem,
  countItems,
  deleteItems,
  ensureWishlist,
  itemsOf,
  pageOfItems,
  touchWishlist,
  updateItem,
  type WishlistRow,
  wishlistById,
  wishlistBySharingCode,
  wishlistOfCustomer,
} from "./wishlistRepository.js"
import { shareWishlist } from "./wishlistSharing.js"

export { wishlistTypeDefs } from "./wishlistTypeDefs.js"

/** Magento's wishlist/general/active, per store view (absent = on, Magento's default). */
export const WISHLIST_ACTIVE_PATH = "wishlist_active"

/**
 * Whether wish lists are on, from the process's copy of the store's settings
 * (`cachedStoreConfig`: the store admin drops it at once, another process sees a change within
 * seconds): every wish-list request asks, and wish-list answers are private, never cached.
 */
const wishlistEnabled = async (context: GraphqlContext): Promise<boolean> => {
  const value = (await cachedStoreConfig(context.db, context.store.id)).get(WISHLIST_ACTIVE_PATH)
  return value === undefined || value === null || value === "1" || value === 1 || value === true
}

/** The signed-in customer, once the wish list is on; Magento's refusals otherwise. */
const customerOf = async (context: GraphqlContext, disabledMessage: string): Promise<number> => {
  if (!(await wishlistEnabled(context))) throw inputError(disabledMessage)
  if (context.customerId === null) throw authorizationError(NOT_ALLOWED)
  return context.customerId
}

/** Magento's `(int) $id ?: null`: a positive id loads that list, anything else the customer's. */
const wishlistIdOf = (id: string): number => {
  const n = Number.parseInt(id, 10)
  return Number.isFinite(n) && n > 0 ? n : 0
}

/** The wish list a mutation changes: refused unless it is the customer's own. */
const ownWishlist = async (
  context: GraphqlContext,
  customerId: number,
  id: string,
): Promise<WishlistRow> => {
  const n = wishlistIdOf(id)
  const wishlist =
    n > 0 ? await wishlistById(context.db, n) : await ensureWishlist(context.db, customerId)
  if (wishlist === undefined || wishlist.customerId !== customerId)
    throw inputError(WISHLIST_NOT_FOUND)
  return wishlist
}

interface WishlistSource {
  readonly row: WishlistRow
}

const fresh = async (context: GraphqlContext, id: number): Promise<WishlistSource> => {
  const row = await wishlistById(context.db, id)
  if (row === undefined) throw new Error(`Wish list ${id} vanished`)
  return { row }
}

interface UserError {
  readonly code: "PRODUCT_NOT_FOUND" | "UNDEFINED"
  readonly message: string
}

interface ItemInput extends WishlistBuyRequest {
  readonly quantity: number
}

/** Magento's lite configuration: options the shopper left out may still be chosen later. */
const optionsOf = async (
  context: GraphqlContext,
  request: WishlistBuyRequest,
  quantity: number,
) => {
  const line = await resolveLine(context.db, { ...request, quantity: quantity > 0 ? quantity : 1 })
  const first = line.ok ? line.lines[0] : undefined
  return { options: first?.options ?? {}, variantId: first?.variantId ?? null }
}

const buyRequestOf = (input: WishlistBuyRequest): WishlistBuyRequest => ({
  sku: input.sku,
  ...(input.parent_sku ? { parent_sku: input.parent_sku } : {}),
  ...(input.selected_options?.length ? { selected_options: [...input.selected_options] } : {}),
  ...(input.entered_options?.length
    ? { entered_options: input.entered_options.map(({ uid, value }) => ({ uid, value })) }
    : {}),
})

const addProducts = async (
  args: { readonly wishlistId: string; readonly wishlistItems: readonly ItemInput[] },
  context: GraphqlContext,
) => {
  const customerId = await customerOf(context, WISHLIST_NOT_AVAILABLE)
  const wishlist = await ownWishlist(context, customerId, args.wishlistId)
  const errors: UserError[] = []
  for (const input of args.wishlistItems) {
    const sku = input.parent_sku || input.sku
    const product = await sellableBySku(context.db, sku)
    if (product === undefined) {
      errors.push({ code: "PRODUCT_NOT_FOUND", message: productNotFound(sku) })
      continue
    }
    const quantityError = wishlistQuantityError(product, input.quantity)
    if (quantityError !== undefined) {
      errors.push({ code: "UNDEFINED", message: quantityError })
      continue
    }
    if (product.status !== 1) {
      errors.push({ code: "UNDEFINED", message: PRODUCT_DISABLED })
      continue
    }
    const buyRequest = buyRequestOf(input)
    await addItem(context.db, wishlist.id, {
      productId: product.id,
      storeId: context.store.id,
      quantity: input.quantity,
      buyRequest,
      ...(await optionsOf(context, buyRequest, input.quantity)),
    })
  }
  if (errors.length < args.wishlistItems.length) await touchWishlist(context.db, wishlist.id)
  return { wishlist: await fresh(context, wishlist.id), user_errors: errors }
}

const removeProducts = async (
  args: { readonly wishlistId: string; readonly wishlistItemsIds: readonly string[] },
  context: GraphqlContext,
) => {
  const customerId = await customerOf(context, WISHLIST_NOT_AVAILABLE)
  const wishlist = await ownWishlist(context, customerId, args.wishlistId)
  const owned = new Set((await itemsOf(context.db, wishlist.id)).map((item) => item.id))
  const errors: UserError[] = []
  const removed: number[] = []
  for (const id of args.wishlistItemsIds) {
    const n = Number.parseInt(id, 10)
    if (!owned.has(n)) errors.push({ code: "UNDEFINED", message: itemNotInWishlist(String(n)) })
    else removed.push(n)
  }
  await deleteItems(context.db, removed)
  if (removed.length > 0) await touchWishlist(context.db, wishlist.id)
  return { wishlist: await fresh(context, wishlist.id), user_errors: errors }
}

interface UpdateInput {
  readonly wishlist_item_id: string
  readonly quantity?: number | null
  readonly description?: string | null
  readonly selected_options?: readonly string[] | null
  readonly entered_options?: readonly { readonly uid: string; readonly value: string }[] | null
}

const updateProducts = async (
  args: { readonly wishlistId: string; readonly wishlistItems: readonly UpdateInput[] },
  context: GraphqlContext,
) => {
  const customerId = await customerOf(context, WISHLIST_NOT_AVAILABLE)
  const wishlist = await ownWishlist(context, customerId, args.wishlistId)
  const items = await itemsOf(context.db, wishlist.id)
  const errors: UserError[] = []
  for (const input of args.wishlistItems) {
    const item = items.find((row) => String(row.id) === String(input.wishlist_item_id))
    if (item === undefined) {
      errors.push({ code: "UNDEFINED", message: CANNOT_SPECIFY_ITEM })
      continue
    }
    // Magento compares the quantity loosely with 0: a missing one is refused too.
    const quantity = input.quantity ?? 0
    const product = quantity > 0 ? await sellableById(context.db, item.productId) : undefined
    const quantityError =
      product !== undefined
        ? wishlistQuantityError(product, quantity)
        : quantity > 0
          ? undefined
          : QUANTITY_ZERO
    if (quantityError !== undefined) {
      errors.push({ code: "UNDEFINED", message: quantityError })
      continue
    }
    const buyRequest = buyRequestOf({
      ...item.buyRequest,
      ...(input.selected_options != null ? { selected_options: input.selected_options } : {}),
      ...(input.entered_options != null ? { entered_options: input.entered_options } : {}),
    })
    await updateItem(context.db, item.id, {
      quantity: input.quantity ?? item.quantity,
      ...(input.description !== undefined ? { description: input.description } : {}),
      buyRequest,
      ...(await optionsOf(context, buyRequest, input.quantity ?? item.quantity)),
    })
  }
  if (errors.length < args.wishlistItems.length) await touchWishlist(context.db, wishlist.id)
  return { wishlist: await fresh(context, wishlist.id), user_errors: errors }
}

const CART_ERROR_CODES = new Set(["PRODUCT_NOT_FOUND", "NOT_SALABLE", "INSUFFICIENT_STOCK"])

const addItemsToCart = async (
  args: { readonly wishlistId: string; readonly wishlistItemIds?: readonly string[] | null },
  context: GraphqlContext,
) => {
  const customerId = await customerOf(context, WISHLIST_DISABLED)
  // PHP's empty(): "" and "0" both count as missing.
  if (args.wishlistId === "" || args.wishlistId === "0") throw inputError(WISHLIST_ID_REQUIRED)
  const wishlist = await wishlistById(context.db, wishlistIdOf(args.wishlistId))
  if (wishlist === undefined || wishlist.customerId !== customerId)
    throw inputError(WISHLIST_NOT_FOUND)
  const asked = args.wishlistItemIds ?? []
  const items = await itemsOf(context.db, wishlist.id)
  const chosen =
    asked.length === 0 ? items : items.filter((item) => asked.includes(String(item.id)))
  const unknown = asked.filter((id) => !items.some((item) => String(item.id) === id))
  if (unknown.length > 0) throw inputError(itemIdsNotFound(unknown))
  const cart = await customerCart(context)
  const errors: {
    wishlistId: string
    wishlistItemId: string
    code: string
    message: string
  }[] = []
  const moved: number[] = []
  for (const item of chosen) {
    const added = await addProductsToCart(context, cart.maskedId, [
      { ...item.buyRequest, quantity: item.quantity },
    ])
    const lineErrors: readonly CartUserError[] = added.userErrors
    if (lineErrors.length === 0) moved.push(item.id)
    for (const error of lineErrors)
      errors.push({
        wishlistId: String(wishlist.id),
        wishlistItemId: String(item.id),
        code: CART_ERROR_CODES.has(error.code) ? error.code : "UNDEFINED",
        message: error.message,
      })
  }
  await deleteItems(context.db, moved)
  if (moved.length > 0) await touchWishlist(context.db, wishlist.id)
  return {
    wishlist: await fresh(context, wishlist.id),
    status: errors.length === 0,
    add_wishlist_items_to_cart_user_errors: errors,
  }
}

const page = (args: { readonly currentPage?: number; readonly pageSize?: number }) => ({
  currentPage: args.currentPage && args.currentPage > 0 ? args.currentPage : 1,
  pageSize: args.pageSize && args.pageSize > 0 ? args.pageSize : 20,
})

/** Magento's date format, UTC: "2026-01-31 09:05:00". */
const magentoDate = (date: Date): string => date.toISOString().slice(0, 19).replace("T", " ")

const productOf = async (context: GraphqlContext, id: number) => {
  const [row] = await productsByIds(context.db, [id])
  return row === undefined ? null : toProductSource(row)
}

export const wishlistResolvers = {
  Query: {
    sharedWishlist: async (
      _: unknown,
      args: QuerySharedWishlistArgs,
      context: GraphqlContext,
    ): Promise<WishlistSource | null> => {
      if (!(await wishlistEnabled(context))) throw inputError(WISHLIST_DISABLED)
      const row = await wishlistBySharingCode(context.db, args.sharingCode)
      // Magento's loadByCode: a list never shared answers as an unknown code.
      return row === undefined || row.shared === 0 ? null : { row }
    },
  },
  Mutation: {
    addProductsToWishlist: (
      _: unknown,
      args: MutationAddProductsToWishlistArgs,
      context: GraphqlContext,
    ) => addProducts(args, context),
    removeProductsFromWishlist: (
      _: unknown,
      args: MutationRemoveProductsFromWishlistArgs,
      context: GraphqlContext,
    ) => removeProducts(args, context),
    updateProductsInWishlist: (
      _: unknown,
      args: MutationUpdateProductsInWishlistArgs,
      context: GraphqlContext,
    ) => updateProducts(args, context),
    addWishlistItemsToCart: (
      _: unknown,
      args: MutationAddWishlistItemsToCartArgs,
      context: GraphqlContext,
    ) => addItemsToCart(args, context),
    shareWishlist: async (_: unknown, args: MutationShareWishlistArgs, context: GraphqlContext) => {
      const customerId = await customerOf(context, WISHLIST_NOT_AVAILABLE)
      const wishlist = await ownWishlist(context, customerId, args.wishlistId)
      await shareWishlist(context, wishlist, args.emails, args.message ?? "")
      return { wishlist: await fresh(context, wishlist.id) }
    },
  },
  Customer: {
    wishlists: async (_: unknown, _args: unknown, context: GraphqlContext) => {
      const customerId = await customerOf(context, WISHLIST_DISABLED)
      return [{ row: await ensureWishlist(context.db, customerId) }]
    },
    wishlist: async (_: unknown, _args: unknown, context: GraphqlContext) => {
      const customerId = await customerOf(context, WISHLIST_DISABLED)
      return { row: await ensureWishlist(context.db, customerId) }
    },
    wishlist_v2: async (_: unknown, args: { readonly id: string }, context: GraphqlContext) => {
      const customerId = await customerOf(context, WISHLIST_DISABLED)
      const n = wishlistIdOf(args.id)
      const row =
        n > 0 ? await wishlistById(context.db, n) : await wishlistOfCustomer(context.db, customerId)
      return row === undefined || row.customerId !== customerId ? null : { row }
    },
  },
  Wishlist: {
    id: (s: WishlistSource) => String(s.row.id),
    sharing_code: (s: WishlistSource) => s.row.sharingCode,
    updated_at: (s: WishlistSource) => magentoDate(s.row.updatedAt),
    items_count: (s: WishlistSource, _args: unknown, context: GraphqlContext) =>
      countItems(context.db, s.row.id),
    items: async (s: WishlistSource, _args: unknown, context: GraphqlContext) =>
      (await itemsOf(context.db, s.row.id)).map((item) => ({
        id: item.id,
        qty: item.quantity,
        description: item.description,
        added_at: item.addedAt,
        productId: item.productId,
      })),
    items_v2: async (
      s: WishlistSource,
      args: { readonly currentPage?: number; readonly pageSize?: number },
      context: GraphqlContext,
    ) => {
      const paging = page(args)
      const [rows, total] = await Promise.all([
        pageOfItems(context.db, s.row.id, paging),
        countItems(context.db, s.row.id),
      ])
      return {
        items: await itemSources(context, rows),
        page_info: {
          current_page: paging.currentPage,
          page_size: paging.pageSize,
          total_pages: Math.ceil(total / paging.pageSize),
        },
      }
    },
  },
  WishlistItem: {
    product: (item: { readonly productId: number }, _args: unknown, context: GraphqlContext) =>
      productOf(context, item.productId),
  },
  ...wishlistItemResolvers,
}
