// Shipping an order (Magento's ShipOrder): the lines and quantities asked for (every unshipped
// unit when none), with tracking numbers; the shipment e-mail links each number to its carrier.
import type { ShipmentTrack } from "../db/customerSchema.js"
import { lockOrderLedger, type OrderLedger } from "./orderLedger.js"
import { canShip, qtyToShip, stateAfterDocument } from "./orderStateMachine.js"
import { inOrderTransaction, type SalesDeps } from "./salesDeps.js"
import {
  type DocumentComment,
  documentCommentHistory,
  insertDocument,
  type RequestedItem,
  requestedQuantities,
  updateOrderState,
} from "./salesDocuments.js"
import {
  documentValidationError,
  orderNotFound,
  SHIPMENT_NOT_ALLOWED,
  SHIPMENT_WITHOUT_PRODUCTS,
  shipmentQtyInvalid,
  shipmentStateRefused,
  shipmentUnknownItem,
} from "./salesErrors.js"
import { queueLifecycleMail } from "./salesMails.js"

export interface ShipmentRequest {
  readonly items?: readonly RequestedItem[]
  readonly tracks?: readonly ShipmentTrack[]
  readonly notify?: boolean
  readonly comment?: DocumentComment | null
}

const validateShipment = (ledger: OrderLedger, items: readonly RequestedItem[]): string[] => {
  if (ledger.state === "canceled" || ledger.state === "closed")
    return [shipmentStateRefused(ledger.order.status)]
  if (!canShip(ledger)) return [SHIPMENT_NOT_ALLOWED]
  const messages: string[] = []
  let total = 0
  for (const item of items) {
    const line = ledger.lines.find((l) => l.orderItemId === item.orderItemId)
    if (line === undefined) {
      messages.push(shipmentUnknownItem(item.orderItemId))
      continue
    }
    if (item.qty < 0 || item.qty > qtyToShip(line) + 1e-6)
      messages.push(shipmentQtyInvalid(line.name))
    else total += item.qty
  }
  if (total <= 0) messages.push(SHIPMENT_WITHOUT_PRODUCTS)
  return messages
}

/** Creates a shipment; answers its id. */
export const shipOrder = (deps: SalesDeps, orderId: number, request: ShipmentRequest) =>
  inOrderTransaction(deps, async (tx, after) => {
    const ledger = await lockOrderLedger(tx, orderId)
    if (ledger === undefined) throw orderNotFound()
    const items = requestedQuantities(ledger, request.items, qtyToShip)
    const messages = validateShipment(ledger, items)
    if (messages.length > 0) throw documentValidationError("Shipment", messages)
    const tracks = request.tracks ?? []
    const shipment = await insertDocument(tx, ledger, {
      kind: "shipment",
      items,
      tracking: tracks,
      comment: request.comment ?? null,
      state: "paid",
    })
    const next = {
      ...ledger,
      lines: ledger.lines.map((l) => ({
        ...l,
        shipped: l.shipped + (items.find((i) => i.orderItemId === l.orderItemId)?.qty ?? 0),
      })),
    }
    await updateOrderState(
      tx,
      ledger,
      stateAfterDocument(next),
      documentCommentHistory(request, "shipment"),
    )
    if (
      request.notify &&
      (await queueLifecycleMail(tx, next, deps.baseUrl(), {
        template: "shipment",
        documentNumber: shipment.number,
        items,
        tracking: tracks,
        comment: request.comment?.comment ?? null,
      }))
    )
      after.mail = true
    return shipment.id
  })
