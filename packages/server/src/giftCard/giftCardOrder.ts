// What placeOrder does with gift cards, inside its transaction: spends the applied cards
// (their rows locked first, so two orders never spend one balance twice). A gift card bought
// becomes an account when its line is invoiced (giftCardIssue.ts).
import { eq } from "drizzle-orm"
import type { CartRow } from "../cart/cartRepository.js"
import type { CartView } from "../cart/cartView.js"
import type { GiftCardChoice } from "../db/cartSchema.js"
import { orders } from "../db/salesSchema.js"
import type { Queryable } from "../db/sqlRows.js"
import { inputError } from "../graphql/errors.js"
import { noFunds } from "./giftCardMessages.js"
import { accountsByIds, insertOrderGiftCards, spendBalance } from "./giftCardRepository.js"

/** Locks the cart's gift card accounts before its totals are computed. */
export const lockAppliedGiftCards = (tx: Queryable, cart: CartRow): Promise<unknown> =>
  accountsByIds(tx, cart.giftCardAccountIds, true)

/** The order line's entered options for a gift card (Adobe Commerce's labels). */
export const giftCardOrderOptions = (choice: GiftCardChoice | undefined) =>
  choice === undefined
    ? []
    : [
        {
          label: "Gift Card Sender",
          value: choice.senderEmail
            ? `${choice.senderName} <${choice.senderEmail}>`
            : choice.senderName,
        },
        {
          label: "Gift Card Recipient",
          value: choice.recipientEmail
            ? `${choice.recipientName} <${choice.recipientEmail}>`
            : choice.recipientName,
        },
        ...(choice.message ? [{ label: "Gift Card Message", value: choice.message }] : []),
      ]

/**
 * Spends the applied cards for the order placed from `view`. The cards bought are issued when
 * their line is invoiced (giftCardIssue.ts), not here: nothing unpaid goes out.
 */
export const settleGiftCards = async (tx: Queryable, view: CartView): Promise<void> => {
  const spent = view.giftCards.filter((g) => g.applied > 0)
  for (const card of view.giftCards)
    if (card.balance <= 0) throw inputError(`Unable to place order: ${noFunds(card.code)}`)
  if (spent.length === 0) return
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.cartId, view.cart.id))
  if (order === undefined) throw new Error(`The order of cart ${view.cart.id} is missing`)
  for (const card of spent) {
    if (!(await spendBalance(tx, card.accountId, card.applied)))
      throw inputError(`Unable to place order: ${noFunds(card.code)}`)
  }
  await insertOrderGiftCards(
    tx,
    order.id,
    spent.map((c) => ({ accountId: c.accountId, code: c.code, amount: c.applied })),
  )
}
