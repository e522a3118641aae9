import * as Data from "effect/Data"

/** Spec §5: a product type the wish list does not take; nothing is sent. */
export class UnsupportedWishlistProductTypeError extends Data.TaggedError(
  "UnsupportedWishlistProductTypeError",
)<{
  readonly productType: string
  readonly message: string
}> {
  readonly retryable = false
}

/** The first `user_errors` entry of an add or a remove (e.g. PRODUCT_NOT_FOUND). */
export class WishlistUserError extends Data.TaggedError("WishlistUserError")<{
  readonly code: string
  readonly message: string
  readonly messages: ReadonlyArray<string>
}> {
  readonly retryable = false
}

/** A wish list item the cart refused (out of stock, not salable…); the item stays listed. */
export class WishlistCartError extends Data.TaggedError("WishlistCartError")<{
  readonly code: string
  readonly message: string
  readonly wishlistItemId: string
}> {
  readonly retryable = false
}

/** No item with this id in the loaded wish list. */
export class WishlistItemNotFoundError extends Data.TaggedError("WishlistItemNotFoundError")<{
  readonly itemId: string
  readonly message: string
}> {
  readonly retryable = false
}
