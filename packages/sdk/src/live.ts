import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Addresses } from "./addresses/Addresses.js"
import { Analytics } from "./analytics/Analytics.js"
import { Cart } from "./cart/Cart.js"
import { Coupons } from "./cart/Coupons.js"
import { GiftCards } from "./cart/GiftCards.js"
import { Warranty } from "./cart/Warranty.js"
import { Catalog } from "./catalog/Catalog.js"
import { Checkout } from "./checkout/Checkout.js"
import { Content } from "./content/Content.js"
import { Customer } from "./customer/Customer.js"
import { guardAuthorization, Session } from "./customer/Session.js"
import { StorefrontEvents, storefrontEventsLayer } from "./events/StorefrontEvents.js"
import { MagentoCapabilities, type MagentoExtension } from "./graphql/capabilities.js"
import { decodeEnvelope } from "./graphql/envelopeSchema.js"
import { fetchLayer } from "./graphql/Fetch.js"
import { GraphqlClient } from "./graphql/GraphqlClient.js"
import { GraphqlEnvelopeReader } from "./graphql/graphqlEnvelope.js"
import { Newsletter } from "./newsletter/Newsletter.js"
import { Notifications, type ToastMapping, ToastMessages } from "./notifications/Notifications.js"
import { Orders } from "./orders/Orders.js"
import {
  type PaymentAction,
  PaymentAuthenticationError,
  PaymentConfirmer,
  Payments,
} from "./payments/Payments.js"
import { ProductAlerts } from "./productAlerts/ProductAlerts.js"
import { Quotes } from "./quotes/Quotes.js"
import { ReCaptcha, type ReCaptchaOptions, withReCaptcha } from "./recaptcha/ReCaptcha.js"
import { ReCaptchaProvider, type ReCaptchaTokenSource } from "./recaptcha/ReCaptchaProvider.js"
import { Reviews } from "./reviews/Reviews.js"
import { Routing } from "./routing/Routing.js"
import type { StorageLayer } from "./storage/Storage.js"
import type { LocaleDefinition } from "./store/localeResolution.js"
import { Store } from "./store/Store.js"
import { StoreLocale } from "./store/StoreLocale.js"
import { Wishlist } from "./wishlist/Wishlist.js"

/** Everything a storefront client is configured with; the same for browser, Node and CLI. */
export interface StorefrontConfig {
  /** GraphQL endpoint: absolute URL, or relative ("/graphql") in a browser. */
  readonly endpoint: string
  /** Client state: `cookieStorage()` in a browser, `fileStorage(dir)` in Node; default `memoryStorage()`. */
  readonly storage?: StorageLayer
  /** Custom fetch (tests, msw, SSR). */
  readonly fetch?: typeof fetch
  /** The store view serving the default locale (default "default"). */
  readonly storeCode?: string
  /** Storefront locales; default: en-US on `storeCode` in USD. */
  readonly locales?: ReadonlyArray<LocaleDefinition>
  /** Source of the first path segment for the locale step (browser: `() => location.pathname`). */
  readonly currentPath?: () => string | undefined
  /** The path's locale prefix decides the store view (see `StoreLocaleOptions`); default off. */
  readonly pathDecidesStore?: boolean
  /** Per-attempt request timeout in ms (default 10 000). */
  readonly timeoutMs?: number
  /**
   * Hosts (or origins) that are this storefront, e.g. ["https://www.shutter.example"]: absolute
   * mega-menu links to them become site-relative (spec §2). Default: none.
   */
  readonly ownHosts?: ReadonlyArray<string>
  /** Base URL mega-menu icons are served under; default storeConfig.base_url, else "/". */
  readonly baseUrl?: string
  /** Where the storefront is mounted (default ""); removed before the `route` query. */
  readonly urlPrefix?: string
  /**
   * Where e-commerce events go: `Analytics.browser()` (window.dataLayer + marketing tracker) in a
   * browser, `Analytics.log` or `Analytics.noop` in Node. Default `Analytics.noop`.
   */
  readonly analytics?: Layer.Layer<Analytics>
  /** What the Magento behind `endpoint` serves; see `MagentoConfig`. */
  readonly magento?: MagentoConfig
  /** reCAPTCHA v3 for the forms the store protects; see `ReCaptchaConfig`. */
  readonly recaptcha?: ReCaptchaConfig
  /**
   * Completes a card's next action (3-D Secure) in the client, e.g. with Stripe.js
   * `handleNextAction({ clientSecret })`; default none (`PaymentAuthenticationError`).
   */
  readonly paymentConfirmer?: (action: PaymentAction) => Promise<void>
  /**
   * The toast each event shows in `notifications`: `toastFor` (spec §8's texts) by default.
   * Return other texts (another language), or undefined for none.
   */
  readonly toasts?: ToastMapping
}

/** Where protected forms get their reCAPTCHA tokens. */
export interface ReCaptchaConfig extends ReCaptchaOptions {
  /**
   * The token source: `browserReCaptcha()` (Google's script, loaded on demand) in a browser,
   * `givenReCaptchaTokens(…)` in Node or the CLI; default none (no header is sent).
   */
  readonly provider?: ReCaptchaTokenSource
}

/** The Magento installation the storefront talks to. */
export interface MagentoConfig {
  /**
   * The extensions it has (`MAGENTO_EXTENSIONS`). Unset: all of them (the Shutter server).
   * Empty: stock Magento Open Source 2.4, so the SDK sends only Magento's own operations and
   * fields; a feature that needs a missing extension falls back to Magento's own call or fails
   * with `FeatureUnavailableError`.
   */
  readonly extensions?: ReadonlyArray<MagentoExtension>
}

/** The configured analytics, each event also told to the storefront's event listeners. */
const analyticsWithEvents = (analytics: Layer.Layer<Analytics>) =>
  Layer.effect(
    Analytics,
    Effect.gen(function* () {
      const sink = yield* Analytics
      const events = yield* StorefrontEvents
      return Analytics.of({
        track: (event) =>
          sink
            .track(event)
            .pipe(Effect.andThen(events.emit({ type: "analytics", channel: "ga4", event }))),
        marketing: (event) =>
          sink
            .marketing(event)
            .pipe(Effect.andThen(events.emit({ type: "analytics", channel: "marketing", event }))),
      })
    }),
  ).pipe(Layer.provide(analytics))

/** Every service, wired once; the platform differences are only the storage layer passed in. */
export const storefrontLayer = (config: StorefrontConfig & { readonly storage: StorageLayer }) => {
  const locale = StoreLocale.layer({
    ...(config.locales === undefined ? {} : { locales: config.locales }),
    ...(config.storeCode === undefined ? {} : { storeCode: config.storeCode }),
    ...(config.currentPath === undefined ? {} : { currentPath: config.currentPath }),
    ...(config.pathDecidesStore === undefined ? {} : { pathDecidesStore: config.pathDecidesStore }),
  })
  // Every call's authorization failure signs the customer out (spec §4), so the session sits
  // under the client.
  const raw = GraphqlClient.layer({ endpoint: config.endpoint })
  // One HTTP for the client and the warranty provider: a caller's fetch serves both.
  const http = fetchLayer({
    ...(config.fetch === undefined ? {} : { fetch: config.fetch }),
    ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
  })
  const { provider, ...recaptchaOptions } = config.recaptcha ?? {}
  // Protected forms' mutations carry X-ReCaptcha; ReCaptcha reads the store's settings through
  // the same (raw) client, built once.
  const recaptcha = ReCaptcha.layer(recaptchaOptions).pipe(
    Layer.provide(raw),
    Layer.provide(
      provider === undefined ? Layer.empty : Layer.succeed(ReCaptchaProvider, provider),
    ),
  )
  const client = guardAuthorization(withReCaptcha(raw)).pipe(
    Layer.provideMerge(recaptcha),
    Layer.provideMerge(Session.layer),
    Layer.provideMerge(Layer.merge(locale, Notifications.layer)),
  )
  const content = Content.layer({
    ...(config.ownHosts === undefined ? {} : { ownHosts: config.ownHosts }),
    ...(config.baseUrl === undefined ? {} : { baseUrl: config.baseUrl }),
  })
  const routing = Routing.layer(
    config.urlPrefix === undefined ? {} : { urlPrefix: config.urlPrefix },
  )
  const confirmer = config.paymentConfirmer
  const payments = Payments.layer.pipe(
    Layer.provideMerge(
      confirmer === undefined
        ? Layer.empty
        : Layer.succeed(PaymentConfirmer, {
            confirm: (action) =>
              Effect.tryPromise({
                try: () => confirmer(action),
                catch: (error) =>
                  new PaymentAuthenticationError({
                    message: error instanceof Error ? error.message : String(error),
                    clientSecret: action.clientSecret,
                  }),
              }),
          }),
    ),
  )
  const shopping = Layer.mergeAll(
    Checkout.layer,
    Customer.layer,
    Addresses.layer,
    Orders.layer,
    Wishlist.layer,
    Newsletter.layer,
    Reviews.layer,
    ProductAlerts.layer,
  ).pipe(
    Layer.provideMerge(Layer.mergeAll(Warranty.layer, Coupons.layer, GiftCards.layer)),
    Layer.provideMerge(Cart.layer),
    Layer.provideMerge(analyticsWithEvents(config.analytics ?? Analytics.noop)),
  )
  const extensions = config.magento?.extensions
  const capabilities =
    extensions === undefined
      ? Layer.empty
      : Layer.succeed(MagentoCapabilities, new Set<MagentoExtension>(extensions))
  return Layer.mergeAll(
    content,
    routing,
    payments.pipe(Layer.provideMerge(shopping)),
    Quotes.layer,
  ).pipe(
    Layer.provideMerge(Layer.merge(Catalog.layer, Store.layer)),
    Layer.provideMerge(client),
    Layer.provideMerge(config.storage),
    Layer.provideMerge(http),
    Layer.provideMerge(capabilities),
    Layer.provideMerge(storefrontEventsLayer),
    Layer.provideMerge(
      config.toasts === undefined ? Layer.empty : Layer.succeed(ToastMessages, config.toasts),
    ),
    // Its bundle holds effect/Schema already (the warranty payload): the envelope is decoded by it.
    Layer.provideMerge(Layer.succeed(GraphqlEnvelopeReader, decodeEnvelope)),
  )
}
