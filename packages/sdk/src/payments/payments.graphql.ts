import { capabilityOperation } from "../graphql/capabilities.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

// Stripe's module for Magento (schema/shutter-extensions.graphql): what Stripe.js is started
// with. A Magento without the module is never asked (FeatureUnavailableError, no request).
export const GetStripeConfigurationQuery: TypedDocumentString<
  G.GetStripeConfigurationQuery,
  G.GetStripeConfigurationQueryVariables
> = capabilityOperation(
  "stripe-payments",
  gql`
    query getStripeConfiguration {
      getStripeConfiguration {
        apiKey
        locale
        appInfo
        options {
          betas
          apiVersion
        }
        elementsOptions
      }
    }
  `,
)
