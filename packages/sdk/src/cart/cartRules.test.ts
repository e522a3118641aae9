import { describe, expect, it } from "vitest"
import {
  COUPON_APPLIED_MESSAGE,
  COUPON_NOT_VALID_MESSAGE,
  ITEM_ADDED_MESSAGE,
  ITEM_REMOVED_TITLE,
  itemRemovedMessage,
  VIEW_CART_ACTION,
} from "../notifications/messages.js"
import { QUANTITY_DEBOUNCE_MS } from "./cartMessages.js"
import { couponApplied } from "./couponRules.js"
import { takeQuoteId } from "./quoteIdParam.js"

describe("cart texts and constants (spec §8, §9)", () => {
  it("quotes the spec", () => {
    expect(ITEM_ADDED_MESSAGE).toBe("Item added to the cart successfully")
    expect(VIEW_CART_ACTION).toEqual({ text: "View", url: "/cart" })
    expect(ITEM_REMOVED_TITLE).toBe("Product removed")
    expect(itemRemovedMessage("EOS R5")).toBe("EOS R5 has been successfully removed from your cart")
    expect(COUPON_APPLIED_MESSAGE).toBe("Coupon code has been applied.")
    expect(COUPON_NOT_VALID_MESSAGE).toBe("Coupon code is not valid.")
    expect(QUANTITY_DEBOUNCE_MS).toBe(1000)
  })
})

describe("coupon applied rule (spec §4 Coupon)", () => {
  it.each([
    { applied: ["SAVE10"], entered: "SAVE10", ok: true },
    { applied: ["save10"], entered: "SAVE10", ok: true },
    { applied: ["WELCOME,Save10"], entered: "save10", ok: true },
    { applied: ["WELCOME, SAVE10"], entered: "SAVE10", ok: true },
    { applied: ["WELCOME"], entered: "SAVE10", ok: false },
    { applied: ["SAVE100"], entered: "SAVE10", ok: false },
    { applied: [], entered: "SAVE10", ok: false },
    { applied: ["SAVE10"], entered: "", ok: false },
  ])("$applied contains '$entered': $ok", ({ applied, entered, ok }) => {
    expect(
      couponApplied(
        applied.map((code) => ({ code })),
        entered,
      ),
    ).toBe(ok)
  })

  it("tolerates a null list and null entries", () => {
    expect(couponApplied(null, "X")).toBe(false)
    expect(couponApplied([null, { code: "X" }], "x")).toBe(true)
  })
})

describe("quote_id parameter (spec §2)", () => {
  it.each([
    { url: "/cart?quote_id=abc", quoteId: "abc", rest: "/cart" },
    { url: "/cart?page=2&quote_id=abc#top", quoteId: "abc", rest: "/cart?page=2#top" },
    {
      url: "https://shop.test/checkout?quote_id=abc&x=1",
      quoteId: "abc",
      rest: "https://shop.test/checkout?x=1",
    },
    { url: "/cart?page=2", quoteId: undefined, rest: "/cart?page=2" },
    { url: "/cart?quote_id=", quoteId: undefined, rest: "/cart" },
  ])("$url", ({ url, quoteId, rest }) => {
    expect(takeQuoteId(url)).toEqual({ quoteId, url: rest })
  })
})
