import type { Money } from "../catalog/pricing.js"
import { capabilityOperation } from "../graphql/capabilities.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"
import { OrderDocumentsFields } from "../orders/orders.graphql.js"

// The track-order lookup. `guestOrder` is Magento 2.4.7's query (OrderInformationInput with the
// postcode the track-order page asks for); it is not in the 2.4 reference schema the
// `*.graphql.ts` documents are validated against, hence this file's name.

export interface GuestOrderInput {
  readonly number: string
  readonly email: string
  readonly lastname?: string
  readonly postcode?: string
}

export interface GuestOrderItem {
  readonly id: string
  readonly product_name: string | null
  readonly product_sku: string
  readonly product_sale_price: Money
  readonly quantity_ordered: number | null
  readonly status: string | null
  readonly selected_options: ReadonlyArray<{
    readonly label: string
    readonly value: string
  } | null> | null
}

/**
 * The tracked order: `invoices`, `shipments` and `credit_memos` as GraphQL answers them
 * (`orderDocumentsOf(order)` gives the order model's `invoices`/`shipments`/`creditMemos`).
 */
export interface GuestOrder
  extends Pick<G.OrderDocumentsFieldsFragment, "invoices" | "shipments" | "credit_memos"> {
  readonly number: string
  readonly order_date: string
  readonly status: string
  readonly items: ReadonlyArray<GuestOrderItem | null> | null
  readonly total: {
    readonly subtotal: Money
    readonly discounts: ReadonlyArray<{
      readonly amount: Money
      readonly label: string
    } | null> | null
    readonly total_tax: Money
    readonly total_shipping: Money
    readonly grand_total: Money
  } | null
  readonly shipping_method: string | null
}

export const GuestOrderQuery: TypedDocumentString<G.GuestOrderQuery, G.GuestOrderQueryVariables> =
  capabilityOperation(
    "magento-2.4.7",
    gql`
  query guestOrder($input: OrderInformationInput!) {
    guestOrder(input: $input) {
      number
      order_date
      status
      shipping_method
      items {
        id
        product_name
        product_sku
        product_sale_price { value currency }
        quantity_ordered
        status
        selected_options {
          label
          value
        }
      }
      total {
        subtotal { value currency }
        discounts {
          amount { value currency }
          label
        }
        total_tax { value currency }
        total_shipping { value currency }
        grand_total { value currency }
      }
      ...OrderDocumentsFields
    }
  }
  ${OrderDocumentsFields}
  `,
  )
