// Spec §5 and §8: what the shopper is told about the shop's events, verbatim. Effect-free (in
// "@shutter/sdk/rules"): a UI may show these itself, or pass its own `toasts` to the storefront.
import { cartLineName } from "../cart/cartLines.js"
import { RESET_TOKEN_EXPIRED_MESSAGE } from "../customer/accountMessages.js"
import type { StorefrontEvent } from "../events/storefrontEvent.js"
import { WISHLIST_ROUTE } from "../wishlist/wishlistMessages.js"
import type { NotificationAction, NotificationInput } from "./notificationQueue.js"

// The cart.
export const ITEM_ADDED_MESSAGE = "Item added to the cart successfully"
export const VIEW_CART_ACTION: NotificationAction = { text: "View", url: "/cart" }
export const ITEM_REMOVED_TITLE = "Product removed"
export const itemRemovedMessage = (productName: string) =>
  `${productName} has been successfully removed from your cart`
export const COUPON_APPLIED_MESSAGE = "Coupon code has been applied."
export const COUPON_NOT_VALID_MESSAGE = "Coupon code is not valid."
/** Said once an empty code has removed the cart's coupon (no toast: the CLI prints it). */
export const COUPON_REMOVED_MESSAGE = "Coupon code has been removed."

// The account.
export const LOGIN_TITLE = "Login"
export const LOGIN_SUCCESS_MESSAGE = "You have successfully logged in"
export const LOGOUT_TITLE = "Logged Out"
export const LOGOUT_SUCCESS_MESSAGE = "You are successfully logged out"
/** Title of the danger toast of a failed sign-in or registration. */
export const REGISTRATION_ERROR_TITLE = "Registration error"
export const REGISTRATION_TITLE = "Registration"
export const CONFIRM_ACCOUNT_MESSAGE =
  "You must confirm your account. Please check your email for the confirmation link."
export const PASSWORD_UPDATED_MESSAGE = "Password has been updated successfully."
export const RESET_TOKEN_EXPIRED_TITLE = "Error"
export const NOT_AUTHORIZED_MESSAGE = "You are not authorized, please log in."
/** After the confirmation link worked: the account may sign in now. */
export const ACCOUNT_CONFIRMED_MESSAGE = "Your account is confirmed. You can sign in now."

// The wish list.
export const VIEW_WISHLIST_ACTION: NotificationAction = { text: "View", url: WISHLIST_ROUTE }
export const wishlistAddedMessage = (name: string) =>
  `You added product ${name} to the wishlist list.`
export const WISHLIST_REMOVED_MESSAGE = "You removed item to the wishlist list."
export const WISHLIST_TITLE = "Wishlist"
export const movedToCartMessage = (product: string) => `You added ${product} to your shopping cart.`
export const WISHLIST_ERROR_TITLE = "Wishlist error"

const registrationError = (error: { readonly message: string }): NotificationInput => ({
  type: "danger",
  title: REGISTRATION_ERROR_TITLE,
  message: error.message,
})

/** The toast the storefront shows for an event (spec §8); undefined: none. */
export const toastFor = (event: StorefrontEvent): NotificationInput | undefined => {
  switch (event.type) {
    case "cart:item-added":
      return { type: "success", message: ITEM_ADDED_MESSAGE, action: VIEW_CART_ACTION }
    case "cart:add-refused":
    case "cart:quantity-not-updated":
      return { type: "danger", message: event.error.message }
    case "cart:item-removed":
      return {
        type: "success",
        title: ITEM_REMOVED_TITLE,
        message: itemRemovedMessage(cartLineName(event.item)),
      }
    case "cart:coupon-applied":
      return { type: "success", message: COUPON_APPLIED_MESSAGE }
    case "cart:coupon-not-applied":
      return { type: "warning", message: COUPON_NOT_VALID_MESSAGE }
    case "customer:signed-in":
      return { type: "success", title: LOGIN_TITLE, message: LOGIN_SUCCESS_MESSAGE }
    case "customer:sign-in-failed":
    case "customer:registration-failed":
      return registrationError(event.error)
    case "customer:confirmation-required":
      // Stays until dismissed: the shopper has to act on it in another window.
      return {
        type: "success",
        title: REGISTRATION_TITLE,
        message: CONFIRM_ACCOUNT_MESSAGE,
        persistent: true,
      }
    case "customer:account-confirmed":
      return { type: "success", message: ACCOUNT_CONFIRMED_MESSAGE }
    case "customer:signed-out":
      return { type: "success", title: LOGOUT_TITLE, message: LOGOUT_SUCCESS_MESSAGE }
    case "customer:authorization-lost":
      return { type: "warning", message: NOT_AUTHORIZED_MESSAGE }
    case "customer:password-changed":
    case "customer:password-reset":
      return { type: "success", message: PASSWORD_UPDATED_MESSAGE }
    case "customer:password-reset-failed":
      // Spec §4 Password reset: whatever the shop answered, the token is taken as expired.
      return {
        type: "danger",
        title: RESET_TOKEN_EXPIRED_TITLE,
        message: RESET_TOKEN_EXPIRED_MESSAGE,
      }
    case "wishlist:item-added":
      return {
        type: "success",
        message: wishlistAddedMessage(event.product.name ?? event.product.sku ?? ""),
        action: VIEW_WISHLIST_ACTION,
      }
    case "wishlist:item-removed":
      return { type: "success", message: WISHLIST_REMOVED_MESSAGE, action: VIEW_WISHLIST_ACTION }
    case "wishlist:item-moved-to-cart":
      return {
        type: "success",
        title: WISHLIST_TITLE,
        message: movedToCartMessage(event.item.product?.name ?? event.item.product?.sku ?? ""),
      }
    case "wishlist:move-to-cart-failed":
      return { type: "danger", title: WISHLIST_ERROR_TITLE, message: event.error.message }
    default:
      return undefined
  }
}
