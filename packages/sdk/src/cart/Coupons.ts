import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { StorefrontEvents } from "../events/StorefrontEvents.js"
import { MagentoCapabilities } from "../graphql/capabilities.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import { Cart, type CartCallError } from "./Cart.js"
import {
  AmastyApplyCouponToCartMutation,
  ApplyCouponToCartMutation,
  type CartModel,
  CartQuery,
  RemoveCouponFromCartMutation,
} from "./cart.graphql.js"
import { CartUnavailableError } from "./cartErrors.js"
import { couponApplied } from "./couponRules.js"
import { missingCart } from "./missingCart.js"

export interface CouponResult {
  readonly cart: CartModel
  /** Whether the returned applied coupons contain the entered code. */
  readonly applied: boolean
}

/**
 * Spec §4 Coupon: one coupon code on the cart (Amasty's call, or Magento's own with the same
 * results when the store has no Amasty). The updated cart goes to `Cart`, under its `status`.
 */
export class Coupons extends Context.Service<
  Coupons,
  {
    /** Applies a code; emits `cart:coupon-applied` or `cart:coupon-not-applied`. */
    readonly applyCoupon: (input: {
      readonly code: string
    }) => Effect.Effect<CouponResult, CartCallError>
    readonly removeCoupon: () => Effect.Effect<CartModel, CartCallError>
  }
>()("@shutter/sdk/Coupons") {
  static readonly layer = Layer.effect(
    Coupons,
    Effect.gen(function* () {
      const gql = yield* GraphqlClient
      const capabilities = yield* MagentoCapabilities
      const events = yield* StorefrontEvents
      const cart = yield* Cart

      const fetchCart = Effect.fn("Coupons.fetchCart")(function* (cartId: string) {
        const { cart: found } = yield* gql.execute(CartQuery, { cartId })
        if (found === null)
          return yield* new CartUnavailableError({ cartId, message: "The cart was not found" })
        return found
      })

      /**
       * Magento's own calls with Amasty's semantics: the code replaces the applied one, an empty
       * code removes it, and a code that cannot apply leaves the cart as it was.
       */
      const sendStockCoupon = Effect.fn("Coupons.sendStockCoupon")(function* (code: string) {
        const id = yield* cart.cartId()
        const removeApplied = gql
          .execute(RemoveCouponFromCartMutation, { input: { cart_id: id } })
          .pipe(Effect.map((r) => r.removeCouponFromCart?.cart ?? null))
        if (code === "") {
          const removed = yield* removeApplied
          if (removed === null) return yield* missingCart(id)
          return yield* cart.replace({ cart: removed })
        }
        const current = cart.cart.get() ?? (yield* fetchCart(id))
        const previous = (current.applied_coupons ?? []).find((c) => c !== null)?.code
        if (previous === code) return current
        if (previous !== undefined) yield* removeApplied
        const applied = yield* gql
          .execute(ApplyCouponToCartMutation, { input: { cart_id: id, coupon_code: code } })
          .pipe(
            Effect.map((r) => r.applyCouponToCart?.cart ?? null),
            Effect.catchIf(
              (e) => e._tag === "GraphqlError" && e.category === "graphql-no-such-entity",
              () =>
                previous === undefined
                  ? Effect.succeed(null)
                  : gql
                      .execute(ApplyCouponToCartMutation, {
                        input: { cart_id: id, coupon_code: previous },
                      })
                      .pipe(Effect.map((r) => r.applyCouponToCart?.cart ?? null)),
            ),
          )
        return yield* cart.replace({ cart: applied ?? (yield* fetchCart(id)) })
      })

      const sendCoupon = Effect.fn("Coupons.sendCoupon")(function* (code: string) {
        if (!capabilities.has("amasty-coupons")) return yield* sendStockCoupon(code)
        const id = yield* cart.cartId()
        const { amastyApplyCouponToCart: result } = yield* gql.execute(
          AmastyApplyCouponToCartMutation,
          { input: { cart_id: id, coupon_code: [code] } },
        )
        if (result === null) return yield* missingCart(id)
        return yield* cart.replace({ cart: result.cart })
      })

      const applyCoupon = Effect.fn("Coupons.applyCoupon")(
        function* (input: { readonly code: string }) {
          const updated = yield* sendCoupon(input.code)
          const applied = couponApplied(updated.applied_coupons, input.code)
          yield* events.emit({
            type: applied ? "cart:coupon-applied" : "cart:coupon-not-applied",
            code: input.code,
            cart: updated,
          })
          return { cart: updated, applied }
        },
        (effect) => cart.track("applyCoupon", effect),
      )

      // An empty code removes the coupon (Amasty's list semantics).
      const removeCoupon = Effect.fn("Coupons.removeCoupon")(
        function* () {
          return yield* sendCoupon("")
        },
        (effect) => cart.track("removeCoupon", effect),
      )

      return Coupons.of({ applyCoupon, removeCoupon })
    }),
  )
}
