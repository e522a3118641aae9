import type { Money } from "../catalog/pricing.js"
import type { OrderDetailsData, OrderSummaryData } from "./orders.graphql.js"

// Spec §3 Order, as the facade returns it (camelCase, nulls in lists dropped).

export interface OrderSummary {
  readonly id: string
  readonly number: string
  readonly orderDate: string
  readonly status: string
  readonly grandTotal: Money | null
}

export interface OrderPage {
  readonly orders: ReadonlyArray<OrderSummary>
  readonly currentPage: number
  readonly pageSize: number
  readonly totalPages: number
  readonly totalCount: number
}

export interface OrderOption {
  readonly label: string
  readonly value: string
}

export interface OrderLine {
  readonly id: string
  readonly productName: string | null
  readonly productSku: string
  readonly productType: string | null
  readonly productUrlKey: string | null
  readonly productSalePrice: Money
  readonly quantityOrdered: number
  readonly quantityInvoiced: number
  readonly quantityShipped: number
  readonly quantityRefunded: number
  readonly quantityReturned: number
  readonly quantityCanceled: number
  readonly status: string | null
  readonly selectedOptions: ReadonlyArray<OrderOption>
  readonly enteredOptions: ReadonlyArray<OrderOption>
}

export interface OrderAddress {
  readonly firstname: string
  readonly lastname: string
  readonly prefix: string | null
  readonly suffix: string | null
  readonly company: string | null
  readonly street: ReadonlyArray<string>
  readonly city: string
  readonly region: string | null
  readonly postcode: string | null
  readonly countryCode: string | null
  readonly telephone: string | null
}

export interface OrderDocument {
  readonly id: string
  readonly number: string
  readonly grandTotal: Money | null
}

export interface OrderDetails extends OrderSummary {
  readonly shippingMethod: string | null
  readonly comments: ReadonlyArray<{ readonly message: string; readonly timestamp: string }>
  readonly totals: {
    readonly subtotal: Money | null
    readonly baseGrandTotal: Money | null
    readonly totalShipping: Money | null
    readonly totalTax: Money | null
    readonly taxes: ReadonlyArray<{
      readonly amount: Money
      readonly rate: number
      readonly title: string
    }>
    readonly discounts: ReadonlyArray<{ readonly amount: Money; readonly label: string }>
    readonly shippingExcludingTax: Money | null
    readonly shippingIncludingTax: Money | null
  }
  readonly items: ReadonlyArray<OrderLine>
  readonly invoices: ReadonlyArray<OrderDocument>
  readonly shipments: ReadonlyArray<{
    readonly id: string
    readonly number: string
    readonly tracking: ReadonlyArray<{
      readonly carrier: string
      readonly number: string | null
      readonly title: string
    }>
  }>
  readonly creditMemos: ReadonlyArray<OrderDocument>
  readonly paymentMethods: ReadonlyArray<{
    readonly name: string
    readonly type: string
    readonly additionalData: ReadonlyArray<{
      readonly name: string | null
      readonly value: string | null
    }>
  }>
  readonly shippingAddress: OrderAddress | null
  readonly billingAddress: OrderAddress | null
}

const present = <A>(list: ReadonlyArray<A | null> | null | undefined): ReadonlyArray<A> =>
  (list ?? []).filter((a): a is A => a !== null)

export const toOrderSummary = (data: OrderSummaryData): OrderSummary => ({
  id: data.id,
  number: data.number,
  orderDate: data.order_date,
  status: data.status,
  grandTotal: data.total?.grand_total ?? null,
})

type AddressData = NonNullable<OrderDetailsData["shipping_address"]>
const toOrderAddress = (data: AddressData | null): OrderAddress | null =>
  data === null
    ? null
    : {
        firstname: data.firstname,
        lastname: data.lastname,
        prefix: data.prefix,
        suffix: data.suffix,
        company: data.company,
        street: data.street,
        city: data.city,
        region: data.region,
        postcode: data.postcode,
        countryCode: data.country_code,
        telephone: data.telephone,
      }

type ItemData = NonNullable<NonNullable<OrderDetailsData["items"]>[number]>
const toOrderLine = (item: ItemData): OrderLine => ({
  id: item.id,
  productName: item.product_name,
  productSku: item.product_sku,
  productType: item.product_type,
  productUrlKey: item.product_url_key,
  productSalePrice: item.product_sale_price,
  quantityOrdered: item.quantity_ordered ?? 0,
  quantityInvoiced: item.quantity_invoiced ?? 0,
  quantityShipped: item.quantity_shipped ?? 0,
  quantityRefunded: item.quantity_refunded ?? 0,
  quantityReturned: item.quantity_returned ?? 0,
  quantityCanceled: item.quantity_canceled ?? 0,
  status: item.status,
  selectedOptions: present(item.selected_options),
  enteredOptions: present(item.entered_options),
})

export const toOrderDetails = (data: OrderDetailsData): OrderDetails => ({
  ...toOrderSummary(data),
  shippingMethod: data.shipping_method,
  comments: present(data.comments),
  totals: {
    subtotal: data.total?.subtotal ?? null,
    baseGrandTotal: data.total?.base_grand_total ?? null,
    totalShipping: data.total?.total_shipping ?? null,
    totalTax: data.total?.total_tax ?? null,
    taxes: present(data.total?.taxes),
    discounts: present(data.total?.discounts),
    shippingExcludingTax: data.total?.shipping_handling?.amount_excluding_tax ?? null,
    shippingIncludingTax: data.total?.shipping_handling?.amount_including_tax ?? null,
  },
  items: present(data.items).map(toOrderLine),
  invoices: present(data.invoices).map((i) => ({
    id: i.id,
    number: i.number,
    grandTotal: i.total?.grand_total ?? null,
  })),
  shipments: present(data.shipments).map((s) => ({
    id: s.id,
    number: s.number,
    tracking: present(s.tracking),
  })),
  creditMemos: present(data.credit_memos).map((c) => ({
    id: c.id,
    number: c.number,
    grandTotal: c.total?.grand_total ?? null,
  })),
  paymentMethods: present(data.payment_methods).map((p) => ({
    name: p.name,
    type: p.type,
    additionalData: present(p.additional_data),
  })),
  shippingAddress: toOrderAddress(data.shipping_address),
  billingAddress: toOrderAddress(data.billing_address),
})
