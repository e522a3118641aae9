import { openOverlay } from "../state/ui.js"

/** Spec §2: pressing checkout as a guest opens the checkout login modal. */
export const CheckoutButton = () => (
  <button
    type="button"
    className="button button--primary"
    onClick={() => openOverlay("checkoutLoginOpen")}
  >
    Checkout
  </button>
)
