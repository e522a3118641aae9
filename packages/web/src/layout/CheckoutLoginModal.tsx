import { useCart, useCartActions, useCheckoutActions } from "@shutter/react"
import { firstCheckoutStep } from "@shutter/sdk/rules"
import { useSnapshot } from "valtio"
import { useLocation } from "wouter"
import { closeOverlay, ui } from "../state/ui.js"
import { useModalDialog } from "./useModalDialog.js"

/** Checkout as a guest; signing in arrives with the account issue, and the modal says so. */
export const CheckoutLoginModal = () => {
  const { checkoutLoginOpen } = useSnapshot(ui)
  const dialog = useModalDialog(checkoutLoginOpen)
  const { setCartSidebarOpen } = useCartActions()
  const { beginCheckout } = useCheckoutActions()
  const [, navigate] = useLocation()
  const cart = useCart()
  const continueAsGuest = () => {
    closeOverlay("checkoutLoginOpen")
    void setCartSidebarOpen(false)
    void beginCheckout()
    // A virtual-only cart starts on billing (nothing to ship).
    navigate(`/checkout/${firstCheckoutStep(cart)}`)
  }
  return (
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby="checkout-login-title"
      onClose={() => closeOverlay("checkoutLoginOpen")}
    >
      <h2 id="checkout-login-title">Checkout</h2>
      <p>Signing in to check out with your saved addresses is coming soon.</p>
      <div className="modal__actions">
        <button type="button" className="button button--primary" onClick={continueAsGuest}>
          Continue as guest
        </button>
        <button type="button" className="button" onClick={() => closeOverlay("checkoutLoginOpen")}>
          Cancel
        </button>
      </div>
    </dialog>
  )
}
