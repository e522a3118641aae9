import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { delay, HttpResponse, http } from "msw"
import { setupServer } from "msw/node"
import { afterAll, afterEach, beforeAll } from "vitest"
import { memoryStorage } from "../storage/memoryStorage.js"
import { type CookieKey, Storage } from "../storage/Storage.js"
import { StoreLocale } from "../store/StoreLocale.js"
import { readGraphqlRequest } from "../testing/graphqlRequest.js"
import { gql, type TypedDocumentString } from "./document.js"
import { decodeEnvelope } from "./envelopeSchema.js"
import { fetchLayer } from "./Fetch.js"
import { GraphqlClient } from "./GraphqlClient.js"
import { GraphqlEnvelopeReader, readEnvelope } from "./graphqlEnvelope.js"

const ENDPOINT = "https://shop.test/graphql"
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: "error" }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const Ping: TypedDocumentString<
  { storeConfig: { store_code: string } },
  Record<string, never>
> = gql`
  query storeConfig {
    storeConfig {
      store_code
    }
  }
`
const CreateCart: TypedDocumentString<{ createEmptyCart: string }, Record<string, never>> = gql`
  mutation createEmptyCart {
    createEmptyCart
  }
`

const clientLayer = (cookies: Partial<Record<CookieKey, string>> = {}, timeoutMs = 2_000) =>
  GraphqlClient.layer({ endpoint: ENDPOINT }).pipe(
    Layer.provideMerge(fetchLayer({ timeoutMs })),
    Layer.provideMerge(StoreLocale.layer()),
    Layer.provideMerge(memoryStorage({ cookies })),
  )

interface Seen {
  method: string
  /** The POSTed JSON, or for a GET the same read from its query string. */
  body: unknown
  url: string
  headers: Record<string, string>
}
const recordRequests = (answer: () => Response | Promise<Response>) => {
  const seen: Array<Seen> = []
  const record = async ({ request }: { request: Request }) => {
    seen.push({
      method: request.method,
      body: await readGraphqlRequest(request),
      url: request.url,
      headers: Object.fromEntries(request.headers),
    })
    return answer()
  }
  server.use(http.post(ENDPOINT, record), http.get(ENDPOINT, record))
  return seen
}

describe("GraphqlClient request", () => {
  it.effect("sends the named operation with the customer token, store and currency headers", () => {
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

const Cart: TypedDocumentString<{ cart: { id: string } }, { cartId: string }> = gql`
  query cart($cartId: String!) {
    cart(cart_id: $cartId) {
      id
    }
  }
`

describe("GraphqlClient GET for cacheable queries", () => {
  it.effect(
    "a cacheable query is a GET in Magento's form, carrying the X-Magento-Cache-Id the server sent",
    () => {
      const seen = recordRequests(() =>
        HttpResponse.json(
          { data: { storeConfig: { store_code: "default" } } },
          { headers: { "X-Magento-Cache-Id": "a1b2c3" } },
        ),
      )
      return Effect.gen(function* () {
        const gqlClient = yield* GraphqlClient
        yield* gqlClient.execute(Ping)
        yield* gqlClient.execute(Ping)
        assert.deepStrictEqual(
          seen.map((r) => r.method),
          ["GET", "GET"],
        )
        const url = new URL(seen[0]?.url ?? "")
        assert.strictEqual(url.origin + url.pathname, ENDPOINT)
        assert.strictEqual(url.searchParams.get("operationName"), "storeConfig")
        assert.strictEqual(
          url.searchParams.get("query"),
          "query storeConfig { storeConfig { store_code } }",
        )
        assert.isNull(url.searchParams.get("variables"))
        // The first request cannot know the id; the second sends what the first answer said.
        assert.isUndefined(seen[0]?.headers["x-magento-cache-id"])
        assert.strictEqual(seen[1]?.headers["x-magento-cache-id"], "a1b2c3")
        assert.strictEqual(seen[1]?.headers.store, "default")
      }).pipe(Effect.provide(clientLayer({ store: "default", locale: "en-US", currency: "USD" })))
    },
  )

  it.effect("a cache id is only sent for the store and currency it was given for", () => {
    const seen = recordRequests(() =>
      HttpResponse.json(
        { data: { storeConfig: { store_code: "default" } } },
        { headers: { "X-Magento-Cache-Id": "for-default-usd" } },
      ),
    )
    return Effect.gen(function* () {
      const gqlClient = yield* GraphqlClient
      yield* gqlClient.execute(Ping)
      const storage = yield* Storage
      yield* storage.set("currency", "CAD")
      yield* gqlClient.execute(Ping)
      assert.isUndefined(seen[1]?.headers["x-magento-cache-id"])
      assert.strictEqual(seen[1]?.headers["content-currency"], "CAD")
    }).pipe(Effect.provide(clientLayer({ store: "default", locale: "en-US", currency: "USD" })))
  })

  it.effect("mutations and cart queries are POSTed", () => {
    const seen = recordRequests(() =>
      HttpResponse.json({ data: { createEmptyCart: "x", cart: { id: "x" } } }),
    )
    return Effect.gen(function* () {
      const gqlClient = yield* GraphqlClient
      yield* gqlClient.execute(CreateCart)
      yield* gqlClient.execute(Cart, { cartId: "x" })
      assert.deepStrictEqual(
        seen.map((r) => [r.method, (r.body as { operationName: string }).operationName]),
        [
          ["POST", "createEmptyCart"],
          ["POST", "cart"],
        ],
      )
      assert.deepStrictEqual((seen[1]?.body as { variables?: unknown } | undefined)?.variables, {
        cartId: "x",
      })
    }).pipe(Effect.provide(clientLayer()))
  })
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

  // it.live: the timeout is measured on the real clock, like the server's delay.
  it.live("a slow server is a timeout TransportError", () => {
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

  it.effect("a 500 without GraphQL errors is an HttpError with the status, not retried", () => {
    const seen = recordRequests(() => new HttpResponse("Server error", { status: 500 }))
    return Effect.gen(function* () {
      const error = yield* (yield* GraphqlClient).execute(Ping).pipe(Effect.flip)
      assert.strictEqual(error._tag, "HttpError")
      assert.strictEqual(error._tag === "HttpError" && error.status, 500)
      assert.isFalse(error.retryable)
      assert.strictEqual(seen.length, 1)
    }).pipe(Effect.provide(clientLayer()))
  })

  // it.live: the retry backoff sleeps on the real clock.
  it.live(
    "a proxy's 502 with a GraphQL-shaped body is a retryable HttpError, retried twice",
    () => {
      const seen = recordRequests(() =>
        HttpResponse.json(
          {
            errors: [
              { message: "The store backend is unavailable", extensions: { category: "graphql" } },
            ],
          },
          { status: 502 },
        ),
      )
      return Effect.gen(function* () {
        const error = yield* (yield* GraphqlClient).execute(Ping).pipe(Effect.flip)
        assert.strictEqual(error._tag, "HttpError")
        assert.strictEqual(error._tag === "HttpError" && error.status, 502)
        assert.strictEqual(
          error.message,
          "storeConfig failed with HTTP 502: the shop is unavailable",
        )
        assert.isTrue(error.retryable)
        assert.strictEqual(seen.length, 3)
      }).pipe(Effect.provide(clientLayer()))
    },
  )

  it.live("a query answered 503 then data succeeds on the retry", () => {
    let attempts = 0
    recordRequests(() => {
      attempts += 1
      return attempts === 1
        ? new HttpResponse("Service Unavailable", { status: 503 })
        : HttpResponse.json({ data: { storeConfig: { store_code: "default" } } })
    })
    return Effect.gen(function* () {
      const data = yield* (yield* GraphqlClient).execute(Ping)
      assert.strictEqual(data.storeConfig.store_code, "default")
      assert.strictEqual(attempts, 2)
    }).pipe(Effect.provide(clientLayer()))
  })

  it.effect("a mutation answered 504 is a retryable HttpError, sent once", () => {
    const seen = recordRequests(() => new HttpResponse("Gateway Timeout", { status: 504 }))
    return Effect.gen(function* () {
      const error = yield* (yield* GraphqlClient).execute(CreateCart).pipe(Effect.flip)
      assert.strictEqual(error._tag, "HttpError")
      assert.isTrue(error.retryable)
      assert.strictEqual(seen.length, 1)
    }).pipe(Effect.provide(clientLayer()))
  })

  it.effect("HTTP 429 is a RateLimitedError with the Retry-After in milliseconds", () => {
    const seen = recordRequests(
      () =>
        new HttpResponse("Too Many Requests", { status: 429, headers: { "Retry-After": "30" } }),
    )
    return Effect.gen(function* () {
      const error = yield* (yield* GraphqlClient).execute(Ping).pipe(Effect.flip)
      assert.strictEqual(error._tag, "RateLimitedError")
      if (error._tag !== "RateLimitedError") return
      assert.strictEqual(error.status, 429)
      assert.strictEqual(error.retryAfterMs, 30_000)
      assert.isTrue(error.retryable)
      assert.strictEqual(seen.length, 1)
    }).pipe(Effect.provide(clientLayer()))
  })

  it.effect(
    "Magento's graphql-too-many-requests is a RateLimitedError that reads as a sentence",
    () => {
      recordRequests(() =>
        HttpResponse.json({
          errors: [
            { message: "Too Many Requests", extensions: { category: "graphql-too-many-requests" } },
          ],
        }),
      )
      return Effect.gen(function* () {
        const error = yield* (yield* GraphqlClient).execute(Ping).pipe(Effect.flip)
        assert.strictEqual(error._tag, "RateLimitedError")
        if (error._tag !== "RateLimitedError") return
        // Magento's bare "Too Many Requests", as a shopper should read it (rateLimitText).
        assert.strictEqual(
          error.message,
          "The shop has had too many requests from you. Please try again in a few minutes.",
        )
        assert.strictEqual(error.status, 200)
        assert.isUndefined(error.retryAfterMs)
      }).pipe(Effect.provide(clientLayer()))
    },
  )

  it.effect("a category that is not one of Magento's arrives as undefined", () => {
    recordRequests(() =>
      HttpResponse.json({ errors: [{ message: "Odd", extensions: { category: "custom" } }] }),
    )
    return Effect.gen(function* () {
      const error = yield* (yield* GraphqlClient).execute(Ping).pipe(Effect.flip)
      assert.strictEqual(error._tag, "GraphqlError")
      assert.isUndefined(error._tag === "GraphqlError" ? error.category : "not a GraphqlError")
    }).pipe(Effect.provide(clientLayer()))
  })

  it.effect.each([
    ["read by hand", readEnvelope],
    ["decoded by Schema", decodeEnvelope],
  ] as const)(
    "errors[] become a GraphqlError with the first message, path, category and all entries (%s)",
    ([, reader]) => {
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
      }).pipe(Effect.provide(clientLayer()), Effect.provideService(GraphqlEnvelopeReader, reader))
    },
  )

  it.effect(
    "a store that is temporarily unavailable (503 with graphql-service-unavailable) is a retryable HttpError, read from the status; an error category alone is not retryable",
    () => {
      const answers = [
        HttpResponse.json(
          {
            errors: [
              {
                message: "The store is temporarily unavailable. Please try again in a moment.",
                extensions: { category: "graphql-service-unavailable" },
              },
            ],
          },
          { status: 503, headers: { "Retry-After": "5" } },
        ),
        HttpResponse.json({
          errors: [{ message: "Internal server error", extensions: { category: "internal" } }],
        }),
      ]
      recordRequests(() => answers.shift() ?? new HttpResponse(null, { status: 500 }))
      return Effect.gen(function* () {
        const client = yield* GraphqlClient
        const unavailable = yield* client.execute(CreateCart).pipe(Effect.flip)
        assert.strictEqual(unavailable._tag, "HttpError")
        assert.strictEqual(unavailable._tag === "HttpError" && unavailable.status, 503)
        assert.isTrue(unavailable.retryable)
        const internal = yield* client.execute(CreateCart).pipe(Effect.flip)
        assert.strictEqual(internal._tag, "GraphqlError")
        assert.isFalse(internal.retryable)
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
