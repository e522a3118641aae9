import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { memoryStorage } from "../storage/memoryStorage.js"
import { Storage } from "../storage/Storage.js"
import { stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { Store } from "./Store.js"
import { StoreLocale } from "./StoreLocale.js"

const locales = [
  { locale: "en-US", storeCode: "default", currency: "USD" },
  { locale: "de-DE", storeCode: "de", currency: "EUR" },
]
const layer = () =>
  Store.layer.pipe(
    Layer.provideMerge(Layer.merge(stubGraphqlClient({}).layer, StoreLocale.layer({ locales }))),
    Layer.provideMerge(memoryStorage()),
  )

describe("Store changes (spec §2, §4)", () => {
  it.effect(
    "a store change stores store code, currency and locale and returns its locale path",
    () =>
      Effect.gen(function* () {
        const store = yield* Store
        const storage = yield* Storage
        assert.deepStrictEqual(yield* store.changeStore({ storeCode: "de" }), { path: "/de" })
        assert.strictEqual(yield* storage.get("store"), "de")
        assert.strictEqual(yield* storage.get("currency"), "EUR")
        assert.strictEqual(yield* storage.get("locale"), "de-DE")
        assert.deepStrictEqual(yield* store.changeStore({ storeCode: "default" }), { path: "/" })
      }).pipe(Effect.provide(layer())),
  )

  it.effect("an unknown store fails UnknownStoreError and changes nothing", () =>
    Effect.gen(function* () {
      const error = yield* Effect.flip((yield* Store).changeStore({ storeCode: "fr" }))
      assert.strictEqual(error._tag, "UnknownStoreError")
      assert.strictEqual(yield* (yield* Storage).get("store"), undefined)
    }).pipe(Effect.provide(layer())),
  )

  it.effect("a currency change stores the currency and tells the UI to reload", () =>
    Effect.gen(function* () {
      assert.deepStrictEqual(yield* (yield* Store).changeCurrency({ currency: "EUR" }), {
        reload: true,
      })
      assert.strictEqual(yield* (yield* Storage).get("currency"), "EUR")
    }).pipe(Effect.provide(layer())),
  )
})
