import { useCheckoutActions } from "@shutter/react"
import { type ReactNode, useEffect, useState } from "react"

/**
 * Spec §2 external checkout: before this site's checkout shows, the SDK says whether the store
 * checks out elsewhere; if so the browser goes there (the external site's cart sync path with the
 * customer token and cart id), else the checkout renders. A failed answer keeps checkout here.
 */
export const ExternalCheckoutGate = ({ children }: { readonly children: ReactNode }) => {
  const { externalCheckoutUrl } = useCheckoutActions()
  const [here, setHere] = useState(false)
  useEffect(() => {
    let current = true
    externalCheckoutUrl().then(
      (url) => {
        if (!current) return
        if (url === null) setHere(true)
        else window.location.assign(url)
      },
      () => current && setHere(true),
    )
    return () => {
      current = false
    }
  }, [externalCheckoutUrl])
  return here ? children : <section className="checkout-page" aria-busy="true" />
}
