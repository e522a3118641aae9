import { capabilityOperation } from "../graphql/capabilities.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

// Product alerts (schema/shutter-extensions.graphql: Magento's ProductAlert module has no
// GraphQL): the signed-in customer's back-in-stock and price-drop alerts. Only with the
// "product-alerts" extension.

export const AlertProductFields = gql`
  fragment AlertProductFields on ProductInterface {
    uid
    sku
    name
    url_key
    url_suffix
    url_rewrites {
      url
    }
    stock_status
    thumbnail {
      url
      label
    }
    price_range {
      minimum_price {
        final_price {
          value
          currency
        }
      }
    }
  }
`

export const ProductAlertFields = gql`
  fragment ProductAlertFields on ProductAlert {
    id
    type
    price {
      value
      currency
    }
    created_at
    sent_at
    send_count
    product {
      ...AlertProductFields
    }
  }
  ${AlertProductFields}
`

export type ProductAlertData = G.ProductAlertFieldsFragment

export const ProductAlertsQuery: TypedDocumentString<
  G.ProductAlertsQuery,
  G.ProductAlertsQueryVariables
> = capabilityOperation(
  "product-alerts",
  gql`
    query productAlerts {
      customer {
        product_alerts {
          ...ProductAlertFields
        }
      }
    }
    ${ProductAlertFields}
  `,
)

export const SubscribeProductAlertMutation: TypedDocumentString<
  G.SubscribeProductAlertMutation,
  G.SubscribeProductAlertMutationVariables
> = capabilityOperation(
  "product-alerts",
  gql`
    mutation subscribeProductAlert($sku: String!, $type: ProductAlertTypeEnum!) {
      subscribeProductAlert(input: { sku: $sku, type: $type }) {
        message
        alert {
          ...ProductAlertFields
        }
      }
    }
    ${ProductAlertFields}
  `,
)

export const UnsubscribeProductAlertMutation: TypedDocumentString<
  G.UnsubscribeProductAlertMutation,
  G.UnsubscribeProductAlertMutationVariables
> = capabilityOperation(
  "product-alerts",
  gql`
    mutation unsubscribeProductAlert($id: ID!) {
      unsubscribeProductAlert(id: $id) {
        message
      }
    }
  `,
)
