// Magento 2.4's Customer.orders with the sales documents (SalesGraphQl), plus Magento 2.4.7's
// order filters (order_date, status, grand_total) and CustomerOrder.email.
export const customerOrdersTypeDefs = /* GraphQL */ `
  extend type Customer {
    orders(
      filter: CustomerOrdersFilterInput
      currentPage: Int = 1
      pageSize: Int = 20
      sort: CustomerOrderSortInput
      scope: ScopeTypeEnum
    ): CustomerOrders
  }

  type CustomerOrders {
    items: [CustomerOrder]!
    page_info: SearchResultPageInfo
    total_count: Int
  }

  input CustomerOrdersFilterInput {
    number: FilterStringTypeInput
    order_date: FilterRangeTypeInput
    status: FilterEqualTypeInput
    grand_total: FilterRangeTypeInput
  }

  input FilterStringTypeInput {
    in: [String]
    eq: String
    match: String
  }

  input CustomerOrderSortInput {
    sort_field: CustomerOrderSortableField!
    sort_direction: SortEnum!
  }

  enum CustomerOrderSortableField {
    NUMBER
    CREATED_AT
  }

  enum ScopeTypeEnum {
    GLOBAL
    WEBSITE
    STORE
  }

  extend type CustomerOrder {
    credit_memos: [CreditMemo]
    email: String
  }

  extend type Invoice {
    total: InvoiceTotal
    items: [InvoiceItemInterface]
  }

  extend type OrderShipment {
    items: [ShipmentItemInterface]
  }

  type InvoiceTotal {
    subtotal: Money!
    discounts: [Discount]
    total_tax: Money!
    taxes: [TaxItem]
    grand_total: Money!
    base_grand_total: Money!
    total_shipping: Money!
    shipping_handling: ShippingHandling
  }

  interface InvoiceItemInterface {
    id: ID!
    order_item: OrderItemInterface
    product_name: String
    product_sku: String!
    product_sale_price: Money!
    discounts: [Discount]
    quantity_invoiced: Float
  }

  type InvoiceItem implements InvoiceItemInterface {
    id: ID!
    order_item: OrderItemInterface
    product_name: String
    product_sku: String!
    product_sale_price: Money!
    discounts: [Discount]
    quantity_invoiced: Float
  }

  interface ShipmentItemInterface {
    id: ID!
    order_item: OrderItemInterface
    product_name: String
    product_sku: String!
    product_sale_price: Money!
    quantity_shipped: Float!
  }

  type ShipmentItem implements ShipmentItemInterface {
    id: ID!
    order_item: OrderItemInterface
    product_name: String
    product_sku: String!
    product_sale_price: Money!
    quantity_shipped: Float!
  }

  type CreditMemo {
    id: ID!
    number: String!
    items: [CreditMemoItemInterface]
    total: CreditMemoTotal
    comments: [SalesCommentItem]
  }

  interface CreditMemoItemInterface {
    id: ID!
    order_item: OrderItemInterface
    product_name: String
    product_sku: String!
    product_sale_price: Money!
    discounts: [Discount]
    quantity_refunded: Float
  }

  type CreditMemoItem implements CreditMemoItemInterface {
    id: ID!
    order_item: OrderItemInterface
    product_name: String
    product_sku: String!
    product_sale_price: Money!
    discounts: [Discount]
    quantity_refunded: Float
  }

  type CreditMemoTotal {
    subtotal: Money!
    discounts: [Discount]
    total_tax: Money!
    taxes: [TaxItem]
    grand_total: Money!
    base_grand_total: Money!
    total_shipping: Money!
    shipping_handling: ShippingHandling
    adjustment: Money!
  }
`
