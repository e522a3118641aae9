// What an HTTP answer to a GraphQL request means: data, or which tagged error. The status is
// read before the body, so a proxy's 502 with a GraphQL-shaped body is still "unavailable".
import * as Effect from "effect/Effect"
import {
  AUTHORIZATION_CATEGORY,
  GraphqlAuthorizationError,
  type GraphqlClientError,
  GraphqlError,
  type GraphqlErrorDetail,
  HttpError,
  RateLimitedError,
  RETRYABLE_STATUSES,
  TOO_MANY_REQUESTS_CATEGORY,
} from "./errors.js"
import { type EnvelopeReader, readEnvelope } from "./graphqlEnvelope.js"

/** An HTTP answer read to its end. */
export interface GraphqlHttpAnswer {
  readonly status: number
  readonly ok: boolean
  readonly headers: Headers
  readonly text: string
}

/**
 * In order: 429 → `RateLimitedError`; 502/503/504 → retryable `HttpError`; a body that is not
 * JSON → `HttpError`; `errors[]` → `RateLimitedError` (category `graphql-too-many-requests`),
 * `GraphqlAuthorizationError` or `GraphqlError`; another error status → `HttpError`; no data →
 * `HttpError`. `readBody` reads the parsed body's `data` and `errors[]`.
 */
export const classifyResponse = <R>(
  operationName: string,
  answer: GraphqlHttpAnswer,
  readBody: EnvelopeReader = readEnvelope,
): Effect.Effect<R, GraphqlClientError> => {
  const { status } = answer
  if (status === 429) {
    return Effect.fail(rateLimited(operationName, answer, "Too Many Requests"))
  }
  if (RETRYABLE_STATUSES.has(status)) {
    return Effect.fail(
      new HttpError({
        status,
        message: `${operationName} failed with HTTP ${status}: the shop is unavailable`,
        operationName,
      }),
    )
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(answer.text)
  } catch {
    return Effect.fail(
      new HttpError({
        status,
        message: answer.ok
          ? `${operationName}: the response is not a GraphQL result`
          : `${operationName} failed with HTTP ${status}`,
        operationName,
      }),
    )
  }
  const result = readBody(parsed)
  const details = result.errors
  const first = details[0]
  if (first !== undefined) return Effect.fail(graphqlErrorOf(operationName, answer, details, first))
  if (!answer.ok) {
    return Effect.fail(
      new HttpError({
        status,
        message: `${operationName} failed with HTTP ${status}`,
        operationName,
      }),
    )
  }
  if (result.data === undefined || result.data === null) {
    return Effect.fail(
      new HttpError({
        status,
        message: `${operationName}: the response has no data`,
        operationName,
      }),
    )
  }
  return Effect.succeed(result.data as R)
}

const graphqlErrorOf = (
  operationName: string,
  answer: GraphqlHttpAnswer,
  details: ReadonlyArray<GraphqlErrorDetail>,
  first: GraphqlErrorDetail,
): GraphqlClientError => {
  const tooMany = details.find((d) => d.category === TOO_MANY_REQUESTS_CATEGORY)
  if (tooMany !== undefined) return rateLimited(operationName, answer, tooMany.message)
  const authorization = details.find((d) => d.category === AUTHORIZATION_CATEGORY)
  const fields = { message: first.message, path: first.path, errors: details, operationName }
  return authorization !== undefined
    ? new GraphqlAuthorizationError({
        ...fields,
        message: authorization.message,
        path: authorization.path,
        category: AUTHORIZATION_CATEGORY,
      })
    : new GraphqlError({ ...fields, category: first.category })
}

const rateLimited = (operationName: string, answer: GraphqlHttpAnswer, message: string) =>
  new RateLimitedError({
    message,
    status: answer.status,
    retryAfterMs: retryAfterMs(answer.headers.get("Retry-After"), Date.now()),
    operationName,
  })

/** `Retry-After` as milliseconds from `now`: delay-seconds or an HTTP date; undefined when absent or unreadable. */
export const retryAfterMs = (header: string | null, now: number): number | undefined => {
  if (header === null || header.trim() === "") return undefined
  const value = header.trim()
  if (/^\d+$/.test(value)) return Number(value) * 1000
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - now)
}
