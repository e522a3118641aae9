import { useProductAlerts } from "@shutter/react/engagement"
import { alertFor, type ProductAlertType } from "@shutter/sdk/rules"
import { useState } from "react"
import { AlertButtonsView, type AlertedProduct } from "./AlertButtonsView.js"

const errorText = (error: unknown): string =>
  error instanceof Error ? error.message : "The alert could not be saved."

/** A signed-in customer's alerts for the product: set one, or see that it is set. */
const CustomerProductAlerts = ({ product }: { readonly product: AlertedProduct }) => {
  const { alerts, actions } = useProductAlerts()
  const [busy, setBusy] = useState<ProductAlertType | null>(null)
  const [said, setSaid] = useState<{ readonly ok: boolean; readonly text: string } | null>(null)
  const ask = (type: ProductAlertType) => {
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
    <AlertButtonsView
      product={product}
      existing={(type) => alertFor(alerts, product.sku, type)}
      busy={busy}
      said={said}
      onAsk={ask}
    />
  )
}

export default CustomerProductAlerts
