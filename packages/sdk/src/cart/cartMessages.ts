import type { NotificationAction } from "../notifications/notificationQueue.js"

// Spec §8 toasts of the cart, §9 constants.

export const ITEM_ADDED_MESSAGE = "Item added to the cart successfully"
export const VIEW_CART_ACTION: NotificationAction = { text: "View", url: "/cart" }
export const ITEM_REMOVED_TITLE = "Product removed"
export const itemRemovedMessage = (productName: string) =>
  `${productName} has been successfully removed from your cart`

/** Spec §9: quantity changes are sent 1000 ms after the last change to the same item. */
export const QUANTITY_DEBOUNCE_MS = 1000
