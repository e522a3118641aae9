import { useCart, useCartActionStatus, useCartActions } from "@shutter/react"
import { appliedGiftCardLines, formatMoney } from "@shutter/sdk/rules"
import { useState } from "react"

/**
 * The checkout's Gift card box: a code is applied to the cart and pays what it can of the grand
 * total; each applied card shows masked (its last four characters), with what it pays and what
 * stays on it, and can be removed. Errors are the server's Magento messages.
 */
export const GiftCardBox = () => {
  const cart = useCart()
  const [code, setCode] = useState("")
  const { applyGiftCard, removeGiftCard } = useCartActions()
  const apply = useCartActionStatus("applyGiftCard")
  const remove = useCartActionStatus("removeGiftCard")
  const error = apply.error ?? remove.error
  const cards = appliedGiftCardLines(cart)
  return (
    <section className="gift-card-box" aria-labelledby="gift-card-box-title">
      <h2 id="gift-card-box-title">Gift card</h2>
      <form
        className="coupon"
        onSubmit={(e) => {
          e.preventDefault()
          if (code.trim() === "") return
          applyGiftCard({ code: code.trim() }).then(
            () => setCode(""),
            () => undefined,
          )
        }}
      >
        <label htmlFor="gift-card-code">Gift card code</label>
        <div className="coupon__row">
          <input
            id="gift-card-code"
            value={code}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setCode(e.target.value)}
            aria-describedby={error ? "gift-card-error" : undefined}
          />
          <button type="submit" className="button" disabled={apply.busy} aria-busy={apply.busy}>
            Apply
          </button>
        </div>
        {error && (
          <p id="gift-card-error" className="field__error" role="alert">
            {error.message}
          </p>
        )}
      </form>
      {cards.length > 0 && (
        <ul className="gift-card-box__cards">
          {cards.map((card) => (
            <li key={card.code} data-testid="applied-gift-card">
              <span className="gift-card-box__code">{card.maskedCode}</span>{" "}
              <span data-testid="gift-card-applied">Applied: −{formatMoney(card.applied)}</span>{" "}
              <span data-testid="gift-card-remaining">
                Remaining balance: {formatMoney(card.remaining)}
              </span>{" "}
              <button
                type="button"
                className="link-button"
                disabled={remove.busy}
                onClick={() => void removeGiftCard(card).catch(() => undefined)}
              >
                Remove<span className="visually-hidden"> gift card {card.maskedCode}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
