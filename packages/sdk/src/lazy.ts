// "@shutter/sdk/lazy": a Storefront whose real implementation (Effect, the services, the GraphQL
// documents) arrives later, e.g. from a dynamic import. Nothing here imports Effect, so a web app
// can render its first paint before that code is downloaded and evaluated.
import { initialCartStatus } from "./cart/cartState.js"
import type { ObservableState } from "./content/observableState.js"
import { TICKER_LOADING } from "./content/tickerState.js"
import { initialAccountStatus } from "./customer/accountState.js"
import { SIGNED_OUT } from "./customer/customerModel.js"
import { eventSource } from "./events/storefrontEvent.js"
import type { Storefront } from "./index.js"
import { initialWishlistStatus } from "./wishlist/wishlistState.js"

type Namespace = Exclude<keyof Storefront, "dispose" | "events">

/** The promise-returning members of a namespace (what is forwarded after the load). */
export type MethodName<T> = {
  [K in keyof T]-?: T[K] extends (...args: never) => Promise<unknown> ? K : never
}[keyof T]

/** The observable members of a namespace, with their values. */
type StateName<T> = {
  [K in keyof T]-?: T[K] extends ObservableState<unknown> ? K : never
}[keyof T]
type StateValue<S> = S extends ObservableState<infer A> ? A : never

/** What each observable shows until the real storefront is loaded: the services' own initial state. */
const initialStates = {
  content: { ticker: TICKER_LOADING, categories: null },
  cart: {
    cart: null,
    totalQuantity: 0,
    status: initialCartStatus,
  },
  customer: { session: SIGNED_OUT, homeRequest: null, status: initialAccountStatus },
  addresses: { addresses: null },
  wishlist: { wishlist: null, count: 0, status: initialWishlistStatus },
  newsletter: { subscribed: null },
  productAlerts: { alerts: null },
} as const satisfies {
  readonly [N in Namespace as StateName<Storefront[N]> extends never ? never : N]: {
    readonly [K in StateName<Storefront[N]>]: StateValue<Storefront[N][K]>
  }
}
const initialNotifications: StateValue<Storefront["notifications"]> = []

type AnyMethod = (...args: ReadonlyArray<unknown>) => Promise<unknown>

/** Options of `lazyStorefront`. */
export interface LazyStorefrontOptions {
  /**
   * true (the default): `load` is called at once, so the code arrives as early as possible.
   * false: `load` waits for the first method call or `startStorefront(lazy)` (a page that needs
   * nothing from the storefront on its first load does not download it).
   */
  readonly eager?: boolean
}

/** Starts loading each lazy storefront's code (`startStorefront`), by storefront. */
const starters = new WeakMap<Storefront, () => Promise<unknown>>()

/**
 * Starts loading a lazy storefront's real implementation now (e.g. on a first sign of the
 * shopper's intent) and resolves once it has loaded; any other storefront resolves at once.
 * A failed load rejects here and is tried again by the next call.
 */
export const startStorefront = (storefront: Storefront): Promise<void> =>
  (starters.get(storefront)?.() ?? Promise.resolve()).then(() => undefined)

/**
 * A `Storefront` that forwards to the one `load` resolves to. `load` is called at once (or, with
 * `eager: false`, on the first method call or `startStorefront`); if it rejects, the calls
 * waiting for it reject with its error and the next call tries again. Until it has loaded, every
 * observable returns the services' initial value (cart null, quantity 0, ticker loading, no
 * notifications…) and subscribing to one loads nothing; listeners subscribed before then are
 * moved to the real state and told its value if it differs.
 */
export const lazyStorefront = (
  load: () => Promise<Storefront>,
  options: LazyStorefrontOptions = {},
): Storefront => {
  let real: Storefront | undefined
  let loading: Promise<Storefront> | undefined
  const onLoad = new Set<(storefront: Storefront) => void>()

  const loaded = (): Promise<Storefront> => {
    if (real) return Promise.resolve(real)
    loading ??= load().then(
      (storefront) => {
        real = storefront
        for (const attach of [...onLoad]) attach(storefront)
        onLoad.clear()
        return storefront
      },
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  // Start now; a failure surfaces through the calls that wait for it.
  if (options.eager ?? true) loaded().catch(() => undefined)

  /**
   * A namespace whose methods forward to the loaded storefront, with its observables (`states`)
   * as they are. Any other member name is a method: there is no list to keep in step with
   * `Storefront`. Each forwarding function is made once, so it keeps its identity (hooks list
   * them as dependencies).
   */
  const forward = <N extends Namespace, S extends object = object>(
    namespace: N,
    states?: S,
  ): Pick<Storefront[N], MethodName<Storefront[N]>> & S => {
    const made = new Map<string, AnyMethod>()
    const call =
      (name: string): AnyMethod =>
      (...args) =>
        loaded().then((storefront) => {
          const method = (storefront[namespace] as unknown as Record<string, AnyMethod>)[name]
          if (typeof method !== "function")
            throw new TypeError(`${namespace}.${name} is not a method of the loaded storefront`)
          return method(...args)
        })
    const proxy = new Proxy(states ?? {}, {
      get: (target, name, receiver) => {
        // `then` too stays undefined: a namespace is not a promise to `await`.
        if (typeof name !== "string" || name in target || name === "then")
          return Reflect.get(target, name, receiver)
        let method = made.get(name)
        if (method === undefined) {
          method = call(name)
          made.set(name, method)
        }
        return method
      },
    })
    return proxy as Pick<Storefront[N], MethodName<Storefront[N]>> & S
  }

  /**
   * Subscribes on the real storefront, now or once it has loaded; the returned function
   * unsubscribes either way.
   */
  const subscribeOnLoad = (subscribe: (storefront: Storefront) => () => void): (() => void) => {
    if (real) return subscribe(real)
    let unsubscribe: (() => void) | undefined
    const attach = (storefront: Storefront) => {
      unsubscribe = subscribe(storefront)
    }
    onLoad.add(attach)
    return () => {
      onLoad.delete(attach)
      unsubscribe?.()
    }
  }

  const observe = <A>(
    select: (storefront: Storefront) => ObservableState<A>,
    initial: A,
  ): ObservableState<A> => ({
    get: () => (real ? select(real).get() : initial),
    subscribe: (listener) => {
      if (real) return select(real).subscribe(listener)
      return subscribeOnLoad((storefront) => {
        const state = select(storefront)
        const unsubscribe = state.subscribe(listener)
        const value = state.get()
        if (!Object.is(value, initial)) listener(value)
        return unsubscribe
      })
    },
  })

  const { content, cart, customer, addresses, wishlist, newsletter, productAlerts } = initialStates
  const lazy: Storefront = {
    store: forward("store"),
    catalog: forward("catalog"),
    routing: forward("routing"),
    content: forward("content", {
      ticker: observe((s) => s.content.ticker, content.ticker),
      categories: observe((s) => s.content.categories, content.categories),
    }),
    cart: forward("cart", {
      cart: observe((s) => s.cart.cart, cart.cart),
      totalQuantity: observe((s) => s.cart.totalQuantity, cart.totalQuantity),
      status: observe((s) => s.cart.status, cart.status),
    }),
    checkout: forward("checkout"),
    customer: forward("customer", {
      session: observe((s) => s.customer.session, customer.session),
      homeRequest: observe((s) => s.customer.homeRequest, customer.homeRequest),
      status: observe((s) => s.customer.status, customer.status),
    }),
    addresses: forward("addresses", {
      addresses: observe((s) => s.addresses.addresses, addresses.addresses),
    }),
    orders: forward("orders"),
    payments: forward("payments"),
    wishlist: forward("wishlist", {
      wishlist: observe((s) => s.wishlist.wishlist, wishlist.wishlist),
      count: observe((s) => s.wishlist.count, wishlist.count),
      status: observe((s) => s.wishlist.status, wishlist.status),
    }),
    newsletter: forward("newsletter", {
      subscribed: observe((s) => s.newsletter.subscribed, newsletter.subscribed),
    }),
    reviews: forward("reviews"),
    productAlerts: forward("productAlerts", {
      alerts: observe((s) => s.productAlerts.alerts, productAlerts.alerts),
    }),
    quotes: forward("quotes"),
    recaptcha: forward("recaptcha"),
    notifications: forward("notifications", {
      ...observe((s) => s.notifications, initialNotifications),
    }),
    // A listener subscribed before the load hears the real storefront's events after it.
    events: eventSource((listener) => subscribeOnLoad((s) => s.events.subscribe(listener))),
    // Never loaded (nor loading): nothing to dispose, and nothing worth downloading for it.
    dispose: () =>
      real === undefined && loading === undefined
        ? Promise.resolve()
        : loaded().then((storefront) => storefront.dispose()),
  }
  starters.set(lazy, loaded)
  return lazy
}
