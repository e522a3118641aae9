import type { Db } from "../db/database.js"
import type { Clock } from "../platform/clock.js"
import type { Logger } from "../platform/logger.js"
import type { SharedState } from "../platform/sharedState/sharedState.js"
import type { RequestUrls } from "./requestUrls.js"

/** Absolute base URLs of this request, as the client reached us (maybe through a proxy). */
export type { RequestUrls } from "./requestUrls.js"

/**
 * The DataLoaders a request creates. Each domain adds its own by augmenting this interface
 * (`declare module`), so that this module imports none of them.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by the domains' module augmentations
export interface RequestLoaders {}

/**
 * What every resolver gets: the database, the request's URLs, client and customer. The services
 * of a domain (the store view, payments, mail, review settings…) are added by that domain's
 * augmentation of this interface in `<domain>/<name>Context.ts`, as RequestLoaders are.
 */
export interface GraphqlContext {
  readonly db: Db
  /** Counters, cached values and messages shared by every server process (Redis or memory). */
  readonly sharedState: SharedState
  /** This request's DataLoaders (one query per kind of row and level of the tree). */
  readonly loaders: RequestLoaders
  readonly urls: RequestUrls
  /** The client's address as this server sees it (rate limits count per address). */
  readonly clientAddress: string | undefined
  /** The X-ReCaptcha header (trimmed; "" without one): the token protected forms carry. */
  readonly reCaptchaToken: string
  readonly logger: Logger
  /** The signed-in customer (a live bearer token), or null for a guest. */
  readonly customerId: number | null
  /** Digest of the bearer token the customer signed in with (revokeCustomerToken). */
  readonly customerTokenHash: string | null
  /** The time for token lifetimes, reset links and lockouts (the system's unless a test's). */
  readonly clock: Clock
  /**
   * Drops the cached GraphQL answers carrying any of these tags (`productTag(id)`…), in every
   * process: call it after committing a change shoppers see in the catalogue.
   */
  readonly invalidateCache: (tags: readonly string[]) => Promise<void>
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
