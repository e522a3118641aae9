import { useProductAlerts } from "@shutter/react/engagement"
import {
  formatMoney,
  PRODUCT_ALERT_LABELS,
  type ProductAlert,
  productPath,
} from "@shutter/sdk/rules"
import { useState } from "react"
import { Link } from "wouter"
import "../../styles/engagement.css"
import { EmptyAccountList } from "./EmptyAccountList.js"
import { orderDateText } from "./orderFormat.js"

const stateText = (alert: ProductAlert): string =>
  alert.sentAt === null
    ? alert.type === "stock"
      ? "Waiting for stock"
      : `Waiting for a price below ${alert.price ? formatMoney(alert.price) : "today's"}`
    : `E-mailed ${orderDateText(alert.sentAt)}`

/** `/customer/my-product-alerts`: the customer's back-in-stock and price-drop alerts. */
export const ProductAlertsPage = () => {
  const { alerts, actions } = useProductAlerts()
  const [busy, setBusy] = useState<string | null>(null)
  const [said, setSaid] = useState<{ readonly ok: boolean; readonly text: string } | null>(null)
  const remove = (alert: ProductAlert) => {
    setBusy(alert.id)
    setSaid(null)
    actions
      .unsubscribe({ id: alert.id })
      .then(
        (removed) => setSaid({ ok: true, text: removed.message }),
        (error: unknown) =>
          setSaid({
            ok: false,
            text: error instanceof Error ? error.message : "The alert could not be removed.",
          }),
      )
      .finally(() => setBusy(null))
  }
  const message = (
    <div role="status" aria-live="polite">
      {said && (
        <p className={said.ok ? "notice notice--success" : "notice notice--danger"}>{said.text}</p>
      )}
    </div>
  )
  if (alerts === null) return <div className="account-card skeleton-block" aria-busy="true" />
  if (alerts.length === 0)
    return (
      <>
        {message}
        <EmptyAccountList
          heading="You have no product alerts"
          text="When you ask to be told about a price drop or a product coming back in stock, the alert is listed here until we send it."
        />
      </>
    )
  return (
    <div className="product-alert-list" data-testid="my-product-alerts">
      {message}
      <ul className="engagement-list">
        {alerts.map((alert) => (
          <li key={alert.id} className="engagement-item" data-testid="product-alert">
            {alert.product?.thumbnail?.url ? (
              <img
                className="engagement-item__image"
                src={alert.product.thumbnail.url}
                alt=""
                width={96}
                height={96}
                loading="lazy"
              />
            ) : (
              <span className="engagement-item__image" aria-hidden="true" />
            )}
            <div className="engagement-item__body">
              <h2 className="engagement-item__title">
                {alert.product ? (
                  <Link href={productPath(alert.product)}>{alert.product.name}</Link>
                ) : (
                  "A product no longer sold"
                )}
              </h2>
              <p className="engagement-item__meta">
                <span className="status-badge">{PRODUCT_ALERT_LABELS[alert.type]}</span>{" "}
                {stateText(alert)}
              </p>
              <p className="engagement-item__meta">
                Since {orderDateText(alert.createdAt)}
                {alert.product?.price ? ` · now ${formatMoney(alert.product.price)}` : ""}
                {alert.product?.stock_status === "OUT_OF_STOCK" ? " · out of stock" : ""}
              </p>
            </div>
            <button
              type="button"
              className="link-button"
              disabled={busy !== null}
              onClick={() => remove(alert)}
              aria-label={`Remove the ${PRODUCT_ALERT_LABELS[alert.type].toLowerCase()} alert for ${alert.product?.name ?? "this product"}`}
            >
              {busy === alert.id ? "Removing…" : "Remove"}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
