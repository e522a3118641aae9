// Gift cards (Adobe Commerce's GiftCardProduct): what the shopper fills in, the checks the
// server makes (same texts, so a form shows them before any request), and the add-to-cart
// payload as GiftCardGraphQl encodes it.
import { formatMoney } from "../catalog/money.js"
import { DEFAULT_CURRENCY } from "../store/localeResolution.js"

export type GiftCardType = "VIRTUAL" | "PHYSICAL" | "COMBINED"

/** The GiftCardProduct fields the picker needs. */
export interface GiftCardProductFields {
  readonly giftcard_type?: GiftCardType | null
  readonly giftcard_amounts?: ReadonlyArray<{
    readonly uid: string
    readonly value: number | null
  } | null> | null
  readonly allow_open_amount?: boolean | null
  readonly open_amount_min?: number | null
  readonly open_amount_max?: number | null
  readonly allow_message?: boolean | null
  readonly message_max_length?: number | null
}

/** What the shopper typed or picked; `amount` is a fixed amount, `openAmount` the typed one. */
export interface GiftCardForm {
  readonly amount: number | null
  readonly openAmount: string
  readonly senderName: string
  readonly senderEmail: string
  readonly recipientName: string
  readonly recipientEmail: string
  readonly message: string
}

export const emptyGiftCardForm: GiftCardForm = {
  amount: null,
  openAmount: "",
  senderName: "",
  senderEmail: "",
  recipientName: "",
  recipientEmail: "",
  message: "",
}

export type GiftCardField = keyof GiftCardForm

export const GIFT_CARD_MESSAGES = {
  amount: "Please specify a gift card amount.",
  recipientName: "Please specify a recipient name.",
  senderName: "Please specify a sender name.",
  recipientEmail: "Please specify a recipient email.",
  senderEmail: "Please specify a sender email.",
  invalidEmail: "Please enter a valid email address (Ex: johndoe@domain.com).",
} as const

/** A gift card amount as the shop writes it: the card's amounts are in the default currency ("$50.00"). */
export const giftCardAmountText = (value: number): string =>
  formatMoney({ value, currency: DEFAULT_CURRENCY })

export const giftCardMinAmountMessage = (min: number) =>
  `Gift Card min amount is ${giftCardAmountText(min)}`
export const giftCardMaxAmountMessage = (max: number) =>
  `Gift Card max amount is ${giftCardAmountText(max)}`
export const giftCardMessageTooLong = (max: number) =>
  `Please enter less or equal than ${max} symbols.`
/** A typed amount on a card without an open amount that is none of its fixed amounts. */
export const giftCardAmountNotOffered = (amounts: ReadonlyArray<number>) =>
  `Choose one of the gift card amounts: ${amounts.map(giftCardAmountText).join(", ")}.`

/** The fixed amounts on offer, lowest first. */
export const giftCardAmounts = (p: GiftCardProductFields): number[] =>
  (p.giftcard_amounts ?? [])
    .flatMap((a) => (a?.value === null || a?.value === undefined ? [] : [a.value]))
    .sort((a, b) => a - b)

/** Whether the card goes by e-mail (e-mail addresses are then required). */
export const giftCardByEmail = (p: GiftCardProductFields): boolean =>
  (p.giftcard_type ?? "VIRTUAL") !== "PHYSICAL"

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The amount the form asks for (dollars), or null when none is valid yet. */
export const giftCardAmountOf = (p: GiftCardProductFields, form: GiftCardForm): number | null => {
  const typed = form.openAmount.trim()
  if (p.allow_open_amount && typed !== "") {
    const value = Number(typed)
    return Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : null
  }
  if (form.amount !== null && giftCardAmounts(p).includes(form.amount)) return form.amount
  const amounts = giftCardAmounts(p)
  return amounts.length === 1 && !p.allow_open_amount ? (amounts[0] ?? null) : null
}

/**
 * The amount the card will be bought for, for the product page's headline price: the form's
 * amount when the card takes it (a typed amount inside the open range), else null (the page
 * shows the card's range).
 */
export const giftCardChosenAmount = (
  p: GiftCardProductFields,
  form: GiftCardForm,
): number | null => {
  const errors = validateGiftCard(p, form)
  return errors.amount === undefined && errors.openAmount === undefined
    ? giftCardAmountOf(p, form)
    : null
}

/**
 * The form's amount fields for an amount typed as text (a command line flag): one of the fixed
 * amounts is picked, any other value is the open amount.
 */
export const giftCardAmountFields = (
  p: GiftCardProductFields,
  typed: string,
): Pick<GiftCardForm, "amount" | "openAmount"> => {
  const value = Number(typed.trim().replace(/^\$/, ""))
  return typed.trim() !== "" && giftCardAmounts(p).includes(value)
    ? { amount: value, openAmount: "" }
    : { amount: null, openAmount: typed.trim().replace(/^\$/, "") }
}

/** Field → message for every rule the form breaks (empty when it can be added). */
export const validateGiftCard = (
  p: GiftCardProductFields,
  form: GiftCardForm,
): Partial<Record<GiftCardField, string>> => {
  const errors: Partial<Record<GiftCardField, string>> = {}
  const typed = form.openAmount.trim()
  const amount = giftCardAmountOf(p, form)
  if (p.allow_open_amount && typed !== "" && amount !== null) {
    if (p.open_amount_min != null && amount < p.open_amount_min)
      errors.openAmount = giftCardMinAmountMessage(p.open_amount_min)
    else if (p.open_amount_max != null && amount > p.open_amount_max)
      errors.openAmount = giftCardMaxAmountMessage(p.open_amount_max)
  } else if (!p.allow_open_amount && typed !== "") {
    errors.openAmount = giftCardAmountNotOffered(giftCardAmounts(p))
  } else if (amount === null) {
    errors[typed !== "" ? "openAmount" : "amount"] = GIFT_CARD_MESSAGES.amount
  }
  if (form.recipientName.trim() === "") errors.recipientName = GIFT_CARD_MESSAGES.recipientName
  if (form.senderName.trim() === "") errors.senderName = GIFT_CARD_MESSAGES.senderName
  const byEmail = giftCardByEmail(p)
  for (const [field, required] of [
    ["recipientEmail", GIFT_CARD_MESSAGES.recipientEmail],
    ["senderEmail", GIFT_CARD_MESSAGES.senderEmail],
  ] as const) {
    const value = form[field].trim()
    if (value === "") {
      if (byEmail) errors[field] = required
    } else if (!EMAIL.test(value)) errors[field] = GIFT_CARD_MESSAGES.invalidEmail
  }
  const max = p.message_max_length ?? 255
  if (form.message.length > max) errors.message = giftCardMessageTooLong(max)
  return errors
}

const b64 = (text: string): string => {
  const bytes = new TextEncoder().encode(text)
  let binary = ""
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** GiftCardGraphQl's uid of a fixed amount: `base64("giftcard/giftcard_amount/50.0000")`. */
export const giftCardAmountUid = (dollars: number): string =>
  b64(`giftcard/giftcard_amount/${dollars.toFixed(4)}`)

const fieldUid = (field: string): string => b64(`giftcard/${field}`)

/** The add-to-cart options of a gift card: the fixed amount selected, the rest entered. */
export const giftCardCartOptions = (
  p: GiftCardProductFields,
  form: GiftCardForm,
): {
  readonly selectedOptions: ReadonlyArray<string>
  readonly enteredOptions: Readonly<Record<string, string>>
} => {
  const typed = form.openAmount.trim()
  const open = Boolean(p.allow_open_amount) && typed !== ""
  const amount = giftCardAmountOf(p, form)
  const entered: Record<string, string> = {
    [fieldUid("giftcard_sender_name")]: form.senderName.trim(),
    [fieldUid("giftcard_recipient_name")]: form.recipientName.trim(),
  }
  if (form.senderEmail.trim() !== "")
    entered[fieldUid("giftcard_sender_email")] = form.senderEmail.trim()
  if (form.recipientEmail.trim() !== "")
    entered[fieldUid("giftcard_recipient_email")] = form.recipientEmail.trim()
  if (form.message.trim() !== "") entered[fieldUid("giftcard_message")] = form.message.trim()
  if (open) entered[fieldUid("custom_giftcard_amount")] = typed
  return {
    selectedOptions: !open && amount !== null ? [giftCardAmountUid(amount)] : [],
    enteredOptions: entered,
  }
}
