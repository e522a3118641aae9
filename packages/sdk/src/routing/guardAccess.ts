// Effect-free: a UI's first paint decides access with it (`@shutter/sdk/rules`).
import { HOME_PATH, pathOnly } from "./routePaths.js"

/** Spec §2: the navigation guards a route can name. */
export const GUARD_NAMES = ["checkout", "is-authenticated", "url-resolver"] as const
export type GuardName = (typeof GUARD_NAMES)[number]

export const isGuardName = (name: string): name is GuardName =>
  (GUARD_NAMES as ReadonlyArray<string>).includes(name)

export type AccessDecision =
  | { readonly _tag: "Continue" }
  | { readonly _tag: "Redirect"; readonly to: string }

/**
 * The access part of a guard: customer-only pages ("is-authenticated") redirect home without a
 * customer token; the checkout step guard has no rule of its own (spec §2); "url-resolver"
 * resolves the route and never blocks here.
 */
export const accessDecision = (
  name: GuardName,
  session: { readonly customerToken: string | undefined },
): AccessDecision =>
  name === "is-authenticated" && !session.customerToken
    ? { _tag: "Redirect", to: HOME_PATH }
    : { _tag: "Continue" }

/** Where a reset link opens the new-password form: under /customer, but for signed-out shoppers. */
const PASSWORD_RESET_PATH = "/customer/account/createPassword"
/** Where the account confirmation e-mail's link opens: under /customer, before any sign-in. */
const ACCOUNT_CONFIRM_PATH = "/customer/account/confirm"

/**
 * Whether a path (store prefix removed, query allowed) is a customer-only page behind the
 * is-authenticated guard: the account (`/customer` and its children, except the reset link's
 * form), the signed-in checkout start and an order's detail and print pages.
 *
 * @example isCustomerOnlyPath("/customer/my-wishlist") // true
 */
export const isCustomerOnlyPath = (path: string): boolean => {
  const bare = (pathOnly(path).replace(/\/+$/, "") || HOME_PATH).toLowerCase()
  if (bare === PASSWORD_RESET_PATH.toLowerCase()) return false
  if (bare === ACCOUNT_CONFIRM_PATH) return false
  return (
    bare === "/customer" ||
    bare.startsWith("/customer/") ||
    bare === "/checkout/user-account" ||
    bare === "/order/order_print" ||
    bare === "/order/orderdetail"
  )
}
