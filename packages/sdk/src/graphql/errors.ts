import * as Data from "effect/Data"
import type { ReCaptchaError } from "../recaptcha/recaptchaErrors.js"
import type { FeatureUnavailableError } from "./capabilities.js"

/** Magento's error categories (`extensions.category`), one per GraphQL exception class. */
export type MagentoErrorCategory =
  | "graphql"
  | "graphql-input"
  | "graphql-no-such-entity"
  | "graphql-authentication"
  | "graphql-authorization"
  | "graphql-already-exists"
  | "graphql-too-many-requests"
  // Shutter's: the store cannot answer for a moment (its database is unreachable), with HTTP 503.
  | "graphql-service-unavailable"
  | "internal"

/** Every category the server sends; anything else arrives as `undefined`. */
export const MAGENTO_ERROR_CATEGORIES: ReadonlyArray<MagentoErrorCategory> = [
  "graphql",
  "graphql-input",
  "graphql-no-such-entity",
  "graphql-authentication",
  "graphql-authorization",
  "graphql-already-exists",
  "graphql-too-many-requests",
  "graphql-service-unavailable",
  "internal",
]

/** One entry of a GraphQL response's `errors[]`, as Magento shapes it. */
export interface GraphqlErrorDetail {
  readonly message: string
  readonly path: ReadonlyArray<string | number> | undefined
  /** Magento's `extensions.category`; `undefined` when absent or not one of Magento's. */
  readonly category: MagentoErrorCategory | undefined
}

/** The request never produced a response (network down, DNS, timeout). Safe to retry a query. */
export class TransportError extends Data.TaggedError("TransportError")<{
  readonly reason: "network" | "timeout"
  readonly message: string
  readonly operationName: string
}> {
  readonly retryable = true
}

/** Statuses that say the shop is down for a moment (a proxy without its backend, maintenance). */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504])

/**
 * The server answered with an error status (whatever its body says), or with a body that is
 * not a GraphQL result. 502, 503 and 504 are `retryable` (queries are retried with backoff).
 */
export class HttpError extends Data.TaggedError("HttpError")<{
  readonly status: number
  readonly message: string
  readonly operationName: string
}> {
  get retryable(): boolean {
    return RETRYABLE_STATUSES.has(this.status)
  }
}

/**
 * The shop refused the call for now: HTTP 429, or Magento's `graphql-too-many-requests`.
 * `retryAfterMs` is the server's `Retry-After` when it sent one; wait at least that long.
 */
export class RateLimitedError extends Data.TaggedError("RateLimitedError")<{
  readonly message: string
  readonly status: number
  readonly retryAfterMs: number | undefined
  readonly operationName: string
}> {
  readonly retryable = true
}

/**
 * The category of a store that cannot answer for a moment (its database is unreachable): the
 * server sends it with HTTP 503 and Retry-After, and the same request may succeed later.
 */
export const SERVICE_UNAVAILABLE_CATEGORY = "graphql-service-unavailable"

/**
 * The server answered with `errors[]`: `message`/`path`/`category` are the first entry's, `errors` holds all.
 * Retryable when the store was temporarily unavailable (`SERVICE_UNAVAILABLE_CATEGORY`).
 */
export class GraphqlError extends Data.TaggedError("GraphqlError")<{
  readonly message: string
  readonly path: ReadonlyArray<string | number> | undefined
  readonly category: MagentoErrorCategory | undefined
  readonly errors: ReadonlyArray<GraphqlErrorDetail>
  readonly operationName: string
}> {
  get retryable(): boolean {
    return this.category === SERVICE_UNAVAILABLE_CATEGORY
  }
}

/** Like `GraphqlError`, but one entry has category `graphql-authorization` (spec §4 "Authorization failure"). */
export class GraphqlAuthorizationError extends Data.TaggedError("GraphqlAuthorizationError")<{
  readonly message: string
  readonly path: ReadonlyArray<string | number> | undefined
  readonly category: "graphql-authorization"
  readonly errors: ReadonlyArray<GraphqlErrorDetail>
  readonly operationName: string
}> {
  readonly retryable = false
}

/** Every way a GraphQL call can fail. */
export type GraphqlClientError =
  | TransportError
  | HttpError
  | RateLimitedError
  | GraphqlError
  | GraphqlAuthorizationError
  | FeatureUnavailableError
  | ReCaptchaError

export const AUTHORIZATION_CATEGORY = "graphql-authorization"
export const TOO_MANY_REQUESTS_CATEGORY = "graphql-too-many-requests"
