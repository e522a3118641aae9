import type { TypedDocumentNode } from "@graphql-typed-document-node/core"
import { Context, Effect, Layer, Schedule } from "effect"
import { print } from "graphql"
import ky, { isTimeoutError } from "ky"
import { Storage } from "../storage/Storage.js"
import { StoreLocale } from "../store/StoreLocale.js"
import {
  AUTHORIZATION_CATEGORY,
  GraphqlAuthorizationError,
  type GraphqlClientError,
  GraphqlError,
  type GraphqlErrorDetail,
  HttpError,
  TransportError,
} from "./errors.js"
import { operationOf } from "./operation.js"

/** Variables are optional only for documents that declare none. */
export type VariablesArgs<V> = [V] extends [Record<string, never>]
  ? [variables?: V]
  : Record<string, never> extends V
    ? [variables?: V]
    : [variables: V]

export interface GraphqlClientOptions {
  /** Absolute URL, or relative (e.g. "/graphql") in a browser, resolved against the page. */
  readonly endpoint: string
  /** Custom fetch (tests, msw, SSR); defaults to the global one. */
  readonly fetch?: typeof fetch
  /** Per-attempt timeout in ms (default 10 000). */
  readonly timeoutMs?: number
  /** How many times a query is retried after a transport failure (default 2). Mutations: never. */
  readonly queryRetries?: number
}

export class GraphqlClient extends Context.Service<
  GraphqlClient,
  {
    /** POSTs `{ query, operationName, variables }`; the operation kind decides whether it may be retried. */
    readonly execute: <R, V>(
      document: TypedDocumentNode<R, V>,
      ...variables: VariablesArgs<V>
    ) => Effect.Effect<R, GraphqlClientError>
  }
>()("@shutter/sdk/GraphqlClient") {
  /** Needs `Storage` (token, store, currency headers) and `StoreLocale` (run before each request). */
  static readonly layer = (options: GraphqlClientOptions) =>
    Layer.effect(
      GraphqlClient,
      Effect.gen(function* () {
        const storage = yield* Storage
        const locale = yield* StoreLocale
        const http = ky.create({
          timeout: options.timeoutMs ?? 10_000,
          retry: 0, // retries are decided below, per operation kind
          throwHttpErrors: false,
          ...(options.fetch === undefined ? {} : { fetch: options.fetch }),
        })

        const headers = Effect.gen(function* () {
          yield* locale.sync
          const result: Record<string, string> = {}
          const token = yield* storage.get("customerToken")
          if (token) result.Authorization = `Bearer ${token}`
          const store = yield* storage.get("store")
          if (store) result.Store = store
          const currency = yield* storage.get("currency")
          if (currency) result["Content-Currency"] = currency
          return result
        })

        const send = (
          operationName: string,
          body: string,
          requestHeaders: Record<string, string>,
        ) =>
          Effect.tryPromise({
            try: async (signal) => {
              const response = await http.post(options.endpoint, {
                body,
                headers: { ...requestHeaders, "Content-Type": "application/json" },
                signal,
              })
              return { status: response.status, ok: response.ok, text: await response.text() }
            },
            catch: (cause) =>
              isTimeoutError(cause)
                ? new TransportError({
                    reason: "timeout",
                    message: `${operationName} timed out`,
                    operationName,
                  })
                : new TransportError({
                    reason: "network",
                    message: `${operationName} could not reach the server: ${describe(cause)}`,
                    operationName,
                  }),
          })

        const execute = <R, V>(document: TypedDocumentNode<R, V>, ...args: VariablesArgs<V>) => {
          const operation = operationOf(document)
          const body = JSON.stringify({
            query: print(document),
            operationName: operation.name,
            variables: args[0] ?? {},
          })
          const attempt = Effect.flatMap(headers, (h) => send(operation.name, body, h))
          // Only reads are safe to repeat: a mutation that timed out may have been applied.
          const withRetry =
            operation.kind === "query"
              ? attempt.pipe(
                  Effect.retry({
                    while: (e: TransportError) => e.retryable,
                    times: options.queryRetries ?? 2,
                    schedule: Schedule.exponential("100 millis"),
                  }),
                )
              : attempt
          return withRetry.pipe(
            Effect.flatMap((response) => decode<R>(operation.name, response)),
            Effect.withSpan(`GraphqlClient.${operation.name}`, {
              attributes: { "graphql.operation.name": operation.name },
            }),
          )
        }

        return GraphqlClient.of({ execute })
      }),
    )
}

const describe = (cause: unknown): string =>
  cause instanceof Error ? cause.message : String(cause)

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
