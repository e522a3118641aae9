// The lifecycle e-mails, modelled on Magento's sales templates: invoice ("Invoice for your
// %store_name order"), shipment ("Your %store_name order has shipped", with each tracking
// number and its carrier's tracking link), credit memo ("Credit memo for your %store_name
// order") and order update ("Update to your %store_name order", sent when an order is
// canceled or a comment is sent to the customer). Queued in the document's transaction.
import { eq } from "drizzle-orm"
import type { ShipmentTrack } from "../db/customerSchema.js"
import { stores } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"
import { formatUsd } from "../giftCard/giftCardOptions.js"
import type { MailBlock, MailContent } from "../mail/mailLayout.js"
import { queueMail } from "../mail/outbox.js"
import { addressLines } from "./orderConfirmation.js"
import type { OrderLedger } from "./orderLedger.js"
import { orderStatusLabel } from "./orderStatus.js"
import type { RequestedItem } from "./salesDocuments.js"

/** Each carrier's public tracking page for a number (Magento's carriers; custom has none). */
export const trackingUrl = (carrier: string, number: string): string | null => {
  const n = encodeURIComponent(number)
  switch (carrier.toLowerCase()) {
    case "ups":
      return `https://www.ups.com/track?tracknum=${n}`
    case "usps":
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${n}`
    case "fedex":
      return `https://www.fedex.com/fedextrack/?trknbr=${n}`
    case "dhl":
      return `https://www.dhl.com/en/express/tracking.html?AWB=${n}`
    default:
      return null
  }
}

export interface LifecycleMail {
  readonly template: "invoice" | "shipment" | "creditmemo" | "order_update"
  readonly documentNumber?: string
  readonly items?: readonly RequestedItem[]
  readonly totals?: {
    readonly subtotal: number
    readonly discount: number
    readonly shipping: number
    readonly tax: number
    readonly adjustment?: number
    readonly grandTotal: number
  }
  readonly tracking?: readonly ShipmentTrack[]
  readonly comment?: string | null
  /** The status the order now has (order update). */
  readonly status?: string
}

const blocksOf = (ledger: OrderLedger): MailBlock[] => {
  const o = ledger.order
  const blocks: MailBlock[] = [{ heading: "Billing Info", lines: addressLines(o.billingAddress) }]
  if (o.shippingAddress !== null)
    blocks.push({ heading: "Shipping Info", lines: addressLines(o.shippingAddress) })
  blocks.push({ heading: "Payment Method", lines: [o.paymentTitle] })
  if (o.shippingDescription !== null)
    blocks.push({ heading: "Shipping Method", lines: [o.shippingDescription] })
  return blocks
}

const itemRows = (ledger: OrderLedger, items: readonly RequestedItem[], withPrice: boolean) =>
  items.flatMap((i) => {
    const line = ledger.lines.find((l) => l.orderItemId === i.orderItemId)
    if (line === undefined || i.qty <= 0) return []
    return [
      {
        cells: [
          line.name,
          String(i.qty),
          ...(withPrice ? [formatUsd(Math.round(line.price * i.qty))] : []),
        ],
        details: [`SKU: ${line.sku}`],
      },
    ]
  })

/** The message for one lifecycle event of an order. */
export const lifecycleMailContent = (
  storeName: string,
  ledger: OrderLedger,
  mail: LifecycleMail,
): MailContent => {
  const o = ledger.order
  const greeting = `${o.billingAddress.firstname} ${o.billingAddress.lastname},`
  const comment = mail.comment?.trim() ? [mail.comment.trim()] : []
  const t = mail.totals
  const totals = t
    ? [
        { label: "Subtotal", value: formatUsd(t.subtotal) },
        ...(t.discount > 0 ? [{ label: "Discount", value: formatUsd(-t.discount) }] : []),
        ...(o.shippingAddress !== null
          ? [{ label: "Shipping & Handling", value: formatUsd(t.shipping) }]
          : []),
        ...(t.tax !== 0 ? [{ label: "Tax", value: formatUsd(t.tax) }] : []),
        ...(t.adjustment ? [{ label: "Adjustment", value: formatUsd(t.adjustment) }] : []),
        { label: "Grand Total", value: formatUsd(t.grandTotal), strong: true },
      ]
    : undefined
  switch (mail.template) {
    case "invoice":
      return {
        subject: `Invoice for your ${storeName} order`,
        heading: `Your Invoice #${mail.documentNumber} for Order #${o.number}`,
        paragraphs: [greeting, `Thank you for your order from ${storeName}.`, ...comment],
        blocks: blocksOf(ledger),
        table: {
          columns: ["Items", "Qty", "Subtotal"],
          rows: itemRows(ledger, mail.items ?? [], true),
          ...(totals ? { totals } : {}),
        },
      }
    case "shipment": {
      const tracks = mail.tracking ?? []
      return {
        subject: `Your ${storeName} order has shipped`,
        heading: `Your Shipment #${mail.documentNumber} for Order #${o.number}`,
        paragraphs: [
          greeting,
          `Thank you for your order from ${storeName}. Your shipping confirmation is below. Thank you again for your business.`,
          ...comment,
        ],
        facts: tracks.flatMap((track) => {
          const url = trackingUrl(track.carrier, track.number)
          return [
            { label: "Shipped By", value: track.title },
            { label: "Tracking Number", value: track.number },
            ...(url ? [{ label: "Track your package", value: url }] : []),
          ]
        }),
        blocks: blocksOf(ledger),
        table: { columns: ["Items", "Qty"], rows: itemRows(ledger, mail.items ?? [], false) },
      }
    }
    case "creditmemo":
      return {
        subject: `Credit memo for your ${storeName} order`,
        heading: `Your Credit Memo #${mail.documentNumber} for Order #${o.number}`,
        paragraphs: [greeting, `Thank you for your order from ${storeName}.`, ...comment],
        blocks: blocksOf(ledger),
        table: {
          columns: ["Items", "Qty", "Subtotal"],
          rows: itemRows(ledger, mail.items ?? [], true),
          ...(totals ? { totals } : {}),
        },
      }
    case "order_update":
      return {
        subject: `Update to your ${storeName} order`,
        heading: `Your Order #${o.number}`,
        paragraphs: [
          greeting,
          `Your order #${o.number} has been updated with a status of ${orderStatusLabel(mail.status ?? o.status)}.`,
          ...comment,
        ],
      }
  }
}

/** Queues a lifecycle e-mail to the order's customer in `tx`, branded as the order's store view. */
export const queueLifecycleMail = async (
  tx: Queryable,
  ledger: OrderLedger,
  baseUrl: string,
  mail: LifecycleMail,
): Promise<boolean> => {
  const o = ledger.order
  if (!o.email) return false
  const [store] = await tx
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(eq(stores.id, o.storeId))
  if (store === undefined) return false
  await queueMail(
    { store, urls: { base: baseUrl } },
    tx,
    mail.template,
    { email: o.email, name: `${o.billingAddress.firstname} ${o.billingAddress.lastname}` },
    lifecycleMailContent(store.name, ledger, mail),
  )
  return true
}
