import { Clock, Context, Effect, Layer } from "effect"
import type { ExternalCheckoutConfig } from "../checkout/externalCheckout.js"
import { MagentoCapabilities } from "../graphql/capabilities.js"
import type { GraphqlClientError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import { Storage } from "../storage/Storage.js"
import { Cart } from "./Cart.js"
import {
  AddAftermarketWarrantyToCartMutation,
  AddWarrantyToCartMutation,
  type CartModel,
  type WarrantyPlan,
} from "./cart.graphql.js"
import { CartUnavailableError } from "./cartErrors.js"
import { WARRANTY_REGION, type WarrantyLead } from "./warrantyLead.js"
import { type WarrantyConfig, WarrantyConfigQuery } from "./warrantyOffers.graphql.js"
import { fetchWarrantyLead, fetchWarrantyOffers } from "./warrantyOffers.js"
import { cartOffersBase, type WarrantyOffers } from "./warrantyPlans.js"

/** Offers are asked again after this long (the provider's answers may be cached as long). */
const WARRANTY_OFFERS_TTL_MS = 60_000

/**
 * Protection plans (spec §3, §9): the warranty settings of the store view, the provider's offers
 * and leads, and adding a plan to the cart. The cart's state and `status.busy.addWarranty` stay
 * in `Cart`.
 */
export class Warranty extends Context.Service<
  Warranty,
  {
    /** Errors are logged only (null); `status.busy.addWarranty` is the loader. */
    readonly addWarranty: (input: {
      readonly plan: WarrantyPlan
      readonly quantity?: number
    }) => Effect.Effect<CartModel | null>
    /**
     * The protection plans offered for a product (from the warranty provider storeConfig points
     * to). No plans when the store has cart offers off or the provider does not know the sku.
     */
    readonly warrantyOffers: (input: {
      readonly sku: string
    }) => Effect.Effect<WarrantyOffers, GraphqlClientError>
    /**
     * Spec §2 leadToken: the aftermarket offer behind a link (its product and plans, region US);
     * null when the store has warranties off or the lead is unknown or expired.
     */
    readonly warrantyLead: (input: {
      readonly leadToken: string
    }) => Effect.Effect<WarrantyLead | null, GraphqlClientError>
    /**
     * Adds a lead's plan (spec §3 payload) to the cart, signed in or not (the customer's cart with
     * a token, else the guest cart, made if needed). Errors are logged only (null); the loader is
     * `status.busy.addWarranty`.
     */
    readonly addAftermarketWarranty: (input: {
      readonly leadToken: string
      readonly plan: WarrantyPlan
    }) => Effect.Effect<CartModel | null>
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

      /** The answer's cart becomes the observable cart. */
      const updatedCart = Effect.fn("Warranty.updatedCart")(function* (
        cartId: string,
        answer: { readonly cart: CartModel } | null,
      ) {
        if (answer === null)
          return yield* new CartUnavailableError({ cartId, message: "The server returned no cart" })
        yield* cart.replace({ cart: answer.cart })
        return cart.cart.get() ?? answer.cart
      })

      const addWarranty = (input: { readonly plan: WarrantyPlan; readonly quantity?: number }) =>
        cart
          .track(
            "addWarranty",
            Effect.gen(function* () {
              const id = yield* cart.cartId()
              const { addWarrantyToCart } = yield* gql.execute(AddWarrantyToCartMutation, {
                input: { cart_id: id, warranty: input.plan, qty: input.quantity ?? 1 },
              })
              return yield* updatedCart(id, addWarrantyToCart)
            }),
          )
          .pipe(
            Effect.catch((error) =>
              Effect.logError("Adding the warranty failed", error).pipe(Effect.as(null)),
            ),
            Effect.withSpan("Warranty.addWarranty"),
          )

      // Per store view: where the provider is, and its recent answers per sku.
      const warrantyConfigs = new Map<string, WarrantyConfig | null>()
      const externalCheckouts = new Map<string, ExternalCheckoutConfig>()
      const offersCache = new Map<
        string,
        { readonly at: number; readonly offers: WarrantyOffers }
      >()

      const warrantyConfig = Effect.fn("Warranty.warrantyConfig")(function* (store: string) {
        if (warrantyConfigs.has(store)) return warrantyConfigs.get(store) ?? null
        const { storeConfig } = yield* gql.execute(WarrantyConfigQuery)
        warrantyConfigs.set(store, storeConfig)
        // Absent where the installation has no external checkout (its fragment left out).
        const external: Partial<ExternalCheckoutConfig> | null = storeConfig
        if (external?.external_checkout_enabled !== undefined)
          externalCheckouts.set(store, {
            external_checkout_enabled: external.external_checkout_enabled,
            external_checkout_url: external.external_checkout_url ?? null,
            external_checkout_sync_path: external.external_checkout_sync_path ?? null,
          })
        return storeConfig
      })

      const warrantyOffers = Effect.fn("Warranty.warrantyOffers")(function* (input: {
        readonly sku: string
      }) {
        const store = (yield* storage.get("store")) ?? ""
        const key = `${store}\u0000${input.sku}`
        const now = yield* Clock.currentTimeMillis
        const cached = offersCache.get(key)
        if (cached !== undefined && now - cached.at < WARRANTY_OFFERS_TTL_MS) return cached.offers
        if (!capabilities.has("warranty")) return { sku: input.sku, product: null, plans: [] }
        const config = yield* warrantyConfig(store)
        const base = cartOffersBase(config)
        if (base === undefined) return { sku: input.sku, product: null, plans: [] }
        const offers = yield* fetchWarrantyOffers({
          base,
          storeId: config?.warranty_store_id ?? null,
          sku: input.sku,
        })
        offersCache.set(key, { at: now, offers })
        return offers
      })

      const warrantyLead = Effect.fn("Warranty.warrantyLead")(function* (input: {
        readonly leadToken: string
      }) {
        if (!capabilities.has("warranty")) return null
        const config = yield* warrantyConfig((yield* storage.get("store")) ?? "")
        const base =
          config?.warranty_enabled === 1 && config.warranty_environment
            ? config.warranty_environment.replace(/\/+$/, "")
            : undefined
        if (base === undefined) return null
        return yield* fetchWarrantyLead({
          base,
          leadToken: input.leadToken,
          region: WARRANTY_REGION,
        })
      })

      const addAftermarketWarranty = (input: {
        readonly leadToken: string
        readonly plan: WarrantyPlan
      }) =>
        cart
          .track(
            "addWarranty",
            Effect.gen(function* () {
              const id = yield* cart.cartId()
              const { addAftermarketWarrantyToCart } = yield* gql.execute(
                AddAftermarketWarrantyToCartMutation,
                { input: { cart_id: id, lead_token: input.leadToken, warranty: input.plan } },
              )
              return yield* updatedCart(id, addAftermarketWarrantyToCart)
            }),
          )
          .pipe(
            Effect.catch((error) =>
              Effect.logError("Adding the aftermarket warranty failed", error).pipe(
                Effect.as(null),
              ),
            ),
            Effect.withSpan("Warranty.addAftermarketWarranty"),
          )

      return Warranty.of({
        addWarranty,
        warrantyOffers,
        warrantyLead,
        addAftermarketWarranty,
        knownExternalCheckout: (input: { readonly store: string }) =>
          Effect.sync(() => externalCheckouts.get(input.store)),
      })
    }),
  )
}
