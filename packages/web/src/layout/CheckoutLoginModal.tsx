import { useCart, useCheckoutActions } from "@shutter/react"
import { CHECKOUT_USER_ACCOUNT_PATH, checkoutStartPath } from "@shutter/sdk/rules"
import { useSnapshot } from "valtio"
import { useLocation } from "wouter"
import { closeOverlay, openLogin, setCartSidebarOpen, ui } from "../state/ui.js"
import "../styles/account.css"
import { useModalDialog } from "./useModalDialog.js"

/** Checkout as a guest, or sign in (the login modal) and continue with saved addresses. */
export const CheckoutLoginModal = () => {
  const { checkoutLoginOpen } = useSnapshot(ui)
  const dialog = useModalDialog(checkoutLoginOpen)
  const { beginCheckout } = useCheckoutActions()
  const [, navigate] = useLocation()
  const cart = useCart()
  const continueAsGuest = () => {
    closeOverlay("checkoutLoginOpen")
    setCartSidebarOpen(false)
    void beginCheckout()
    // A virtual-only cart starts on billing (nothing to ship).
    navigate(checkoutStartPath(cart))
  }
  const signInFirst = (view: "signIn" | "register") => {
    closeOverlay("checkoutLoginOpen")
    setCartSidebarOpen(false)
    openLogin(view, CHECKOUT_USER_ACCOUNT_PATH)
  }
  return (
    <dialog
      ref={dialog}
      className="modal modal--account"
      aria-labelledby="checkout-login-title"
      onClose={() => closeOverlay("checkoutLoginOpen")}
    >
      <h2 id="checkout-login-title">Checkout</h2>
      <div className="checkout-login">
        <section className="checkout-login__option" aria-labelledby="checkout-login-member">
          <h3 id="checkout-login-member">Returning customer</h3>
          <p>Sign in to use your saved addresses; the order goes into your order history.</p>
          <button
            type="button"
            className="button button--primary button--block"
            onClick={() => signInFirst("signIn")}
          >
            Sign in
          </button>
          <button type="button" className="link-button" onClick={() => signInFirst("register")}>
            Create an account
          </button>
        </section>
        <section className="checkout-login__option" aria-labelledby="checkout-login-guest">
          <h3 id="checkout-login-guest">Guest checkout</h3>
          <p>No account needed: we'll email your order confirmation.</p>
          <button type="button" className="button button--block" onClick={continueAsGuest}>
            Continue as guest
          </button>
        </section>
      </div>
      <div className="modal__actions">
        <button
          type="button"
          className="link-button"
          onClick={() => closeOverlay("checkoutLoginOpen")}
        >
          Cancel
        </button>
      </div>
    </dialog>
  )
}
