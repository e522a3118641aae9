// Gift card steps shared by the gift card suites: the Magento uids, buying a card and reading
// its code from the mail the recipient gets.
import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { type ParsedMail, simpleParser } from "mailparser"
import type { RunningServer } from "../src/app/startServer.js"
import { adminToken, orderIdOf, rest } from "./adminRestKit.js"
import { addProducts, cartMutation, createCart, OREGON, placeOrder } from "./cartTestKit.js"

export const DIGITAL_CARD = "SHT-SHUTTER-DIGITAL-GIFT-CARD" // e-card: $25/50/100/250/500, open $10–$1,000
export const PRINTED_CARD = "SHT-SHUTTER-GIFT-CARD-PRINTED" // physical: $50/100/200

const b64 = (s: string) => Buffer.from(s).toString("base64")
export const amountUid = (dollars: number) => b64(`giftcard/giftcard_amount/${dollars.toFixed(4)}`)
export const fieldUid = (field: string) => b64(`giftcard/${field}`)

export const giftCardFields = (
  fields: Partial<
    Record<
      "sender_name" | "sender_email" | "recipient_name" | "recipient_email" | "message" | "amount",
      string
    >
  >,
) =>
  Object.entries(fields).map(([key, value]) => ({
    uid: fieldUid(key === "amount" ? "custom_giftcard_amount" : `giftcard_${key}`),
    value: value ?? "",
  }))

export const ANN_TO_BEN = {
  sender_name: "Ann Sender",
  sender_email: "ann@example.com",
  recipient_name: "Ben Recipient",
  recipient_email: "ben@example.com",
  message: "Happy birthday, shoot some film!",
}

/** Guest e-mail, billing address only (Oregon: no sales tax), payment method. */
export const prepareVirtualCheckout = async (
  server: RunningServer,
  cartId: string,
  payment = "checkmo",
) => {
  for (const [name, type, input] of [
    [
      "setGuestEmailOnCart",
      "SetGuestEmailOnCartInput",
      { cart_id: cartId, email: "ann@example.com" },
    ],
    [
      "setBillingAddressOnCart",
      "SetBillingAddressOnCartInput",
      { cart_id: cartId, billing_address: { address: OREGON } },
    ],
    [
      "setPaymentMethodOnCart",
      "SetPaymentMethodOnCartInput",
      { cart_id: cartId, payment_method: { code: payment } },
    ],
  ] as const) {
    const res = await cartMutation(server, name, type, input)
    if (res.errors) throw new Error(`${name}: ${JSON.stringify(res.errors)}`)
  }
}

/** The recipient's messages in the server's outbox folder (waits up to 10 s for `count`). */
export const mailTo = async (
  server: RunningServer,
  address: string,
  count = 1,
): Promise<ParsedMail[]> => {
  const dir = server.outboxDir
  if (dir === null) throw new Error("the server sends mail through SMTP")
  for (let waited = 0; ; waited += 100) {
    const files = (await readdir(dir)).filter((f) => f.endsWith(".eml")).sort()
    const mails = await Promise.all(
      files.map(async (f) => simpleParser(await readFile(join(dir, f)))),
    )
    const mine = mails.filter((m) => m.to !== undefined && JSON.stringify(m.to).includes(address))
    if (mine.length >= count || waited > 10_000) return mine
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export const codeIn = (mail: ParsedMail | undefined): string => {
  const code = /Gift card code: ([A-Z0-9]{12})/.exec(mail?.text ?? "")?.[1]
  if (code === undefined) throw new Error(`no gift card code in ${mail?.text}`)
  return code
}

/** Invoices the whole order of `number` through the admin REST API (the gift cards issue then). */
export const invoiceOrderNumber = async (
  server: RunningServer,
  number: string,
): Promise<number> => {
  const token = await adminToken(server)
  const id = await orderIdOf(server, token, number)
  const invoiced = await rest(server, "POST", `/order/${id}/invoice`, { token, body: {} })
  if (invoiced.status !== 200) throw new Error(`invoice: ${JSON.stringify(invoiced.body)}`)
  return id
}

/**
 * Buys one e-card of `dollars` for `recipientEmail`, invoices the order (a card is issued once
 * paid) and returns its code, read from the mail.
 */
export const buyGiftCard = async (
  server: RunningServer,
  dollars: number,
  recipientEmail: string,
): Promise<string> => {
  const cartId = await createCart(server)
  const added = await addProducts(server, cartId, [
    {
      sku: DIGITAL_CARD,
      quantity: 1,
      entered_options: giftCardFields({
        ...ANN_TO_BEN,
        recipient_email: recipientEmail,
        amount: String(dollars),
      }),
    },
  ])
  if (added.data?.addProductsToCart.user_errors.length)
    throw new Error(JSON.stringify(added.data.addProductsToCart.user_errors))
  await prepareVirtualCheckout(server, cartId)
  const placed = await placeOrder(server, cartId)
  if (placed.errors) throw new Error(JSON.stringify(placed.errors))
  await invoiceOrderNumber(server, placed.data?.placeOrder.order.order_number ?? "")
  return codeIn((await mailTo(server, recipientEmail))[0])
}
