// Orders as Magento's CustomerOrder (SalesGraphQl's OrderFormatter, in cents → Money).
import { money } from "../catalog/money.js"
import type { StoredAddress } from "../db/cartSchema.js"
import { orderItemProductFields, orderItemTypename } from "./orderItemTypeDefs.js"
import type { OrderItemRow, OrderRow } from "./orderRepository.js"
import { orderStatusLabel } from "./orderStatus.js"
import { orderCountryCodes } from "./orderTypeDefs.js"

const base64 = (value: string | number): string => Buffer.from(String(value)).toString("base64")

const orderAddress = (a: StoredAddress | null) =>
  a === null
    ? null
    : {
        firstname: a.firstname,
        lastname: a.lastname,
        middlename: null,
        region: a.regionLabel,
        region_id: a.regionId === null ? null : String(a.regionId),
        country_code: orderCountryCodes.has(a.countryCode) ? a.countryCode : null,
        street: a.street,
        company: a.company,
        telephone: a.telephone,
        fax: null,
        postcode: a.postcode,
        city: a.city,
        prefix: null,
        suffix: null,
        vat_id: a.vatId,
      }

const orderItem = (item: OrderItemRow) => ({
  __typename: orderItemTypename(item.productType),
  ...orderItemProductFields(item.productOptions),
  id: base64(item.id),
  product_name: item.name,
  product_sku: item.sku,
  product_url_key: item.urlKey,
  product_type: item.productType,
  status: "Ordered",
  product_sale_price: money(item.price),
  discounts:
    item.discountAmount > 0 ? [{ label: "Discount", amount: money(item.discountAmount) }] : [],
  selected_options: item.selectedOptions,
  entered_options: item.enteredOptions,
  quantity_ordered: item.quantity,
  quantity_shipped: 0,
  quantity_refunded: 0,
  quantity_invoiced: 0,
  quantity_canceled: 0,
  quantity_returned: 0,
})

export const customerOrder = (order: OrderRow, items: readonly OrderItemRow[]) => {
  const discounts = order.discounts.map((d) => ({ label: d.label, amount: money(d.amount) }))
  return {
    id: base64(order.id),
    order_date: order.createdAt,
    created_at: order.createdAt,
    status: orderStatusLabel(order.status),
    number: order.number,
    order_number: order.number,
    increment_id: order.number,
    grand_total: order.grandTotal / 100,
    // Gift messages are off (StoreConfig.allow_order "0").
    gift_message: null,
    items: items.map(orderItem),
    total: {
      subtotal: money(order.subtotal),
      discounts,
      total_tax: money(order.taxAmount),
      taxes: order.taxes.map((t) => ({
        title: t.label,
        amount: money(t.amount),
        rate: t.rate ?? 0,
      })),
      grand_total: money(order.grandTotal),
      base_grand_total: money(order.grandTotal),
      total_shipping: money(order.shippingAmount),
      shipping_handling: {
        total_amount: money(order.shippingAmount),
        amount_including_tax: money(order.shippingAmount),
        amount_excluding_tax: money(order.shippingAmount),
        taxes: [],
        discounts: [],
      },
    },
    invoices: [],
    shipments: [],
    payment_methods: [{ name: order.paymentTitle, type: order.paymentCode, additional_data: [] }],
    shipping_address: orderAddress(order.shippingAddress),
    billing_address: orderAddress(order.billingAddress),
    carrier: order.shippingDescription?.split(" - ")[0] ?? null,
    shipping_method: order.shippingDescription,
    comments: [],
  }
}
