import { ExternalCheckoutConfigFields } from "../checkout/externalCheckout.graphql.js"
import { capabilityOperation } from "../graphql/capabilities.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

// The warranty extension's storeConfig fields (extensions.graphql): whether cart offers are on
// and where the warranty provider's offers API is; with them, the external checkout's.

/** The storeConfig fields of the warranty extension. */
export interface WarrantyConfig {
  readonly warranty_enabled: number | null
  readonly warranty_store_id: string | null
  readonly warranty_cart_offers_enabled: number | null
  /** The provider's API base, e.g. `https://shop.example/warranty`. */
  readonly warranty_environment: string | null
}

export const WarrantyConfigQuery: TypedDocumentString<
  G.WarrantyConfigQuery,
  G.WarrantyConfigQueryVariables
> = capabilityOperation(
  "warranty",
  gql`
  query warrantyConfig {
    storeConfig {
      warranty_enabled
      warranty_store_id
      warranty_cart_offers_enabled
      warranty_environment
      ...ExternalCheckoutConfigFields
    }
  }
  ${ExternalCheckoutConfigFields}
  `,
)
