import { describe, expect, it } from "vitest"
import { accessDecision, isCustomerOnlyPath } from "./guardAccess.js"

describe("customer-only pages", () => {
  it("are the account, the signed-in checkout start and an order's pages", () => {
    for (const path of [
      "/customer",
      "/customer/",
      "/customer/my-wishlist",
      "/customer/order-history/000000012",
      "/customer/addresses-details/edit/3?from=checkout",
      "/checkout/user-account",
      "/order/order_print?order=000000012",
      "/order/orderDetail?order=000000012",
    ])
      expect(isCustomerOnlyPath(path), path).toBe(true)
  })

  it("leave the reset and confirmation links' pages, checkout, the checkout login and the catalogue open", () => {
    for (const path of [
      "/",
      "/customer/account/createPassword?token=abc",
      "/customer/account/confirm?email=a%40example.com&key=k",
      "/customers-say.html",
      "/checkout",
      "/checkout/shipping",
      "/checkoutlogin",
      "/track-order",
      "/photography.html",
    ])
      expect(isCustomerOnlyPath(path), path).toBe(false)
  })

  it("send a shopper without a customer token home", () => {
    expect(accessDecision("is-authenticated", { customerToken: undefined })).toEqual({
      _tag: "Redirect",
      to: "/",
    })
    expect(accessDecision("is-authenticated", { customerToken: "t" })).toEqual({
      _tag: "Continue",
    })
  })
})
