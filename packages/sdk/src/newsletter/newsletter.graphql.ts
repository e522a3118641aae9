import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

// The newsletter (Magento 2.4's NewsletterGraphQl): a guest or a customer subscribes an address
// with `subscribeEmailToNewsletter` (checkout.graphql.ts); the signed-in customer's own
// subscription is `customer.is_subscribed`, changed with `updateCustomerV2(is_subscribed)`.

export const NewsletterStatusQuery: TypedDocumentString<
  G.NewsletterStatusQuery,
  G.NewsletterStatusQueryVariables
> = gql`
  query newsletterStatus {
    customer {
      email
      is_subscribed
    }
  }
`

export const UpdateNewsletterSubscriptionMutation: TypedDocumentString<
  G.UpdateNewsletterSubscriptionMutation,
  G.UpdateNewsletterSubscriptionMutationVariables
> = gql`
  mutation updateNewsletterSubscription($subscribed: Boolean!) {
    updateCustomerV2(input: { is_subscribed: $subscribed }) {
      customer {
        email
        is_subscribed
      }
    }
  }
`
