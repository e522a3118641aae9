import { useIsSignedIn } from "@shutter/react"
import { useProductAlerts } from "@shutter/react/engagement"
import {
  alertFor,
  NOTIFY_ME_LABEL,
  offersProductAlert,
  PRICE_ALERT_LABEL,
  type ProductAlertType,
} from "@shutter/sdk/rules"
import { useState } from "react"
import { Link } from "wouter"
import { openOverlay } from "../../state/ui.js"
import "../../styles/engagement.css"

const labels: Readonly<Record<ProductAlertType, string>> = {
  stock: NOTIFY_ME_LABEL,
  price: PRICE_ALERT_LABEL,
}

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : "The alert could not be saved."

/**
 * "Notify me" when the product is out of stock, and a price-drop alert: a signed-in customer's
 * alerts (listed in My Product Alerts); signed out, the buttons open the login modal.
 */
export const ProductAlertButtons = ({
  product,
}: {
  readonly product: {
    readonly sku: string
    readonly stock_status: "IN_STOCK" | "OUT_OF_STOCK" | null
  }
}) => {
  const signedIn = useIsSignedIn()
  const { alerts, actions } = useProductAlerts()
  const [busy, setBusy] = useState<ProductAlertType | null>(null)
  const [said, setSaid] = useState<{ readonly ok: boolean; readonly text: string } | null>(null)
  const types = (["stock", "price"] as const).filter((type) => offersProductAlert(type, product))
  const ask = (type: ProductAlertType) => {
    if (!signedIn) {
      openOverlay("loginModalOpen")
      return
    }
    setBusy(type)
    setSaid(null)
    actions
      .subscribe({ sku: product.sku, type })
      .then(
        (saved) => setSaid({ ok: true, text: saved.message }),
        (error: unknown) => setSaid({ ok: false, text: errorText(error) }),
      )
      .finally(() => setBusy(null))
  }
  return (
    <div className="product-alerts" data-testid="product-alerts">
      {types.map((type) => {
        const existing = signedIn ? alertFor(alerts, product.sku, type) : undefined
        return existing && existing.sentAt === null ? (
          <p key={type} className="product-alerts__set">
            {type === "stock"
              ? "We'll e-mail you when this is back in stock."
              : "We'll e-mail you when the price drops."}{" "}
            <Link href="/customer/my-product-alerts">My Product Alerts</Link>
          </p>
        ) : (
          <button
            key={type}
            type="button"
            className={type === "stock" ? "button button--primary" : "button"}
            disabled={busy !== null}
            onClick={() => ask(type)}
          >
            {busy === type ? "Saving…" : labels[type]}
          </button>
        )
      })}
      <div role="status" aria-live="polite">
        {said && (
          <p className={said.ok ? "notice notice--success" : "notice notice--danger"}>
            {said.text}
          </p>
        )}
      </div>
    </div>
  )
}
