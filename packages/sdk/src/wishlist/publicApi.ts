// The wish list's part of the "@shutter/sdk" facade exports.
export type {
  RemoveFromWishlistInput,
  ShareWishlistInput,
  WishlistItemRef,
  WishlistPageInput,
  WishlistPresence,
} from "./Wishlist.js"
export {
  UnsupportedWishlistProductTypeError,
  WishlistCartError,
  WishlistItemNotFoundError,
  WishlistUserError,
} from "./wishlistErrors.js"
export type { WishlistFacade } from "./wishlistFacade.js"
export * from "./wishlistMessages.js"
export type { WishlistItem, WishlistModel } from "./wishlistModel.js"
export { findWishlistItem, type WishlistProduct } from "./wishlistPresence.js"
export {
  type AddToWishlistInput,
  SUPPORTED_WISHLIST_PRODUCT_TYPES,
  wishlistItemsFor,
} from "./wishlistRules.js"
export * from "./wishlistState.js"
