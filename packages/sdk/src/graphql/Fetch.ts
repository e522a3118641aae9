import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schedule from "effect/Schedule"
import { TransportError } from "./errors.js"

export interface FetchOptions {
  /** Custom fetch (tests, msw, SSR); defaults to the global one. */
  readonly fetch?: typeof fetch
  /** Per-attempt timeout in ms (default 10 000). */
  readonly timeoutMs?: number
}

export interface FetchRequest {
  readonly url: string
  /** With a body the request is a POST, without one a GET. FormData goes as multipart. */
  readonly body?: string | FormData
  /** This request's timeout per attempt (an upload takes longer), else the client's. */
  readonly timeoutMs?: number
  readonly headers?: Readonly<Record<string, string>>
  /** Names the call in errors and spans, e.g. the GraphQL operation. */
  readonly operationName: string
  /** Attempts after a transport failure (timeout, network), 100 ms apart and doubling; default 0. */
  readonly retries?: number
}

/** A response read to its end: an HTTP error status is an answer, not a failure. */
export interface FetchResponse {
  readonly status: number
  readonly ok: boolean
  readonly headers: Headers
  readonly text: string
}

/** What `Fetch` does (see there). */
export interface FetchService {
  /** Fails with `TransportError` ("timeout" or "network") when no response arrives. */
  readonly request: (request: FetchRequest) => Effect.Effect<FetchResponse, TransportError>
}

/** HTTP over `options.fetch` (default: the global one) with a timeout per attempt. */
export const makeFetch = (options: FetchOptions = {}): FetchService => {
  const timeoutMs = options.timeoutMs ?? 10_000
  const request = (req: FetchRequest) => {
    const limitMs = req.timeoutMs ?? timeoutMs
    const attempt = Effect.tryPromise({
      try: async (signal) => {
        const doFetch = options.fetch ?? globalThis.fetch
        const response = await doFetch(req.url, {
          method: req.body === undefined ? "GET" : "POST",
          ...(req.body === undefined ? {} : { body: req.body }),
          ...(req.headers === undefined ? {} : { headers: req.headers }),
          credentials: "same-origin",
          signal,
        })
        const text = await response.text()
        return { status: response.status, ok: response.ok, headers: response.headers, text }
      },
      catch: (cause) =>
        new TransportError({
          reason: "network",
          message: `${req.operationName} could not reach the server: ${cause instanceof Error ? cause.message : String(cause)}`,
          operationName: req.operationName,
        }),
    }).pipe(
      // Interrupting the attempt aborts its request (tryPromise's signal).
      Effect.timeoutOrElse({
        duration: limitMs,
        orElse: () =>
          Effect.fail(
            new TransportError({
              reason: "timeout",
              message: `${req.operationName} timed out`,
              operationName: req.operationName,
            }),
          ),
      }),
    )
    const retries = req.retries ?? 0
    return retries > 0
      ? attempt.pipe(
          Effect.retry({
            while: (e: TransportError) => e.retryable,
            times: retries,
            schedule: Schedule.exponential("100 millis"),
          }),
        )
      : attempt
  }
  return { request }
}

/**
 * HTTP for every call the SDK makes (GraphQL and the warranty provider), over the configured
 * `fetch`: a timeout per attempt, and retries only where the caller says repeating is safe.
 * Default: the global `fetch`, 10 s; `fetchLayer(options)` (what `createStorefront` uses)
 * replaces it.
 */
export const Fetch = Context.Reference<FetchService>("@shutter/sdk/Fetch", {
  defaultValue: () => makeFetch(),
})

export const fetchLayer = (options: FetchOptions = {}) => Layer.succeed(Fetch, makeFetch(options))
