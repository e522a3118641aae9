import type { CartItem, CartModel } from "@shutter/sdk/rules"
import { CartLine } from "../../components/CartLine.js"
import { CartTotals } from "../../components/CartTotals.js"

/** The order summary column of every step: lines at 100×100 and the totals. */
export const OrderSummary = ({ cart }: { readonly cart: CartModel }) => (
  <aside
    className="order-summary"
    aria-labelledby="order-summary-title"
    data-testid="order-summary"
  >
    <h2 id="order-summary-title">Order summary</h2>
    <ul className="cart-lines">
      {(cart.items ?? [])
        .filter((i): i is CartItem => i !== null)
        .map((item) => (
          <CartLine key={item.uid} item={item} size={100} editable={false} />
        ))}
    </ul>
    <CartTotals cart={cart} />
  </aside>
)
