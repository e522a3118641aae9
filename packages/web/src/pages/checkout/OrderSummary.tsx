import type { CartModel } from "@shutter/sdk/rules"
import { CartLines } from "../../components/CartLines.js"
import { CartTotals } from "../../components/CartTotals.js"

/** The order summary column of every step: lines at 100×100 and the totals. */
export const OrderSummary = ({ cart }: { readonly cart: CartModel }) => (
  <aside
    className="order-summary"
    aria-labelledby="order-summary-title"
    data-testid="order-summary"
  >
    <h2 id="order-summary-title">Order summary</h2>
    <CartLines items={cart.items ?? []} size={100} editable={false} />
    <CartTotals cart={cart} />
  </aside>
)
