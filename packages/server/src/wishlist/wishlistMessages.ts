// Magento's texts: WishlistGraphQl resolvers and Wishlist\Model\Wishlist\* (2.4).
export const WISHLIST_DISABLED = "The wishlist configuration is currently disabled."
export const WISHLIST_NOT_AVAILABLE = "The wishlist is not currently available."
export const NOT_ALLOWED = "The current user cannot perform operations on wishlist"
export const WISHLIST_NOT_FOUND = "The wishlist was not found."
export const WISHLIST_ID_REQUIRED = '"wishlistId" value should be specified'
export const QUANTITY_ZERO = "The quantity of a wish list item cannot be 0"
export const PRODUCT_DISABLED = "The product is disabled"
export const CANNOT_SPECIFY_ITEM = "We can't specify a wish list item."
export const productNotFound = (sku: string): string => `Could not find a product with SKU "${sku}"`
export const itemNotInWishlist = (id: string): string =>
  `The wishlist item with ID "${id}" does not belong to the wishlist`
export const itemIdsNotFound = (ids: readonly string[]): string =>
  `The wishlist item ids "${ids.join(",")}" were not found.`
// Magento's Wishlist controller Index\Send (sharing by e-mail).
export const ENTER_EMAIL = "Please enter an email address."
export const INVALID_SHARE_EMAIL = "Please enter a valid email address."
export const maxEmails = (limit: number): string => `Maximum of ${limit} emails can be sent.`
export const messageTooLong = (limit: number): string =>
  `Message length must not exceed ${limit} symbols`
