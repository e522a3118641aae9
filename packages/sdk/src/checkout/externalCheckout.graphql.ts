import { capabilityFragment, capabilityOperation } from "../graphql/capabilities.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

// The external checkout's storeConfig fields (schema/shutter-extensions.graphql); a stock Magento
// has none, so it is never asked (`FeatureUnavailableError`, no request). They also ride on the
// cart's warranty settings request (cart/warrantyOffers.graphql.ts): one storeConfig request a
// session for both, so checkout usually decides with no request of its own.
export const ExternalCheckoutConfigFields = capabilityFragment(
  "external-checkout",
  gql`
    fragment ExternalCheckoutConfigFields on StoreConfig {
      external_checkout_enabled
      external_checkout_url
      external_checkout_sync_path
    }
  `,
)

export const ExternalCheckoutConfigQuery: TypedDocumentString<
  G.ExternalCheckoutConfigQuery,
  G.ExternalCheckoutConfigQueryVariables
> = capabilityOperation(
  "external-checkout",
  gql`
    query externalCheckoutConfig {
      storeConfig {
        ...ExternalCheckoutConfigFields
      }
    }
    ${ExternalCheckoutConfigFields}
  `,
)
