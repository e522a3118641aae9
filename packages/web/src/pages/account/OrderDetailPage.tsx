import { useOrder } from "@shutter/react"
import { Link } from "wouter"
import { OrderView } from "./OrderView.js"
import { ReorderButton } from "./ReorderButton.js"
import { useFreshOrders } from "./useFreshOrders.js"

/** `/customer/order-history/{orderId}` and `/order/orderDetail?order=`: one order, print, reorder. */
export const OrderDetail = ({ number }: { readonly number: string }) => {
  const { data: order, error } = useOrder(number)
  useFreshOrders()
  if (order === undefined && error !== undefined && error !== null)
    return (
      <div className="account-empty">
        <h2>We couldn't find order #{number} in your account</h2>
        <p>Check the order number, or look it up in your order history.</p>
        <Link href="/customer/order-history" className="button button--primary">
          Order history
        </Link>
      </div>
    )
  if (order === undefined) return <div className="account-card skeleton-block" aria-busy="true" />
  return (
    <div className="order-detail">
      <div className="account-toolbar">
        <Link href="/customer/order-history">← All orders</Link>
        <div className="account-toolbar__actions">
          <ReorderButton number={order.number} />
          <Link
            href={`/order/order_print?order=${encodeURIComponent(order.number)}`}
            className="button"
          >
            Print order
          </Link>
        </div>
      </div>
      <OrderView order={order} />
    </div>
  )
}
