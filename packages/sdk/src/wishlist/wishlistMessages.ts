// Spec §5, §8 and §9 Wishlist: texts and constants, verbatim (its toasts are
// notifications/messages.ts').

export const WISHLIST_ROUTE = "/customer/my-wishlist"
/** Spec §9: page 1, 10 items a page; every add is quantity 1. */
export const WISHLIST_PAGE_SIZE = 10
export const WISHLIST_ADD_QUANTITY = 1
/** Magento's own wish list id "0": the customer's default list, created on first use. */
export const DEFAULT_WISHLIST_ID = "0"

export const NOT_AUTHENTICATED_WISHLIST_MESSAGE =
  "Need to be authenticated to add a product to wishlist"
export const unsupportedWishlistProductTypeMessage = (type: string) =>
  `Product Type ${type} not supported in add to wishlist yet`
