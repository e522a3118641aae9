import { describe, expect, it } from "vitest"
import {
  emptyGiftCardForm,
  giftCardAmountFields,
  giftCardAmountUid,
  giftCardCartOptions,
  giftCardChosenAmount,
  validateGiftCard,
} from "./giftCardRules.js"

const ECARD = {
  giftcard_type: "VIRTUAL" as const,
  giftcard_amounts: [25, 50, 100].map((value) => ({ uid: giftCardAmountUid(value), value })),
  allow_open_amount: true,
  open_amount_min: 10,
  open_amount_max: 1000,
  message_max_length: 255,
}
const filled = {
  ...emptyGiftCardForm,
  amount: 50,
  senderName: "Ann",
  senderEmail: "ann@example.com",
  recipientName: "Ben",
  recipientEmail: "ben@example.com",
}

describe("gift card rules", () => {
  it.each([
    ["nothing picked", {}, null],
    ["a fixed amount", { amount: 100 }, 100],
    ["a typed amount in range", { openAmount: "250" }, 250],
    ["a typed amount below the minimum", { openAmount: "5" }, null],
    ["a typed amount above the maximum", { openAmount: "5000" }, null],
    ["text that is no amount", { openAmount: "lots" }, null],
  ] as const)("the amount a card is bought for, with %s", (_, fields, amount) => {
    // Only the amount counts: the names and e-mails still empty.
    expect(giftCardChosenAmount(ECARD, { ...emptyGiftCardForm, ...fields })).toBe(amount)
  })

  it("asks for an amount, both names and, for an e-card, both e-mails", () => {
    expect(validateGiftCard(ECARD, emptyGiftCardForm)).toEqual({
      amount: "Please specify a gift card amount.",
      recipientName: "Please specify a recipient name.",
      senderName: "Please specify a sender name.",
      recipientEmail: "Please specify a recipient email.",
      senderEmail: "Please specify a sender email.",
    })
    expect(
      validateGiftCard(
        { ...ECARD, giftcard_type: "PHYSICAL" },
        { ...filled, senderEmail: "", recipientEmail: "" },
      ),
    ).toEqual({})
    expect(validateGiftCard(ECARD, { ...filled, recipientEmail: "ben@" })).toEqual({
      recipientEmail: "Please enter a valid email address (Ex: johndoe@domain.com).",
    })
  })

  it("keeps an open amount between the minimum and the maximum", () => {
    expect(validateGiftCard(ECARD, { ...filled, openAmount: "9.99" })).toEqual({
      openAmount: "Gift Card min amount is $10.00",
    })
    expect(validateGiftCard(ECARD, { ...filled, openAmount: "1000.01" })).toEqual({
      openAmount: "Gift Card max amount is $1,000.00",
    })
    expect(validateGiftCard(ECARD, { ...filled, openAmount: "75" })).toEqual({})
  })

  it("encodes the add as GiftCardGraphQl does", () => {
    expect(giftCardAmountUid(50)).toBe(btoa("giftcard/giftcard_amount/50.0000"))
    expect(giftCardCartOptions(ECARD, { ...filled, message: " Enjoy " })).toEqual({
      selectedOptions: [btoa("giftcard/giftcard_amount/50.0000")],
      enteredOptions: {
        [btoa("giftcard/giftcard_sender_name")]: "Ann",
        [btoa("giftcard/giftcard_recipient_name")]: "Ben",
        [btoa("giftcard/giftcard_sender_email")]: "ann@example.com",
        [btoa("giftcard/giftcard_recipient_email")]: "ben@example.com",
        [btoa("giftcard/giftcard_message")]: "Enjoy",
      },
    })
    expect(giftCardCartOptions(ECARD, { ...filled, openAmount: "75.5" })).toMatchObject({
      selectedOptions: [],
      enteredOptions: { [btoa("giftcard/custom_giftcard_amount")]: "75.5" },
    })
  })

  it("reads a typed amount: a fixed amount is picked, another is the open amount or not offered", () => {
    expect(giftCardAmountFields(ECARD, "50")).toEqual({ amount: 50, openAmount: "" })
    expect(giftCardAmountFields(ECARD, "$75.50")).toEqual({ amount: null, openAmount: "75.50" })
    const printed = { ...ECARD, giftcard_type: "PHYSICAL" as const, allow_open_amount: false }
    expect(
      validateGiftCard(printed, { ...filled, ...giftCardAmountFields(printed, "30") }),
    ).toEqual({ openAmount: "Choose one of the gift card amounts: $25.00, $50.00, $100.00." })
  })
})
