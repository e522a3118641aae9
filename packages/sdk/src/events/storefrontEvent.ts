// What the storefront tells a UI, instead of holding UI state: the UI decides what to show.
import type { Ga4Event, MarketingEvent } from "../analytics/ga4Events.js"
import type { CartItem, CartModel } from "../cart/cart.graphql.js"
import type { CartUnavailableError, CartUserError } from "../cart/cartErrors.js"
import type { AccountError, NotSignedInError } from "../customer/customerErrors.js"
import type { CustomerProfile } from "../customer/customerModel.js"
import type { GraphqlClientError } from "../graphql/errors.js"
import type { Notification } from "../notifications/notificationQueue.js"
import type { WishlistCartError } from "../wishlist/wishlistErrors.js"
import type { WishlistItem, WishlistModel } from "../wishlist/wishlistModel.js"
import type { WishlistProduct } from "../wishlist/wishlistPresence.js"

/**
 * What happened in the shop: the services tell these and say nothing to the shopper themselves;
 * `toastFor` (notifications/messages.ts) turns them into the notification area's toasts.
 */
export type DomainEvent = CartEvent | CustomerEvent | WishlistEvent

export type CartEvent =
  /** A successful add to cart: the cart now, the lines the add touched and the quantity added. */
  | {
      readonly type: "cart:item-added"
      readonly cart: CartModel
      readonly items: ReadonlyArray<CartItem>
      readonly quantity: number
    }
  /** The shop refused an add (`CartUserError`: stock, options); the cart is unchanged. */
  | { readonly type: "cart:add-refused"; readonly error: CartUserError }
  /** A line left the cart; `cart` is the cart without it. */
  | { readonly type: "cart:item-removed"; readonly item: CartItem; readonly cart: CartModel | null }
  /** A debounced quantity change was sent and failed; the line keeps its quantity. */
  | {
      readonly type: "cart:quantity-not-updated"
      readonly uid: string
      readonly quantity: number
      readonly error: GraphqlClientError | CartUnavailableError
    }
  /** An entered coupon code applied, or did not (`cart` as the shop returned it either way). */
  | { readonly type: "cart:coupon-applied"; readonly code: string; readonly cart: CartModel }
  | { readonly type: "cart:coupon-not-applied"; readonly code: string; readonly cart: CartModel }

/** Why a sign-in, a registration or a password reset failed. */
export type AccountFailure = AccountError | GraphqlClientError

export type CustomerEvent =
  /** A sign-in succeeded (also the sign-in that follows a registration). */
  | { readonly type: "customer:signed-in"; readonly customer: CustomerProfile }
  | { readonly type: "customer:sign-in-failed"; readonly error: AccountFailure }
  | { readonly type: "customer:registration-failed"; readonly error: AccountFailure }
  /** The new account must confirm its e-mail before it can sign in. */
  | { readonly type: "customer:confirmation-required" }
  | { readonly type: "customer:account-confirmed" }
  /** The customer signed out. */
  | { readonly type: "customer:signed-out" }
  /** A call was refused as unauthorized: the customer is signed out and sent home. */
  | { readonly type: "customer:authorization-lost" }
  | { readonly type: "customer:password-changed" }
  /** A password reset by e-mailed token succeeded, or failed (an expired or used token). */
  | { readonly type: "customer:password-reset" }
  | { readonly type: "customer:password-reset-failed"; readonly error: AccountFailure }

export type WishlistEvent =
  | {
      readonly type: "wishlist:item-added"
      readonly product: WishlistProduct
      readonly wishlist: WishlistModel
    }
  | {
      readonly type: "wishlist:item-removed"
      readonly itemId: string
      readonly wishlist: WishlistModel
    }
  /** The cart took a wish list item, which left the list. */
  | {
      readonly type: "wishlist:item-moved-to-cart"
      readonly item: WishlistItem
      readonly wishlist: WishlistModel
    }
  /** The cart did not take the item; it stays on the list. */
  | {
      readonly type: "wishlist:move-to-cart-failed"
      readonly item: WishlistItem
      readonly error: WishlistCartError | GraphqlClientError | NotSignedInError
    }

/** Every event the storefront emits, told apart by `type`: the domain's, and UI intents. */
export type StorefrontEvent =
  | DomainEvent
  /** The storefront suggests showing a sidebar (after an add: the cart). */
  | { readonly type: "open-sidebar"; readonly sidebar: "cart" }
  /** A notification joined the notification area (`notifications`). */
  | { readonly type: "toast"; readonly notification: Notification }
  /** An e-commerce event was tracked: GA4 (`channel: "ga4"`) or the marketing tracker's. */
  | { readonly type: "analytics"; readonly channel: "ga4"; readonly event: Ga4Event }
  | { readonly type: "analytics"; readonly channel: "marketing"; readonly event: MarketingEvent }

export type StorefrontEventType = StorefrontEvent["type"]

/** The event of one type. */
export type StorefrontEventOf<T extends StorefrontEventType> = Extract<StorefrontEvent, { type: T }>

export type StorefrontEventListener = (event: StorefrontEvent) => void

/** Subscribing to the storefront's events; each returns its unsubscribe function. */
export interface StorefrontEventSource {
  /** Every event. */
  readonly subscribe: (listener: StorefrontEventListener) => () => void
  /** The events of one type. */
  readonly on: <T extends StorefrontEventType>(
    type: T,
    listener: (event: StorefrontEventOf<T>) => void,
  ) => () => void
}

/** `on` over a `subscribe`. */
export const eventSource = (
  subscribe: (listener: StorefrontEventListener) => () => void,
): StorefrontEventSource => ({
  subscribe,
  on: (type, listener) =>
    subscribe((event) => {
      if (event.type === type) listener(event as StorefrontEventOf<typeof type>)
    }),
})
