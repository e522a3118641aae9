import { useCart } from "@shutter/react"
import type { CartItem } from "@shutter/sdk/rules"
import { formatDisplayMoney } from "@shutter/sdk/rules"
import { useSnapshot } from "valtio"
import { Link } from "wouter"
import { CartLines } from "../components/CartLines.js"
import { FreeShippingProgress } from "../components/FreeShippingProgress.js"
import { useDisplayCurrency } from "../hooks/useDisplayCurrency.js"
import { setCartSidebarOpen, ui } from "../state/ui.js"
import { CheckoutButton } from "./CheckoutButton.js"
import { RightSidebar } from "./RightSidebar.js"

/** The cart sidebar (slides from the right), open while `ui.cartSidebarOpen` is true. */
export const CartSidebar = () => {
  const open = useSnapshot(ui).cartSidebarOpen
  const cart = useCart()
  const close = () => setCartSidebarOpen(false)
  const items = (cart?.items ?? []).filter((i): i is CartItem => i !== null)
  const subtotal = cart?.prices?.subtotal_excluding_tax
  const display = useDisplayCurrency()
  return (
    <RightSidebar
      open={open}
      onClose={close}
      title="Your cart"
      titleId="cart-sidebar-title"
      testId="cart-sidebar"
    >
      {items.length === 0 ? (
        <p>Your cart is empty.</p>
      ) : (
        <>
          <FreeShippingProgress cart={cart} />
          <CartLines items={items} size={170} editable />
          {subtotal && (
            <p className="sidebar__subtotal">
              Subtotal{" "}
              <strong data-testid="sidebar-subtotal">
                {formatDisplayMoney(subtotal, display)}
              </strong>
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
    </RightSidebar>
  )
}
