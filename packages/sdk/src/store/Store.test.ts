import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { GraphqlAuthorizationError, TransportError } from "../graphql/errors.js"
import { memoryStorage } from "../storage/memoryStorage.js"
import { Storage } from "../storage/Storage.js"
import { type StubResponse, stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { Store } from "./Store.js"
import { StoreLocale } from "./StoreLocale.js"

const storeConfig = {
  store_code: "default",
  store_name: "Default Store View",
  default_title: "Shutter",
  locale: "en_US",
  base_currency_code: "USD",
  default_display_currency_code: "USD",
  header_logo_src: "logo/shutter.svg",
  logo_width: 35,
  logo_height: 34,
  logo_alt: "Shutter",
}

const locales = [
  { locale: "en-US", storeCode: "default", currency: "USD" },
  { locale: "de-DE", storeCode: "de", currency: "EUR" },
]

const setup = (handlers: Record<string, StubResponse>) => {
  const stub = stubGraphqlClient(handlers)
  const layer = Store.layer.pipe(
    Layer.provideMerge(Layer.merge(stub.layer, StoreLocale.layer({ locales }))),
    Layer.provideMerge(memoryStorage()),
  )
  return { stub, layer }
}

describe("Store", () => {
  it.effect("loads storeConfig once and serves later calls from memory", () => {
    const { stub, layer } = setup({ storeConfig: () => ({ storeConfig }) })
    return Effect.gen(function* () {
      const store = yield* Store
      const first = yield* store.config
      const second = yield* store.config
      assert.strictEqual(first.store_name, "Default Store View")
      assert.strictEqual(second, first)
      assert.deepStrictEqual(
        stub.calls.map((c) => c.operationName),
        ["storeConfig"],
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect("concurrent storeConfig calls share one request", () => {
    const { stub, layer } = setup({
      // The answer waits a tick, so the second call starts while the first is in flight.
      storeConfig: () => Effect.as(Effect.yieldNow, { storeConfig }),
    })
    return Effect.gen(function* () {
      const store = yield* Store
      const [first, second] = yield* Effect.all([store.config, store.config], {
        concurrency: "unbounded",
      })
      assert.strictEqual(second, first)
      assert.deepStrictEqual(
        stub.calls.map((c) => c.operationName),
        ["storeConfig"],
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect("keeps a separate storeConfig per store code", () => {
    const { stub, layer } = setup({ storeConfig: () => ({ storeConfig }) })
    return Effect.gen(function* () {
      const store = yield* Store
      const storage = yield* Storage
      yield* store.config
      yield* storage.set("store", "de")
      yield* store.config
      yield* store.config
      assert.strictEqual(stub.calls.length, 2)
    }).pipe(Effect.provide(layer))
  })

  it.effect("does not remember a failed storeConfig load", () => {
    let attempts = 0
    const { layer } = setup({
      storeConfig: () => {
        attempts += 1
        return attempts === 1
          ? Effect.fail(
              new TransportError({
                reason: "network",
                message: "down",
                operationName: "storeConfig",
              }),
            )
          : { storeConfig }
      },
    })
    return Effect.gen(function* () {
      const store = yield* Store
      const error = yield* Effect.flip(store.config)
      assert.strictEqual(error._tag, "TransportError")
      const config = yield* store.config
      assert.strictEqual(config.store_code, "default")
    }).pipe(Effect.provide(layer))
  })

  it.effect("lists available stores, countries and the currency, dropping null entries", () => {
    const { layer } = setup({
      availableStores: () => ({ availableStores: [storeConfig, null] }),
      countries: () => ({
        countries: [{ id: "US", full_name_english: "United States", available_regions: [] }, null],
      }),
      currency: () => ({
        currency: { base_currency_code: "USD", available_currency_codes: ["USD", "EUR"] },
      }),
    })
    return Effect.gen(function* () {
      const store = yield* Store
      assert.deepStrictEqual(
        (yield* store.availableStores).map((s) => s.store_code),
        ["default"],
      )
      assert.deepStrictEqual(
        (yield* store.countries).map((c) => c.id),
        ["US"],
      )
      assert.deepStrictEqual((yield* store.currency).available_currency_codes, ["USD", "EUR"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("asks for one country by id", () => {
    const { stub, layer } = setup({
      country: (variables) => ({ country: { id: variables.id, full_name_english: "Germany" } }),
    })
    return Effect.gen(function* () {
      const country = yield* (yield* Store).country({ id: "DE" })
      assert.strictEqual(country.full_name_english, "Germany")
      assert.deepStrictEqual(stub.calls[0]?.variables, { id: "DE" })
    }).pipe(Effect.provide(layer))
  })

  it.effect("an unknown country fails with Magento's message", () => {
    const { layer } = setup({ country: () => ({ country: null }) })
    return Effect.gen(function* () {
      const error = yield* Effect.flip((yield* Store).country({ id: "XX" }))
      assert.strictEqual(error._tag, "GraphqlError")
      assert.strictEqual(error.message, "The country isn't available.")
    }).pipe(Effect.provide(layer))
  })

  it.effect("passes a GraphQL authorization failure through by tag", () => {
    const failure = new GraphqlAuthorizationError({
      message: "The current customer isn't authorized.",
      path: ["currency"],
      category: "graphql-authorization",
      errors: [],
      operationName: "currency",
    })
    const { layer } = setup({ currency: () => Effect.fail(failure) })
    return Effect.gen(function* () {
      const error = yield* Effect.flip((yield* Store).currency)
      assert.strictEqual(error._tag, "GraphqlAuthorizationError")
    }).pipe(Effect.provide(layer))
  })

  it.effect("the stub fails loudly on an operation nobody planned", () => {
    const { layer } = setup({})
    return Effect.gen(function* () {
      const exit = yield* Effect.exit((yield* Store).currency)
      assert.isTrue(exit._tag === "Failure")
      assert.match(
        String(exit._tag === "Failure" ? exit.cause : ""),
        /Unexpected GraphQL operation "currency"/,
      )
    }).pipe(Effect.provide(layer))
  })
})
