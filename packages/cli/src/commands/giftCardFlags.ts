import {
  emptyGiftCardForm,
  type GiftCardField,
  type GiftCardForm,
  giftCardAmountFields,
  giftCardCartOptions,
  type ProductDetails,
  type Storefront,
  validateGiftCard,
} from "@shutter/sdk"
import { type Command, Option } from "commander"
import { UsageError } from "../run.js"
import type { ResolvedOptions } from "./productOptions.js"

// `shutter cart add <gift card sku> --gift-card-…`: the flags fill the product page's gift card
// form; the SDK's gift card rules check it (same texts as the page) and encode the add.

export interface GiftCardFlags {
  readonly giftCardAmount?: string
  readonly giftCardSenderName?: string
  readonly giftCardSenderEmail?: string
  readonly giftCardRecipientName?: string
  readonly giftCardRecipientEmail?: string
  readonly giftCardMessage?: string
}

const FLAGS: ReadonlyArray<readonly [keyof GiftCardFlags, string, string]> = [
  ["giftCardAmount", "--gift-card-amount <amount>", "a gift card's amount, e.g. 50"],
  ["giftCardSenderName", "--gift-card-sender-name <name>", "a gift card's sender name"],
  ["giftCardSenderEmail", "--gift-card-sender-email <email>", "a gift card's sender email"],
  ["giftCardRecipientName", "--gift-card-recipient-name <name>", "a gift card's recipient name"],
  [
    "giftCardRecipientEmail",
    "--gift-card-recipient-email <email>",
    "a gift card's recipient email",
  ],
  ["giftCardMessage", "--gift-card-message <text>", "a gift card's message"],
]

/** Adds the options `cart add` takes for a gift card. */
export const withGiftCardOptions = (command: Command): Command => {
  for (const [, flag, description] of FLAGS) command.addOption(new Option(flag, description))
  return command
}

const FLAG_OF_FIELD: Readonly<Record<GiftCardField, string>> = {
  amount: "--gift-card-amount",
  openAmount: "--gift-card-amount",
  senderName: "--gift-card-sender-name",
  senderEmail: "--gift-card-sender-email",
  recipientName: "--gift-card-recipient-name",
  recipientEmail: "--gift-card-recipient-email",
  message: "--gift-card-message",
}

const givenFlags = (flags: GiftCardFlags): ReadonlyArray<string> =>
  FLAGS.filter(([key]) => flags[key] !== undefined).map(([, flag]) => flag.split(" ")[0] ?? flag)

/**
 * The add options of a gift card from its flags; a usage error (exit 2) naming each flag that
 * breaks a rule, or when the flags are given for a product that is not a gift card. Null for
 * another product without gift card flags, and for a gift card given as raw `--option uid=value`
 * pairs only.
 */
export const giftCardAddOptions = async (
  storefront: Storefront,
  product: ProductDetails,
  flags: GiftCardFlags & { readonly option: ReadonlyArray<string> },
): Promise<ResolvedOptions | null> => {
  const given = givenFlags(flags)
  if (product.__typename === "GiftCardProduct" && given.length === 0 && flags.option.length > 0)
    return null
  if (product.__typename !== "GiftCardProduct") {
    if (given.length === 0) return null
    throw new UsageError(
      `${given.join(", ")}: ${product.sku ?? "this product"} is not a gift card (a ${product.__typename})`,
    )
  }
  const card = await storefront.cart.giftCardProduct({ sku: product.sku ?? "" })
  if (card === null) throw new UsageError(`${product.sku} is not a gift card`)
  const form: GiftCardForm = {
    ...emptyGiftCardForm,
    ...giftCardAmountFields(card, flags.giftCardAmount ?? ""),
    senderName: flags.giftCardSenderName ?? "",
    senderEmail: flags.giftCardSenderEmail ?? "",
    recipientName: flags.giftCardRecipientName ?? "",
    recipientEmail: flags.giftCardRecipientEmail ?? "",
    message: flags.giftCardMessage ?? "",
  }
  const errors = Object.entries(validateGiftCard(card, form))
  if (errors.length > 0) {
    throw new UsageError(
      [
        "Invalid gift card:",
        ...errors.map(
          ([field, message]) => `  ${FLAG_OF_FIELD[field as GiftCardField]}: ${message}`,
        ),
      ].join("\n"),
    )
  }
  return giftCardCartOptions(card, form)
}
