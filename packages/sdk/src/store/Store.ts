import * as Cache from "effect/Cache"
import * as Context from "effect/Context"
import * as Data from "effect/Data"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import type { GraphqlClientError } from "../graphql/errors.js"
import { GraphqlError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import { localePath } from "../routing/routePaths.js"
import { Storage } from "../storage/Storage.js"
import { StoreLocale } from "./StoreLocale.js"
import {
  AvailableStoresQuery,
  CountriesQuery,
  type Country,
  CountryQuery,
  type Currency,
  CurrencyQuery,
  type StoreConfig,
  StoreConfigQuery,
} from "./store.graphql.js"

export interface CountryInput {
  readonly id: string
}

/** A store change to a store code no configured locale is served by. */
export class UnknownStoreError extends Data.TaggedError("UnknownStoreError")<{
  readonly storeCode: string
  readonly message: string
}> {
  readonly retryable = false
}

/** What the UI does after a store change (spec §2): go to the chosen store's locale path. */
export interface StoreChange {
  readonly path: string
}

/** What the UI does after a currency change (spec §2): reload the page. */
export interface CurrencyChange {
  readonly reload: true
}

/** Store-view configuration, currencies and countries (spec §7 "Catalogue/config"). */
export class Store extends Context.Service<
  Store,
  {
    /** `storeConfig`, fetched once per store code and then served from memory. */
    readonly config: Effect.Effect<StoreConfig, GraphqlClientError>
    readonly availableStores: Effect.Effect<ReadonlyArray<StoreConfig>, GraphqlClientError>
    readonly currency: Effect.Effect<Currency, GraphqlClientError>
    readonly countries: Effect.Effect<ReadonlyArray<Country>, GraphqlClientError>
    readonly country: (input: CountryInput) => Effect.Effect<Country, GraphqlClientError>
    /** Spec §4: stores store code, currency and locale; returns the locale path to go to. */
    readonly changeStore: (input: {
      readonly storeCode: string
    }) => Effect.Effect<StoreChange, UnknownStoreError>
    /** Stores the currency; the UI reloads (spec §2). */
    readonly changeCurrency: (input: { readonly currency: string }) => Effect.Effect<CurrencyChange>
  }
>()("@shutter/sdk/Store") {
  static readonly layer = Layer.effect(
    Store,
    Effect.gen(function* () {
      const gql = yield* GraphqlClient
      const storage = yield* Storage
      const locale = yield* StoreLocale
      // Per store code. Concurrent asks share one request; successes are kept, a failed load is
      // retried by the next call.
      const configs = yield* Cache.makeWith(
        (_store: string) =>
          Effect.flatMap(gql.execute(StoreConfigQuery), ({ storeConfig }) =>
            storeConfig === null
              ? missing("storeConfig", "The store config is not available.")
              : Effect.succeed(storeConfig),
          ),
        {
          capacity: STORE_CONFIG_CAPACITY,
          timeToLive: (exit) => (Exit.isSuccess(exit) ? Duration.infinity : Duration.zero),
        },
      )

      const config = Effect.gen(function* () {
        // The locale step may set the store cookie; key by the store the request will name.
        yield* locale.sync
        return yield* Cache.get(configs, (yield* storage.get("store")) ?? "")
      }).pipe(Effect.withSpan("Store.config"))

      const availableStores = gql.execute(AvailableStoresQuery).pipe(
        Effect.map(({ availableStores }) => compact(availableStores)),
        Effect.withSpan("Store.availableStores"),
      )

      const currency = Effect.gen(function* () {
        const { currency } = yield* gql.execute(CurrencyQuery)
        if (currency === null) return yield* missing("currency", "The currency is not available.")
        return currency
      }).pipe(Effect.withSpan("Store.currency"))

      const countries = gql.execute(CountriesQuery).pipe(
        Effect.map(({ countries }) => compact(countries)),
        Effect.withSpan("Store.countries"),
      )

      const country = Effect.fn("Store.country")(function* (input: CountryInput) {
        const result = yield* gql.execute(CountryQuery, { id: input.id })
        // Magento's own wording when a country id is unknown or not allowed.
        if (result.country === null)
          return yield* missing("country", "The country isn't available.")
        return result.country
      })

      const changeStore = Effect.fn("Store.changeStore")(function* (input: {
        readonly storeCode: string
      }) {
        const chosen = locale.locales.find((l) => l.storeCode === input.storeCode)
        if (chosen === undefined)
          return yield* new UnknownStoreError({
            storeCode: input.storeCode,
            message: `The store "${input.storeCode}" is not one of the storefront's locales.`,
          })
        yield* storage.set("store", chosen.storeCode)
        yield* storage.set("currency", chosen.currency)
        yield* storage.set("locale", chosen.locale)
        return { path: localePath(chosen.storeCode, locale.locales) } satisfies StoreChange
      })

      const changeCurrency = Effect.fn("Store.changeCurrency")(function* (input: {
        readonly currency: string
      }) {
        yield* storage.set("currency", input.currency)
        return { reload: true } satisfies CurrencyChange
      })

      return Store.of({
        config,
        availableStores,
        currency,
        countries,
        country,
        changeStore,
        changeCurrency,
      })
    }),
  )
}

const compact = <A>(list: ReadonlyArray<A | null> | null): ReadonlyArray<A> =>
  (list ?? []).filter((item): item is A => item !== null)

/** Store views a storefront switches between: far more than a website has. */
const STORE_CONFIG_CAPACITY = 64

const missing = (operationName: string, message: string) =>
  Effect.fail(
    new GraphqlError({
      message,
      path: [operationName],
      category: "graphql-no-such-entity",
      errors: [{ message, path: [operationName], category: "graphql-no-such-entity" }],
      operationName,
    }),
  )
