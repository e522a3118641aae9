import type { SalesOrder } from "@shutter/sdk/admin"
import { formatMoney } from "@shutter/sdk/rules"

// How `shutter admin` prints an order of Magento's REST API.

/** An amount of the REST API (in the order's currency) as the shop writes money; "-" for none. */
export const money = (amount: number | undefined, currency: string): string =>
  amount === undefined ? "-" : formatMoney({ value: amount, currency })

const customerName = (order: SalesOrder): string =>
  [order.customer_firstname, order.customer_lastname].filter((p) => (p ?? "") !== "").join(" ") ||
  [order.billing_address?.firstname, order.billing_address?.lastname].filter(Boolean).join(" ")

/** The order's state and status as Magento keeps both (status "processing", state "processing"). */
export const statusText = (order: SalesOrder): string =>
  order.status === order.state ? order.status : `${order.status} (${order.state})`

export const orderRows = (order: SalesOrder): ReadonlyArray<readonly [string, unknown]> => {
  const currency = order.order_currency_code
  return [
    ["Order ID", order.entity_id],
    ["Order number", order.increment_id],
    ["Date", order.created_at],
    ["Status", statusText(order)],
    ["Customer", `${customerName(order)} <${order.customer_email}>`.trim()],
    [
      "Items",
      order.items
        .filter((i) => i.parent_item_id === undefined || i.parent_item_id === null)
        .map((i) => {
          const done = [
            ["invoiced", i.qty_invoiced],
            ["shipped", i.qty_shipped],
            ["refunded", i.qty_refunded],
            ["canceled", i.qty_canceled],
          ]
            .filter(([, qty]) => Number(qty ?? 0) > 0)
            .map(([label, qty]) => `${Number(qty)} ${label}`)
          return `${i.qty_ordered} x ${i.name ?? i.sku} (${i.sku}, line ${i.item_id})${done.length > 0 ? ` · ${done.join(", ")}` : ""}`
        }),
    ],
    ["Payment", order.payment?.method],
    ...documentRows(order),
    ["Grand total", money(order.grand_total, currency)],
    ["Invoiced", money(order.total_invoiced, currency)],
    ["Refunded", money(order.total_refunded, currency)],
    [
      "Comments",
      (order.status_histories ?? [])
        .filter((h) => (h.comment ?? "") !== "")
        .map((h) => `${h.created_at ?? ""} ${h.comment}`.trim()),
    ],
  ]
}

/** Invoices, shipments (tracking) and credit memos, where the shop lists them on the order. */
const documentRows = (order: SalesOrder): ReadonlyArray<readonly [string, unknown]> => {
  const documents = order.extension_attributes
  // Stock Magento lists them at their own endpoints, not on the order: nothing to print then.
  if (documents?.invoices === undefined) return []
  const currency = order.order_currency_code
  const numbered = (d: { readonly entity_id: number; readonly increment_id: string }) =>
    `${d.increment_id} (ID ${d.entity_id})`
  return [
    [
      "Invoices",
      (documents.invoices ?? []).map((i) => `${numbered(i)} ${money(i.grand_total, currency)}`),
    ],
    [
      "Shipments",
      (documents.shipments ?? []).map((s) =>
        [numbered(s), ...(s.tracks ?? []).map((t) => `${t.title} ${t.track_number}`)].join(" · "),
      ),
    ],
    [
      "Credit memos",
      (documents.creditmemos ?? []).map((c) => `${numbered(c)} ${money(c.grand_total, currency)}`),
    ],
  ]
}

/** What an action prints about the order afterwards. */
export const orderState = (order: SalesOrder) => ({
  entity_id: order.entity_id,
  increment_id: order.increment_id,
  state: order.state,
  status: order.status,
})
