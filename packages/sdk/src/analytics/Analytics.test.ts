import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import { testCart, testLine } from "../cart/testCart.js"
import { Analytics } from "./Analytics.js"
import { addedToCartEvent, lineEvent } from "./ga4Events.js"

const line = testLine()
const event = lineEvent("add_to_cart", [{ line, quantity: 1 }])
const marketing = addedToCartEvent(line, 1, testCart({ items: [line] }))

describe("Analytics layers", () => {
  it.effect("browser: clears ecommerce then pushes the GA4 event to the data layer", () => {
    const dataLayer: Array<unknown> = []
    const sent: Array<unknown> = []
    return Effect.gen(function* () {
      const analytics = yield* Analytics
      yield* analytics.track(event)
      yield* analytics.marketing(marketing)
      assert.deepStrictEqual(dataLayer, [{ ecommerce: null }, event])
      assert.deepStrictEqual(sent, [marketing])
    }).pipe(Effect.provide(Analytics.browser({ dataLayer, marketing: (e) => void sent.push(e) })))
  })

  it.effect("browser: defaults to window.dataLayer and the tracker queue", () => {
    const target = globalThis as { dataLayer?: Array<unknown>; _learnq?: Array<unknown> }
    return Effect.gen(function* () {
      const analytics = yield* Analytics
      yield* analytics.track(event)
      yield* analytics.marketing(marketing)
      assert.deepStrictEqual(target.dataLayer, [{ ecommerce: null }, event])
      assert.deepStrictEqual(target._learnq, [["track", "Added to Cart", marketing.properties]])
    }).pipe(
      Effect.provide(Analytics.browser()),
      Effect.ensuring(
        Effect.sync(() => {
          delete target.dataLayer
          delete target._learnq
        }),
      ),
    )
  })

  it.effect("a failing sink never fails the shopper's action", () =>
    Effect.gen(function* () {
      yield* (yield* Analytics).marketing(marketing)
    }).pipe(
      Effect.provide(
        Analytics.browser({
          marketing: () => {
            throw new Error("blocked by an ad blocker")
          },
        }),
      ),
    ),
  )
})
