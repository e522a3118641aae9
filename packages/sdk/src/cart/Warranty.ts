import * as Cache from "effect/Cache"
import * as Context from "effect/Context"
import * as Duration from "effect/Duration"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Layer from "effect/Layer"
import type { ExternalCheckoutConfig } from "../checkout/externalCheckout.js"
import { MagentoCapabilities } from "../graphql/capabilities.js"
import type { GraphqlClientError } from "../graphql/errors.js"
import { Fetch } from "../graphql/Fetch.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import { Storage } from "../storage/Storage.js"
import { Cart, type CartCallError } from "./Cart.js"
import {
  AddAftermarketWarrantyToCartMutation,
  AddWarrantyToCartMutation,
  type CartModel,
  type WarrantyPlan,
} from "./cart.graphql.js"
import type { WarrantyPayloadError } from "./cartErrors.js"
import { missingCart } from "./missingCart.js"
import { WARRANTY_REGION, type WarrantyLead } from "./warrantyLead.js"
import { type WarrantyConfig, WarrantyConfigQuery } from "./warrantyOffers.graphql.js"
import { fetchWarrantyLead, fetchWarrantyOffers } from "./warrantyOffers.js"
import { cartOffersBase, type WarrantyOffers } from "./warrantyPlans.js"

/** Offers are asked again after this long (the provider's answers may be cached as long). */
const WARRANTY_OFFERS_TTL = Duration.minutes(1)

/** Store views and skus remembered at once (the least recently used are dropped beyond). */
const CONFIG_CAPACITY = 16
const OFFERS_CAPACITY = 500

/** A provider call failed: transport/HTTP, its storeConfig call, or an answer of another shape. */
export type WarrantyCallError = GraphqlClientError | WarrantyPayloadError

/**
 * Spec §2/§3 warranties: the store's warranty settings, the provider's plans for a sku or behind
 * a lead, and adding a plan to the cart (the cart's `status.busy.addWarranty` is the loader).
 */
export class Warranty extends Context.Service<
  Warranty,
  {
    /**
     * The protection plans offered for a product (from the warranty provider storeConfig points
     * to). No plans when the store has cart offers off or the provider does not know the sku.
     * Answers are kept a minute per store view and sku; concurrent asks share one request.
     */
    readonly warrantyOffers: (input: {
      readonly sku: string
    }) => Effect.Effect<WarrantyOffers, WarrantyCallError>
    /**
     * Spec §2 leadToken: the aftermarket offer behind a link (its product and plans, region US);
     * null when the store has warranties off or the lead is unknown or expired.
     */
    readonly warrantyLead: (input: {
      readonly leadToken: string
    }) => Effect.Effect<WarrantyLead | null, WarrantyCallError>
    /** Adds a plan to a line's product; the updated cart, or the failure (logged, no toast). */
    readonly addWarranty: (input: {
      readonly plan: WarrantyPlan
      readonly quantity?: number
    }) => Effect.Effect<CartModel, CartCallError>
    /**
     * Adds a lead's plan (spec §3 payload) to the cart, signed in or not (the customer's cart with
     * a token, else the guest cart, made if needed); the updated cart, or the failure (logged).
     */
    readonly addAftermarketWarranty: (input: {
      readonly leadToken: string
      readonly plan: WarrantyPlan
    }) => Effect.Effect<CartModel, CartCallError>
    /**
     * The external checkout's settings of the store view, if they came with the warranty
     * settings this session (one storeConfig request for both); checkout asks otherwise.
     */
    readonly knownExternalCheckout: (input: {
      readonly store: string
    }) => Effect.Effect<ExternalCheckoutConfig | undefined>
  }
>()("@shutter/sdk/Warranty") {
  static readonly layer = Layer.effect(
    Warranty,
    Effect.gen(function* () {
      const gql = yield* GraphqlClient
      const capabilities = yield* MagentoCapabilities
      const storage = yield* Storage
      const cart = yield* Cart
      // The storefront's HTTP (its `fetch` and timeout), for the provider's calls.
      const http = yield* Fetch

      const externalCheckouts = new Map<string, ExternalCheckoutConfig>()

      // Per store view, for the session; a failed ask is not kept.
      const configs = yield* Cache.makeWith(
        Effect.fn("Warranty.config")(function* (store: string) {
          const { storeConfig } = yield* gql.execute(WarrantyConfigQuery)
          // Absent where the installation has no external checkout (its fragment left out).
          const external: Partial<ExternalCheckoutConfig> | null = storeConfig
          if (external?.external_checkout_enabled !== undefined)
            externalCheckouts.set(store, {
              external_checkout_enabled: external.external_checkout_enabled,
              external_checkout_url: external.external_checkout_url ?? null,
              external_checkout_sync_path: external.external_checkout_sync_path ?? null,
            })
          return storeConfig satisfies WarrantyConfig | null
        }),
        {
          capacity: CONFIG_CAPACITY,
          timeToLive: (exit) => (Exit.isSuccess(exit) ? Duration.infinity : Duration.zero),
        },
      )

      const currentStore = Effect.map(storage.get("store"), (store) => store ?? "")

      // Keyed by store view and sku (NUL cannot occur in either).
      const offers = yield* Cache.makeWith(
        Effect.fn("Warranty.fetchOffers")(function* (key: string) {
          const [store = "", sku = ""] = key.split("\u0000")
          const config = yield* Cache.get(configs, store)
          const base = cartOffersBase(config)
          if (base === undefined) return { sku, product: null, plans: [] }
          return yield* fetchWarrantyOffers({
            base,
            storeId: config?.warranty_store_id ?? null,
            sku,
          }).pipe(Effect.provideService(Fetch, http))
        }),
        {
          capacity: OFFERS_CAPACITY,
          timeToLive: (exit) => (Exit.isSuccess(exit) ? WARRANTY_OFFERS_TTL : Duration.zero),
        },
      )

      const warrantyOffers = Effect.fn("Warranty.warrantyOffers")(function* (input: {
        readonly sku: string
      }) {
        if (!capabilities.has("warranty"))
          return { sku: input.sku, product: null, plans: [] } satisfies WarrantyOffers
        return yield* Cache.get(offers, `${yield* currentStore}\u0000${input.sku}`)
      })

      const warrantyLead = Effect.fn("Warranty.warrantyLead")(function* (input: {
        readonly leadToken: string
      }) {
        if (!capabilities.has("warranty")) return null
        const config = yield* Cache.get(configs, yield* currentStore)
        const base =
          config?.warranty_enabled === 1 && config.warranty_environment
            ? config.warranty_environment.replace(/\/+$/, "")
            : undefined
        if (base === undefined) return null
        return yield* fetchWarrantyLead({
          base,
          leadToken: input.leadToken,
          region: WARRANTY_REGION,
        }).pipe(Effect.provideService(Fetch, http))
      })

      // Spec §8 "Adding a warranty: logs only": no toast; the caller gets the failure.
      const logged =
        (what: string) =>
        <A>(effect: Effect.Effect<A, CartCallError>): Effect.Effect<A, CartCallError> =>
          Effect.tapError(effect, (error) => Effect.logError(`${what} failed`, error))

      const addWarranty = Effect.fn("Warranty.addWarranty")(function* (input: {
        readonly plan: WarrantyPlan
        readonly quantity?: number
      }) {
        return yield* cart
          .track(
            "addWarranty",
            Effect.gen(function* () {
              const id = yield* cart.cartId()
              const { addWarrantyToCart } = yield* gql.execute(AddWarrantyToCartMutation, {
                input: { cart_id: id, warranty: input.plan, qty: input.quantity ?? 1 },
              })
              if (addWarrantyToCart === null) return yield* missingCart(id)
              return yield* cart.replace({ cart: addWarrantyToCart.cart })
            }),
          )
          .pipe(logged("Adding the warranty"))
      })

      const addAftermarketWarranty = Effect.fn("Warranty.addAftermarketWarranty")(
        function* (input: { readonly leadToken: string; readonly plan: WarrantyPlan }) {
          return yield* cart
            .track(
              "addWarranty",
              Effect.gen(function* () {
                const id = yield* cart.cartId()
                const { addAftermarketWarrantyToCart: added } = yield* gql.execute(
                  AddAftermarketWarrantyToCartMutation,
                  { input: { cart_id: id, lead_token: input.leadToken, warranty: input.plan } },
                )
                if (added === null) return yield* missingCart(id)
                return yield* cart.replace({ cart: added.cart })
              }),
            )
            .pipe(logged("Adding the aftermarket warranty"))
        },
      )

      const knownExternalCheckout = Effect.fn("Warranty.knownExternalCheckout")(function* (input: {
        readonly store: string
      }) {
        return yield* Effect.sync(() => externalCheckouts.get(input.store))
      })

      return Warranty.of({
        warrantyOffers,
        warrantyLead,
        addWarranty,
        addAftermarketWarranty,
        knownExternalCheckout,
      })
    }),
  )
}
