import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Schedule from "effect/Schedule"
import { Storage } from "../storage/Storage.js"
import { StoreLocale } from "../store/StoreLocale.js"
import { CACHEABLE_QUERIES, getUrlOf, MAX_GET_URL_LENGTH } from "./cacheableQueries.js"
import {
  documentsFor,
  FeatureUnavailableError,
  MagentoCapabilities,
  operationCapability,
} from "./capabilities.js"
import { classifyResponse } from "./classifyResponse.js"
import { operationOf, type TypedDocumentString } from "./document.js"
import type { GraphqlClientError } from "./errors.js"
import { Fetch } from "./Fetch.js"
import { GraphqlEnvelopeReader } from "./graphqlEnvelope.js"
import { multipartBody } from "./multipartRequest.js"
import { withRateLimitText } from "./rateLimitText.js"

/** Variables are optional only for documents that declare none. */
export type VariablesArgs<V> = [V] extends [Record<string, never>]
  ? [variables?: V]
  : Record<string, never> extends V
    ? [variables?: V]
    : [variables: V]

export interface GraphqlClientOptions {
  /** Absolute URL, or relative (e.g. "/graphql") in a browser, resolved against the page. */
  readonly endpoint: string
  /**
   * How many times a query is retried, 100 ms apart and doubling, after a transport failure or
   * a 502/503/504 (default 2). Mutations: never.
   */
  readonly queryRetries?: number
  /** Timeout of a request carrying files (default 120 000 ms: 12 MB on a slow uplink). */
  readonly uploadTimeoutMs?: number
}

/** See `GraphqlClientOptions.uploadTimeoutMs`. */
export const DEFAULT_UPLOAD_TIMEOUT_MS = 120_000

/**
 * Headers for the requests of one call, set by a wrapper around the client for that call only
 * (`Effect.provideService(RequestHeaders, {...})`), e.g. a protected form's `X-ReCaptcha`.
 */
export const RequestHeaders = Context.Reference<Readonly<Record<string, string>>>(
  "@shutter/sdk/RequestHeaders",
  { defaultValue: () => ({}) },
)

export class GraphqlClient extends Context.Service<
  GraphqlClient,
  {
    /**
     * Sends the operation: a cacheable query (`CACHEABLE_QUERIES`) as a GET with the store's
     * X-Magento-Cache-Id, anything else as a POST of `{ query, operationName, variables }`;
     * variables holding files (Blob/File) go as a GraphQL multipart request.
     * The operation kind decides whether it may be retried. Fragments of extensions the
     * installation lacks (`MagentoCapabilities`) are left out; an operation that exists only
     * with such an extension fails with `FeatureUnavailableError` without a request.
     */
    readonly execute: <R, V>(
      document: TypedDocumentString<R, V>,
      ...variables: VariablesArgs<V>
    ) => Effect.Effect<R, GraphqlClientError>
  }
>()("@shutter/sdk/GraphqlClient") {
  /**
   * Needs `Fetch` (the HTTP, its timeout), `Storage` (token, store, currency headers) and
   * `StoreLocale` (run before each request).
   */
  static readonly layer = (options: GraphqlClientOptions) =>
    Layer.effect(
      GraphqlClient,
      Effect.gen(function* () {
        const storage = yield* Storage
        const locale = yield* StoreLocale
        const capabilities = yield* MagentoCapabilities
        const forMagento = documentsFor(capabilities)
        const http = yield* Fetch
        const readBody = yield* GraphqlEnvelopeReader

        // X-Magento-Cache-Id as the server last told it, per store, currency and token (what
        // it is computed from), so a GET never carries another context's id.
        const cacheIds = new Map<string, string>()

        const headers = Effect.gen(function* () {
          yield* locale.sync
          const result: Record<string, string> = {}
          const token = yield* storage.get("customerToken")
          if (token) result.Authorization = `Bearer ${token}`
          const store = yield* storage.get("store")
          if (store) result.Store = store
          const currency = yield* storage.get("currency")
          if (currency) result["Content-Currency"] = currency
          Object.assign(result, yield* RequestHeaders)
          return { headers: result, context: `${store ?? ""}|${currency ?? ""}|${token ?? ""}` }
        })

        const send = (
          operationName: string,
          request: {
            readonly url: string
            readonly body?: string | FormData
            readonly timeoutMs?: number
          },
          requestHeaders: { readonly headers: Record<string, string>; readonly context: string },
        ) =>
          http
            .request({
              url: request.url,
              operationName,
              ...(request.timeoutMs === undefined ? {} : { timeoutMs: request.timeoutMs }),
              ...(request.body === undefined
                ? { headers: withCacheId(requestHeaders.headers, requestHeaders.context) }
                : typeof request.body === "string"
                  ? {
                      body: request.body,
                      headers: { ...requestHeaders.headers, "Content-Type": "application/json" },
                    }
                  : // fetch sets multipart/form-data with its boundary itself.
                    { body: request.body, headers: requestHeaders.headers }),
            })
            .pipe(
              Effect.tap((response) =>
                Effect.sync(() => {
                  const cacheId = response.headers.get(CACHE_ID_HEADER)
                  if (cacheId) cacheIds.set(requestHeaders.context, cacheId)
                }),
              ),
            )

        const withCacheId = (h: Record<string, string>, context: string) => {
          const cacheId = cacheIds.get(context)
          return cacheId === undefined ? h : { ...h, [CACHE_ID_HEADER]: cacheId }
        }

        /** A GET for a cacheable query whose URL is not too long, else a POST. */
        const requestOf = (
          operation: { readonly name: string; readonly kind: string },
          query: string,
          variables: Readonly<Record<string, unknown>>,
        ) => {
          if (operation.kind === "query" && CACHEABLE_QUERIES.has(operation.name)) {
            const url = getUrlOf(options.endpoint, query, operation.name, variables)
            if (url.length <= MAX_GET_URL_LENGTH) return { url }
          }
          const files = multipartBody(query, operation.name, variables)
          if (files !== undefined)
            return {
              url: options.endpoint,
              body: files,
              timeoutMs: options.uploadTimeoutMs ?? DEFAULT_UPLOAD_TIMEOUT_MS,
            }
          return {
            url: options.endpoint,
            body: JSON.stringify({ query, operationName: operation.name, variables }),
          }
        }

        const execute = <R, V>(document: TypedDocumentString<R, V>, ...args: VariablesArgs<V>) => {
          const operation = operationOf(document)
          const required = operationCapability(document)
          if (required !== undefined && !capabilities.has(required)) {
            return Effect.fail(
              new FeatureUnavailableError({
                capability: required,
                operationName: operation.name,
                message: `${operation.name} needs the Magento extension "${required}"`,
              }),
            )
          }
          const request = requestOf(
            operation,
            forMagento(document).text,
            (args[0] ?? {}) as Readonly<Record<string, unknown>>,
          )
          const attempt = Effect.flatMap(headers, (h) => send(operation.name, request, h)).pipe(
            Effect.flatMap((response) => classifyResponse<R>(operation.name, response, readBody)),
          )
          // Only reads are safe to repeat: a mutation that timed out may have been applied.
          const retries = operation.kind === "query" ? (options.queryRetries ?? 2) : 0
          return (
            retries > 0
              ? attempt.pipe(
                  Effect.retry({
                    while: worthRetrying,
                    times: retries,
                    schedule: Schedule.exponential("100 millis"),
                  }),
                )
              : attempt
          ).pipe(
            // A rate-limit refusal reads as a sentence wherever it is shown (forms, toasts).
            Effect.mapError(withRateLimitText),
            Effect.withSpan(`GraphqlClient.${operation.name}`, {
              attributes: { "graphql.operation.name": operation.name },
            }),
          )
        }

        return GraphqlClient.of({ execute })
      }),
    )
}

const CACHE_ID_HEADER = "X-Magento-Cache-Id"

/** What a query repeats: no response, or a shop that said it is down for a moment. */
const worthRetrying = (error: GraphqlClientError): boolean =>
  error._tag === "TransportError" || (error._tag === "HttpError" && error.retryable)
