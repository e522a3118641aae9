import { formatMoney } from "../catalog/money.js"
import type { Money } from "../catalog/pricing.js"
import type { AppliedGiftCard, CartItem, CartModel } from "./cart.graphql.js"

// What a cart shows of gift cards: the codes paying it (masked as a receipt prints a card
// number: only the last four characters), and the amount, sender, recipient and message of a
// gift card bought.

/** `ABCD2345WXYZ` → `••••••••WXYZ`; a code of four characters or fewer stays as it is. */
export const maskGiftCardCode = (code: string): string =>
  code.length <= 4 ? code : `${"•".repeat(code.length - 4)}${code.slice(-4)}`

export interface AppliedGiftCardLine {
  /** The code as applied (what removing it sends). */
  readonly code: string
  readonly maskedCode: string
  /** What the card pays of this cart. */
  readonly applied: Money
  /** What stays on the card once this order is placed. */
  readonly remaining: Money
  readonly expirationDate: string | null
}

const cents = (money: Money | null | undefined): number => Math.round((money?.value ?? 0) * 100)

/** The cart's applied gift cards, in the order they pay. */
export const appliedGiftCardLines = (
  cart: Pick<CartModel, "applied_gift_cards"> | null,
): ReadonlyArray<AppliedGiftCardLine> =>
  (cart?.applied_gift_cards ?? []).flatMap((card: AppliedGiftCard | null) => {
    if (card === null || card.code === null) return []
    const currency = card.applied_balance?.currency ?? card.current_balance?.currency ?? null
    const applied = cents(card.applied_balance)
    return [
      {
        code: card.code,
        maskedCode: maskGiftCardCode(card.code),
        applied: { value: applied / 100, currency },
        remaining: { value: Math.max(0, cents(card.current_balance) - applied) / 100, currency },
        expirationDate: card.expiration_date,
      },
    ]
  })

export interface GiftCardLineDetails {
  readonly amount: Money | null
  /** `Name <email>` (Adobe Commerce's order option format), or the name alone. */
  readonly from: string
  readonly to: string
  readonly message: string | null
}

const person = (name: string | null | undefined, email: string | null | undefined): string => {
  const who = (name ?? "").trim()
  const address = (email ?? "").trim()
  if (address === "") return who
  return who === "" ? address : `${who} <${address}>`
}

/** A gift card line's amount, sender, recipient and message; null for any other line. */
export const giftCardLineDetails = (item: CartItem): GiftCardLineDetails | null => {
  if (item.__typename !== "GiftCardCartItem") return null
  const message = (item.message ?? "").trim()
  return {
    amount: item.amount ?? null,
    from: person(item.sender_name, item.sender_email),
    to: person(item.recipient_name, item.recipient_email),
    message: message === "" ? null : message,
  }
}

/** A wish list's gift card item: what the shopper filled in so far (any of it may be missing). */
export interface GiftCardWishlistOptions {
  readonly amount?: Money | null
  readonly custom_giftcard_amount?: Money | null
  readonly sender_name?: string | null
  readonly sender_email?: string | null
  readonly recipient_name?: string | null
  readonly recipient_email?: string | null
  readonly message?: string | null
}

/** A wish-listed gift card's amount (the typed one when there is one), sender, recipient, message. */
export const giftCardWishlistDetails = (options: GiftCardWishlistOptions): GiftCardLineDetails => {
  const message = (options.message ?? "").trim()
  return {
    amount: options.custom_giftcard_amount ?? options.amount ?? null,
    from: person(options.sender_name, options.sender_email),
    to: person(options.recipient_name, options.recipient_email),
    message: message === "" ? null : message,
  }
}

/** "Amount: $50.00", "To: …", "From: …", "Message: …": the lines shown under a gift card. */
export const giftCardDetailLines = (card: GiftCardLineDetails): ReadonlyArray<string> => [
  ...(card.amount ? [`Amount: ${formatMoney(card.amount)}`] : []),
  ...(card.to === "" ? [] : [`To: ${card.to}`]),
  ...(card.from === "" ? [] : [`From: ${card.from}`]),
  ...(card.message === null ? [] : [`Message: ${card.message}`]),
]
