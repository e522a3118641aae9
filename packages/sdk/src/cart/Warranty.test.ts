import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { TestClock } from "effect/testing"
import { Analytics } from "../analytics/Analytics.js"
import { Session } from "../customer/Session.js"
import { storefrontEventsLayer } from "../events/StorefrontEvents.js"
import { GraphqlError } from "../graphql/errors.js"
import { Notifications } from "../notifications/Notifications.js"
import { type MemoryStorageSeed, memoryStorage } from "../storage/memoryStorage.js"
import { type StubResponse, stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { Cart } from "./Cart.js"
import { testCart, testLine } from "./testCart.js"
import { Warranty } from "./Warranty.js"

const setup = (handlers: Record<string, StubResponse>, seed: MemoryStorageSeed = {}) => {
  const stub = stubGraphqlClient(handlers)
  const layer = Warranty.layer.pipe(
    Layer.provideMerge(Cart.layer),
    Layer.provideMerge(Session.layer),
    Layer.provideMerge(Layer.mergeAll(stub.layer, Notifications.layer, Analytics.memory().layer)),
    Layer.provideMerge(memoryStorage(seed)),
    Layer.provideMerge(storefrontEventsLayer),
  )
  return { stub, layer }
}

const ops = (stub: { calls: ReadonlyArray<{ operationName: string }> }) =>
  stub.calls.map((c) => c.operationName)

const toasts = Effect.map(Effect.service(Notifications), (n) => n.notifications.get())

const camera = testLine({ uid: "c1", sku: "CAM-1", name: "EOS R5", price: 3000 })

const plan = {
  planId: "PLAN-1",
  coverageType: "adh",
  price: 4999,
  term: 36,
  title: "3 Year Accident Protection",
  product: "1234",
  offerPlanId: "OFFER-1",
}

const offer = {
  planId: "SHT-24M",
  offerPlanId: "OFFER-24M",
  coverageType: "base",
  price: 9900,
  term: 24,
  title: "2 Year Protection Plan",
}

/**
 * A warranty provider on a free local port: `GET /offers` and `GET /leads/…` answer `body`
 * after `delayMs`; `requests` lists the paths asked.
 */
const provider = (body: () => string, delayMs = 0) =>
  Effect.acquireRelease(
    Effect.callback<{
      readonly base: string
      readonly requests: Array<string>
      readonly server: Server
    }>((resume) => {
      const requests: Array<string> = []
      const server = createServer((request, response) => {
        requests.push(request.url ?? "")
        setTimeout(() => {
          response.writeHead(200, { "content-type": "application/json" })
          response.end(body())
        }, delayMs)
      })
      server.listen(0, "127.0.0.1", () => {
        const { port } = server.address() as AddressInfo
        resume(Effect.succeed({ base: `http://127.0.0.1:${port}/warranty`, requests, server }))
      })
    }),
    ({ server }) =>
      Effect.callback<void>((resume) => {
        server.close(() => resume(Effect.void))
      }),
  )

/** storeConfig with warranties and cart offers on, the provider at `base`. */
const warrantyConfig = (base: string) => () => ({
  storeConfig: {
    warranty_enabled: 1,
    warranty_store_id: "store-1",
    warranty_cart_offers_enabled: 1,
    warranty_environment: base,
  },
})

const graphqlError = (message: string, operationName: string) =>
  new GraphqlError({
    message,
    path: undefined,
    category: "graphql-input",
    errors: [{ message, path: undefined, category: "graphql-input" }],
    operationName,
  })

describe("Warranty offers (the provider's plans for a sku)", () => {
  it.effect("concurrent asks for one sku make one request; asked again after a minute", () =>
    Effect.gen(function* () {
      const shop = yield* provider(() => JSON.stringify({ product: "1234", plans: [offer] }), 50)
      const { stub, layer } = setup({ warrantyConfig: warrantyConfig(shop.base) })
      return yield* Effect.gen(function* () {
        const warranty = yield* Warranty
        const [first, second] = yield* Effect.all(
          [warranty.warrantyOffers({ sku: "CAM-1" }), warranty.warrantyOffers({ sku: "CAM-1" })],
          { concurrency: "unbounded" },
        )
        assert.deepStrictEqual(first, { sku: "CAM-1", product: "1234", plans: [offer] })
        assert.deepStrictEqual(second, first)
        assert.deepStrictEqual(shop.requests, ["/warranty/offers?storeId=store-1&productId=CAM-1"])
        assert.deepStrictEqual(ops(stub), ["warrantyConfig"])

        yield* warranty.warrantyOffers({ sku: "CAM-1" })
        assert.strictEqual(shop.requests.length, 1)
        yield* TestClock.adjust(60_000)
        yield* warranty.warrantyOffers({ sku: "CAM-1" })
        assert.strictEqual(shop.requests.length, 2)
        // The store's settings are asked once per session.
        assert.deepStrictEqual(ops(stub), ["warrantyConfig"])
      }).pipe(Effect.provide(layer))
    }),
  )

  it.effect("a failed ask is not kept: the next ask tries again", () =>
    Effect.gen(function* () {
      let answer = "not json"
      const shop = yield* provider(() => answer)
      const { layer } = setup({ warrantyConfig: warrantyConfig(shop.base) })
      return yield* Effect.gen(function* () {
        const warranty = yield* Warranty
        const failed = yield* Effect.flip(warranty.warrantyOffers({ sku: "CAM-1" }))
        assert.strictEqual(failed._tag, "WarrantyPayloadError")
        answer = JSON.stringify({ product: "1234", plans: [offer] })
        assert.deepStrictEqual((yield* warranty.warrantyOffers({ sku: "CAM-1" })).plans, [offer])
        assert.strictEqual(shop.requests.length, 2)
      }).pipe(Effect.provide(layer))
    }),
  )

  for (const [what, body] of [
    ["not JSON", "<html>Service Unavailable</html>"],
    ["plans not a list", JSON.stringify({ product: "1234", plans: "none" })],
    ["a plan without its price", JSON.stringify({ plans: [{ ...offer, price: "99.00" }] })],
  ] as const) {
    it.effect(`a malformed answer (${what}) fails with WarrantyPayloadError`, () =>
      Effect.gen(function* () {
        const shop = yield* provider(() => body)
        const { layer } = setup({ warrantyConfig: warrantyConfig(shop.base) })
        return yield* Effect.gen(function* () {
          const warranty = yield* Warranty
          const error = yield* Effect.flip(warranty.warrantyOffers({ sku: "CAM-1" }))
          assert.strictEqual(error._tag, "WarrantyPayloadError")
          if (error._tag === "WarrantyPayloadError") {
            assert.strictEqual(error.operationName, "warrantyOffers")
            assert.strictEqual(error.retryable, false)
            assert.strictEqual(
              error.message,
              what === "not JSON"
                ? "warrantyOffers: the provider's answer is not JSON"
                : "warrantyOffers: the provider's answer is not an offers list",
            )
          }
        }).pipe(Effect.provide(layer))
      }),
    )
  }

  it.effect("a lead without its product fails with WarrantyPayloadError", () =>
    Effect.gen(function* () {
      const shop = yield* provider(() => JSON.stringify({ productId: "CAM-1", plans: [offer] }))
      const { layer } = setup({ warrantyConfig: warrantyConfig(shop.base) })
      return yield* Effect.gen(function* () {
        const warranty = yield* Warranty
        const error = yield* Effect.flip(warranty.warrantyLead({ leadToken: "LEAD-1" }))
        assert.strictEqual(error._tag, "WarrantyPayloadError")
        if (error._tag === "WarrantyPayloadError")
          assert.strictEqual(error.message, "warrantyLead: the provider's answer is not a lead")
        assert.deepStrictEqual(shop.requests, ["/warranty/leads/LEAD-1?region=US"])
      }).pipe(Effect.provide(layer))
    }),
  )
})

describe("Warranty add (spec §3 plan payload, §8 logs only)", () => {
  it.effect("addWarranty resolves the updated cart; the cart's loader flag is on meanwhile", () => {
    const busy: Array<boolean> = []
    const { stub, layer } = setup(
      {
        addWarrantyToCart: () => ({
          addWarrantyToCart: { cart: testCart({ id: "mine", items: [camera] }) },
        }),
      },
      { cookies: { cart: "mine" } },
    )
    return Effect.gen(function* () {
      const cart = yield* Cart
      const warranty = yield* Warranty
      cart.status.subscribe((s) => busy.push(s.busy.addWarranty))
      const updated = yield* warranty.addWarranty({ plan })
      assert.strictEqual(updated.total_quantity, 1)
      assert.strictEqual(cart.cart.get()?.id, "mine")
      assert.deepStrictEqual(busy, [true, false])
      assert.deepStrictEqual(stub.calls[0]?.variables, {
        input: { cart_id: "mine", warranty: plan, qty: 1 },
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("addWarranty fails with the server's error: no toast, the cart status has it", () => {
    const { layer } = setup(
      { addWarrantyToCart: () => Effect.fail(graphqlError("Plan expired", "addWarrantyToCart")) },
      { cookies: { cart: "mine" } },
    )
    return Effect.gen(function* () {
      const cart = yield* Cart
      const warranty = yield* Warranty
      const error = yield* Effect.flip(warranty.addWarranty({ plan }))
      assert.strictEqual(error._tag, "GraphqlError")
      assert.strictEqual(error.message, "Plan expired")
      assert.deepStrictEqual(yield* toasts, [])
      assert.strictEqual(cart.status.get().errors.addWarranty?.message, "Plan expired")
      assert.strictEqual(cart.status.get().busy.addWarranty, false)
    }).pipe(Effect.provide(layer))
  })

  it.effect("addAftermarketWarranty resolves the updated cart with the lead's plan", () => {
    const { stub, layer } = setup(
      {
        addAftermarketWarrantyToCart: () => ({
          addAftermarketWarrantyToCart: { cart: testCart({ id: "mine", items: [camera] }) },
        }),
      },
      { cookies: { cart: "mine" } },
    )
    return Effect.gen(function* () {
      const warranty = yield* Warranty
      const updated = yield* warranty.addAftermarketWarranty({ leadToken: "LEAD-1", plan })
      assert.strictEqual(updated.id, "mine")
      assert.deepStrictEqual(stub.calls[0]?.variables, {
        input: { cart_id: "mine", lead_token: "LEAD-1", warranty: plan },
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("addAftermarketWarranty without a cart back fails with CartUnavailableError", () => {
    const { layer } = setup(
      { addAftermarketWarrantyToCart: () => ({ addAftermarketWarrantyToCart: null }) },
      { cookies: { cart: "mine" } },
    )
    return Effect.gen(function* () {
      const cart = yield* Cart
      const warranty = yield* Warranty
      const error = yield* Effect.flip(
        warranty.addAftermarketWarranty({ leadToken: "LEAD-1", plan }),
      )
      assert.strictEqual(error._tag, "CartUnavailableError")
      assert.strictEqual(cart.status.get().errors.addWarranty?._tag, "CartUnavailableError")
      assert.deepStrictEqual(yield* toasts, [])
    }).pipe(Effect.provide(layer))
  })
})
