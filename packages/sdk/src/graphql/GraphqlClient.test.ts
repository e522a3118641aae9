import { assert, describe, it } from "@effect/vitest"
import type { TypedDocumentNode } from "@graphql-typed-document-node/core"
import { Effect, Layer } from "effect"
import gql from "graphql-tag"
import { delay, HttpResponse, http } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll } from "vitest"
import { memoryStorage } from "../storage/memoryStorage.js"
import { type CookieKey, Storage } from "../storage/Storage.js"
import { StoreLocale } from "../store/StoreLocale.js"
import { GraphqlClient } from "./GraphqlClient.js"

const ENDPOINT = "https://shop.test/graphql"
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const Ping: TypedDocumentNode<{ storeConfig: { store_code: string } }, Record<string, never>> = gql`
  query storeConfig {
    storeConfig {
      store_code
    }
  }
`
const CreateCart: TypedDocumentNode<{ createEmptyCart: string }, Record<string, never>> = gql`
  mutation createEmptyCart {
    createEmptyCart
  }
`

const clientLayer = (cookies: Partial<Record<CookieKey, string>> = {}, timeoutMs = 2_000) =>
  GraphqlClient.layer({ endpoint: ENDPOINT, timeoutMs }).pipe(
    Layer.provideMerge(StoreLocale.layer()),
    Layer.provideMerge(memoryStorage({ cookies })),
  )

interface Seen {
  body: unknown
  headers: Record<string, string>
}
const recordRequests = (answer: () => Response | Promise<Response>) => {
  const seen: Array<Seen> = []
  server.use(
    http.post(ENDPOINT, async ({ request }) => {
      seen.push({
        body: await request.json(),
        headers: Object.fromEntries(request.headers),
      })
      return answer()
    }),
  )
  return seen
}

describe("GraphqlClient request", () => {
  it.effect("POSTs the named operation with the customer token, store and currency headers", () => {
    const seen = recordRequests(() =>
      HttpResponse.json({ data: { storeConfig: { store_code: "default" } } }),
    )
    return Effect.gen(function* () {
      const gqlClient = yield* GraphqlClient
      const data = yield* gqlClient.execute(Ping)
      assert.deepStrictEqual(data, { storeConfig: { store_code: "default" } })
      assert.strictEqual(seen.length, 1)
      const request = seen[0]
      if (request === undefined) return assert.fail("no request reached the server")
      assert.deepInclude(request.body as object, { operationName: "storeConfig", variables: {} })
      assert.match(String((request.body as { query: string }).query), /query storeConfig/)
      assert.strictEqual(request.headers.authorization, "Bearer secret-token")
      assert.strictEqual(request.headers.store, "default")
      assert.strictEqual(request.headers["content-currency"], "USD")
    }).pipe(
      Effect.provide(
        clientLayer({
          customerToken: "secret-token",
          store: "default",
          locale: "en-US",
          currency: "USD",
        }),
      ),
    )
  })

  it.effect(
    "runs the locale step first: a fresh client sends Store: default and stores en-US/USD",
    () => {
      const seen = recordRequests(() =>
        HttpResponse.json({ data: { storeConfig: { store_code: "default" } } }),
      )
      return Effect.gen(function* () {
        yield* (yield* GraphqlClient).execute(Ping)
        assert.strictEqual(seen[0]?.headers.store, "default")
        assert.isUndefined(seen[0]?.headers.authorization)
        const storage = yield* Storage
        assert.deepStrictEqual(
          [
            yield* storage.get("store"),
            yield* storage.get("locale"),
            yield* storage.get("currency"),
          ],
          ["default", "en-US", "USD"],
        )
      }).pipe(Effect.provide(clientLayer()))
    },
  )
})

describe("GraphqlClient failures", () => {
  // it.live: the retry backoff sleeps on the real clock (it.effect's TestClock would never advance).
  it.live("a query retries a network failure twice, then fails with TransportError", () => {
    const seen = recordRequests(() => HttpResponse.error())
    return Effect.gen(function* () {
      const error = yield* (yield* GraphqlClient).execute(Ping).pipe(Effect.flip)
      assert.strictEqual(error._tag, "TransportError")
      assert.strictEqual(error._tag === "TransportError" && error.reason, "network")
      assert.isTrue(error.retryable)
      assert.strictEqual(seen.length, 3)
    }).pipe(Effect.provide(clientLayer()))
  })

  it.live("a query succeeds when a retry gets through", () => {
    let attempts = 0
    recordRequests(() => {
      attempts += 1
      return attempts === 1
        ? HttpResponse.error()
        : HttpResponse.json({ data: { storeConfig: { store_code: "default" } } })
    })
    return Effect.gen(function* () {
      const data = yield* (yield* GraphqlClient).execute(Ping)
      assert.strictEqual(data.storeConfig.store_code, "default")
      assert.strictEqual(attempts, 2)
    }).pipe(Effect.provide(clientLayer()))
  })

  it.effect("a mutation is never retried", () => {
    const seen = recordRequests(() => HttpResponse.error())
    return Effect.gen(function* () {
      const error = yield* (yield* GraphqlClient).execute(CreateCart).pipe(Effect.flip)
      assert.strictEqual(error._tag, "TransportError")
      assert.strictEqual(seen.length, 1)
    }).pipe(Effect.provide(clientLayer()))
  })

  it.effect("a slow server is a timeout TransportError", () => {
    recordRequests(async () => {
      await delay(1_000)
      return HttpResponse.json({ data: { createEmptyCart: "x" } })
    })
    return Effect.gen(function* () {
      const error = yield* (yield* GraphqlClient).execute(CreateCart).pipe(Effect.flip)
      assert.strictEqual(error._tag, "TransportError")
      assert.strictEqual(error._tag === "TransportError" && error.reason, "timeout")
    }).pipe(Effect.provide(clientLayer({}, 100)))
  })

  it.effect("a non-2xx status without GraphQL errors is an HttpError with the status", () => {
    const seen = recordRequests(() => new HttpResponse("Bad gateway", { status: 502 }))
    return Effect.gen(function* () {
      const error = yield* (yield* GraphqlClient).execute(Ping).pipe(Effect.flip)
      assert.strictEqual(error._tag, "HttpError")
      assert.strictEqual(error._tag === "HttpError" && error.status, 502)
      assert.isFalse(error.retryable)
      assert.strictEqual(seen.length, 1) // only transport failures are retried
    }).pipe(Effect.provide(clientLayer()))
  })

  it.effect(
    "errors[] become a GraphqlError with the first message, path, category and all entries",
    () => {
      recordRequests(() =>
        HttpResponse.json({
          data: null,
          errors: [
            {
              message: "The cart isn't active.",
              path: ["cart"],
              extensions: { category: "graphql-no-such-entity" },
            },
            { message: "Second", extensions: { category: "graphql-input" } },
          ],
        }),
      )
      return Effect.gen(function* () {
        const error = yield* (yield* GraphqlClient).execute(Ping).pipe(Effect.flip)
        assert.strictEqual(error._tag, "GraphqlError")
        if (error._tag !== "GraphqlError") return
        assert.strictEqual(error.message, "The cart isn't active.")
        assert.deepStrictEqual(error.path, ["cart"])
        assert.strictEqual(error.category, "graphql-no-such-entity")
        assert.deepStrictEqual(
          error.errors.map((e) => e.message),
          ["The cart isn't active.", "Second"],
        )
      }).pipe(Effect.provide(clientLayer()))
    },
  )

  it.effect("category graphql-authorization is a distinct GraphqlAuthorizationError", () => {
    recordRequests(() =>
      HttpResponse.json({
        errors: [
          {
            message: "The current customer isn't authorized.",
            path: ["customer"],
            extensions: { category: "graphql-authorization" },
          },
        ],
      }),
    )
    return Effect.gen(function* () {
      const error = yield* (yield* GraphqlClient).execute(Ping).pipe(Effect.flip)
      assert.strictEqual(error._tag, "GraphqlAuthorizationError")
      assert.strictEqual(error.message, "The current customer isn't authorized.")
    }).pipe(Effect.provide(clientLayer({ customerToken: "expired" })))
  })
})
