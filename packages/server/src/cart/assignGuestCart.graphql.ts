// Magento's assignCustomerToGuestCart: a signed-in customer takes over a guest cart.

import type { GraphqlContext } from "../graphql/context.js"
import type { MutationAssignCustomerToGuestCartArgs } from "../graphql/generated/resolvers.js"
import { assignCustomerToGuestCart } from "./cartLifecycle.js"

export const assignCustomerToGuestCartTypeDefs = /* GraphQL */ `
  type Mutation {
    assignCustomerToGuestCart(cart_id: String!): Cart!
  }
`

export const assignCustomerToGuestCartResolvers = {
  Mutation: {
    assignCustomerToGuestCart: (
      _: unknown,
      args: MutationAssignCustomerToGuestCartArgs,
      context: GraphqlContext,
    ) => assignCustomerToGuestCart(context, args.cart_id),
  },
}
