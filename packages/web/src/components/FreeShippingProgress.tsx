import { FREE_SHIPPING_THRESHOLD, freeShippingProgress } from "@shutter/sdk/rules"
import { formatMoney } from "./Money.js"

/** The promo bar's promise: how far the cart is from free shipping over $100. */
export const FreeShippingProgress = ({ subtotal }: { readonly subtotal: number }) => {
  const progress = freeShippingProgress(subtotal)
  return (
    <div className="free-shipping" data-testid="free-shipping">
      <p>
        {progress.reached
          ? "Your order qualifies for free shipping!"
          : `Add ${formatMoney({ value: progress.remaining, currency: "USD" })} more for free shipping on orders over $${FREE_SHIPPING_THRESHOLD}.`}
      </p>
      <progress max={100} value={progress.percent} aria-label="Progress towards free shipping" />
    </div>
  )
}
