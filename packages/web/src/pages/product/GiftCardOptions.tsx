import { useCartActionStatus, useCartActions, useStorefront } from "@shutter/react"
import {
  emptyGiftCardForm,
  formatMoney,
  type GiftCardField,
  type GiftCardForm,
  type GiftCardProductFields,
  giftCardAmounts,
  giftCardAmountText,
  giftCardByEmail,
  giftCardCartOptions,
  giftCardChosenAmount,
  type ProductDetails,
  validateGiftCard,
} from "@shutter/sdk/rules"
import { useEffect, useState } from "react"
import { WishlistHeart } from "../../wishlist/WishlistHeart.js"

// A chunk of its own, loaded only for gift cards (see productOptionTypes.ts): the amount
// buttons, the open amount with its range, who the card is from and for, the message, and the
// card's own Add to cart (the SDK's rules check the form before any request).

const TextField = ({
  id,
  label,
  value,
  error,
  required,
  type = "text",
  onChange,
}: {
  readonly id: string
  readonly label: string
  readonly value: string
  readonly error: string | undefined
  readonly required: boolean
  readonly type?: string
  readonly onChange: (value: string) => void
}) => (
  <div className="giftcard__field">
    <label htmlFor={id}>
      {label}
      {required ? " *" : ""}
    </label>
    <input
      id={id}
      type={type}
      value={value}
      aria-invalid={error !== undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
    {error && (
      <p id={`${id}-error`} className="field__error">
        {error}
      </p>
    )}
  </div>
)

export const GiftCardOptions = ({
  product,
  onAmount,
}: {
  readonly product: ProductDetails
  /** The amount the card would be bought for (null: none valid yet), for the headline price. */
  readonly onAmount?: (amount: number | null) => void
}) => {
  const storefront = useStorefront()
  const [card, setCard] = useState<GiftCardProductFields | null>(null)
  // Read in the browser once the page is live (the server render shows the placeholder).
  useEffect(() => {
    let live = true
    storefront.cart.giftCardProduct({ sku: product.sku ?? "" }).then(
      (fields) => live && setCard(fields),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [storefront, product.sku])
  const { addItem } = useCartActions()
  const { busy } = useCartActionStatus("addItem")
  const [form, setForm] = useState<GiftCardForm>(emptyGiftCardForm)
  const [submitted, setSubmitted] = useState(false)
  const [quantity, setQuantity] = useState(1)
  const chosen = card ? giftCardChosenAmount(card, form) : null
  useEffect(() => onAmount?.(chosen), [onAmount, chosen])
  if (!card) return <div className="giftcard giftcard--loading" aria-busy="true" />
  const errors = submitted ? validateGiftCard(card, form) : {}
  const set = (field: GiftCardField, value: string | number | null) =>
    setForm((f) => ({ ...f, [field]: value }))
  const byEmail = giftCardByEmail(card)
  const add = () => {
    setSubmitted(true)
    if (Object.keys(validateGiftCard(card, form)).length > 0) return
    const { selectedOptions, enteredOptions } = giftCardCartOptions(card, form)
    addItem({ product, quantity, selectedOptions, enteredOptions }).catch(() => undefined)
  }
  return (
    <div className="giftcard" data-testid="gift-card-options">
      <fieldset className="option">
        <legend>Amount *</legend>
        <div className="option__values">
          {giftCardAmounts(card).map((amount) => (
            <button
              key={amount}
              type="button"
              className="option__button"
              aria-pressed={form.amount === amount && form.openAmount === ""}
              onClick={() => setForm((f) => ({ ...f, amount, openAmount: "" }))}
            >
              {giftCardAmountText(amount)}
            </button>
          ))}
        </div>
        {errors.amount && <p className="field__error">{errors.amount}</p>}
      </fieldset>
      {card.allow_open_amount && (
        <TextField
          id="giftcard-open-amount"
          label={`Or enter an amount (${giftCardAmountText(card.open_amount_min ?? 0)} – ${giftCardAmountText(card.open_amount_max ?? 0)})`}
          type="number"
          value={form.openAmount}
          error={errors.openAmount}
          required={false}
          onChange={(v) => setForm((f) => ({ ...f, openAmount: v, amount: null }))}
        />
      )}
      <div className="giftcard__people">
        <TextField
          id="giftcard-sender-name"
          label="Your name"
          value={form.senderName}
          error={errors.senderName}
          required
          onChange={(v) => set("senderName", v)}
        />
        <TextField
          id="giftcard-sender-email"
          label="Your email"
          type="email"
          value={form.senderEmail}
          error={errors.senderEmail}
          required={byEmail}
          onChange={(v) => set("senderEmail", v)}
        />
        <TextField
          id="giftcard-recipient-name"
          label="Recipient name"
          value={form.recipientName}
          error={errors.recipientName}
          required
          onChange={(v) => set("recipientName", v)}
        />
        <TextField
          id="giftcard-recipient-email"
          label="Recipient email"
          type="email"
          value={form.recipientEmail}
          error={errors.recipientEmail}
          required={byEmail}
          onChange={(v) => set("recipientEmail", v)}
        />
      </div>
      {card.allow_message !== false && (
        <div className="giftcard__field">
          <label htmlFor="giftcard-message">Message (optional)</label>
          <textarea
            id="giftcard-message"
            rows={3}
            maxLength={card.message_max_length ?? 255}
            value={form.message}
            onChange={(e) => set("message", e.target.value)}
          />
          {errors.message && <p className="field__error">{errors.message}</p>}
        </div>
      )}
      <p className="giftcard__note">
        {byEmail
          ? "The code is emailed to the recipient as soon as your order is placed."
          : "The card is posted to the shipping address in a gift envelope."}
      </p>
      <div className="add-to-cart" data-testid="add-to-cart-bar">
        {/* On phones the bar's price, as the headline's: the amount once there is one. */}
        {chosen !== null && (
          <span className="add-to-cart__price" aria-hidden="true">
            {formatMoney({
              value: chosen,
              currency: product.price_range.minimum_price.final_price.currency,
            })}
          </span>
        )}
        <label className="add-to-cart__qty">
          Qty
          <input
            type="number"
            min={1}
            value={quantity}
            onChange={(e) => setQuantity(Math.max(1, Number(e.target.value) || 1))}
            className="qty"
          />
        </label>
        <button
          type="button"
          className="button button--primary add-to-cart__button"
          disabled={busy}
          aria-busy={busy}
          onClick={add}
        >
          Add to cart
        </button>
      </div>
      {/* The card goes to the wish list with what is filled in so far. */}
      <WishlistHeart
        product={product}
        giftCard={{ product: card, form }}
        className="product-page__heart"
        withText
      />
    </div>
  )
}

export default GiftCardOptions
