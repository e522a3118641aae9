import { CartFields } from "../cart/cart.graphql.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

// Order history (spec §3 Order, §7 customer orders): Magento 2.4 SalesGraphQl's `customer.orders`
// and `reorderItems`. Only `number` filters in stock Magento 2.4.

export type OrderSummaryData = G.OrderSummaryFieldsFragment
export type OrderDetailsData = G.OrderDetailsFieldsFragment
export type OrderDocumentsData = G.OrderDocumentsFieldsFragment

const OrderAddressFields = gql`
  fragment OrderAddressFields on OrderAddress {
    firstname
    lastname
    prefix
    suffix
    company
    street
    city
    region
    postcode
    country_code
    telephone
  }
`

export const OrderSummaryFields = gql`
  fragment OrderSummaryFields on CustomerOrder {
    id
    number
    order_date
    status
    total {
      grand_total {
        value
        currency
      }
    }
    shipments {
      id
      tracking {
        carrier
        number
        title
      }
    }
  }
`

const OrderItemFields = gql`
  fragment OrderItemFields on OrderItemInterface {
    id
    product_name
    product_sku
    product_type
    product_url_key
    product_sale_price {
      value
      currency
    }
    quantity_ordered
    quantity_invoiced
    quantity_shipped
    quantity_refunded
    quantity_returned
    quantity_canceled
    status
    selected_options {
      label
      value
    }
    entered_options {
      label
      value
    }
  }
`

/**
 * What happened to an order after checkout: its invoices, shipments (with tracking) and credit
 * memos, each with its lines and the comments shown to the customer. Shared by the customer's
 * order and the guest's tracked order.
 */
export const OrderDocumentsFields = gql`
  fragment OrderDocumentsFields on CustomerOrder {
    invoices {
      id
      number
      total {
        grand_total {
          value
          currency
        }
      }
      items {
        id
        product_name
        product_sku
        quantity_invoiced
      }
      comments {
        message
        timestamp
      }
    }
    shipments {
      id
      number
      tracking {
        carrier
        number
        title
      }
      items {
        id
        product_name
        product_sku
        quantity_shipped
      }
      comments {
        message
        timestamp
      }
    }
    credit_memos {
      id
      number
      total {
        grand_total {
          value
          currency
        }
      }
      items {
        id
        product_name
        product_sku
        quantity_refunded
      }
      comments {
        message
        timestamp
      }
    }
  }
`

export const OrderDetailsFields = gql`
  fragment OrderDetailsFields on CustomerOrder {
    ...OrderSummaryFields
    shipping_method
    comments {
      message
      timestamp
    }
    total {
      subtotal {
        value
        currency
      }
      base_grand_total {
        value
        currency
      }
      total_shipping {
        value
        currency
      }
      total_tax {
        value
        currency
      }
      taxes {
        amount {
          value
          currency
        }
        rate
        title
      }
      discounts {
        amount {
          value
          currency
        }
        label
      }
      shipping_handling {
        amount_excluding_tax {
          value
          currency
        }
        amount_including_tax {
          value
          currency
        }
      }
    }
    items {
      ...OrderItemFields
    }
    ...OrderDocumentsFields
    payment_methods {
      name
      type
      additional_data {
        name
        value
      }
    }
    shipping_address {
      ...OrderAddressFields
    }
    billing_address {
      ...OrderAddressFields
    }
  }
  ${OrderSummaryFields}
  ${OrderItemFields}
  ${OrderAddressFields}
  ${OrderDocumentsFields}
`

export const CustomerOrdersQuery: TypedDocumentString<
  G.CustomerOrdersQuery,
  G.CustomerOrdersQueryVariables
> = gql`
  query customerOrders($currentPage: Int = 1, $pageSize: Int = 10) {
    customer {
      orders(
        currentPage: $currentPage
        pageSize: $pageSize
        sort: { sort_field: CREATED_AT, sort_direction: DESC }
      ) {
        items {
          ...OrderSummaryFields
        }
        page_info {
          current_page
          page_size
          total_pages
        }
        total_count
      }
    }
  }
  ${OrderSummaryFields}
`

export const CustomerOrderQuery: TypedDocumentString<
  G.CustomerOrderQuery,
  G.CustomerOrderQueryVariables
> = gql`
  query customerOrder($number: String!) {
    customer {
      orders(filter: { number: { eq: $number } }, pageSize: 1) {
        items {
          ...OrderDetailsFields
        }
      }
    }
  }
  ${OrderDetailsFields}
`

export const ReorderItemsMutation: TypedDocumentString<
  G.ReorderItemsMutation,
  G.ReorderItemsMutationVariables
> = gql`
  mutation reorderItems($orderNumber: String!) {
    reorderItems(orderNumber: $orderNumber) {
      cart {
        ...CartFields
      }
      userInputErrors {
        code
        message
        path
      }
    }
  }
  ${CartFields}
`
