// A request that meets a database it cannot reach is answered 503 with Retry-After and one
// error of category `graphql-service-unavailable`, which clients (the SDK) treat as retryable:
// nothing was wrong with the request, and the same one may succeed in a moment. Any other
// failure stays Magento's masked "Internal server error".
import { type ExecutionResult, GraphQLError } from "graphql"
import type { Plugin } from "graphql-yoga"

export const SERVICE_UNAVAILABLE_CATEGORY = "graphql-service-unavailable"
export const SERVICE_UNAVAILABLE_MESSAGE =
  "The store is temporarily unavailable. Please try again in a moment."
/** Seconds a client should wait before trying again (readiness probes poll about as often). */
export const RETRY_AFTER_SECONDS = 5

// Socket errors of a connection that cannot be made or was cut.
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
])

// PostgreSQL's connection exceptions (class 08), the server shutting down or starting
// (57P01–57P03), too many connections (53300) and a database that no longer exists (3D000).
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[123]|53300|3D000)$/

// node-postgres and pg-pool report a lost or impossible connection in words only; PGlite once
// closed refuses every query.
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Connection terminated unexpectedly|PGlite is closed)/

/** Whether `error` (or one of its causes) says the database cannot be reached. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  for (let cause = error, hops = 0; cause instanceof Error && hops < 6; hops++) {
    const code = (cause as { code?: unknown }).code
    if (typeof code === "string" && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true
    if (UNAVAILABLE_MESSAGE.test(cause.message)) return true
    cause = cause.cause ?? (cause as { originalError?: unknown }).originalError
  }
  return false
}

/** The error a request that met an unreachable database gets. */
export const serviceUnavailableError = (): GraphQLError =>
  new GraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
    extensions: { category: SERVICE_UNAVAILABLE_CATEGORY },
  })

/**
 * Yoga's `maskError` wrapped: an unreachable database becomes `serviceUnavailableError` (logged
 * once a minute at most, not once per request), anything else goes to `mask`.
 */
export const unavailableAwareMask = (
  mask: (error: unknown, message: string, isDev?: boolean) => Error,
  warn: (message: string, fields: Record<string, unknown>) => void,
  now: () => number = Date.now,
) => {
  let lastWarning = Number.NEGATIVE_INFINITY
  return (error: unknown, message: string, isDev?: boolean): Error => {
    if (!isDatabaseUnavailable(error)) return mask(error, message, isDev)
    if (now() - lastWarning > 60_000) {
      lastWarning = now()
      warn("database unreachable: answering 503", {
        error: error instanceof Error ? error.message : String(error),
      })
    }
    return serviceUnavailableError()
  }
}

const isUnavailable = (error: GraphQLError): boolean =>
  error.extensions?.category === SERVICE_UNAVAILABLE_CATEGORY

/**
 * Runs after Magento's error shaping: a result with an unavailable error becomes that one error
 * alone (no partial data that a database answer would have completed), with 503 and Retry-After.
 */
export const serviceUnavailablePlugin = (): Plugin => ({
  onResultProcess({ result, setResult }) {
    if (Array.isArray(result) || Symbol.asyncIterator in (result as object)) return
    const errors = (result as ExecutionResult).errors ?? []
    if (!errors.some(isUnavailable)) return
    setResult({
      errors: [
        new GraphQLError(SERVICE_UNAVAILABLE_MESSAGE, {
          extensions: {
            category: SERVICE_UNAVAILABLE_CATEGORY,
            http: {
              status: 503,
              headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
            },
          },
        }),
      ],
    })
  },
})
