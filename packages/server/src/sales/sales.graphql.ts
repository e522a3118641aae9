// Orders: Magento's CustomerOrder types, and the guest lookup. (Customers' order history
// arrives with the customer domain.)

import type { GraphqlContext } from "../graphql/context.js"
import { authorizationError, inputError, noSuchEntityError } from "../graphql/errors.js"
import type { QueryGuestOrderArgs } from "../graphql/generated/resolvers.js"
import { salesDocumentsOfOrders } from "./customerOrderRepository.js"
import { orderObject } from "./customerOrders.graphql.js"
import { guestOrderRow, orderItemsOf } from "./orderRepository.js"
import { orderTypeDefs } from "./orderTypeDefs.js"

// Shutter extension (not in the 2.4 reference schema): Magento 2.4.7's guestOrder, whose
// OrderInformationInput also takes the postcode the track-order page asks for; the lastname
// becomes optional, one of the two is required.
const guestOrderTypeDefs = /* GraphQL */ `
  type Query {
    guestOrder(input: OrderInformationInput!): CustomerOrder!
  }

  input OrderInformationInput {
    email: String!
    lastname: String
    number: String!
    postcode: String
  }
`

export const salesTypeDefs = `${orderTypeDefs}\n${guestOrderTypeDefs}`

// Magento 2.4.7's GuestOrder texts.
export const ORDER_NOT_LOCATED = "We couldn't locate an order with the information provided."
export const PLEASE_LOGIN = "Please login to view the order."
export const LASTNAME_OR_POSTCODE = 'Either "lastname" or "postcode" must be specified.'

interface OrderInformation {
  readonly email: string
  readonly lastname?: string | null
  readonly number: string
  readonly postcode?: string | null
}

const normalise = (value: string | null | undefined): string =>
  (value ?? "").replace(/\s+/g, "").toLowerCase()

const guestOrder = async (input: OrderInformation, context: GraphqlContext) => {
  if (!input.lastname && !input.postcode) throw inputError(LASTNAME_OR_POSTCODE)
  const order = await guestOrderRow(
    context.db,
    context.store.id,
    input.number.trim(),
    input.email.trim(),
  )
  const billing = order?.billingAddress
  const matches =
    billing !== undefined &&
    (!input.lastname || normalise(billing.lastname) === normalise(input.lastname)) &&
    (!input.postcode || normalise(billing.postcode) === normalise(input.postcode))
  if (order === undefined || !matches) throw noSuchEntityError(ORDER_NOT_LOCATED)
  // A registered customer's order is shown to its owner only (Magento checks after the match).
  if (order.customerId !== null) throw authorizationError(PLEASE_LOGIN)
  const [items, documents] = await Promise.all([
    orderItemsOf(context.db, order.id),
    salesDocumentsOfOrders(context.db, [order.id]),
  ])
  // Its invoices, shipments (tracking) and credit memos as they happen.
  return orderObject(order, items, documents)
}

export const salesResolvers = {
  Query: {
    guestOrder: (_: unknown, args: QueryGuestOrderArgs, context: GraphqlContext) =>
      guestOrder(args.input, context),
  },
}
