import { useOrder, useStoreConfig } from "@shutter/react"
import { Redirect, useRoute, useSearch } from "wouter"
import { useAccountAccess } from "../../account/useAccountAccess.js"
import { PageHead } from "../../seo/PageHead.js"
import "../../styles/account.css"
import { AccountFrame } from "./AccountArea.js"
import { OrderDetail } from "./OrderDetailPage.js"
import { OrderView } from "./OrderView.js"
import { useFreshOrders } from "./useFreshOrders.js"

/** `/order/order_print?order=`: the order on paper — the shop's name, the order, nothing else. */
const OrderPrint = ({ number }: { readonly number: string }) => {
  const { data: order, error } = useOrder(number)
  useFreshOrders()
  const store = useStoreConfig().data
  return (
    <section className="order-print" data-testid="order-print">
      <PageHead title={`Order #${number}`} />
      <div className="order-print__bar no-print">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      {/* The shop's letterhead is the page's heading; the order it prints is named for readers. */}
      <h1 className="order-print__store">
        {store?.store_name ?? ""}
        <span className="visually-hidden"> — Order #{number}</span>
      </h1>
      {order ? (
        <OrderView order={order} />
      ) : error !== undefined && error !== null ? (
        <p role="alert">We couldn't find order #{number} in your account.</p>
      ) : (
        <div className="skeleton-block" aria-busy="true" />
      )}
    </section>
  )
}

/**
 * `/order/order_print` and `/order/orderDetail` (spec §2), customer-only like the account: the
 * order number comes as `?order=`.
 */
const OrderRoutes = () => {
  const access = useAccountAccess()
  const [print] = useRoute("/order/order_print")
  const number = new URLSearchParams(useSearch()).get("order") ?? ""
  if (access === undefined)
    return <section className="account-page account-page--pending" aria-busy="true" />
  if (access._tag === "Redirect") return <Redirect to={access.to} replace />
  if (number === "") return <Redirect to="/customer/order-history" replace />
  if (print) return <OrderPrint number={number} />
  return (
    <AccountFrame sub="/order-history">
      <OrderDetail number={number} />
    </AccountFrame>
  )
}

export default OrderRoutes
