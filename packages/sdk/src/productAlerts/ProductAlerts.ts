import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { followState } from "../content/followState.js"
import { type ObservableState, observableState } from "../content/observableState.js"
import type { NotSignedInError } from "../customer/customerErrors.js"
import { Session } from "../customer/Session.js"
import type { GraphqlClientError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import type { ProductAlert, ProductAlertType } from "./productAlertModel.js"
import {
  type ProductAlertData,
  ProductAlertsQuery,
  SubscribeProductAlertMutation,
  UnsubscribeProductAlertMutation,
} from "./productAlerts.graphql.js"

export type ProductAlertCallError = GraphqlClientError | NotSignedInError

/** A saved or removed alert with the shop's message ('Alert subscription has been saved.', …). */
export interface ProductAlertChange {
  readonly message: string
}

const toProductAlert = (data: ProductAlertData): ProductAlert => ({
  id: data.id,
  type: data.type === "STOCK" ? "stock" : "price",
  product:
    data.product === null
      ? null
      : {
          uid: data.product.uid,
          sku: data.product.sku ?? "",
          name: data.product.name ?? "",
          url_key: data.product.url_key,
          url_suffix: data.product.url_suffix,
          url_rewrites: data.product.url_rewrites,
          stock_status: data.product.stock_status,
          thumbnail: data.product.thumbnail,
          price: data.product.price_range.minimum_price.final_price,
        },
  price:
    data.price === null || data.price.value === null
      ? null
      : { value: data.price.value, currency: data.price.currency ?? "USD" },
  createdAt: data.created_at,
  sentAt: data.sent_at,
  sendCount: data.send_count,
})

/**
 * The signed-in customer's product alerts (back in stock, price drop): subscribe from a product
 * page, list and remove them in `/customer/my-product-alerts`. Without a token `NotSignedInError`
 * (no request); against a Magento without the extension `FeatureUnavailableError`.
 */
export class ProductAlerts extends Context.Service<
  ProductAlerts,
  {
    /** null until `list()`; follows every subscribe and unsubscribe; null after a sign-out. */
    readonly alerts: ObservableState<ReadonlyArray<ProductAlert> | null>
    readonly list: () => Effect.Effect<ReadonlyArray<ProductAlert>, ProductAlertCallError>
    /** Subscribing again to the same product and type renews the alert (one per product and type). */
    readonly subscribe: (input: {
      readonly sku: string
      readonly type: ProductAlertType
    }) => Effect.Effect<
      ProductAlertChange & { readonly alert: ProductAlert },
      ProductAlertCallError
    >
    readonly unsubscribe: (input: {
      readonly id: string
    }) => Effect.Effect<ProductAlertChange, ProductAlertCallError>
  }
>()("@shutter/sdk/ProductAlerts") {
  static readonly layer = Layer.effect(
    ProductAlerts,
    Effect.gen(function* () {
      const gql = yield* GraphqlClient
      const session = yield* Session
      const alerts = observableState<ReadonlyArray<ProductAlert> | null>(null)
      yield* followState(session.session, (next) => {
        if (!next.signedIn && alerts.get() !== null) alerts.set(null)
      })

      const list = Effect.fn("ProductAlerts.list")(function* () {
        yield* session.token()
        const { customer } = yield* gql.execute(ProductAlertsQuery)
        const loaded = (customer?.product_alerts ?? []).map(toProductAlert)
        alerts.set(loaded)
        return loaded
      })

      const subscribe = Effect.fn("ProductAlerts.subscribe")(function* (input: {
        readonly sku: string
        readonly type: ProductAlertType
      }) {
        yield* session.token()
        const { subscribeProductAlert } = yield* gql.execute(SubscribeProductAlertMutation, {
          sku: input.sku,
          type: input.type === "stock" ? "STOCK" : "PRICE",
        })
        if (subscribeProductAlert === null)
          return yield* Effect.die(new Error("subscribeProductAlert returned nothing"))
        const alert = toProductAlert(subscribeProductAlert.alert)
        const current = alerts.get()
        if (current !== null) alerts.set([alert, ...current.filter((a) => a.id !== alert.id)])
        return { alert, message: subscribeProductAlert.message }
      })

      const unsubscribe = Effect.fn("ProductAlerts.unsubscribe")(function* (input: {
        readonly id: string
      }) {
        yield* session.token()
        const { unsubscribeProductAlert } = yield* gql.execute(UnsubscribeProductAlertMutation, {
          id: input.id,
        })
        const current = alerts.get()
        if (current !== null) alerts.set(current.filter((a) => a.id !== input.id))
        return { message: unsubscribeProductAlert?.message ?? "" }
      })

      return ProductAlerts.of({
        alerts: { get: alerts.get, subscribe: alerts.subscribe },
        list,
        subscribe,
        unsubscribe,
      })
    }),
  )
}
