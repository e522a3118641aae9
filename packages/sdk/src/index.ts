// "@shutter/sdk": the Promise facade. Effect inside, Promises outside. Each namespace is built
// from a table of its services' methods (`serviceCalls`); the domains' exports are in their
// `publicApi` modules.
import * as Effect from "effect/Effect"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { Addresses } from "./addresses/Addresses.js"
import { type AddressesFacade, addressesFacade } from "./addresses/addressesFacade.js"
import { Cart } from "./cart/Cart.js"
import { type CartFacade, cartFacade } from "./cart/cartFacade.js"
import { Catalog } from "./catalog/Catalog.js"
import {
  type CatalogFacade,
  catalogCalls,
  type RoutingFacade,
  routingCalls,
  type StoreFacade,
  storeCalls,
} from "./catalogFacade.js"
import { type CheckoutFacade, checkoutFacade } from "./checkout/checkoutFacade.js"
import { Content } from "./content/Content.js"
import { type ContentFacade, contentFacade } from "./content/contentFacade.js"
import { Customer } from "./customer/Customer.js"
import { type CustomerFacade, customerFacade } from "./customer/customerFacade.js"
import { type EngagementStorefront, engagementFacade } from "./engagementFacade.js"
import { StorefrontEvents } from "./events/StorefrontEvents.js"
import { eventSource, type StorefrontEventSource } from "./events/storefrontEvent.js"
import { facadeRun } from "./facadeRun.js"
import { type StorefrontConfig, storefrontLayer } from "./live.js"
import { Newsletter } from "./newsletter/Newsletter.js"
import { Notifications } from "./notifications/Notifications.js"
import {
  type NotificationsFacade,
  notificationsFacade,
} from "./notifications/notificationsFacade.js"
import { type OrdersFacade, ordersFacade } from "./orders/ordersFacade.js"
import { type PaymentsFacade, paymentsFacade } from "./payments/paymentsFacade.js"
import { ProductAlerts } from "./productAlerts/ProductAlerts.js"
import { type QuotesFacade, quotesFacade } from "./quotes/quotesFacade.js"
import { type ReCaptchaFacade, reCaptchaFacade } from "./recaptcha/recaptchaFacade.js"
import { Routing } from "./routing/Routing.js"
import { serviceCalls } from "./serviceCalls.js"
import { memoryStorage } from "./storage/memoryStorage.js"
import { Store } from "./store/Store.js"
import { Wishlist } from "./wishlist/Wishlist.js"
import { type WishlistFacade, wishlistFacade } from "./wishlist/wishlistFacade.js"

export * from "./addresses/publicApi.js"
export * from "./analytics/publicApi.js"
export * from "./cart/publicApi.js"
export * from "./catalog/publicApi.js"
export * from "./checkout/publicApi.js"
export * from "./content/publicApi.js"
export * from "./customer/publicApi.js"
export type { EngagementStorefront } from "./engagementFacade.js"
export * from "./events/publicApi.js"
export type { CallInput, CallOptions } from "./facadeRun.js"
export * from "./graphql/publicApi.js"
export type { MagentoConfig, ReCaptchaConfig, StorefrontConfig } from "./live.js"
export * from "./newsletter/publicApi.js"
export * from "./notifications/publicApi.js"
export * from "./orders/publicApi.js"
export * from "./payments/publicApi.js"
export * from "./productAlerts/publicApi.js"
export * from "./quotes/publicApi.js"
export * from "./recaptcha/publicApi.js"
export * from "./reviews/publicApi.js"
export * from "./routing/publicApi.js"
export * from "./seo/publicApi.js"
export type {
  CallTable,
  FacadeMethod,
  PickedInput,
  ReshapedInput,
  ServiceFacade,
  WholeInput,
} from "./serviceCalls.js"
export * from "./storage/publicApi.js"
export * from "./store/publicApi.js"
export * from "./storefrontError.js"
export * from "./wishlist/publicApi.js"

/**
 * The Promise facade. Every method takes one readonly input object (the Effect service's input
 * plus `signal`), accepts what the call before it returned (a `CartItem` for `removeItem`, an
 * `AvailableShippingMethod` for `setShippingMethod`…) and rejects with a `StorefrontError`.
 * What happened (a coupon applied, a sign-in) and UI intents (open the cart, a toast,
 * analytics) arrive through `events`; the toasts are `toastFor`'s (spec §8) unless `toasts` is set.
 */
export interface Storefront extends EngagementStorefront {
  readonly store: StoreFacade
  readonly catalog: CatalogFacade
  readonly routing: RoutingFacade
  readonly content: ContentFacade
  /** Spec §4 cart; state as subscribe/get pairs. */
  readonly cart: CartFacade
  readonly checkout: CheckoutFacade
  /**
   * Spec §4 Login, Logout, Register, User load, Authorization failure, Password reset. Refusals
   * reject with `AccountError` (Magento's messages joined by commas), customer-only calls
   * without a token with `NotSignedInError` (no request).
   */
  readonly customer: CustomerFacade
  /** The signed-in customer's address book; without a token `NotSignedInError`. */
  readonly addresses: AddressesFacade
  /** The signed-in customer's orders, newest first; without a token `NotSignedInError`. */
  readonly orders: OrdersFacade
  /**
   * Payment methods and card payments: an offline method, a card through Stripe (the
   * PaymentMethod id Stripe.js made), or Braintree's nonce on a stock Magento.
   */
  readonly payments: PaymentsFacade
  /** The signed-in customer's wish list (spec §4 Wishlist). */
  readonly wishlist: WishlistFacade
  /** Used-gear quote requests (guests and customers alike). */
  readonly quotes: QuotesFacade
  /** reCAPTCHA v3 on the forms the store protects (the header itself is added by every call). */
  readonly recaptcha: ReCaptchaFacade
  /** The notification area: subscribe/get, plus add/dismiss/clear. */
  readonly notifications: NotificationsFacade
  /**
   * What happened in the shop (`DomainEvent`: `cart:item-added`, `cart:coupon-applied`,
   * `customer:signed-in`, `wishlist:item-added`…) and what the storefront asks a UI to do or know
   * (`open-sidebar`, `toast`, `analytics`). Listeners are called synchronously, before the call
   * that emitted the event resolves; a throwing one is logged.
   * @example
   * const stop = storefront.events.on("open-sidebar", () => { ui.cartSidebarOpen = true })
   */
  readonly events: StorefrontEventSource
  /**
   * Releases the runtime; the storefront must not be used afterwards.
   * @example await storefront.dispose()
   */
  dispose(): Promise<void>
}

/**
 * Builds one runtime for all calls. Every method rejects with a `StorefrontError`: the tagged
 * error instance itself, so `switch (error._tag)` works.
 *
 * @example
 * const storefront = createStorefront({ endpoint: "https://shop.example/graphql" })
 * const cart = await storefront.cart.addItem({ product, quantity: 1 })
 */
export const createStorefront = (config: StorefrontConfig): Storefront => {
  const runtime = ManagedRuntime.make(
    storefrontLayer({ ...config, storage: config.storage ?? memoryStorage() }),
  )
  const run = facadeRun(runtime)
  type Services =
    typeof runtime extends ManagedRuntime.ManagedRuntime<infer R, infer _E> ? R : never
  // The services UIs watch are built synchronously on first use, so their state can be read at once.
  const lazyService = <S>(service: Effect.Effect<S, never, Services>) => {
    let built: S | undefined
    return () => {
      built ??= runtime.runSync(service)
      return built
    }
  }
  const events = lazyService(Effect.service(StorefrontEvents))
  return {
    store: serviceCalls(run, Store, storeCalls),
    catalog: serviceCalls(run, Catalog, catalogCalls),
    routing: serviceCalls(run, Routing, routingCalls),
    content: contentFacade(run, lazyService(Effect.service(Content))),
    cart: cartFacade(run, lazyService(Effect.service(Cart))),
    checkout: checkoutFacade(run),
    customer: customerFacade(run, lazyService(Effect.service(Customer))),
    addresses: addressesFacade(run, lazyService(Effect.service(Addresses))),
    orders: ordersFacade(run),
    payments: paymentsFacade(run),
    wishlist: wishlistFacade(run, lazyService(Effect.service(Wishlist))),
    quotes: quotesFacade(run),
    recaptcha: reCaptchaFacade(run),
    notifications: notificationsFacade(run, lazyService(Effect.service(Notifications))),
    ...engagementFacade(run, {
      newsletter: lazyService(Effect.service(Newsletter)),
      productAlerts: lazyService(Effect.service(ProductAlerts)),
    }),
    events: eventSource((listener) => events().subscribe(listener)),
    dispose: () => runtime.dispose(),
  }
}
