import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { Analytics } from "../analytics/Analytics.js"
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
    Layer.provideMerge(Layer.mergeAll(stub.layer, Notifications.layer, Analytics.memory().layer)),
    Layer.provideMerge(memoryStorage(seed)),
    Layer.provideMerge(storefrontEventsLayer),
  )
  return { stub, layer }
}

const graphqlError = (message: string, operationName: string) =>
  new GraphqlError({
    message,
    path: undefined,
    category: "graphql-no-such-entity",
    errors: [{ message, path: undefined, category: "graphql-no-such-entity" }],
    operationName,
  })

const toasts = Effect.map(Effect.service(Notifications), (n) =>
  n.notifications.get().map(({ type, message }) => ({ type, message })),
)

const camera = testLine({ uid: "c1", sku: "CAM-1", name: "EOS R5", price: 3000 })

describe("Warranty: adding a plan to the cart", () => {
  const plan = {
    planId: "PLAN-1",
    coverageType: "adh",
    price: 4999,
    term: 36,
    title: "3 Year Accident Protection",
    product: "1234",
    offerPlanId: "OFFER-1",
  }

  it.effect("addWarranty sends the plan payload and shows a loader flag while in progress", () => {
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
      assert.strictEqual(updated?.total_quantity, 1)
      assert.deepStrictEqual(busy, [true, false])
      assert.deepStrictEqual(stub.calls[0]?.variables, {
        input: { cart_id: "mine", warranty: plan, qty: 1 },
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("addWarranty errors are logged only", () => {
    const { layer } = setup(
      { addWarrantyToCart: () => Effect.fail(graphqlError("Plan expired", "addWarrantyToCart")) },
      { cookies: { cart: "mine" } },
    )
    return Effect.gen(function* () {
      const cart = yield* Cart
      const warranty = yield* Warranty
      assert.strictEqual(yield* warranty.addWarranty({ plan }), null)
      assert.deepStrictEqual(yield* toasts, [])
      assert.strictEqual(cart.status.get().errors.addWarranty?.message, "Plan expired")
    }).pipe(Effect.provide(layer))
  })
})
