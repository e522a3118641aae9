import {
  type CartItem,
  formatMoney,
  type PaymentMethod,
  shippingMethodTitle,
} from "@shutter/sdk/rules"
import { useSnapshot } from "valtio"
import { Link, Redirect } from "wouter"
import { CartLine } from "../../components/CartLine.js"
import { CartTotals } from "../../components/CartTotals.js"
import { placedOrder } from "../../state/placedOrder.js"
import { AddressBlock } from "./AddressBlock.js"

/** `/checkout/thank-you`: the order just placed, summed up; without one, home. */
export const ThankYouPage = () => {
  const { current } = useSnapshot(placedOrder)
  if (current === null) return <Redirect to="/" replace />
  const { number, cart } = current
  const shipping = cart?.shipping_addresses[0] ?? null
  const method = shipping?.selected_shipping_method ?? null
  const payment: PaymentMethod | null = cart?.selected_payment_method ?? null
  return (
    <section className="checkout-page thank-you" data-testid="thank-you">
      <h1>Thank you for your order!</h1>
      <p>
        Your order number is <strong data-testid="order-number">{number}</strong>. You can follow it
        on <Link href="/track-order">Track an order</Link>.
      </p>
      {cart && (
        <div className="checkout-page__columns">
          <div className="thank-you__details">
            {shipping && (
              <section aria-labelledby="thank-you-shipping">
                <h2 id="thank-you-shipping">Shipping address</h2>
                <AddressBlock address={shipping} testId="thank-you-shipping-address" />
              </section>
            )}
            {method && (
              <section aria-labelledby="thank-you-method">
                <h2 id="thank-you-method">Shipping method</h2>
                <p data-testid="thank-you-shipping-method">
                  {shippingMethodTitle(method)} ({formatMoney(method.amount)})
                </p>
              </section>
            )}
            {cart.billing_address && (
              <section aria-labelledby="thank-you-billing">
                <h2 id="thank-you-billing">Billing address</h2>
                <AddressBlock address={cart.billing_address} testId="thank-you-billing-address" />
              </section>
            )}
            {payment && (
              <section aria-labelledby="thank-you-payment">
                <h2 id="thank-you-payment">Payment method</h2>
                <p data-testid="thank-you-payment-method">{payment.title}</p>
              </section>
            )}
          </div>
          <aside
            className="order-summary"
            aria-labelledby="thank-you-summary"
            data-testid="thank-you-summary"
          >
            <h2 id="thank-you-summary">Order summary</h2>
            <ul className="cart-lines">
              {(cart.items ?? [])
                .filter((i): i is CartItem => i !== null)
                .map((item) => (
                  <CartLine key={item.uid} item={item} size={100} editable={false} charged />
                ))}
            </ul>
            <CartTotals cart={cart} charged />
          </aside>
        </div>
      )}
      <Link href="/" className="button">
        Continue shopping
      </Link>
    </section>
  )
}
