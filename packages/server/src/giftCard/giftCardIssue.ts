// Gift card accounts follow their order line's documents, as Adobe Commerce's "Generate Gift
// Card Account when Order Item is Invoiced": one account (one code) per card invoiced, mailed to
// the recipient then; a refunded card is disabled and pays for nothing any more.

import { and, eq, inArray } from "drizzle-orm"
import { BASE_CURRENCY } from "../catalog/money.js"
import type { GiftCardChoice } from "../db/cartSchema.js"
import { orderItems } from "../db/salesSchema.js"
import type { Queryable } from "../db/sqlRows.js"
import { queueMail } from "../mail/outbox.js"
import { formatUsd } from "./giftCardOptions.js"
import {
  accountsIssuedFor,
  disableAccountsOf,
  type GiftCardAccountRow,
  insertAccount,
} from "./giftCardRepository.js"

export const giftCardMail = (
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

export interface GiftCardIssueSource {
  readonly orderId: number
  readonly storeId: number
  readonly store: { readonly id: number; readonly name: string }
  readonly baseUrl: string
}

/** The gift card lines among `orderItemIds`, with what the shopper chose. */
const giftCardLines = async (tx: Queryable, orderId: number, orderItemIds: readonly number[]) =>
  orderItemIds.length === 0
    ? []
    : (
        await tx
          .select({ id: orderItems.id, options: orderItems.productOptions })
          .from(orderItems)
          .where(and(eq(orderItems.orderId, orderId), inArray(orderItems.id, [...orderItemIds])))
      ).flatMap((l) => (l.options.giftCard ? [{ id: l.id, choice: l.options.giftCard }] : []))

/**
 * Issues the accounts due for the lines' invoiced quantities (`invoicedSoFar`: every invoice of
 * the line, this one included) and queues each recipient's e-mail. Answers whether mail was
 * queued.
 */
export const issueInvoicedGiftCards = async (
  tx: Queryable,
  source: GiftCardIssueSource,
  invoicedSoFar: ReadonlyMap<number, number>,
): Promise<boolean> => {
  let mailed = false
  for (const line of await giftCardLines(tx, source.orderId, [...invoicedSoFar.keys()])) {
    const due = Math.floor(invoicedSoFar.get(line.id) ?? 0) - (await accountsIssuedFor(tx, line.id))
    const choice = line.choice
    for (let n = 0; n < due; n++) {
      const account = await insertAccount(tx, {
        storeId: source.storeId,
        balance: choice.amount,
        currency: BASE_CURRENCY,
        orderId: source.orderId,
        orderItemId: line.id,
        senderName: choice.senderName,
        senderEmail: choice.senderEmail,
        recipientName: choice.recipientName,
        recipientEmail: choice.recipientEmail,
        message: choice.message,
      })
      if (choice.recipientEmail === null) continue
      await queueMail(
        { store: source.store, urls: { base: source.baseUrl } },
        tx,
        "gift_card",
        { email: choice.recipientEmail, name: choice.recipientName },
        giftCardMail(source.store.name, choice, account, choice.amount),
      )
      mailed = true
    }
  }
  return mailed
}

/** Disables one account per card refunded on the lines (`refunded`: this credit memo's units). */
export const disableRefundedGiftCards = async (
  tx: Queryable,
  orderId: number,
  refunded: ReadonlyMap<number, number>,
): Promise<string[]> => {
  const codes: string[] = []
  for (const line of await giftCardLines(tx, orderId, [...refunded.keys()]))
    codes.push(...(await disableAccountsOf(tx, line.id, Math.floor(refunded.get(line.id) ?? 0))))
  return codes
}
