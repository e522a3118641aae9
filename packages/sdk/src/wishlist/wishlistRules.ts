import { Result } from "effect"
import type { WishlistItemInput } from "./wishlist.graphql.js"
import { UnsupportedWishlistProductTypeError } from "./wishlistErrors.js"
import { unsupportedWishlistProductTypeMessage, WISHLIST_ADD_QUANTITY } from "./wishlistMessages.js"
import type { WishlistItem, WishlistModel } from "./wishlistModel.js"

// Spec §4 and §5 Wishlist: what an add sends per product type, and when a product is listed.

/** What the wish list needs of a product (a card, a product page, a cart line's product). */
export interface WishlistProduct {
  readonly __typename: string
  readonly uid: string
  readonly sku: string | null
  readonly name?: string | null
}

export interface AddToWishlistInput {
  readonly product: WishlistProduct
  /** Configurable products: the chosen variant's sku (else the product's own sku is sent). */
  readonly variantSku?: string
}

export const SUPPORTED_WISHLIST_PRODUCT_TYPES = [
  "SimpleProduct",
  "VirtualProduct",
  "DownloadableProduct",
  "GroupedProduct",
  "GiftCardProduct",
  "ConfigurableProduct",
  "BundleProduct",
] as const

/** The `wishlistItems` of addProductsToWishlist for one add, or the type it does not take. */
export const wishlistItemsFor = (
  input: AddToWishlistInput,
): Result.Result<ReadonlyArray<WishlistItemInput>, UnsupportedWishlistProductTypeError> => {
  const type = input.product.__typename
  const sku = input.product.sku ?? ""
  const quantity = WISHLIST_ADD_QUANTITY
  switch (type) {
    case "SimpleProduct":
    case "VirtualProduct":
    case "DownloadableProduct":
    case "GroupedProduct":
    case "GiftCardProduct":
      return Result.succeed([{ sku, quantity }])
    case "ConfigurableProduct":
      return Result.succeed([{ sku: input.variantSku ?? sku, quantity, parent_sku: sku }])
    case "BundleProduct":
      return Result.succeed([{ sku, quantity, entered_options: [] }])
    default:
      return Result.fail(
        new UnsupportedWishlistProductTypeError({
          productType: type,
          message: unsupportedWishlistProductTypeMessage(type),
        }),
      )
  }
}

/** Spec §4: the item with the product's sku and uid, when it has an id and a quantity. */
export const findWishlistItem = (
  wishlist: WishlistModel | null,
  product: Pick<WishlistProduct, "sku" | "uid">,
): WishlistItem | undefined =>
  wishlist?.items.find(
    (item) =>
      item.product !== null &&
      item.product.sku === product.sku &&
      item.product.uid === product.uid &&
      item.id !== "" &&
      item.quantity > 0,
  )
