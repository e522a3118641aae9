import { Data } from "effect"
import type { ReCaptchaError } from "../recaptcha/recaptchaErrors.js"
import type { FeatureUnavailableError } from "./capabilities.js"

/** One entry of a GraphQL response's `errors[]`, as Magento shapes it. */
export interface GraphqlErrorDetail {
  readonly message: string
  readonly path: ReadonlyArray<string | number> | undefined
  /** Magento's `extensions.category`, e.g. `graphql-input`, `graphql-authorization`. */
  readonly category: string | undefined
}

/** The request never produced a response (network down, DNS, timeout). Safe to retry a query. */
export class TransportError extends Data.TaggedError("TransportError")<{
  readonly reason: "network" | "timeout"
  readonly message: string
  readonly operationName: string
}> {
  readonly retryable = true
}

/** The server answered with a non-2xx status and no GraphQL errors, or with a body that is not a GraphQL result. */
export class HttpError extends Data.TaggedError("HttpError")<{
  readonly status: number
  readonly message: string
  readonly operationName: string
}> {
  readonly retryable = false
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
  readonly category: string | undefined
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
  | GraphqlError
  | GraphqlAuthorizationError
  | FeatureUnavailableError
  | ReCaptchaError

export const AUTHORIZATION_CATEGORY = "graphql-authorization"
