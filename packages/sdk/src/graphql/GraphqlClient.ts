import { Context, Effect, Layer } from "effect"
import { Storage } from "../storage/Storage.js"
import { StoreLocale } from "../store/StoreLocale.js"
import { CACHEABLE_QUERIES, getUrlOf, MAX_GET_URL_LENGTH } from "./cacheableQueries.js"
import {
  documentsFor,
  FeatureUnavailableError,
  MagentoCapabilities,
  operationCapability,
} from "./capabilities.js"
import { operationOf, type TypedDocumentString } from "./document.js"
import {
  AUTHORIZATION_CATEGORY,
  GraphqlAuthorizationError,
  type GraphqlClientError,
  GraphqlError,
  type GraphqlErrorDetail,
  HttpError,
} from "./errors.js"
import { Fetch } from "./Fetch.js"
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
  /** How many times a query is retried after a transport failure (default 2). Mutations: never. */
  readonly queryRetries?: number
}

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
     * X-Magento-Cache-Id, anything else as a POST of `{ query, operationName, variables }`.
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
          retries: number,
          request: { readonly url: string; readonly body?: string },
          requestHeaders: { readonly headers: Record<string, string>; readonly context: string },
        ) =>
          http
            .request({
              url: request.url,
              operationName,
              retries,
              ...(request.body === undefined
                ? { headers: withCacheId(requestHeaders.headers, requestHeaders.context) }
                : {
                    body: request.body,
                    headers: { ...requestHeaders.headers, "Content-Type": "application/json" },
                  }),
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
          // Only reads are safe to repeat: a mutation that timed out may have been applied.
          const retries = operation.kind === "query" ? (options.queryRetries ?? 2) : 0
          return Effect.flatMap(headers, (h) => send(operation.name, retries, request, h)).pipe(
            Effect.flatMap((response) => decode<R>(operation.name, response)),
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

interface RawResponse {
  readonly status: number
  readonly ok: boolean
  readonly text: string
}

const decode = <R>(
  operationName: string,
  response: RawResponse,
): Effect.Effect<R, GraphqlClientError> => {
  let parsed: unknown
  try {
    parsed = JSON.parse(response.text)
  } catch {
    return Effect.fail(
      new HttpError({
        status: response.status,
        message: response.ok
          ? `${operationName}: the response is not a GraphQL result`
          : `${operationName} failed with HTTP ${response.status}`,
        operationName,
      }),
    )
  }
  const result = (typeof parsed === "object" && parsed !== null ? parsed : {}) as {
    data?: unknown
    errors?: unknown
  }
  const details = toDetails(result.errors)
  const first = details[0]
  if (first !== undefined) {
    const fields = {
      message: first.message,
      path: first.path,
      errors: details,
      operationName,
    }
    const authorization = details.find((d) => d.category === AUTHORIZATION_CATEGORY)
    return Effect.fail(
      authorization !== undefined
        ? new GraphqlAuthorizationError({
            ...fields,
            message: authorization.message,
            path: authorization.path,
            category: AUTHORIZATION_CATEGORY,
          })
        : new GraphqlError({ ...fields, category: first.category }),
    )
  }
  if (!response.ok) {
    return Effect.fail(
      new HttpError({
        status: response.status,
        message: `${operationName} failed with HTTP ${response.status}`,
        operationName,
      }),
    )
  }
  if (result.data === undefined || result.data === null) {
    return Effect.fail(
      new HttpError({
        status: response.status,
        message: `${operationName}: the response has no data`,
        operationName,
      }),
    )
  }
  return Effect.succeed(result.data as R)
}

const toDetails = (errors: unknown): ReadonlyArray<GraphqlErrorDetail> => {
  if (!Array.isArray(errors)) return []
  return errors.map((raw: unknown): GraphqlErrorDetail => {
    const e = (typeof raw === "object" && raw !== null ? raw : {}) as {
      message?: unknown
      path?: unknown
      extensions?: { category?: unknown }
    }
    return {
      message: typeof e.message === "string" ? e.message : "Unknown GraphQL error",
      path: Array.isArray(e.path) ? (e.path as ReadonlyArray<string | number>) : undefined,
      category: typeof e.extensions?.category === "string" ? e.extensions.category : undefined,
    }
  })
}
