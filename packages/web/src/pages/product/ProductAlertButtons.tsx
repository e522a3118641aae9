import { useIsSignedIn } from "@shutter/react"
import { lazy, Suspense, useEffect, useState } from "react"
import { openOverlay } from "../../state/ui.js"
import { AlertButtonsView, type AlertedProduct } from "./AlertButtonsView.js"

// A customer's alerts need the engagement services: fetched once someone has signed in.
const CustomerProductAlerts = lazy(() => import("./CustomerProductAlerts.js"))

const openLogin = () => openOverlay("loginModalOpen")

/**
 * "Notify me" when the product is out of stock, and a price-drop alert: a signed-in customer's
 * alerts (listed in My Product Alerts); signed out, the buttons open the login modal.
 */
export const ProductAlertButtons = ({
  sku,
  stockStatus,
}: {
  readonly sku: string
  readonly stockStatus: AlertedProduct["stock_status"]
}) => {
  const product = { sku, stock_status: stockStatus }
  const signedIn = useIsSignedIn()
  // The part hydrates late, often once the customer is known: it first renders what the server
  // did (the server never sees the customer, its buttons are a guest's), then the customer's.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated && signedIn ? (
    <Suspense fallback={<AlertButtonsView product={product} waiting onAsk={() => undefined} />}>
      <CustomerProductAlerts product={product} />
    </Suspense>
  ) : (
    <AlertButtonsView product={product} onAsk={openLogin} />
  )
}
