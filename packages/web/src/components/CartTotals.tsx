import {
  appliedGiftCardLines,
  type CartModel,
  chargeCurrencyNotice,
  formatDisplayMoney,
  type Money,
  shippingMethodTitle,
} from "@shutter/sdk/rules"
import { useDisplayCurrency } from "../hooks/useDisplayCurrency.js"

/**
 * Subtotal, discounts with their labels, taxes, shipping (once chosen), what each gift card
 * pays (its code masked) and the grand total, in the shopper's display currency with the amount
 * charged beneath when that differs; `charged` shows the amounts as charged (a placed order).
 */
export const CartTotals = ({
  cart,
  charged = false,
}: {
  readonly cart: CartModel
  readonly charged?: boolean
}) => {
  const chosen = useDisplayCurrency()
  const display = charged ? undefined : chosen
  const formatMoney = (money: Money) => formatDisplayMoney(money, display)
  const { prices } = cart
  const notice = prices?.grand_total ? chargeCurrencyNotice(prices.grand_total, display) : undefined
  const shipping = cart.shipping_addresses[0]?.selected_shipping_method
  return (
    <>
      <dl className="totals" data-testid="cart-totals">
        {prices?.subtotal_excluding_tax && (
          <div>
            <dt>Subtotal</dt>
            <dd data-testid="subtotal">{formatMoney(prices.subtotal_excluding_tax)}</dd>
          </div>
        )}
        {(prices?.discounts ?? []).map((d) =>
          d ? (
            <div key={d.label} data-testid="discount">
              <dt>Discount ({d.label})</dt>
              <dd>−{formatMoney(d.amount)}</dd>
            </div>
          ) : null,
        )}
        {(prices?.applied_taxes ?? []).map((t) =>
          t ? (
            <div key={t.label}>
              <dt>Tax ({t.label})</dt>
              <dd>{formatMoney(t.amount)}</dd>
            </div>
          ) : null,
        )}
        {shipping && (
          <div>
            <dt>Shipping ({shippingMethodTitle(shipping)})</dt>
            <dd>{formatMoney(shipping.amount)}</dd>
          </div>
        )}
        {appliedGiftCardLines(cart).map((card) => (
          <div key={card.code} data-testid="gift-card-total">
            <dt>Gift card ({card.maskedCode})</dt>
            <dd>−{formatMoney(card.applied)}</dd>
          </div>
        ))}
        {prices?.grand_total && (
          <div className="totals__grand">
            <dt>Grand total</dt>
            <dd data-testid="grand-total">{formatMoney(prices.grand_total)}</dd>
          </div>
        )}
      </dl>
      {notice && (
        <p className="totals__charge" data-testid="charge-currency">
          {notice}
        </p>
      )}
    </>
  )
}
