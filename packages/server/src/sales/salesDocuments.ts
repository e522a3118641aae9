// What every sales document does to its order, inside the order's transaction: numbering,
// writing the document, the requested quantities, and the order's new state and history.
import { eq, sql } from "drizzle-orm"
import type { ShipmentTrack } from "../db/customerSchema.js"
import { salesDocuments } from "../db/customerSchema.js"
import { type OrderStatusHistoryEntry, orders, type SalesComment } from "../db/salesSchema.js"
import type { Queryable } from "../db/sqlRows.js"
import type { SalesDocumentKind } from "./customerOrderRepository.js"
import type { LedgerLine, OrderLedger } from "./orderLedger.js"
import { type OrderState, statusOfState } from "./orderStateMachine.js"
import type { OrderPayment } from "./paymentPort.js"

/** A comment sent with a document or an order (Magento's comment + is_visible_on_front). */
export interface DocumentComment {
  readonly comment: string
  readonly isVisibleOnFront: boolean
}

/** One requested line: an order item id and a quantity. */
export interface RequestedItem {
  readonly orderItemId: number
  readonly qty: number
}

/** Magento's `YYYY-MM-DD HH:MM:SS` in UTC. */
export const magentoTimestamp = (date: Date = new Date()): string =>
  date.toISOString().slice(0, 19).replace("T", " ")

/**
 * A document's number: the order's number for its first invoice (shipment, credit memo), then
 * the number with -2, -3… as Magento's per-order document grids read.
 */
export const nextDocumentNumber = (ledger: OrderLedger, kind: SalesDocumentKind): string => {
  const count = ledger.documents.filter((d) => d.kind === kind).length
  return count === 0 ? ledger.order.number : `${ledger.order.number}-${count + 1}`
}

/** What the order's payment is, for the provider port. */
export const orderPaymentOf = (ledger: OrderLedger): OrderPayment => ({
  orderId: ledger.order.id,
  method: ledger.order.paymentCode,
  currency: ledger.order.currency,
  reference: ledger.order.paymentReference,
})

/** A line's share of its discount or tax for `qty` of its units (cents, rounded). */
export const shareOf = (line: LedgerLine, amount: number, qty: number): number =>
  line.ordered > 0 ? Math.round((amount * qty) / line.ordered) : 0

export interface NewDocument {
  readonly kind: SalesDocumentKind
  readonly items: readonly RequestedItem[]
  readonly subtotal?: number
  readonly discountAmount?: number
  readonly taxAmount?: number
  readonly shippingAmount?: number
  readonly adjustment?: number
  readonly grandTotal?: number
  readonly tracking?: readonly ShipmentTrack[]
  readonly comment?: DocumentComment | null
  readonly state: "paid" | "open" | "refunded"
  readonly transactionId?: string | null
  readonly invoiceId?: number | null
}

/** Writes a document; answers its id and number. */
export const insertDocument = async (
  tx: Queryable,
  ledger: OrderLedger,
  d: NewDocument,
): Promise<{ id: number; number: string }> => {
  const number = nextDocumentNumber(ledger, d.kind)
  const comments: SalesComment[] =
    d.comment && d.comment.comment.trim() !== "" && d.comment.isVisibleOnFront
      ? [{ timestamp: magentoTimestamp(), message: d.comment.comment }]
      : []
  const [row] = await tx
    .insert(salesDocuments)
    .values({
      orderId: ledger.order.id,
      kind: d.kind,
      number,
      items: d.items
        .filter((i) => i.qty > 0)
        .map((i) => ({ orderItemId: i.orderItemId, quantity: i.qty })),
      comments,
      tracking: [...(d.tracking ?? [])],
      subtotal: d.subtotal ?? 0,
      discountAmount: d.discountAmount ?? 0,
      taxAmount: d.taxAmount ?? 0,
      shippingAmount: d.shippingAmount ?? 0,
      adjustment: d.adjustment ?? 0,
      grandTotal: d.grandTotal ?? 0,
      state: d.state,
      transactionId: d.transactionId ?? null,
      invoiceId: d.invoiceId ?? null,
    })
    .returning({ id: salesDocuments.id })
  if (row === undefined) throw new Error("The document insert returned nothing")
  return { id: row.id, number }
}

/** The history entry a document's comment makes (none without a comment). */
export const documentCommentHistory = (
  request: { readonly comment?: DocumentComment | null; readonly notify?: boolean },
  entityName: string,
): Omit<OrderStatusHistoryEntry, "createdAt" | "status">[] =>
  request.comment?.comment
    ? [
        {
          comment: request.comment.comment,
          isCustomerNotified: request.notify === true,
          isVisibleOnFront: request.comment.isVisibleOnFront,
          entityName,
        },
      ]
    : []

/** Applies the order's new state and appends history entries (and the customer's comments). */
export const updateOrderState = async (
  tx: Queryable,
  ledger: OrderLedger,
  state: OrderState,
  history: readonly Omit<OrderStatusHistoryEntry, "createdAt" | "status">[] = [],
): Promise<void> => {
  const status = statusOfState(state)
  const createdAt = magentoTimestamp()
  const entries = history.map((h) => ({ ...h, createdAt, status }))
  const visible = entries
    .filter((e) => e.isVisibleOnFront && e.comment.trim() !== "")
    .map((e) => ({ timestamp: createdAt, message: e.comment }))
  await tx
    .update(orders)
    .set({
      state,
      status,
      updatedAt: sql`now()`,
      statusHistory: sql`${orders.statusHistory} || ${JSON.stringify(entries)}::jsonb`,
      comments: sql`${orders.comments} || ${JSON.stringify(visible)}::jsonb`,
    })
    .where(eq(orders.id, ledger.order.id))
}

/**
 * The quantities a document asks for: the lines named (summed when one is named twice), or
 * every line's `remaining` when none is.
 */
export const requestedQuantities = (
  ledger: OrderLedger,
  items: readonly RequestedItem[] | undefined,
  remaining: (line: LedgerLine) => number,
): RequestedItem[] => {
  if (items === undefined || items.length === 0)
    return ledger.lines
      .map((l) => ({ orderItemId: l.orderItemId, qty: remaining(l) }))
      .filter((i) => i.qty > 0)
  const summed = new Map<number, number>()
  for (const i of items) summed.set(i.orderItemId, (summed.get(i.orderItemId) ?? 0) + i.qty)
  return [...summed].map(([orderItemId, qty]) => ({ orderItemId, qty }))
}
