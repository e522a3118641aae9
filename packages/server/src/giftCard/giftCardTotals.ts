// Gift cards pay what is left after discounts, tax and shipping (Adobe Commerce's giftcardaccount
// total collector): each card in the order applied covers as much as it can; the grand total
// never goes below zero.
import type { GiftCardAccountRow } from "./giftCardRepository.js"

export interface AppliedGiftCard {
  readonly accountId: number
  readonly code: string
  /** What the card pays of this cart (cents). */
  readonly applied: number
  /** The card's balance before this cart (cents). */
  readonly balance: number
  readonly expiresAt: string | null
}

/** `today` as `YYYY-MM-DD`; an account expiring before it pays nothing. */
export const applyGiftCards = (
  grandTotal: number,
  accounts: readonly GiftCardAccountRow[],
  today: string,
): { readonly grandTotal: number; readonly cards: readonly AppliedGiftCard[] } => {
  let due = Math.max(0, grandTotal)
  const cards = accounts.map((a) => {
    const usable = a.expiresAt === null || a.expiresAt >= today ? a.balance : 0
    const applied = Math.max(0, Math.min(usable, due))
    due -= applied
    return {
      accountId: a.id,
      code: a.code,
      applied,
      balance: a.balance,
      expiresAt: a.expiresAt,
    }
  })
  return { grandTotal: due, cards }
}

export const todayUtc = (): string => new Date().toISOString().slice(0, 10)
