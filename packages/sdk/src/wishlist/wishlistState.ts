import type { ActionStatus } from "../content/actionStatus.js"
import type { NotSignedInError } from "../customer/customerErrors.js"
import type { GraphqlClientError } from "../graphql/errors.js"
import type {
  UnsupportedWishlistProductTypeError,
  WishlistCartError,
  WishlistItemNotFoundError,
  WishlistUserError,
} from "./wishlistErrors.js"

/** Every failure a wish list action can record. */
export type WishlistFailure =
  | GraphqlClientError
  | NotSignedInError
  | WishlistUserError
  | WishlistCartError
  | WishlistItemNotFoundError
  | UnsupportedWishlistProductTypeError

export const WISHLIST_ACTIONS = [
  "load",
  "count",
  "add",
  "remove",
  "clear",
  "moveToCart",
  "share",
  "shared",
] as const

export type WishlistAction = (typeof WISHLIST_ACTIONS)[number]

/** Busy flag and last error per action (spec §8: kept, not shown). */
export type WishlistStatus = ActionStatus<WishlistAction, WishlistFailure>

export const initialWishlistStatus: WishlistStatus = {
  busy: Object.fromEntries(WISHLIST_ACTIONS.map((a) => [a, false])) as Record<
    WishlistAction,
    boolean
  >,
  errors: Object.fromEntries(WISHLIST_ACTIONS.map((a) => [a, null])) as Record<
    WishlistAction,
    WishlistFailure | null
  >,
}
