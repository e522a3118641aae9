import { countries } from "@shutter/fixtures"

// Countries with an ISO code but no CountryCodeEnum value in Magento (Puerto Rico is a US region).
const NOT_IN_MAGENTO_ENUM = new Set(["PR"])

/** The country codes OrderAddress.country_code can carry. */
export const orderCountryCodes: ReadonlySet<string> = new Set(
  countries.map((c) => c.id).filter((id) => !NOT_IN_MAGENTO_ENUM.has(id)),
)

// Magento 2.4's SalesGraphQl order types (a strict subset). CountryCodeEnum lists the
// countries of the directory that Magento's enum knows.
export const orderTypeDefs = /* GraphQL */ `
  type CustomerOrder {
    id: ID!
    order_date: String!
    status: String!
    number: String!
    items: [OrderItemInterface]
    total: OrderTotal
    invoices: [Invoice]!
    shipments: [OrderShipment]
    payment_methods: [OrderPaymentMethod]
    shipping_address: OrderAddress
    billing_address: OrderAddress
    carrier: String
    shipping_method: String
    comments: [SalesCommentItem]
    increment_id: String @deprecated
    order_number: String! @deprecated
    created_at: String @deprecated
    grand_total: Float @deprecated
  }

  interface OrderItemInterface {
    id: ID!
    product_name: String
    product_sku: String!
    product_url_key: String
    product_type: String
    status: String
    product_sale_price: Money!
    discounts: [Discount]
    selected_options: [OrderItemOption]
    entered_options: [OrderItemOption]
    quantity_ordered: Float
    quantity_shipped: Float
    quantity_refunded: Float
    quantity_invoiced: Float
    quantity_canceled: Float
    quantity_returned: Float
  }

  type OrderItem implements OrderItemInterface {
    id: ID!
    product_name: String
    product_sku: String!
    product_url_key: String
    product_type: String
    status: String
    product_sale_price: Money!
    discounts: [Discount]
    selected_options: [OrderItemOption]
    entered_options: [OrderItemOption]
    quantity_ordered: Float
    quantity_shipped: Float
    quantity_refunded: Float
    quantity_invoiced: Float
    quantity_canceled: Float
    quantity_returned: Float
  }

  type OrderItemOption {
    label: String!
    value: String!
  }

  type OrderTotal {
    subtotal: Money!
    discounts: [Discount]
    total_tax: Money!
    taxes: [TaxItem]
    grand_total: Money!
    base_grand_total: Money!
    total_shipping: Money!
    shipping_handling: ShippingHandling
  }

  type TaxItem {
    amount: Money!
    title: String!
    rate: Float!
  }

  type ShippingHandling {
    total_amount: Money!
    amount_including_tax: Money
    amount_excluding_tax: Money
    taxes: [TaxItem]
    discounts: [ShippingDiscount]
  }

  type ShippingDiscount {
    amount: Money!
  }

  type OrderAddress {
    firstname: String!
    lastname: String!
    middlename: String
    region: String
    region_id: ID
    country_code: CountryCodeEnum
    street: [String!]!
    company: String
    telephone: String
    fax: String
    postcode: String
    city: String!
    prefix: String
    suffix: String
    vat_id: String
  }

  enum CountryCodeEnum {
    ${[...orderCountryCodes].join("\n    ")}
  }

  type OrderPaymentMethod {
    name: String!
    type: String!
    additional_data: [KeyValue]
  }

  type KeyValue {
    name: String
    value: String
  }

  type Invoice {
    id: ID!
    number: String!
    comments: [SalesCommentItem]
  }

  type OrderShipment {
    id: ID!
    number: String!
    tracking: [ShipmentTracking]
    comments: [SalesCommentItem]
  }

  type ShipmentTracking {
    title: String!
    carrier: String!
    number: String
  }

  type SalesCommentItem {
    timestamp: String!
    message: String!
  }
`
