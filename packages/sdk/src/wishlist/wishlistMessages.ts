import type { NotificationAction } from "../notifications/notificationQueue.js"

// Spec §5, §8 and §9 Wishlist: texts and constants, verbatim.

export const WISHLIST_ROUTE = "/customer/my-wishlist"
/** Spec §9: page 1, 10 items a page; every add is quantity 1. */
export const WISHLIST_PAGE_SIZE = 10
export const WISHLIST_ADD_QUANTITY = 1
/** Magento's own wish list id "0": the customer's default list, created on first use. */
export const DEFAULT_WISHLIST_ID = "0"

export const VIEW_WISHLIST_ACTION: NotificationAction = { text: "View", url: WISHLIST_ROUTE }
export const wishlistAddedMessage = (name: string) =>
  `You added product ${name} to the wishlist list.`
export const WISHLIST_REMOVED_MESSAGE = "You removed item to the wishlist list."
export const WISHLIST_TITLE = "Wishlist"
export const movedToCartMessage = (product: string) => `You added ${product} to your shopping cart.`
export const WISHLIST_ERROR_TITLE = "Wishlist error"
export const NOT_AUTHENTICATED_WISHLIST_MESSAGE =
  "Need to be authenticated to add a product to wishlist"
export const unsupportedWishlistProductTypeMessage = (type: string) =>
  `Product Type ${type} not supported in add to wishlist yet`
