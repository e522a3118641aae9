// Magento 2.4's NewsletterGraphQl: subscribeEmailToNewsletter (customer.is_subscribed and
// updateCustomerV2's is_subscribed are the customer domain's, through newsletterSubscription.ts).
import type { GraphqlContext } from "../graphql/context.js"
import { STATUS_NAMES } from "./newsletterRepository.js"
import { subscribeEmail } from "./newsletterSubscription.js"

export const newsletterTypeDefs = /* GraphQL */ `
  type Mutation {
    subscribeEmailToNewsletter(email: String!): SubscribeEmailToNewsletterOutput
  }

  type SubscribeEmailToNewsletterOutput {
    status: SubscriptionStatusesEnum
  }

  enum SubscriptionStatusesEnum {
    NOT_ACTIVE
    SUBSCRIBED
    UNSUBSCRIBED
    UNCONFIRMED
  }
`

export const newsletterResolvers = {
  Mutation: {
    subscribeEmailToNewsletter: async (
      _: unknown,
      args: { readonly email: string },
      context: GraphqlContext,
    ) => ({ status: STATUS_NAMES[(await subscribeEmail(context, args.email)).status] }),
  },
}
