import type { ResolvedAccountOptions } from "../customer/accountOptions.js"
import type { Db } from "../db/database.js"
import type { CacheTagCollector } from "../graphqlCache/cacheTags.js"
import type { MailDelivery } from "../mail/mailDelivery.js"
import type { PaymentProviders } from "../payment/paymentProvider.js"
import type { Clock } from "../platform/clock.js"
import type { Logger } from "../platform/logger.js"
import type { SharedState } from "../platform/sharedState/sharedState.js"
import type { ReviewOptions } from "../review/reviewOptions.js"
import type { DisplayCurrency } from "../store/displayCurrency.js"
import type { StoreView } from "../store/storeRepository.js"
import type { QuotePhotoStore } from "../usedGearQuote/quotePhotoStore.js"
import type { RequestUrls } from "./requestUrls.js"

/** Absolute base URLs of this request, as the client reached us (maybe through a proxy). */
export type { RequestUrls } from "./requestUrls.js"

/**
 * The DataLoaders a request creates. Each domain adds its own by augmenting this interface
 * (`declare module`), so that this module imports none of them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the domains' module augmentations
export interface RequestLoaders {}

/** What every resolver gets: the database, the store view the request selected, its URLs. */
export interface GraphqlContext {
  readonly db: Db
  /** Counters, cached values and messages shared by every server process (Redis or memory). */
  readonly sharedState: SharedState
  readonly store: StoreView
  /** This request's DataLoaders (one query per kind of row and level of the tree). */
  readonly loaders: RequestLoaders
  /**
   * The currency catalogue prices are shown in (Content-Currency or the view's default display
   * currency) with its rate from the base currency; absent: the base currency.
   */
  readonly displayCurrency?: DisplayCurrency
  readonly urls: RequestUrls
  /** The client's address as this server sees it (rate limits count per address). */
  readonly clientAddress: string | undefined
  /** The X-ReCaptcha header (trimmed; "" without one): the token protected forms carry. */
  readonly reCaptchaToken: string
  readonly logger: Logger
  /** Server-wide review settings (override the store views' config). */
  readonly reviews: ReviewOptions
  /** Delivers queued mail; call `deliverSoon()` once a transaction that queued mail commits. */
  readonly mail: Pick<MailDelivery, "deliverSoon">
  /** Where used-gear quote photos are decoded and kept (files, not database rows). */
  readonly quotePhotos: QuotePhotoStore
  /** The payment providers by method code (offline ones, and Stripe when configured). */
  readonly payments: PaymentProviders
  /** The signed-in customer (a live bearer token), or null for a guest. */
  readonly customerId: number | null
  /** Digest of the bearer token the customer signed in with (revokeCustomerToken). */
  readonly customerTokenHash: string | null
  /** Token lifetime, lockout and reset limits. */
  readonly accounts: ResolvedAccountOptions
  /** The time for token lifetimes, reset links and lockouts (the system's unless a test's). */
  readonly clock: Clock
  /**
   * Drops the cached GraphQL answers carrying any of these tags (`productTag(id)`…), in every
   * process: call it after committing a change shoppers see in the catalogue.
   */
  readonly invalidateCache: (tags: readonly string[]) => Promise<void>
  /** Present while a cacheable GET query runs: the entities its answer contains. */
  readonly cacheTags?: CacheTagCollector
}

/** The last value of a list header: the one the nearest proxy (the trusted one) set. */
const lastValue = (header: string | null): string | undefined =>
  header?.split(",").at(-1)?.trim() || undefined

/**
 * The URLs the client used. A trusted proxy in front (the web server) says them in
 * X-Forwarded-Host/-Proto; from anyone else those headers are ignored and the Host header is
 * the truth. We cannot know of a TLS terminator that says nothing, so the secure URLs use the
 * same scheme as the request.
 */
export const requestUrls = (
  headers: Headers,
  fallbackHost: string,
  fromTrustedProxy: boolean,
): RequestUrls => {
  const forwardedHost = fromTrustedProxy ? lastValue(headers.get("x-forwarded-host")) : undefined
  const forwardedProto = fromTrustedProxy ? lastValue(headers.get("x-forwarded-proto")) : undefined
  const host = forwardedHost ?? headers.get("host") ?? fallbackHost
  const proto = forwardedProto === "https" ? "https" : "http"
  const base = `${proto}://${host}/`
  return { base, secure: base }
}
