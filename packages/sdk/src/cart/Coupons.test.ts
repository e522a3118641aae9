import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Analytics } from "../analytics/Analytics.js"
import { Session } from "../customer/Session.js"
import { storefrontEventsLayer } from "../events/StorefrontEvents.js"
import { MagentoCapabilities, type MagentoExtension } from "../graphql/capabilities.js"
import { GraphqlError, type MagentoErrorCategory } from "../graphql/errors.js"
import { Notifications } from "../notifications/Notifications.js"
import { type MemoryStorageSeed, memoryStorage } from "../storage/memoryStorage.js"
import { type StubResponse, stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { Cart } from "./Cart.js"
import { Coupons } from "./Coupons.js"
import { testCart } from "./testCart.js"

const setup = (
  handlers: Record<string, StubResponse>,
  seed: MemoryStorageSeed = {},
  extensions?: ReadonlyArray<MagentoExtension>,
) => {
  const stub = stubGraphqlClient(handlers)
  const layer = Coupons.layer.pipe(
    Layer.provideMerge(Cart.layer),
    Layer.provideMerge(Session.layer),
    Layer.provideMerge(Layer.mergeAll(stub.layer, Notifications.layer, Analytics.memory().layer)),
    Layer.provideMerge(memoryStorage(seed)),
    Layer.provideMerge(storefrontEventsLayer),
    Layer.provideMerge(
      extensions === undefined
        ? Layer.empty
        : Layer.succeed(MagentoCapabilities, new Set<MagentoExtension>(extensions)),
    ),
  )
  return { stub, layer }
}

const graphqlError = (message: string, operationName: string, category: MagentoErrorCategory) =>
  new GraphqlError({
    message,
    path: undefined,
    category,
    errors: [{ message, path: undefined, category }],
    operationName,
  })

const toasts = Effect.map(Effect.service(Notifications), (n) =>
  n.notifications.get().map(({ type, message }) => [type, message]),
)

const appliedCodes = Effect.map(Effect.service(Cart), (cart) =>
  (cart.cart.get()?.applied_coupons ?? []).map((c) => c?.code),
)

describe("Coupons (spec §4 Coupon, §8)", () => {
  const withCoupons = (coupons: ReadonlyArray<string>) =>
    setup(
      {
        amastyApplyCouponToCart: () => ({
          amastyApplyCouponToCart: { cart: testCart({ id: "mine", coupons }) },
        }),
      },
      { cookies: { cart: "mine" } },
    )

  it.effect("applied when the returned list contains the code (any case): success toast", () => {
    const { stub, layer } = withCoupons(["WELCOME,SAVE10"])
    return Effect.gen(function* () {
      const result = yield* (yield* Coupons).applyCoupon({ code: "save10" })
      assert.strictEqual(result.applied, true)
      assert.deepStrictEqual(stub.calls[0]?.variables, {
        input: { cart_id: "mine", coupon_code: ["save10"] },
      })
      assert.deepStrictEqual(yield* toasts, [["success", "Coupon code has been applied."]])
      // The cart shows the returned cart.
      assert.deepStrictEqual(yield* appliedCodes, ["WELCOME,SAVE10"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("not in the returned list: the warning 'Coupon code is not valid.'", () => {
    const { layer } = withCoupons([])
    return Effect.gen(function* () {
      const result = yield* (yield* Coupons).applyCoupon({ code: "NOPE" })
      assert.strictEqual(result.applied, false)
      assert.deepStrictEqual(yield* toasts, [["warning", "Coupon code is not valid."]])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a coupon error raises the first error; removing sends an empty code", () => {
    let fail = true
    const { stub, layer } = setup(
      {
        amastyApplyCouponToCart: () =>
          fail
            ? Effect.fail(
                graphqlError(
                  'The coupon code "X" is not valid.',
                  "amastyApplyCouponToCart",
                  "graphql-no-such-entity",
                ),
              )
            : { amastyApplyCouponToCart: { cart: testCart({ id: "mine" }) } },
      },
      { cookies: { cart: "mine" } },
    )
    return Effect.gen(function* () {
      const coupons = yield* Coupons
      const { status } = yield* Cart
      const error = yield* Effect.flip(coupons.applyCoupon({ code: "X" }))
      assert.strictEqual(error._tag, "GraphqlError")
      assert.strictEqual(error.message, 'The coupon code "X" is not valid.')
      // The failure is the cart's last applyCoupon error, and nothing is left busy.
      assert.strictEqual(status.get().errors.applyCoupon, error)
      assert.strictEqual(status.get().busy.applyCoupon, false)
      fail = false
      yield* coupons.removeCoupon()
      assert.deepStrictEqual(stub.calls[1]?.variables, {
        input: { cart_id: "mine", coupon_code: [""] },
      })
      assert.strictEqual(status.get().errors.removeCoupon, null)
    }).pipe(Effect.provide(layer))
  })

  it.effect("without Amasty, a code that cannot apply puts the applied one back", () => {
    const { stub, layer } = setup(
      {
        cart: () => ({ cart: testCart({ id: "mine", coupons: ["WELCOME"] }) }),
        removeCouponFromCart: () => ({ removeCouponFromCart: { cart: testCart({ id: "mine" }) } }),
        applyCouponToCart: (v) => {
          const { coupon_code } = v.input as { coupon_code: string }
          return coupon_code === "WELCOME"
            ? { applyCouponToCart: { cart: testCart({ id: "mine", coupons: ["WELCOME"] }) } }
            : Effect.fail(
                graphqlError(
                  'The coupon code "NOPE" is not valid.',
                  "applyCouponToCart",
                  "graphql-no-such-entity",
                ),
              )
        },
      },
      { cookies: { cart: "mine" } },
      [],
    )
    return Effect.gen(function* () {
      yield* (yield* Cart).load()
      const result = yield* (yield* Coupons).applyCoupon({ code: "NOPE" })
      assert.strictEqual(result.applied, false)
      assert.deepStrictEqual(
        stub.calls.map((c) => [c.operationName, c.variables]),
        [
          ["cart", { cartId: "mine" }],
          ["removeCouponFromCart", { input: { cart_id: "mine" } }],
          ["applyCouponToCart", { input: { cart_id: "mine", coupon_code: "NOPE" } }],
          ["applyCouponToCart", { input: { cart_id: "mine", coupon_code: "WELCOME" } }],
        ],
      )
      assert.deepStrictEqual(yield* toasts, [["warning", "Coupon code is not valid."]])
      assert.deepStrictEqual(yield* appliedCodes, ["WELCOME"])
    }).pipe(Effect.provide(layer))
  })
})
