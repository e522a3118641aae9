// A Promise-facade Storefront for UI tests (React, CLI): every call rejects loudly unless the
// test provides it, and every observable starts from the SDK's own initial state.
import { initialCartStatus } from "../cart/cartState.js"
import type { ObservableState } from "../content/observableState.js"
import { TICKER_LOADING } from "../content/ticker.js"
import { initialAccountStatus } from "../customer/accountState.js"
import { SIGNED_OUT } from "../customer/customerModel.js"
import {
  eventSource,
  type StorefrontEvent,
  type StorefrontEventListener,
  type StorefrontEventSource,
} from "../events/storefrontEvent.js"
import type { Storefront } from "../index.js"
import { initialWishlistStatus } from "../wishlist/wishlistState.js"

/** An observable the test can push values into. */
export interface TestObservable<A> extends ObservableState<A> {
  readonly set: (value: A) => void
}

export const observable = <A>(initial: A): TestObservable<A> => {
  let value = initial
  const listeners = new Set<(value: A) => void>()
  return {
    get: () => value,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    set: (next) => {
      value = next
      for (const listener of listeners) listener(next)
    },
  }
}

/** An event source the test emits into (`emit` calls the listeners synchronously). */
export interface TestEvents extends StorefrontEventSource {
  readonly emit: (event: StorefrontEvent) => void
}

export const testEvents = (): TestEvents => {
  const listeners = new Set<StorefrontEventListener>()
  return {
    ...eventSource((listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    }),
    emit: (event) => {
      for (const listener of [...listeners]) listener(event)
    },
  }
}

/**
 * A namespace whose methods reject with "<ns>.<method> is not used in this test" unless the
 * test supplies them; provided members (functions or observables) win.
 */
const strictNamespace = <T extends object>(name: string, provided: Partial<T>): T =>
  new Proxy(provided as T, {
    get: (target, key) =>
      typeof key !== "string" || key in target
        ? Reflect.get(target, key)
        : () => Promise.reject(new Error(`${name}.${key} is not used in this test`)),
  })

export interface StubStorefrontParts {
  readonly store?: Partial<Storefront["store"]>
  readonly catalog?: Partial<Storefront["catalog"]>
  readonly routing?: Partial<Storefront["routing"]>
  readonly content?: Partial<Storefront["content"]>
  readonly cart?: Partial<Storefront["cart"]>
  readonly checkout?: Partial<Storefront["checkout"]>
  readonly customer?: Partial<Storefront["customer"]>
  readonly addresses?: Partial<Storefront["addresses"]>
  readonly orders?: Partial<Storefront["orders"]>
  readonly payments?: Partial<Storefront["payments"]>
  readonly wishlist?: Partial<Storefront["wishlist"]>
  readonly newsletter?: Partial<Storefront["newsletter"]>
  readonly reviews?: Partial<Storefront["reviews"]>
  readonly productAlerts?: Partial<Storefront["productAlerts"]>
  readonly quotes?: Partial<Storefront["quotes"]>
  readonly recaptcha?: Partial<Storefront["recaptcha"]>
  readonly notifications?: Partial<Storefront["notifications"]>
  /** Default: a `testEvents()` nobody emits into. */
  readonly events?: StorefrontEventSource
}

export const stubStorefront = (parts: StubStorefrontParts = {}): Storefront => ({
  store: strictNamespace("store", parts.store ?? {}),
  catalog: strictNamespace("catalog", parts.catalog ?? {}),
  routing: strictNamespace("routing", parts.routing ?? {}),
  content: strictNamespace("content", {
    ticker: observable(TICKER_LOADING),
    categories: observable(null),
    ...parts.content,
  }),
  cart: strictNamespace("cart", {
    cart: observable(null),
    totalQuantity: observable(0),
    status: observable(initialCartStatus),
    ...parts.cart,
  }),
  checkout: strictNamespace("checkout", parts.checkout ?? {}),
  customer: strictNamespace("customer", {
    session: observable(SIGNED_OUT),
    homeRequest: observable(null),
    status: observable(initialAccountStatus),
    ...parts.customer,
  }),
  addresses: strictNamespace("addresses", { addresses: observable(null), ...parts.addresses }),
  orders: strictNamespace("orders", parts.orders ?? {}),
  payments: strictNamespace("payments", parts.payments ?? {}),
  wishlist: strictNamespace("wishlist", {
    wishlist: observable(null),
    count: observable(0),
    status: observable(initialWishlistStatus),
    ...parts.wishlist,
  }),
  newsletter: strictNamespace("newsletter", { subscribed: observable(null), ...parts.newsletter }),
  reviews: strictNamespace("reviews", parts.reviews ?? {}),
  productAlerts: strictNamespace("productAlerts", {
    alerts: observable(null),
    ...parts.productAlerts,
  }),
  quotes: strictNamespace("quotes", parts.quotes ?? {}),
  // reCAPTCHA off unless stubbed: forms prepare it as they open.
  recaptcha: {
    settings: async () => null,
    prepare: async () => false,
    ...parts.recaptcha,
  },
  notifications: strictNamespace("notifications", {
    ...observable([]),
    ...parts.notifications,
  }),
  events: parts.events ?? testEvents(),
  dispose: async () => {},
})
