// Canceling an order (Magento's OrderManagement::cancel): only while something is left to
// invoice and the order is neither complete, closed nor canceled — else the answer is false and
// nothing changes. The payment's authorisation is voided through its provider, the units never
// invoiced go back to stock, and the customer gets the order update e-mail.
import { setOrderPaymentState } from "../payment/orderPayments.js"
import { lockOrderLedger } from "./orderLedger.js"
import { canCancel, quantitiesToCancel } from "./orderStateMachine.js"
import { providerFor } from "./paymentPort.js"
import { inOrderTransaction, type SalesDeps } from "./salesDeps.js"
import { orderPaymentOf, updateOrderState } from "./salesDocuments.js"
import { orderNotFound } from "./salesErrors.js"
import { queueLifecycleMail } from "./salesMails.js"
import { returnToStock } from "./stockReturn.js"

export const cancelOrder = (deps: SalesDeps, orderId: number): Promise<boolean> =>
  inOrderTransaction(deps, async (tx, after) => {
    const ledger = await lockOrderLedger(tx, orderId)
    if (ledger === undefined) throw orderNotFound()
    if (!canCancel(ledger)) return false
    // Nothing captured yet: the whole authorisation is released.
    if (ledger.totalPaid === 0) {
      await providerFor(deps.payments, ledger.order.paymentCode).void(orderPaymentOf(ledger))
      if (ledger.order.paymentState === "authorized")
        await setOrderPaymentState(tx, orderId, "voided")
    }
    const returned = await returnToStock(
      tx,
      ledger.lines,
      quantitiesToCancel(ledger),
      deps.baseUrl(),
    )
    after.tags.push(...returned.tags)
    if (returned.alerts > 0) after.mail = true
    await updateOrderState(tx, ledger, "canceled", [
      {
        comment: "",
        isCustomerNotified: true,
        isVisibleOnFront: false,
        entityName: "order",
      },
    ])
    const canceled = {
      ...ledger,
      order: { ...ledger.order, status: "canceled", state: "canceled" },
    }
    if (
      await queueLifecycleMail(tx, canceled, deps.baseUrl(), {
        template: "order_update",
        status: "canceled",
      })
    )
      after.mail = true
    return true
  })

export interface OrderCommentRequest {
  readonly comment: string
  readonly isCustomerNotified: boolean
  readonly isVisibleOnFront: boolean
}

/** Adds a status history comment (Magento's addComment); a notified customer gets it by e-mail. */
export const addOrderComment = (
  deps: SalesDeps,
  orderId: number,
  request: OrderCommentRequest,
): Promise<boolean> =>
  inOrderTransaction(deps, async (tx, after) => {
    const ledger = await lockOrderLedger(tx, orderId)
    if (ledger === undefined) throw orderNotFound()
    await updateOrderState(tx, ledger, ledger.state, [{ ...request, entityName: "order" }])
    if (
      request.isCustomerNotified &&
      (await queueLifecycleMail(tx, ledger, deps.baseUrl(), {
        template: "order_update",
        comment: request.comment,
      }))
    )
      after.mail = true
    return true
  })
