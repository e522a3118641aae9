import {
  NOTIFY_ME_LABEL,
  offersProductAlert,
  PRICE_ALERT_LABEL,
  type ProductAlert,
  type ProductAlertType,
} from "@shutter/sdk/rules"
import { Link } from "wouter"

const labels: Readonly<Record<ProductAlertType, string>> = {
  stock: NOTIFY_ME_LABEL,
  price: PRICE_ALERT_LABEL,
}

export interface AlertedProduct {
  readonly sku: string
  readonly stock_status: "IN_STOCK" | "OUT_OF_STOCK" | null
}

/** The buttons (or, for an alert already set, where to find it) and the outcome of the last ask. */
export const AlertButtonsView = ({
  product,
  existing = () => undefined,
  busy = null,
  said = null,
  waiting = false,
  onAsk,
}: {
  readonly product: AlertedProduct
  readonly existing?: (type: ProductAlertType) => ProductAlert | undefined
  readonly busy?: ProductAlertType | null
  readonly said?: { readonly ok: boolean; readonly text: string } | null
  /** The customer's alerts are on their way: the buttons wait for them. */
  readonly waiting?: boolean
  readonly onAsk: (type: ProductAlertType) => void
}) => {
  const types = (["stock", "price"] as const).filter((type) => offersProductAlert(type, product))
  return (
    <div className="product-alerts" data-testid="product-alerts">
      {types.map((type) => {
        const set = existing(type)
        return set && set.sentAt === null ? (
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
            disabled={busy !== null || waiting}
            onClick={() => onAsk(type)}
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
