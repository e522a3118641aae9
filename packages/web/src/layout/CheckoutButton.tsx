import { useCheckoutActions, useIsSignedIn } from "@shutter/react"
import { CHECKOUT_USER_ACCOUNT_PATH } from "@shutter/sdk/rules"
import { useEffect } from "react"
import { useLocation } from "wouter"
import { openOverlay, setCartSidebarOpen } from "../state/ui.js"

/**
 * Spec §2: pressing checkout as a guest opens the checkout login modal; a signed-in customer
 * starts on `/checkout/user-account` (saved addresses).
 */
export const CheckoutButton = () => {
  const signedIn = useIsSignedIn()
  const { beginCheckout } = useCheckoutActions()
  const [, navigate] = useLocation()
  // The checkout's code, with everything it imports, arrives while the shopper looks at the cart.
  useEffect(() => {
    void (signedIn
      ? import("../pages/account/UserAccountCheckout.js")
      : import("../pages/checkout/CheckoutPage.js"))
  }, [signedIn])
  return (
    <button
      type="button"
      className="button button--primary"
      onClick={() => {
        if (!signedIn) return openOverlay("checkoutLoginOpen")
        setCartSidebarOpen(false)
        void beginCheckout()
        navigate(CHECKOUT_USER_ACCOUNT_PATH)
      }}
    >
      Checkout
    </button>
  )
}
