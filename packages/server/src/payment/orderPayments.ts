// The payment columns of orders: read as the port's OrderPayment, written as the money moves.
import { eq } from "drizzle-orm"
import { orders } from "../db/salesSchema.js"
import type { Queryable } from "../db/sqlRows.js"
import type { OrderPayment, PaymentState } from "./paymentProvider.js"

/** The port's view of an order's payment, or undefined when there is no such order. */
export const orderPaymentOf = async (
  db: Queryable,
  orderId: number,
): Promise<(OrderPayment & { readonly state: PaymentState }) | undefined> => {
  const [row] = await db
    .select({
      orderId: orders.id,
      method: orders.paymentCode,
      currency: orders.currency,
      reference: orders.paymentReference,
      state: orders.paymentState,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row
}

/** Records where an order's money stands (after a capture, void, refund or webhook). */
export const setOrderPaymentState = async (
  db: Queryable,
  orderId: number,
  state: PaymentState,
): Promise<void> => {
  await db.update(orders).set({ paymentState: state }).where(eq(orders.id, orderId))
}

/** Orders paid through a provider's reference (a PaymentIntent id): webhooks find them so. */
export const ordersByPaymentReference = (
  db: Queryable,
  reference: string,
): Promise<{ id: number; number: string; state: PaymentState; grandTotal: number }[]> =>
  db
    .select({
      id: orders.id,
      number: orders.number,
      state: orders.paymentState,
      grandTotal: orders.grandTotal,
    })
    .from(orders)
    .where(eq(orders.paymentReference, reference))

/** Records the payment state of the order a cart became (right after placeOrder commits). */
export const setPaymentStateOfCartOrder = async (
  db: Queryable,
  cartId: number,
  state: PaymentState,
): Promise<void> => {
  await db.update(orders).set({ paymentState: state }).where(eq(orders.cartId, cartId))
}

/** An order's payment as the port sees it, with its total, looked up by order number. */
export type OrderPaymentRecord = OrderPayment & {
  readonly state: PaymentState
  readonly grandTotal: number
}

export const orderPaymentByNumber = async (
  db: Queryable,
  number: string,
): Promise<OrderPaymentRecord | undefined> => {
  const [row] = await db
    .select({
      orderId: orders.id,
      method: orders.paymentCode,
      currency: orders.currency,
      reference: orders.paymentReference,
      state: orders.paymentState,
      grandTotal: orders.grandTotal,
    })
    .from(orders)
    .where(eq(orders.number, number))
    .limit(1)
  return row
}
