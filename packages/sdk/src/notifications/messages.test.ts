import { describe, expect, it } from "vitest"
import { CartUserError } from "../cart/cartErrors.js"
import { testCart, testLine } from "../cart/testCart.js"
import { AccountError } from "../customer/customerErrors.js"
import type { CustomerProfile } from "../customer/customerModel.js"
import type { StorefrontEvent } from "../events/storefrontEvent.js"
import { HttpError } from "../graphql/errors.js"
import { WishlistCartError } from "../wishlist/wishlistErrors.js"
import type { WishlistItem, WishlistModel } from "../wishlist/wishlistModel.js"
import { toastFor } from "./messages.js"

const cart = testCart({ id: "c1" })
const line = testLine({ uid: "l1", name: "EOS R5" })
const wishlist = {} as WishlistModel
const item = { id: "11", product: { name: "EF 50mm", sku: "EF-50" } } as WishlistItem
const refused = new AccountError({
  action: "signIn",
  message: "The account sign-in was incorrect.",
  messages: ["The account sign-in was incorrect."],
  category: "graphql-authentication",
})

// Spec §8: each event's toast, word for word (undefined: none).
const cases: ReadonlyArray<readonly [StorefrontEvent, ReturnType<typeof toastFor>]> = [
  [
    { type: "cart:item-added", cart, items: [line], quantity: 1 },
    {
      type: "success",
      message: "Item added to the cart successfully",
      action: { text: "View", url: "/cart" },
    },
  ],
  [
    {
      type: "cart:add-refused",
      error: new CartUserError({
        code: "INSUFFICIENT_STOCK",
        message: "The requested qty is not available",
        errors: [],
      }),
    },
    { type: "danger", message: "The requested qty is not available" },
  ],
  [
    {
      type: "cart:quantity-not-updated",
      uid: "l1",
      quantity: 9,
      error: new HttpError({ status: 500, message: "updateCartItems failed", operationName: "u" }),
    },
    { type: "danger", message: "updateCartItems failed" },
  ],
  [
    { type: "cart:item-removed", item: line, cart },
    {
      type: "success",
      title: "Product removed",
      message: "EOS R5 has been successfully removed from your cart",
    },
  ],
  [
    { type: "cart:coupon-applied", code: "SUMMER10", cart },
    { type: "success", message: "Coupon code has been applied." },
  ],
  [
    { type: "cart:coupon-not-applied", code: "NOPE", cart },
    { type: "warning", message: "Coupon code is not valid." },
  ],
  [
    { type: "customer:signed-in", customer: {} as CustomerProfile },
    { type: "success", title: "Login", message: "You have successfully logged in" },
  ],
  [
    { type: "customer:sign-in-failed", error: refused },
    { type: "danger", title: "Registration error", message: "The account sign-in was incorrect." },
  ],
  [
    { type: "customer:registration-failed", error: refused },
    { type: "danger", title: "Registration error", message: "The account sign-in was incorrect." },
  ],
  [
    { type: "customer:confirmation-required" },
    {
      type: "success",
      title: "Registration",
      message: "You must confirm your account. Please check your email for the confirmation link.",
      persistent: true,
    },
  ],
  [
    { type: "customer:account-confirmed" },
    { type: "success", message: "Your account is confirmed. You can sign in now." },
  ],
  [
    { type: "customer:signed-out" },
    { type: "success", title: "Logged Out", message: "You are successfully logged out" },
  ],
  [
    { type: "customer:authorization-lost" },
    { type: "warning", message: "You are not authorized, please log in." },
  ],
  [
    { type: "customer:password-changed" },
    { type: "success", message: "Password has been updated successfully." },
  ],
  [
    { type: "customer:password-reset" },
    { type: "success", message: "Password has been updated successfully." },
  ],
  [
    { type: "customer:password-reset-failed", error: refused },
    {
      type: "danger",
      title: "Error",
      message: "Your token has expired,please reset password again.",
    },
  ],
  [
    {
      type: "wishlist:item-added",
      product: { __typename: "SimpleProduct", uid: "u", sku: "EF-50", name: null },
      wishlist,
    },
    {
      type: "success",
      message: "You added product EF-50 to the wishlist list.",
      action: { text: "View", url: "/customer/my-wishlist" },
    },
  ],
  [
    { type: "wishlist:item-removed", itemId: "11", wishlist },
    {
      type: "success",
      message: "You removed item to the wishlist list.",
      action: { text: "View", url: "/customer/my-wishlist" },
    },
  ],
  [
    { type: "wishlist:item-moved-to-cart", item, wishlist },
    { type: "success", title: "Wishlist", message: "You added EF 50mm to your shopping cart." },
  ],
  [
    {
      type: "wishlist:move-to-cart-failed",
      item,
      error: new WishlistCartError({
        code: "INSUFFICIENT_STOCK",
        message: "The requested qty is not available",
        wishlistItemId: "11",
      }),
    },
    { type: "danger", title: "Wishlist error", message: "The requested qty is not available" },
  ],
  [{ type: "open-sidebar", sidebar: "cart" }, undefined],
]

describe("toastFor (spec §8)", () => {
  it.each(cases.map(([event, toast]) => ({ type: event.type, event, toast })))(
    "$type",
    ({ event, toast }) => {
      expect(toastFor(event)).toStrictEqual(toast)
    },
  )
})
