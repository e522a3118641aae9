import { useCart, useCheckoutActions, usePaymentActions } from "@shutter/react"
import {
  chargeCurrencyNotice,
  type PaymentMethod,
  paymentMethodToPreselect,
  selectedPaymentMethodCode,
  thankYouPath,
} from "@shutter/sdk/rules"
import { useCallback, useEffect, useRef, useState } from "react"
import { useLocation } from "wouter"
import { useDisplayCurrency } from "../../hooks/useDisplayCurrency.js"
import { rememberPlacedOrder } from "../../state/placedOrder.js"
import { CardField, type CardTokenizer } from "./CardField.js"
import { errorMessage } from "./errorMessage.js"
import { GiftCardBox } from "./GiftCardBox.js"

/** Stripe's module's card method: the Payment Element takes the card. */
const CARD_METHOD = "stripe_payments"

/** The server's payment methods (a card through Stripe's Payment Element), then place the order. */
export const PaymentStep = () => {
  const cart = useCart()
  const display = useDisplayCurrency()
  const grandTotal = cart?.prices?.grand_total
  const chargeNotice = grandTotal ? chargeCurrencyNotice(grandTotal, display) : undefined
  const checkout = useCheckoutActions()
  const payments = usePaymentActions()
  const tokenizer = useRef<CardTokenizer | undefined>(undefined)
  const onCardReady = useCallback((tokenize: CardTokenizer) => {
    tokenizer.current = tokenize
  }, [])
  const [, navigate] = useLocation()
  const [error, setError] = useState<string | undefined>()
  const [orderError, setOrderError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const methods = (cart?.available_payment_methods ?? []).filter(
    (m): m is PaymentMethod => m !== null,
  )
  const selected = selectedPaymentMethodCode(cart)
  // The only method offered is taken (Magento's `free` once gift cards pay the whole order).
  const preselect = paymentMethodToPreselect(cart)?.code

  const choose = (code: string) => {
    setError(undefined)
    checkout.setPaymentMethod({ code }).catch((e: unknown) => setError(errorMessage(e)))
  }

  useEffect(() => {
    if (preselect === undefined) return
    setError(undefined)
    checkout.setPaymentMethod({ code: preselect }).catch((e: unknown) => setError(errorMessage(e)))
  }, [preselect, checkout])

  const place = async () => {
    setBusy(true)
    setOrderError(undefined)
    try {
      if (selected === CARD_METHOD) {
        if (tokenizer.current === undefined) throw new Error("The card form is still loading.")
        const paymentMethodId = await tokenizer.current()
        await payments.choose({ choice: { kind: "stripe", paymentMethodId } })
      }
      // A card that needs 3-D Secure is confirmed in Stripe.js, then the order placed again.
      const { orderNumber, cart: ordered } = await payments.placeOrder()
      rememberPlacedOrder(orderNumber, ordered)
      navigate(thankYouPath(orderNumber))
    } catch (e) {
      setOrderError(errorMessage(e))
      setBusy(false)
    }
  }

  return (
    <div className="checkout-step">
      <GiftCardBox />
      <fieldset aria-describedby={error ? "payment-error" : undefined}>
        <legend>Payment method</legend>
        {methods.map((m) => (
          <label key={m.code} className="choice">
            <input
              type="radio"
              name="payment-method"
              value={m.code}
              checked={selected === m.code}
              onChange={() => choose(m.code)}
            />
            {m.title}
          </label>
        ))}
        {selected === CARD_METHOD && <CardField onReady={onCardReady} />}
        {error && (
          <p id="payment-error" className="field__error">
            {error}
          </p>
        )}
      </fieldset>
      {orderError && (
        <p className="field__error" role="alert">
          {orderError}
        </p>
      )}
      <button
        type="button"
        className="button button--primary"
        disabled={selected === "" || busy}
        aria-busy={busy}
        onClick={() => void place()}
      >
        Place order
      </button>
      {chargeNotice && (
        <p className="checkout__charge" data-testid="place-order-charge">
          {chargeNotice}
        </p>
      )}
    </div>
  )
}
