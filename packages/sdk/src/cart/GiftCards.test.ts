import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Analytics } from "../analytics/Analytics.js"
import { Session } from "../customer/Session.js"
import { storefrontEventsLayer } from "../events/StorefrontEvents.js"
import { GraphqlError } from "../graphql/errors.js"
import { Notifications } from "../notifications/Notifications.js"
import { memoryStorage } from "../storage/memoryStorage.js"
import { type StubResponse, stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { Cart } from "./Cart.js"
import { GiftCards } from "./GiftCards.js"
import { testCart } from "./testCart.js"

const setup = (handlers: Record<string, StubResponse>) => {
  const stub = stubGraphqlClient(handlers)
  const layer = GiftCards.layer.pipe(
    Layer.provideMerge(Cart.layer),
    Layer.provideMerge(Session.layer),
    Layer.provideMerge(Layer.mergeAll(stub.layer, Notifications.layer, Analytics.memory().layer)),
    Layer.provideMerge(memoryStorage({ cookies: { cart: "mine" } })),
    Layer.provideMerge(storefrontEventsLayer),
  )
  return { stub, layer }
}

const withGrandTotal = (grandTotal: number) => testCart({ id: "mine", grandTotal })

describe("GiftCards on the cart (spec §4)", () => {
  it.effect("applying sends the trimmed code and the cart shows the returned cart", () => {
    const { stub, layer } = setup({
      applyGiftCardToCart: () => ({ applyGiftCardToCart: { cart: withGrandTotal(0) } }),
      removeGiftCardFromCart: () => ({ removeGiftCardFromCart: { cart: withGrandTotal(80) } }),
    })
    return Effect.gen(function* () {
      const giftCards = yield* GiftCards
      const cart = yield* Cart
      const applied = yield* giftCards.applyGiftCard({ code: "  GC-1234 " })
      assert.strictEqual(applied.prices?.grand_total?.value, 0)
      assert.strictEqual(cart.cart.get()?.prices?.grand_total?.value, 0)
      yield* giftCards.removeGiftCard({ code: "GC-1234" })
      assert.strictEqual(cart.cart.get()?.prices?.grand_total?.value, 80)
      assert.deepStrictEqual(
        stub.calls.map((c) => [c.operationName, c.variables]),
        [
          ["applyGiftCardToCart", { input: { cart_id: "mine", gift_card_code: "GC-1234" } }],
          ["removeGiftCardFromCart", { input: { cart_id: "mine", gift_card_code: "GC-1234" } }],
        ],
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect("a refused code fails with the server's message, kept as the cart's last error", () => {
    const message = 'The gift card code "NOPE" is not valid.'
    const { layer } = setup({
      applyGiftCardToCart: () =>
        Effect.fail(
          new GraphqlError({
            message,
            path: undefined,
            category: "graphql-input",
            errors: [{ message, path: undefined, category: "graphql-input" }],
            operationName: "applyGiftCardToCart",
          }),
        ),
    })
    return Effect.gen(function* () {
      const error = yield* Effect.flip((yield* GiftCards).applyGiftCard({ code: "NOPE" }))
      assert.strictEqual(error.message, message)
      const { status, cart } = yield* Cart
      assert.strictEqual(status.get().errors.applyGiftCard, error)
      assert.strictEqual(status.get().busy.applyGiftCard, false)
      assert.strictEqual(cart.get(), null)
    }).pipe(Effect.provide(layer))
  })

  it.effect("no cart in the answer fails with CartUnavailableError", () => {
    const { layer } = setup({
      removeGiftCardFromCart: () => ({ removeGiftCardFromCart: null }),
    })
    return Effect.gen(function* () {
      const error = yield* Effect.flip((yield* GiftCards).removeGiftCard({ code: "GC-1234" }))
      assert.strictEqual(error._tag, "CartUnavailableError")
    }).pipe(Effect.provide(layer))
  })
})

describe("GiftCards product and balance", () => {
  it.effect("a product's picker fields, or null when the sku is not the one asked", () => {
    const fields = {
      giftcard_type: "VIRTUAL" as const,
      allow_open_amount: true,
      open_amount_min: 10,
      open_amount_max: 1000,
      allow_message: true,
      message_max_length: 255,
      giftcard_amounts: [{ uid: "a1", value: 50 }],
    }
    const { layer } = setup({
      giftCardProduct: (v) => ({
        products: { items: v.sku === "GIFT-CARD" ? [{ sku: "GIFT-CARD", ...fields }] : [] },
      }),
    })
    return Effect.gen(function* () {
      const giftCards = yield* GiftCards
      assert.deepStrictEqual(yield* giftCards.giftCardProduct({ sku: "GIFT-CARD" }), fields)
      assert.strictEqual(yield* giftCards.giftCardProduct({ sku: "CAM-1" }), null)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a balance is asked with the trimmed code", () => {
    const account = {
      code: "GC-1234",
      balance: { value: 100, currency: "USD" },
      expiration_date: null,
    }
    const { stub, layer } = setup({
      giftCardAccount: () => ({ giftCardAccount: account }),
    })
    return Effect.gen(function* () {
      assert.deepStrictEqual(
        yield* (yield* GiftCards).giftCardBalance({ code: " GC-1234 " }),
        account,
      )
      assert.deepStrictEqual(stub.calls[0]?.variables, { code: "GC-1234" })
    }).pipe(Effect.provide(layer))
  })
})
