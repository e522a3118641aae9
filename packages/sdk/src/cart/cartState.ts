import type { ActionStatus } from "../content/actionStatus.js"
import type { GraphqlClientError } from "../graphql/errors.js"
import type {
  CartUnavailableError,
  CartUserError,
  UnsupportedProductTypeError,
  VariantNotSelectedError,
} from "./cartErrors.js"

/** Every failure a cart action can record. */
export type CartFailure =
  | GraphqlClientError
  | CartUserError
  | UnsupportedProductTypeError
  | VariantNotSelectedError
  | CartUnavailableError

export const CART_ACTIONS = [
  "load",
  "clear",
  "addItem",
  "updateQuantity",
  "removeItem",
  "applyCoupon",
  "removeCoupon",
  "applyGiftCard",
  "removeGiftCard",
  "addWarranty",
  "applyQuoteId",
  "loadTotalQuantity",
  "mergeCarts",
] as const

export type CartAction = (typeof CART_ACTIONS)[number]

/** Busy flag and last error per action (busy.addWarranty is the warranty loader). */
export type CartStatus = ActionStatus<CartAction, CartFailure>

export const initialCartStatus: CartStatus = {
  busy: Object.fromEntries(CART_ACTIONS.map((a) => [a, false])) as Record<CartAction, boolean>,
  errors: Object.fromEntries(CART_ACTIONS.map((a) => [a, null])) as Record<
    CartAction,
    CartFailure | null
  >,
}
