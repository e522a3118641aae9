import { useCart, useCartActions, useCartSidebarOpen } from "@shutter/react"
import type { CartItem } from "@shutter/sdk/rules"
import { formatMoney } from "@shutter/sdk/rules"
import { useEffect, useRef } from "react"
import { Link, useLocation } from "wouter"
import { CartLines } from "../components/CartLines.js"
import { FreeShippingProgress } from "../components/FreeShippingProgress.js"
import { closeMobileMenu } from "../state/ui.js"
import { CheckoutButton } from "./CheckoutButton.js"
import { useModalDialog } from "./useModalDialog.js"

/** The cart sidebar (slides from the right), open while the SDK's `cartSidebarOpen` is true. */
export const CartSidebar = () => {
  const open = useCartSidebarOpen()
  const cart = useCart()
  const { setCartSidebarOpen } = useCartActions()
  // Non-modal, so the toasts (View) stay usable above it; the backdrop and Escape close it.
  const dialog = useModalDialog(open, false)
  // Spec §2: opening a sidebar first closes the mobile menu (also when an add opens it).
  useEffect(() => {
    if (open) closeMobileMenu()
  }, [open])
  const close = () => void setCartSidebarOpen(false)
  // Going to another page (a toast's View, a link) closes the sidebar.
  const [location] = useLocation()
  const shownAt = useRef(location)
  useEffect(() => {
    if (shownAt.current !== location && open) void setCartSidebarOpen(false)
    shownAt.current = location
  }, [location, open, setCartSidebarOpen])
  const items = (cart?.items ?? []).filter((i): i is CartItem => i !== null)
  const subtotal = cart?.prices?.subtotal_excluding_tax
  return (
    <>
      {open && <div className="sidebar-backdrop" aria-hidden="true" onClick={close} />}
      <dialog
        ref={dialog}
        className="sidebar sidebar--right"
        aria-labelledby="cart-sidebar-title"
        aria-modal="false"
        tabIndex={-1}
        onClose={close}
        onKeyDown={(e) => {
          if (e.key === "Escape") close()
        }}
        data-testid="cart-sidebar"
      >
        <div className="sidebar__head">
          <h2 id="cart-sidebar-title">Your cart</h2>
          <button type="button" className="button" onClick={close}>
            Close
          </button>
        </div>
        {items.length === 0 ? (
          <p>Your cart is empty.</p>
        ) : (
          <>
            <FreeShippingProgress cart={cart} />
            <CartLines items={items} size={170} editable />
            {subtotal && (
              <p className="sidebar__subtotal">
                Subtotal <strong data-testid="sidebar-subtotal">{formatMoney(subtotal)}</strong>
              </p>
            )}
            <div className="sidebar__actions">
              <Link href="/cart" className="button" onClick={close}>
                View cart
              </Link>
              <CheckoutButton />
            </div>
          </>
        )}
      </dialog>
    </>
  )
}
