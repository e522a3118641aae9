// Invoicing an order (Magento's InvoiceOrder): the lines and quantities asked for (every
// uninvoiced unit when none), shipping on the first invoice, the last invoice takes what is
// left of the grand total (gift cards and rounding included). With `capture` the payment
// provider captures the amount (Stripe's manual capture); the gift cards invoiced are issued.
import { eq } from "drizzle-orm"
import { stores } from "../db/schema.js"
import { issueInvoicedGiftCards } from "../giftCard/giftCardIssue.js"
import { setOrderPaymentState } from "../payment/orderPayments.js"
import { lockOrderLedger, type OrderLedger } from "./orderLedger.js"
import { canInvoice, qtyToInvoice, stateAfterDocument } from "./orderStateMachine.js"
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
  documentValidationError,
  INVOICE_NOT_ALLOWED,
  INVOICE_UNKNOWN_ITEMS,
  INVOICE_WITHOUT_PRODUCTS,
  invoiceQtyTooHigh,
  invoiceStateRefused,
  orderNotFound,
} from "./salesErrors.js"
import { queueLifecycleMail } from "./salesMails.js"

export interface InvoiceRequest {
  readonly items?: readonly RequestedItem[]
  /** Capture the payment through its provider (Magento's capture online). */
  readonly capture?: boolean
  /** E-mail the invoice to the customer. */
  readonly notify?: boolean
  readonly comment?: DocumentComment | null
}

const validateInvoice = (ledger: OrderLedger, items: readonly RequestedItem[]): string[] => {
  if (ledger.state === "canceled") return [invoiceStateRefused(ledger.order.status)]
  if (!canInvoice(ledger)) return [INVOICE_NOT_ALLOWED]
  const messages: string[] = []
  let total = 0
  let unknown = false
  for (const item of items) {
    const line = ledger.lines.find((l) => l.orderItemId === item.orderItemId)
    if (line === undefined) {
      unknown = true
      continue
    }
    if (item.qty > qtyToInvoice(line) + 1e-6) messages.push(invoiceQtyTooHigh(line.sku))
    total += item.qty
  }
  if (unknown) messages.push(INVOICE_UNKNOWN_ITEMS)
  else if (total <= 0) messages.push(INVOICE_WITHOUT_PRODUCTS)
  return messages
}

/** Creates an invoice; answers its id. */
export const invoiceOrder = (deps: SalesDeps, orderId: number, request: InvoiceRequest) =>
  inOrderTransaction(deps, async (tx, after) => {
    const ledger = await lockOrderLedger(tx, orderId)
    if (ledger === undefined) throw orderNotFound()
    const items = requestedQuantities(ledger, request.items, qtyToInvoice)
    const messages = validateInvoice(ledger, items)
    if (messages.length > 0) throw documentValidationError("Invoice", messages)
    let subtotal = 0
    let discount = 0
    let tax = 0
    for (const item of items) {
      const line = ledger.lines.find((l) => l.orderItemId === item.orderItemId)
      if (line === undefined) continue
      subtotal += Math.round(line.price * item.qty)
      discount += shareOf(line, line.discountAmount, item.qty)
      tax += shareOf(line, line.taxAmount, item.qty)
    }
    const shipping = ledger.shippingInvoiced === 0 ? ledger.order.shippingAmount : 0
    const invoicedAfter = new Map(
      ledger.lines.map((l) => [
        l.orderItemId,
        l.invoiced + (items.find((i) => i.orderItemId === l.orderItemId)?.qty ?? 0),
      ]),
    )
    const isLast = ledger.lines.every(
      (l) => (invoicedAfter.get(l.orderItemId) ?? 0) >= l.ordered - l.canceled - 1e-6,
    )
    const remaining = ledger.order.grandTotal - ledger.totalPaid
    const grandTotal = isLast
      ? remaining
      : Math.min(remaining, Math.max(0, subtotal - discount + tax + shipping))
    const captured = request.capture
      ? await providerFor(deps.payments, ledger.order.paymentCode).capture(
          orderPaymentOf(ledger),
          grandTotal,
        )
      : { transactionId: null }
    if (request.capture && ledger.order.paymentState === "authorized")
      await setOrderPaymentState(tx, orderId, "captured")
    const invoice = await insertDocument(tx, ledger, {
      kind: "invoice",
      items,
      subtotal,
      discountAmount: discount,
      taxAmount: tax,
      shippingAmount: shipping,
      grandTotal,
      comment: request.comment ?? null,
      state: "paid",
      transactionId: captured.transactionId,
    })
    const next = {
      ...ledger,
      lines: ledger.lines.map((l) => ({ ...l, invoiced: invoicedAfter.get(l.orderItemId) ?? 0 })),
      totalPaid: ledger.totalPaid + grandTotal,
    }
    await updateOrderState(
      tx,
      ledger,
      stateAfterDocument(next),
      documentCommentHistory(request, "invoice"),
    )
    const [store] = await tx
      .select({ id: stores.id, name: stores.name })
      .from(stores)
      .where(eq(stores.id, ledger.order.storeId))
    if (
      store !== undefined &&
      (await issueInvoicedGiftCards(
        tx,
        { orderId, storeId: ledger.order.storeId, store, baseUrl: deps.baseUrl() },
        invoicedAfter,
      ))
    )
      after.mail = true
    if (
      request.notify &&
      (await queueLifecycleMail(tx, next, deps.baseUrl(), {
        template: "invoice",
        documentNumber: invoice.number,
        items,
        totals: { subtotal, discount, shipping, tax, grandTotal },
        comment: request.comment?.comment ?? null,
      }))
    )
      after.mail = true
    return invoice.id
  })
