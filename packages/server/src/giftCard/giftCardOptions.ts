// A gift card's buy request, encoded as Adobe Commerce's GiftCardGraphQl does: the fixed amount
// as a selected option `base64("giftcard/giftcard_amount/25.0000")`, everything typed as entered
// options `base64("giftcard/<field>")` (sender and recipient name and e-mail, message, open
// amount), checked in the product type's order.
import type { GiftCardChoice } from "../db/cartSchema.js"
import {
  INVALID_EMAIL,
  maxAmountIs,
  messageTooLong,
  minAmountIs,
  SPECIFY_AMOUNT,
  SPECIFY_RECIPIENT_EMAIL,
  SPECIFY_RECIPIENT_NAME,
  SPECIFY_SENDER_EMAIL,
  SPECIFY_SENDER_NAME,
} from "./giftCardMessages.js"

export const GIFT_CARD_FIELDS = [
  "giftcard_sender_name",
  "giftcard_sender_email",
  "giftcard_recipient_name",
  "giftcard_recipient_email",
  "giftcard_message",
  "custom_giftcard_amount",
] as const

export type GiftCardField = (typeof GIFT_CARD_FIELDS)[number]

const b64 = (text: string): string => Buffer.from(text, "utf8").toString("base64")

export const giftCardFieldUid = (field: GiftCardField): string => b64(`giftcard/${field}`)

/** The uid of a fixed amount (cents): Magento writes the value with four decimals. */
export const giftCardAmountUid = (cents: number): string =>
  b64(`giftcard/giftcard_amount/${(cents / 100).toFixed(4)}`)

/** Adobe Commerce's default `giftcard/general/message_max_length`. */
export const MESSAGE_MAX_LENGTH = 255

// The storefront's `validate-email` rule, in its practical core.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export interface GiftCardProductSettings {
  readonly giftcardType: "VIRTUAL" | "PHYSICAL" | "COMBINED"
  readonly amounts: readonly number[]
  readonly allowOpenAmount: boolean
  readonly openAmountMin: number | null
  readonly openAmountMax: number | null
  readonly allowMessage: boolean
}

export const giftCardSettingsOf = (
  typeData: Record<string, unknown>,
  amounts: readonly number[],
): GiftCardProductSettings => {
  const type = typeData.giftcard_type
  const cents = (v: unknown): number | null => (typeof v === "number" ? v : null)
  return {
    giftcardType: type === "PHYSICAL" || type === "COMBINED" ? type : "VIRTUAL",
    amounts,
    allowOpenAmount: typeData.allow_open_amount === true,
    openAmountMin: cents(typeData.open_amount_min),
    openAmountMax: cents(typeData.open_amount_max),
    allowMessage: typeData.allow_message !== false,
  }
}

/** "$1,000.00": how Magento formats the amounts in its messages (US dollars). */
export const formatUsd = (cents: number): string => {
  const [whole = "0", fraction = "00"] = (Math.abs(cents) / 100).toFixed(2).split(".")
  return `${cents < 0 ? "-" : ""}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`
}

export type GiftCardChoiceResult =
  | { readonly ok: true; readonly choice: GiftCardChoice }
  | { readonly ok: false; readonly message: string }

const failure = (message: string): GiftCardChoiceResult => ({ ok: false, message })

/** The amount in cents, or an error text; undefined when none was chosen. */
const amountOf = (
  settings: GiftCardProductSettings,
  selected: ReadonlySet<string>,
  custom: string | undefined,
): number | string | undefined => {
  if (custom !== undefined && custom.trim() !== "" && settings.allowOpenAmount) {
    const value = Number(custom.trim())
    if (!Number.isFinite(value)) return SPECIFY_AMOUNT
    const cents = Math.round(value * 100)
    if (settings.openAmountMin !== null && cents < settings.openAmountMin)
      return minAmountIs(formatUsd(settings.openAmountMin))
    if (settings.openAmountMax !== null && cents > settings.openAmountMax)
      return maxAmountIs(formatUsd(settings.openAmountMax))
    if (cents <= 0) return SPECIFY_AMOUNT
    return cents
  }
  const fixed = settings.amounts.find((a) => selected.has(giftCardAmountUid(a)))
  if (fixed !== undefined) return fixed
  // Magento: a card with a single fixed amount and no open amount needs no choice.
  if (settings.amounts.length === 1 && !settings.allowOpenAmount) return settings.amounts[0]
  return undefined
}

export const resolveGiftCardChoice = (
  settings: GiftCardProductSettings,
  selectedOptions: readonly string[],
  enteredOptions: readonly { readonly uid: string; readonly value: string }[],
): GiftCardChoiceResult => {
  const entered = new Map<GiftCardField, string>()
  for (const field of GIFT_CARD_FIELDS) {
    const uid = giftCardFieldUid(field)
    const option = enteredOptions.find((o) => o.uid === uid)
    if (option !== undefined) entered.set(field, option.value.trim())
  }
  const amount = amountOf(settings, new Set(selectedOptions), entered.get("custom_giftcard_amount"))
  if (amount === undefined) return failure(SPECIFY_AMOUNT)
  if (typeof amount === "string") return failure(amount)
  const recipientName = entered.get("giftcard_recipient_name") ?? ""
  const senderName = entered.get("giftcard_sender_name") ?? ""
  if (recipientName === "") return failure(SPECIFY_RECIPIENT_NAME)
  if (senderName === "") return failure(SPECIFY_SENDER_NAME)
  const recipientEmail = entered.get("giftcard_recipient_email") ?? ""
  const senderEmail = entered.get("giftcard_sender_email") ?? ""
  // A printed card is posted: it needs no e-mail addresses.
  if (settings.giftcardType !== "PHYSICAL") {
    if (recipientEmail === "") return failure(SPECIFY_RECIPIENT_EMAIL)
    if (senderEmail === "") return failure(SPECIFY_SENDER_EMAIL)
  }
  for (const email of [recipientEmail, senderEmail])
    if (email !== "" && !EMAIL.test(email)) return failure(INVALID_EMAIL)
  const message = settings.allowMessage ? (entered.get("giftcard_message") ?? "") : ""
  if (message.length > MESSAGE_MAX_LENGTH) return failure(messageTooLong(MESSAGE_MAX_LENGTH))
  return {
    ok: true,
    choice: {
      amount,
      senderName,
      senderEmail: senderEmail === "" ? null : senderEmail,
      recipientName,
      recipientEmail: recipientEmail === "" ? null : recipientEmail,
      message: message === "" ? null : message,
    },
  }
}
