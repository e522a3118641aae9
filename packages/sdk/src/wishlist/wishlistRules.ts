import { Result } from "effect"
import type { WishlistItemInput } from "./wishlist.graphql.js"
import { UnsupportedWishlistProductTypeError } from "./wishlistErrors.js"
import { unsupportedWishlistProductTypeMessage, WISHLIST_ADD_QUANTITY } from "./wishlistMessages.js"
import type { WishlistProduct } from "./wishlistPresence.js"

// Spec §5 Wishlist: what an add sends per product type.

export type { WishlistProduct } from "./wishlistPresence.js"

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
