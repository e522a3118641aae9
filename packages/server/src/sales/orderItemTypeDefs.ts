// The order line types Magento picks by product type: a bundle's lines (order, invoice,
// shipment, credit memo) carry the selections bought, a download's the links bought; every
// other line is the plain type. Gift messages are off in our store (StoreConfig.allow_order and
// allow_items are "0"), so gift_message answers null, as Magento's does then.
import { money } from "../catalog/money.js"
import type { OrderItemProductOptions } from "../db/salesSchema.js"

const orderItemFields = `
    gift_message: GiftMessage
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
`

const documentItemFields = `
    id: ID!
    order_item: OrderItemInterface
    product_name: String
    product_sku: String!
    product_sale_price: Money!
`

export const orderItemTypeDefs = /* GraphQL */ `
  type GiftMessage {
    to: String!
    from: String!
    message: String!
  }

  extend interface OrderItemInterface {
    gift_message: GiftMessage
  }

  extend type OrderItem {
    gift_message: GiftMessage
  }

  extend type CustomerOrder {
    gift_message: GiftMessage
  }

  type BundleOrderItem implements OrderItemInterface {
    ${orderItemFields}
    bundle_options: [ItemSelectedBundleOption]
  }

  type DownloadableOrderItem implements OrderItemInterface {
    ${orderItemFields}
    downloadable_links: [DownloadableItemsLinks]
  }

  type BundleInvoiceItem implements InvoiceItemInterface {
    ${documentItemFields}
    discounts: [Discount]
    quantity_invoiced: Float
    bundle_options: [ItemSelectedBundleOption]
  }

  type DownloadableInvoiceItem implements InvoiceItemInterface {
    ${documentItemFields}
    discounts: [Discount]
    quantity_invoiced: Float
    downloadable_links: [DownloadableItemsLinks]
  }

  type BundleShipmentItem implements ShipmentItemInterface {
    ${documentItemFields}
    quantity_shipped: Float!
    bundle_options: [ItemSelectedBundleOption]
  }

  type BundleCreditMemoItem implements CreditMemoItemInterface {
    ${documentItemFields}
    discounts: [Discount]
    quantity_refunded: Float
    bundle_options: [ItemSelectedBundleOption]
  }

  type DownloadableCreditMemoItem implements CreditMemoItemInterface {
    ${documentItemFields}
    discounts: [Discount]
    quantity_refunded: Float
    downloadable_links: [DownloadableItemsLinks]
  }

  type ItemSelectedBundleOption {
    id: ID! @deprecated(reason: "Use \`uid\` instead.")
    uid: ID!
    label: String!
    values: [ItemSelectedBundleOptionValue]
  }

  type ItemSelectedBundleOptionValue {
    id: ID! @deprecated(reason: "Use \`uid\` instead.")
    uid: ID!
    product_name: String!
    product_sku: String!
    quantity: Float!
    price: Money!
  }

  type DownloadableItemsLinks {
    title: String
    sort_order: Int
    uid: ID!
  }
`

type DocumentKind = "invoice" | "shipment" | "creditmemo"

const DOCUMENT_TYPE: Readonly<Record<DocumentKind, string>> = {
  invoice: "InvoiceItem",
  shipment: "ShipmentItem",
  creditmemo: "CreditMemoItem",
}

/** OrderItem, BundleOrderItem or DownloadableOrderItem. */
export const orderItemTypename = (productType: string): string =>
  productType === "bundle"
    ? "BundleOrderItem"
    : productType === "downloadable"
      ? "DownloadableOrderItem"
      : "OrderItem"

/** InvoiceItem, BundleInvoiceItem, DownloadableInvoiceItem… (no downloadable shipments). */
export const documentItemTypename = (kind: DocumentKind, productType: string): string => {
  const plain = DOCUMENT_TYPE[kind]
  if (productType === "bundle") return `Bundle${plain}`
  if (productType === "downloadable" && kind !== "shipment") return `Downloadable${plain}`
  return plain
}

/** The selections of a bundle line and the links of a download line, as Magento lists them. */
export const orderItemProductFields = (options: OrderItemProductOptions | null | undefined) => ({
  gift_message: null,
  bundle_options: (options?.bundle ?? []).map((o) => ({
    id: String(o.optionId),
    uid: o.optionUid,
    label: o.label,
    values: o.values.map((v) => ({
      id: String(v.id),
      uid: v.uid,
      product_name: v.label,
      product_sku: v.sku ?? "",
      quantity: v.quantity,
      price: money(Math.round(v.price * 100)),
    })),
  })),
  // Positioned in the order the shopper picked them (the cart line keeps that order).
  downloadable_links: (options?.links ?? []).map((l, position) => ({
    title: l.title,
    sort_order: position + 1,
    uid: l.uid,
  })),
})
