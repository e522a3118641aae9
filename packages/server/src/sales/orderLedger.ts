// An order as its lifecycle sees it, read with the order row locked (FOR UPDATE): two admins
// invoicing, shipping, refunding or canceling one order at once take turns, and the second
// sees what the first did. Each line's quantities are summed from the order's documents.
import { and, asc, eq, sql } from "drizzle-orm"
import { products } from "../db/catalogSchema.js"
import { salesDocuments } from "../db/customerSchema.js"
import { orderItems, orders } from "../db/salesSchema.js"
import type { Queryable } from "../db/sqlRows.js"
import type { SalesDocumentKind } from "./customerOrderRepository.js"
import type { LineQuantities, OrderSnapshot, OrderState } from "./orderStateMachine.js"

export interface LedgerLine extends LineQuantities {
  readonly productId: number
  readonly name: string
  readonly productType: string
  /** Unit price, and the line's discount and tax, in cents. */
  readonly price: number
  readonly discountAmount: number
  readonly taxAmount: number
}

export interface LedgerDocument {
  readonly id: number
  readonly kind: SalesDocumentKind
  readonly number: string
  readonly items: readonly { readonly orderItemId: number; readonly quantity: number }[]
  readonly grandTotal: number
  readonly shippingAmount: number
  readonly invoiceId: number | null
  readonly transactionId: string | null
}

export type LedgerOrder = typeof orders.$inferSelect

export interface OrderLedger extends OrderSnapshot {
  readonly order: LedgerOrder
  readonly lines: readonly LedgerLine[]
  readonly documents: readonly LedgerDocument[]
  readonly shippingInvoiced: number
  readonly shippingRefunded: number
}

const VIRTUAL_TYPES = new Set(["virtual", "downloadable", "warranty"])

const isOrderState = (state: string): state is OrderState =>
  ["new", "processing", "complete", "closed", "canceled"].includes(state)

/** The order with its row locked until the transaction ends; undefined when there is none. */
export const lockOrderLedger = async (
  tx: Queryable,
  orderId: number,
): Promise<OrderLedger | undefined> => {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update")
  if (order === undefined) return undefined
  const [items, documents] = await Promise.all([
    tx
      .select({
        id: orderItems.id,
        productId: orderItems.productId,
        sku: orderItems.sku,
        name: orderItems.name,
        productType: orderItems.productType,
        price: orderItems.price,
        quantity: orderItems.quantity,
        discountAmount: orderItems.discountAmount,
        taxAmount: orderItems.taxAmount,
        // A gift card is shipped only when printed (its product says which).
        virtualCard: sql<boolean>`coalesce((select ${products.typeData} ->> 'giftcard_type' = 'VIRTUAL'
          from ${products} where ${products.id} = ${orderItems.productId}), false)`,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
    tx
      .select({
        id: salesDocuments.id,
        kind: sql<SalesDocumentKind>`${salesDocuments.kind}`,
        number: salesDocuments.number,
        items: salesDocuments.items,
        grandTotal: salesDocuments.grandTotal,
        shippingAmount: salesDocuments.shippingAmount,
        invoiceId: salesDocuments.invoiceId,
        transactionId: salesDocuments.transactionId,
      })
      .from(salesDocuments)
      .where(and(eq(salesDocuments.orderId, orderId), sql`${salesDocuments.state} <> 'canceled'`))
      .orderBy(asc(salesDocuments.id)),
  ])
  const moved = (kind: SalesDocumentKind, itemId: number) =>
    documents
      .filter((d) => d.kind === kind)
      .flatMap((d) => d.items)
      .filter((i) => i.orderItemId === itemId)
      .reduce((sum, i) => sum + i.quantity, 0)
  const state: OrderState = isOrderState(order.state) ? order.state : "new"
  const lines: LedgerLine[] = items.map((item) => {
    const invoiced = moved("invoice", item.id)
    return {
      orderItemId: item.id,
      productId: item.productId,
      sku: item.sku,
      name: item.name,
      productType: item.productType,
      price: item.price,
      discountAmount: item.discountAmount,
      taxAmount: item.taxAmount,
      ordered: item.quantity,
      invoiced,
      shipped: moved("shipment", item.id),
      refunded: moved("creditmemo", item.id),
      canceled: state === "canceled" ? Math.max(0, item.quantity - invoiced) : 0,
      isVirtual:
        VIRTUAL_TYPES.has(item.productType) ||
        (item.productType === "giftcard" && item.virtualCard),
    }
  })
  const total = (kind: SalesDocumentKind, pick: (d: LedgerDocument) => number) =>
    documents.filter((d) => d.kind === kind).reduce((sum, d) => sum + pick(d), 0)
  return {
    order,
    state,
    lines,
    documents,
    totalPaid: total("invoice", (d) => d.grandTotal),
    totalRefunded: total("creditmemo", (d) => d.grandTotal),
    shippingInvoiced: total("invoice", (d) => d.shippingAmount),
    shippingRefunded: total("creditmemo", (d) => d.shippingAmount),
  }
}
