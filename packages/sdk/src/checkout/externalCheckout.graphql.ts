import type { TypedDocumentNode } from "@graphql-typed-document-node/core"
import gql from "graphql-tag"
import { capabilityOperation } from "../graphql/capabilities.js"
import type * as G from "../graphql/generated/operations.js"

// The external checkout's storeConfig fields (schema/shutter-extensions.graphql); a stock Magento
// has none, so it is never asked (`FeatureUnavailableError`, no request).
export const ExternalCheckoutConfigQuery: TypedDocumentNode<
  G.ExternalCheckoutConfigQuery,
  G.ExternalCheckoutConfigQueryVariables
> = capabilityOperation(
  "external-checkout",
  gql`
    query externalCheckoutConfig {
      storeConfig {
        external_checkout_enabled
        external_checkout_url
        external_checkout_sync_path
      }
    }
  `,
)
