import { useOrders } from "@shutter/react"
import { formatMoney } from "@shutter/sdk/rules"
import { Link, useSearch } from "wouter"
import { TrackingNumber } from "./OrderDocuments.js"
import { orderDateText, statusTone } from "./orderFormat.js"
import { ReorderButton } from "./ReorderButton.js"
import { useFreshOrders } from "./useFreshOrders.js"

const PAGE_SIZE = 10

const pageOf = (search: string): number => {
  const page = Number(new URLSearchParams(search).get("page") ?? "1")
  return Number.isInteger(page) && page > 0 ? page : 1
}

/** `/customer/order-history`: the customer's orders, newest first, 10 a page (spec §7). */
export const OrderHistory = () => {
  const currentPage = pageOf(useSearch())
  const { data, showLoading, error } = useOrders({ currentPage, pageSize: PAGE_SIZE })
  useFreshOrders()
  if (error !== undefined && error !== null && data === undefined)
    return (
      <p className="form-alert" role="alert">
        Your orders could not be loaded. Please try again.
      </p>
    )
  if (data === undefined)
    return (
      <div className="account-card skeleton-block" aria-busy="true" data-loading={showLoading} />
    )
  if (data.totalCount === 0)
    return (
      <div className="account-empty">
        <h2>You have placed no orders yet</h2>
        <p>Orders you place while signed in are listed here with their status and tracking.</p>
        <Link href="/" className="button button--primary">
          Start shopping
        </Link>
      </div>
    )
  return (
    <div className="order-history" data-testid="order-history">
      <p className="account-toolbar">
        {data.totalCount} {data.totalCount === 1 ? "order" : "orders"}
      </p>
      <table className="account-table">
        <thead>
          <tr>
            <th scope="col">Order #</th>
            <th scope="col">Date</th>
            <th scope="col">Total</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.orders.map((order) => (
            <tr key={order.number} data-testid="order-row">
              <td data-label="Order #">
                <Link href={`/customer/order-history/${encodeURIComponent(order.number)}`}>
                  {order.number}
                </Link>
              </td>
              <td data-label="Date">{orderDateText(order.orderDate)}</td>
              <td data-label="Total" className="num">
                {order.grandTotal ? formatMoney(order.grandTotal) : ""}
              </td>
              <td data-label="Status">
                <span className={`status-badge status-badge--${statusTone(order.status)}`}>
                  {order.status}
                </span>
                {order.tracking.map((t) => (
                  <TrackingNumber key={`${t.carrier}:${t.number}`} tracking={t} />
                ))}
              </td>
              <td className="account-table__actions">
                <Link href={`/customer/order-history/${encodeURIComponent(order.number)}`}>
                  View order
                </Link>
                <ReorderButton number={order.number} className="link-button" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.totalPages > 1 && (
        <nav className="pager" aria-label="Order history pages">
          {currentPage > 1 && (
            <Link href={`/customer/order-history?page=${currentPage - 1}`} rel="prev">
              Previous
            </Link>
          )}
          {Array.from({ length: data.totalPages }, (_, i) => i + 1).map((page) =>
            page === currentPage ? (
              <span key={page} aria-current="page" className="pager__current">
                {page}
              </span>
            ) : (
              <Link key={page} href={`/customer/order-history?page=${page}`}>
                <span className="visually-hidden">Page </span>
                {page}
              </Link>
            ),
          )}
          {currentPage < data.totalPages && (
            <Link href={`/customer/order-history?page=${currentPage + 1}`} rel="next">
              Next
            </Link>
          )}
        </nav>
      )}
    </div>
  )
}
