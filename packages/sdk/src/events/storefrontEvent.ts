// What the storefront tells a UI, instead of holding UI state: the UI decides what to show.
import type { Ga4Event, MarketingEvent } from "../analytics/ga4Events.js"
import type { CartItem, CartModel } from "../cart/cart.graphql.js"
import type { Notification } from "../notifications/notificationQueue.js"

/** Every event the storefront emits, told apart by `type`. */
export type StorefrontEvent =
  /** A successful add to cart: the cart now, the lines the add touched and the quantity added. */
  | {
      readonly type: "cart:item-added"
      readonly cart: CartModel
      readonly items: ReadonlyArray<CartItem>
      readonly quantity: number
    }
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
