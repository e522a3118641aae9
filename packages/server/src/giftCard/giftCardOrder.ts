// What placeOrder does with gift cards, inside its transaction: spends the applied cards
// (their rows locked first, so two orders never spend one balance twice), and turns each gift
// card bought into an account with a fresh code whose e-mail goes to the recipient.
import { eq } from "drizzle-orm"
import type { CartRow } from "../cart/cartRepository.js"
import type { CartView } from "../cart/cartView.js"
import type { Queryable } from "../cart/sqlRows.js"
import { BASE_CURRENCY } from "../catalog/money.js"
import type { GiftCardChoice } from "../db/cartSchema.js"
import { orders } from "../db/salesSchema.js"
import type { GraphqlContext } from "../graphql/context.js"
import { inputError } from "../graphql/errors.js"
import { queueMail } from "../mail/outbox.js"
import { noFunds } from "./giftCardMessages.js"
import { formatUsd } from "./giftCardOptions.js"
import {
  accountsByIds,
  type GiftCardAccountRow,
  insertAccount,
  insertOrderGiftCards,
  spendBalance,
} from "./giftCardRepository.js"

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

const giftCardMail = (
  storeName: string,
  choice: GiftCardChoice,
  account: GiftCardAccountRow,
  amount: number,
) => ({
  subject: `${choice.senderName} sent you a ${formatUsd(amount)} gift card`,
  heading: `A ${formatUsd(amount)} gift card for you`,
  paragraphs: [
    `Hi ${choice.recipientName},`,
    `${choice.senderName} sent you a gift card for ${storeName}.`,
    ...(choice.message ? [`“${choice.message}”`] : []),
    "Enter the code below in the Gift card box at checkout. What you do not spend stays on the card for your next order.",
  ],
  highlight: { label: "Gift card code", value: account.code },
  facts: [
    { label: "Amount", value: formatUsd(amount) },
    { label: "From", value: choice.senderName },
    { label: "Expires", value: account.expiresAt ?? "Never" },
  ],
  closing: `Happy shooting from everyone at ${storeName}.`,
})

/**
 * Spends the applied cards and issues the bought ones, for the order placed from `view`.
 * Returns whether mail was queued (deliver it once the transaction commits).
 */
export const settleGiftCards = async (
  context: GraphqlContext,
  tx: Queryable,
  view: CartView,
): Promise<boolean> => {
  const bought = view.items.filter((i) => i.kind === "product" && i.options.giftCard !== undefined)
  const spent = view.giftCards.filter((g) => g.applied > 0)
  for (const card of view.giftCards)
    if (card.balance <= 0) throw inputError(`Unable to place order: ${noFunds(card.code)}`)
  if (bought.length === 0 && spent.length === 0) return false
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
  let mailed = false
  for (const item of bought) {
    const choice = item.options.giftCard
    if (choice === undefined) continue
    // One account (one code) per card, as Adobe Commerce issues them.
    for (let n = 0; n < Math.round(item.quantity); n++) {
      const account = await insertAccount(tx, {
        storeId: view.cart.storeId,
        balance: choice.amount,
        currency: BASE_CURRENCY,
        orderId: order.id,
        senderName: choice.senderName,
        senderEmail: choice.senderEmail,
        recipientName: choice.recipientName,
        recipientEmail: choice.recipientEmail,
        message: choice.message,
      })
      if (choice.recipientEmail === null) continue
      await queueMail(
        context,
        tx,
        "gift_card",
        { email: choice.recipientEmail, name: choice.recipientName },
        giftCardMail(context.store.name, choice, account, choice.amount),
      )
      mailed = true
    }
  }
  return mailed
}
