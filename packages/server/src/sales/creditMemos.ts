// Refunds (Magento's RefundOrder, offline, and RefundInvoice, online through the invoice's
// payment): the lines and quantities asked for (every refundable unit when none), shipping
// (what is left of it unless `shippingAmount` says otherwise) and adjustments. The last credit
// memo refunds exactly what is left paid; the order closes when everything paid came back.
// Units listed in `returnToStockItems` go back to stock; refunded gift cards are disabled.
import { and, eq } from "drizzle-orm"
import { salesDocuments } from "../db/customerSchema.js"
import { disableRefundedGiftCards } from "../giftCard/giftCardIssue.js"
import { formatUsd } from "../giftCard/giftCardOptions.js"
import { setOrderPaymentState } from "../payment/orderPayments.js"
import { type LedgerDocument, lockOrderLedger, type OrderLedger } from "./orderLedger.js"
import { qtyToRefund, stateAfterDocument } from "./orderStateMachine.js"
import { providerFor } from "./paymentPort.js"
import { inOrderTransaction, type SalesDeps } from "./salesDeps.js"
import {
  type DocumentComment,
  documentCommentHistory,
  insertDocument,
  orderPaymentOf,
  type RequestedItem,
  requestedQuantities,
  shareOf,
  updateOrderState,
} from "./salesDocuments.js"
import {
  CREDITMEMO_NOT_ALLOWED,
  CREDITMEMO_NOTHING_PAID,
  CREDITMEMO_TOTAL_NOT_POSITIVE,
  CREDITMEMO_WITHOUT_PRODUCTS,
  creditmemoQtyTooHigh,
  creditmemoStateRefused,
  creditmemoUnknownItem,
  documentValidationError,
  ENTITY_NOT_FOUND,
  mostToRefund,
  orderNotFound,
  SalesError,
} from "./salesErrors.js"
import { queueLifecycleMail } from "./salesMails.js"
import { returnToStock } from "./stockReturn.js"

export interface CreditMemoRequest {
  readonly items?: readonly RequestedItem[]
  readonly notify?: boolean
  readonly comment?: DocumentComment | null
  /** Cents; default: the shipping invoiced and not yet refunded. */
  readonly shippingAmount?: number
  readonly adjustmentPositive?: number
  readonly adjustmentNegative?: number
  /** Order item ids whose refunded units go back to stock. */
  readonly returnToStockItems?: readonly number[]
}

const EPSILON = 1e-6

/** What one invoice still has to refund per line (its units less its credit memos'). */
const invoiceRefundable = (ledger: OrderLedger, invoice: LedgerDocument) => {
  const left = new Map(invoice.items.map((i) => [i.orderItemId, i.quantity]))
  for (const memo of ledger.documents)
    if (memo.kind === "creditmemo" && memo.invoiceId === invoice.id)
      for (const i of memo.items)
        left.set(i.orderItemId, (left.get(i.orderItemId) ?? 0) - i.quantity)
  return left
}

const createCreditMemo = (
  deps: SalesDeps,
  find: (tx: Parameters<Parameters<typeof inOrderTransaction>[1]>[0]) => Promise<{
    ledger: OrderLedger
    invoice: LedgerDocument | null
  }>,
  request: CreditMemoRequest,
  online: boolean,
) =>
  inOrderTransaction(deps, async (tx, after) => {
    const { ledger, invoice } = await find(tx)
    const limits = invoice === null ? null : invoiceRefundable(ledger, invoice)
    const refundable = (line: OrderLedger["lines"][number]) =>
      Math.min(
        qtyToRefund(line),
        limits === null ? Infinity : Math.max(0, limits.get(line.orderItemId) ?? 0),
      )
    const items = requestedQuantities(ledger, request.items, refundable)
    const status = ledger.order.status
    const stateMessages: string[] = []
    if (ledger.state === "canceled" || ledger.state === "closed")
      stateMessages.push(creditmemoStateRefused(status))
    else if (!ledger.lines.some((l) => qtyToRefund(l) > EPSILON))
      stateMessages.push(CREDITMEMO_NOT_ALLOWED)
    if (ledger.totalPaid - ledger.totalRefunded <= 0) stateMessages.push(CREDITMEMO_NOTHING_PAID)
    if (stateMessages.length > 0) throw documentValidationError("Creditmemo", stateMessages)

    const messages: string[] = []
    let totalQty = 0
    let subtotal = 0
    let discount = 0
    let tax = 0
    for (const item of items) {
      const line = ledger.lines.find((l) => l.orderItemId === item.orderItemId)
      if (line === undefined) {
        messages.push(creditmemoUnknownItem(item.orderItemId))
        continue
      }
      if (item.qty < 0 || item.qty > refundable(line) + EPSILON) {
        messages.push(creditmemoQtyTooHigh(line.sku))
        continue
      }
      totalQty += item.qty
      subtotal += Math.round(line.price * item.qty)
      discount += shareOf(line, line.discountAmount, item.qty)
      tax += shareOf(line, line.taxAmount, item.qty)
    }
    const shippingLeft = ledger.shippingInvoiced - ledger.shippingRefunded
    const shipping = Math.max(0, Math.min(request.shippingAmount ?? shippingLeft, shippingLeft))
    const adjustment = (request.adjustmentPositive ?? 0) - (request.adjustmentNegative ?? 0)
    const available = ledger.totalPaid - ledger.totalRefunded
    const refundsEverything =
      adjustment === 0 &&
      shipping === shippingLeft &&
      ledger.lines.every(
        (l) =>
          qtyToRefund(l) - (items.find((i) => i.orderItemId === l.orderItemId)?.qty ?? 0) <=
          EPSILON,
      )
    const computed = subtotal - discount + tax + shipping + adjustment
    const grandTotal = refundsEverything && invoice === null ? available : computed
    if (grandTotal <= 0) messages.push(CREDITMEMO_TOTAL_NOT_POSITIVE)
    else if (totalQty <= 0 && shipping <= 0) messages.push(CREDITMEMO_WITHOUT_PRODUCTS)
    if (messages.length > 0) throw documentValidationError("Creditmemo", messages)
    if (grandTotal > available) throw new SalesError("input", mostToRefund(formatUsd(available)))

    const memoNumber = ledger.documents.filter((d) => d.kind === "creditmemo").length
    const refunded = online
      ? await providerFor(deps.payments, ledger.order.paymentCode).refund(
          orderPaymentOf(ledger),
          grandTotal,
          // The same memo of the same order state asks for the same refund: a retry after a
          // lost answer never refunds twice.
          `shutter-creditmemo-${ledger.order.id}-${invoice?.id ?? 0}-${memoNumber + 1}-${ledger.totalRefunded}-${grandTotal}`,
        )
      : { refundId: null }
    if (online && ledger.order.paymentState !== "offline")
      await setOrderPaymentState(
        tx,
        ledger.order.id,
        ledger.totalRefunded + grandTotal >= ledger.totalPaid ? "refunded" : "partially_refunded",
      )
    const memo = await insertDocument(tx, ledger, {
      kind: "creditmemo",
      items,
      subtotal,
      discountAmount: discount,
      taxAmount: tax,
      shippingAmount: shipping,
      adjustment,
      grandTotal,
      comment: request.comment ?? null,
      state: "refunded",
      transactionId: refunded.refundId,
      invoiceId: invoice?.id ?? null,
    })
    const refundedNow = new Map(items.map((i) => [i.orderItemId, i.qty]))
    const next = {
      ...ledger,
      lines: ledger.lines.map((l) => ({
        ...l,
        refunded: l.refunded + (refundedNow.get(l.orderItemId) ?? 0),
      })),
      totalRefunded: ledger.totalRefunded + grandTotal,
    }
    await updateOrderState(
      tx,
      ledger,
      stateAfterDocument(next),
      documentCommentHistory(request, "creditmemo"),
    )
    await disableRefundedGiftCards(tx, ledger.order.id, refundedNow)
    const toStock = new Map(
      [...refundedNow].filter(([id]) => request.returnToStockItems?.includes(id) === true),
    )
    if (toStock.size > 0) {
      const returned = await returnToStock(tx, ledger.lines, toStock, deps.baseUrl())
      after.tags.push(...returned.tags)
      if (returned.alerts > 0) after.mail = true
    }
    if (
      request.notify &&
      (await queueLifecycleMail(tx, next, deps.baseUrl(), {
        template: "creditmemo",
        documentNumber: memo.number,
        items,
        totals: { subtotal, discount, shipping, tax, adjustment, grandTotal },
        comment: request.comment?.comment ?? null,
      }))
    )
      after.mail = true
    return memo.id
  })

/** An offline credit memo for an order (money returned outside the shop); answers its id. */
export const refundOrder = (deps: SalesDeps, orderId: number, request: CreditMemoRequest) =>
  createCreditMemo(
    deps,
    async (tx) => {
      const ledger = await lockOrderLedger(tx, orderId)
      if (ledger === undefined) throw orderNotFound()
      return { ledger, invoice: null }
    },
    request,
    false,
  )

/**
 * A credit memo for an invoice; `online` refunds through the order's payment provider (the
 * invoice's capture). Answers its id.
 */
export const refundInvoice = (
  deps: SalesDeps,
  invoiceId: number,
  request: CreditMemoRequest & { readonly online?: boolean },
) =>
  createCreditMemo(
    deps,
    async (tx) => {
      const [found] = await tx
        .select({ orderId: salesDocuments.orderId })
        .from(salesDocuments)
        .where(and(eq(salesDocuments.id, invoiceId), eq(salesDocuments.kind, "invoice")))
      if (found === undefined) throw new SalesError("notFound", ENTITY_NOT_FOUND)
      const ledger = await lockOrderLedger(tx, found.orderId)
      const invoice = ledger?.documents.find((d) => d.id === invoiceId)
      if (ledger === undefined || invoice === undefined)
        throw new SalesError("notFound", ENTITY_NOT_FOUND)
      return { ledger, invoice }
    },
    request,
    request.online === true,
  )
