// Magento's order lifecycle as pure rules (Sales\Model\Order::canInvoice/canShip/canCreditmemo/
// canCancel and OrderStateResolver): what each line has left to invoice, ship and refund, what the
// order allows next, and the state its documents put it in. pending (new) → processing (an
// invoice or shipment) → complete (invoiced and shipped); closed (everything paid refunded);
// canceled.

export type OrderState = "new" | "processing" | "complete" | "closed" | "canceled"

/** What one order line was ordered, and what the order's documents moved of it. */
export interface LineQuantities {
  readonly orderItemId: number
  readonly sku: string
  readonly ordered: number
  readonly invoiced: number
  readonly shipped: number
  readonly refunded: number
  readonly canceled: number
  /** A line nothing is shipped for (gift e-cards, downloads, protection plans). */
  readonly isVirtual: boolean
}

export interface OrderSnapshot {
  readonly state: OrderState
  readonly lines: readonly LineQuantities[]
  /** Cents invoiced (captured or paid offline) and refunded so far. */
  readonly totalPaid: number
  readonly totalRefunded: number
}

const EPSILON = 1e-6

export const qtyToInvoice = (l: LineQuantities): number =>
  Math.max(0, l.ordered - l.invoiced - l.canceled)
export const qtyToShip = (l: LineQuantities): number =>
  l.isVirtual ? 0 : Math.max(0, l.ordered - l.shipped - l.refunded - l.canceled)
export const qtyToRefund = (l: LineQuantities): number => Math.max(0, l.invoiced - l.refunded)

const closedStates: ReadonlySet<OrderState> = new Set(["canceled", "closed"])

export const canInvoice = (o: OrderSnapshot): boolean =>
  !closedStates.has(o.state) &&
  o.state !== "complete" &&
  o.lines.some((l) => qtyToInvoice(l) > EPSILON)

export const canShip = (o: OrderSnapshot): boolean =>
  !closedStates.has(o.state) && o.lines.some((l) => qtyToShip(l) > EPSILON)

export const canCreditmemo = (o: OrderSnapshot): boolean =>
  !closedStates.has(o.state) && o.totalPaid - o.totalRefunded > 0

/** Magento's canCancel: not once everything is invoiced, nor in a final state. */
export const canCancel = (o: OrderSnapshot): boolean =>
  !closedStates.has(o.state) &&
  o.state !== "complete" &&
  o.lines.some((l) => qtyToInvoice(l) > EPSILON)

/** The state after a document: new turns processing; then closed or complete when due. */
export const stateAfterDocument = (o: OrderSnapshot): OrderState => {
  if (o.state === "canceled") return "canceled"
  const base: OrderState = o.state === "new" ? "processing" : o.state
  if (canInvoice({ ...o, state: base })) return base
  // Everything paid came back: closed (Magento's isOrderClosed).
  if (o.totalRefunded > 0 && o.totalPaid - o.totalRefunded <= 0) return "closed"
  if (!canShip({ ...o, state: base })) return "complete"
  return base
}

/** The status code of a state (Magento's default status per state). */
export const statusOfState = (state: OrderState): string => (state === "new" ? "pending" : state)

/** Units each line gives up when the order is canceled: what was never invoiced. */
export const quantitiesToCancel = (o: OrderSnapshot): Map<number, number> =>
  new Map(
    o.lines
      .map((l) => [l.orderItemId, qtyToInvoice(l)] as const)
      .filter(([, qty]) => qty > EPSILON),
  )
