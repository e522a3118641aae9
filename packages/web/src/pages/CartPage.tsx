import { useCart, useCartActionStatus, useCartActions } from "@shutter/react"
import type { CartItem } from "@shutter/sdk/rules"
import { useState } from "react"
import { CartLines } from "../components/CartLines.js"
import { CartTotals } from "../components/CartTotals.js"
import { EmptyCart } from "../components/EmptyCart.js"
import { FreeShippingProgress } from "../components/FreeShippingProgress.js"
import { CheckoutButton } from "../layout/CheckoutButton.js"
import { PageHead } from "../seo/PageHead.js"

/** Coupon box: the SDK shows 'Coupon code has been applied.' or the warning itself. */
const CouponBox = () => {
  const cart = useCart()
  const [code, setCode] = useState("")
  const { applyCoupon, removeCoupon } = useCartActions()
  const apply = useCartActionStatus("applyCoupon")
  const remove = useCartActionStatus("removeCoupon")
  const applied = (cart?.applied_coupons ?? []).flatMap((c) => (c ? [c.code] : []))
  const error = apply.error ?? remove.error
  return (
    <form
      className="coupon"
      onSubmit={(e) => {
        e.preventDefault()
        if (code.trim() !== "") void applyCoupon({ code: code.trim() }).catch(() => undefined)
      }}
    >
      <label htmlFor="coupon-code">Coupon code</label>
      <div className="coupon__row">
        <input
          id="coupon-code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-describedby={error ? "coupon-error" : undefined}
        />
        <button type="submit" className="button" disabled={apply.busy}>
          Apply
        </button>
      </div>
      {error && (
        <p id="coupon-error" className="field__error">
          {error.message}
        </p>
      )}
      {applied.map((c) => (
        <p key={c} className="coupon__applied" data-testid="applied-coupon">
          Applied: <strong>{c}</strong>{" "}
          <button
            type="button"
            className="link-button"
            disabled={remove.busy}
            onClick={() => void removeCoupon().catch(() => undefined)}
          >
            Remove coupon
          </button>
        </p>
      ))}
    </form>
  )
}

/** `/cart`: the lines, the coupon box and the totals. */
export const CartPage = () => {
  const cart = useCart()
  const items = (cart?.items ?? []).filter((i): i is CartItem => i !== null)
  return (
    <section className="cart-page" data-testid="cart-page">
      <PageHead title={"Cart"} />
      <h1>Cart</h1>
      {cart === null || items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="cart-page__columns">
          <CartLines items={items} size={170} editable />
          <aside className="cart-page__summary" aria-label="Order summary">
            <FreeShippingProgress cart={cart} />
            <CouponBox />
            <CartTotals cart={cart} />
            <CheckoutButton />
          </aside>
        </div>
      )}
    </section>
  )
}
