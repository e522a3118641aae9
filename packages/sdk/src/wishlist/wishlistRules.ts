import * as Result from "effect/Result"
import {
  type GiftCardForm,
  type GiftCardProductFields,
  giftCardCartOptions,
} from "../cart/giftCardRules.js"
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
  /**
   * Gift cards: the form as filled in so far. Its amount and fields go with the item (as Adobe
   * Commerce keeps them in the item's buy request), so moving it to the cart needs nothing
   * more; what is missing, the cart asks for then.
   */
  readonly giftCard?: { readonly product: GiftCardProductFields; readonly form: GiftCardForm }
}

/** The gift card's filled-in amount and fields as the wish list item's options (empty ones left out). */
const giftCardItemOptions = (
  giftCard: AddToWishlistInput["giftCard"],
): Pick<WishlistItemInput, "selected_options" | "entered_options"> => {
  if (giftCard === undefined) return {}
  const { selectedOptions, enteredOptions } = giftCardCartOptions(giftCard.product, giftCard.form)
  const entered = Object.entries(enteredOptions)
    .filter(([, value]) => value !== "")
    .map(([uid, value]) => ({ uid, value }))
  return {
    ...(selectedOptions.length > 0 ? { selected_options: [...selectedOptions] } : {}),
    ...(entered.length > 0 ? { entered_options: entered } : {}),
  }
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
      return Result.succeed([{ sku, quantity }])
    case "GiftCardProduct":
      return Result.succeed([{ sku, quantity, ...giftCardItemOptions(input.giftCard) }])
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
