import type { Money } from "../catalog/pricing.js"
import type { OrderDetailsData, OrderDocumentsData, OrderSummaryData } from "./orders.graphql.js"
import { trackingUrl } from "./tracking.js"

// Spec §3 Order, as the facade returns it (camelCase, nulls in lists dropped).

export interface OrderSummary {
  readonly id: string
  readonly number: string
  readonly orderDate: string
  readonly status: string
  readonly grandTotal: Money | null
  /** Every tracking number of the order's shipments so far. */
  readonly tracking: ReadonlyArray<ShipmentTracking>
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

export interface OrderComment {
  readonly message: string
  readonly timestamp: string
}

/** One line of an invoice, shipment or credit memo: the quantity invoiced, shipped or refunded. */
export interface OrderDocumentLine {
  readonly id: string
  readonly productName: string | null
  readonly productSku: string
  readonly quantity: number
}

/** An invoice or a credit memo (refund). */
export interface OrderDocument {
  readonly id: string
  readonly number: string
  readonly grandTotal: Money | null
  readonly items: ReadonlyArray<OrderDocumentLine>
  /** The comments the shop made visible to the customer. */
  readonly comments: ReadonlyArray<OrderComment>
}

export interface ShipmentTracking {
  /** Magento's carrier code: `ups`, `usps`, `fedex`, `dhl`, `custom`… */
  readonly carrier: string
  readonly number: string | null
  /** The carrier's name as the shop shows it ("United Parcel Service"). */
  readonly title: string
  /** The carrier's public tracking page for this number; null for carriers without one. */
  readonly url: string | null
}

export interface OrderShipment {
  readonly id: string
  readonly number: string
  readonly tracking: ReadonlyArray<ShipmentTracking>
  readonly items: ReadonlyArray<OrderDocumentLine>
  readonly comments: ReadonlyArray<OrderComment>
}

/** What happened after checkout: invoices, shipments with tracking, refunds (credit memos). */
export interface OrderDocuments {
  readonly invoices: ReadonlyArray<OrderDocument>
  readonly shipments: ReadonlyArray<OrderShipment>
  readonly creditMemos: ReadonlyArray<OrderDocument>
}

export interface OrderDetails extends OrderSummary, OrderDocuments {
  readonly shippingMethod: string | null
  readonly comments: ReadonlyArray<OrderComment>
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
  tracking: present(data.shipments).flatMap((s) => present(s.tracking).map(toTracking)),
})

const toTracking = (t: {
  readonly carrier: string
  readonly number: string | null
  readonly title: string
}): ShipmentTracking => ({
  carrier: t.carrier,
  number: t.number,
  title: t.title,
  url: trackingUrl(t.carrier, t.number) ?? null,
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

type DocumentLineData = {
  readonly id: string
  readonly product_name: string | null
  readonly product_sku: string
}
const toDocumentLines = <L extends DocumentLineData>(
  lines: ReadonlyArray<L | null> | null | undefined,
  quantity: (line: L) => number | null,
): ReadonlyArray<OrderDocumentLine> =>
  present(lines).map((line) => ({
    id: line.id,
    productName: line.product_name,
    productSku: line.product_sku,
    quantity: quantity(line) ?? 0,
  }))

/**
 * The invoices, shipments (tracking with the carrier's link) and credit memos of an order as
 * GraphQL answers them: the customer's order or a guest's tracked order.
 */
export const orderDocumentsOf = (
  data: Pick<OrderDocumentsData, "invoices" | "shipments" | "credit_memos">,
): OrderDocuments => ({
  invoices: present(data.invoices).map((i) => ({
    id: i.id,
    number: i.number,
    grandTotal: i.total?.grand_total ?? null,
    items: toDocumentLines(i.items, (l) => l.quantity_invoiced),
    comments: present(i.comments),
  })),
  shipments: present(data.shipments).map((s) => ({
    id: s.id,
    number: s.number,
    tracking: present(s.tracking).map(toTracking),
    items: toDocumentLines(s.items, (l) => l.quantity_shipped),
    comments: present(s.comments),
  })),
  creditMemos: present(data.credit_memos).map((c) => ({
    id: c.id,
    number: c.number,
    grandTotal: c.total?.grand_total ?? null,
    items: toDocumentLines(c.items, (l) => l.quantity_refunded),
    comments: present(c.comments),
  })),
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
  ...orderDocumentsOf(data),
  paymentMethods: present(data.payment_methods).map((p) => ({
    name: p.name,
    type: p.type,
    additionalData: present(p.additional_data),
  })),
  shippingAddress: toOrderAddress(data.shipping_address),
  billingAddress: toOrderAddress(data.billing_address),
})
