import { describe, expect, it } from "vitest"
import type { CartItem } from "./cart.graphql.js"
import { appliedGiftCardLines, giftCardLineDetails, maskGiftCardCode } from "./giftCardDisplay.js"

const usd = (value: number) => ({ value, currency: "USD" })

describe("gift cards as a cart shows them", () => {
  it("masks a code but its last four characters", () => {
    expect(maskGiftCardCode("ABCD2345WXYZ")).toBe("••••••••WXYZ")
    expect(maskGiftCardCode("WXYZ")).toBe("WXYZ")
  })

  it("an applied card: what it pays and what stays on it, to the cent", () => {
    expect(
      appliedGiftCardLines({
        applied_gift_cards: [
          {
            code: "ABCD2345WXYZ",
            applied_balance: usd(30.1),
            current_balance: usd(100.2),
            expiration_date: null,
          },
          null,
        ],
      }),
    ).toEqual([
      {
        code: "ABCD2345WXYZ",
        maskedCode: "••••••••WXYZ",
        applied: usd(30.1),
        remaining: usd(70.1),
        expirationDate: null,
      },
    ])
    expect(appliedGiftCardLines(null)).toEqual([])
  })

  it("a gift card line: amount, from and to as `Name <email>`, the message", () => {
    const line = {
      __typename: "GiftCardCartItem",
      amount: usd(50),
      sender_name: "Ann Sender",
      sender_email: "ann@example.com",
      recipient_name: "Ben Recipient",
      recipient_email: null,
      message: " ",
    } as unknown as CartItem
    expect(giftCardLineDetails(line)).toEqual({
      amount: usd(50),
      from: "Ann Sender <ann@example.com>",
      to: "Ben Recipient",
      message: null,
    })
    expect(giftCardLineDetails({ ...line, __typename: "SimpleCartItem" })).toBeNull()
  })
})
