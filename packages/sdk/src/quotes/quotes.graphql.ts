import { capabilityOperation } from "../graphql/capabilities.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

// Used-gear quote requests: Shutter's own extension (schema/shutter-extensions.graphql), so a
// stock Magento is never sent these (`FeatureUnavailableError`, no request).

/** A quote request as the seller sees it: reference, status and the items listed. */
export type UsedGearQuote = G.UsedGearQuoteFieldsFragment
export type UsedGearQuoteItem = UsedGearQuote["items"][number]
export type UsedGearQuoteStatus = UsedGearQuote["status"]
export type UsedGearQuoteInput = G.UsedGearQuoteInput

const UsedGearQuoteFields = gql`
  fragment UsedGearQuoteFields on UsedGearQuote {
    number
    status
    status_label
    status_description
    created_at
    email
    items {
      brand
      model
      condition
      accessories
      photo_count
    }
  }
`

export const SubmitUsedGearQuoteMutation: TypedDocumentString<
  G.SubmitUsedGearQuoteMutation,
  G.SubmitUsedGearQuoteMutationVariables
> = capabilityOperation(
  "used-gear-quotes",
  gql`
    mutation submitUsedGearQuote($input: UsedGearQuoteInput!) {
      submitUsedGearQuote(input: $input) {
        quote {
          ...UsedGearQuoteFields
        }
        user_errors {
          field
          code
          message
        }
      }
    }
    ${UsedGearQuoteFields}
  `,
)

export const UsedGearQuoteQuery: TypedDocumentString<
  G.UsedGearQuoteQuery,
  G.UsedGearQuoteQueryVariables
> = capabilityOperation(
  "used-gear-quotes",
  gql`
    query usedGearQuote($input: UsedGearQuoteLookupInput!) {
      usedGearQuote(input: $input) {
        ...UsedGearQuoteFields
      }
    }
    ${UsedGearQuoteFields}
  `,
)
