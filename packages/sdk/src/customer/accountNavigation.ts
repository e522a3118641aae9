import type { CustomerSession } from "./customerModel.js"

// Spec §2 account routes and where the account controls lead. Pure and Effect-free: the web's
// first paint (header, bottom navigation) reads it; the account pages' own rules are in
// accountPages.ts.

export const ACCOUNT_ROOT_PATH = "/customer"
export const ORDER_HISTORY_PATH = "/customer/order-history"
/** Spec §2: the start page of checkout for a signed-in customer. */
export const CHECKOUT_USER_ACCOUNT_PATH = "/checkout/user-account"
export const CHECKOUT_LOGIN_PATH = "/checkoutlogin"
/** Spec §2: the routes a password-reset link may open (alias included). */
export const RESET_PASSWORD_PATHS = [
  "/createpassword",
  "/reset-password",
  "/customer/account/createPassword",
] as const

/** The page the account confirmation e-mail links to (`?email=&key=`), open to signed-out shoppers. */
export const ACCOUNT_CONFIRM_PATH = "/customer/account/confirm"

export const ACCOUNT_CONTROL_GUEST_LABEL = "Account & Orders"

/**
 * Spec §2: the header account control reads 'Hello, {first name}' when signed in (the first
 * name once the customer has loaded), else 'Account & Orders'.
 */
export const accountControlLabel = (session: CustomerSession): string => {
  if (!session.signedIn) return ACCOUNT_CONTROL_GUEST_LABEL
  const name = session.customer?.firstname.trim() ?? ""
  return name === "" ? "My Account" : `Hello, ${name}`
}

/**
 * Spec §2: where an account control leads — the header's to order history, the bottom
 * navigation's to the account area when signed in; `null` means the login modal.
 */
export const accountControlTarget = (
  control: "header" | "bottom-navigation",
  signedIn: boolean,
): string | null =>
  signedIn ? (control === "header" ? ORDER_HISTORY_PATH : ACCOUNT_ROOT_PATH) : null

/** Spec §2 `accountcreate`: the query parameter that opens the login modal on its register view. */
export const ACCOUNT_CREATE_PARAM = "accountcreate"

export const opensRegisterView = (search: string): boolean =>
  new URLSearchParams(search).has(ACCOUNT_CREATE_PARAM)
