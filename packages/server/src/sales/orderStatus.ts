// What Magento's SalesGraphQl shows as statuses: an order's status label (the
// sales_order_status table's defaults) and an item's status from the quantities its invoices,
// shipments and credit memos moved (Sales\Model\Order\Item::getStatusId).

const ORDER_STATUS_LABELS: Readonly<Record<string, string>> = {
  pending: "Pending",
  pending_payment: "Pending Payment",
  processing: "Processing",
  holded: "On Hold",
  payment_review: "Payment Review",
  fraud: "Suspected Fraud",
  complete: "Complete",
  closed: "Closed",
  canceled: "Canceled",
}

/** `CustomerOrder.status`: the label of the order's status code ("pending" → "Pending"). */
export const orderStatusLabel = (code: string): string => ORDER_STATUS_LABELS[code] ?? code

export interface ItemQuantities {
  readonly ordered: number
  readonly invoiced: number
  readonly shipped: number
  readonly refunded: number
  readonly canceled: number
}

/** `OrderItemInterface.status`: Ordered, Invoiced, Shipped, Refunded, Canceled, Partial or Mixed. */
export const orderItemStatus = (q: ItemQuantities): string => {
  const actuallyOrdered = q.ordered - q.canceled - q.refunded
  if (q.invoiced === 0 && q.shipped === 0 && q.refunded === 0 && q.canceled === 0) return "Ordered"
  if (q.shipped > 0 && q.invoiced > 0 && actuallyOrdered === q.shipped) return "Shipped"
  if (q.invoiced > 0 && q.shipped === 0 && actuallyOrdered === q.invoiced) return "Invoiced"
  if (q.refunded > 0 && q.ordered === q.refunded) return "Refunded"
  if (q.canceled > 0 && q.ordered === q.canceled) return "Canceled"
  if (Math.max(q.shipped, q.invoiced) < actuallyOrdered) return "Partial"
  return "Mixed"
}
