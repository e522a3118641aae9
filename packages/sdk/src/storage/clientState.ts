/**
 * The spec's client state (§3 "Client state"), and nothing else: seven cookies and two
 * local-storage entries. Keys are logical; each layer maps them to concrete names.
 */
export type CookieKey =
  | "currency"
  | "country"
  | "locale"
  | "cart"
  | "customerToken"
  | "store"
  | "message"

export type LocalKey = "customerEmail" | "customerToken"

export const cookieKeys: ReadonlyArray<CookieKey> = [
  "currency",
  "country",
  "locale",
  "cart",
  "customerToken",
  "store",
  "message",
]

/** Concrete cookie names, the ones Vue Storefront's Magento integration uses (so a shopper's
 * existing cookies keep working when a store migrates). */
export const cookieNames: Readonly<Record<CookieKey, string>> = {
  currency: "vsf-currency",
  country: "vsf-country",
  locale: "vsf-locale",
  cart: "vsf-cart",
  customerToken: "vsf-customer",
  store: "vsf-store",
  message: "vsf-message",
}

/** Concrete local-storage keys; both are cleared together on logout. */
export const localStorageNames: Readonly<Record<LocalKey, string>> = {
  customerEmail: "shutter-customer-email",
  customerToken: "shutter-customer-token",
}

/** The locale cookie lives 365 days; the other cookies are session cookies. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
