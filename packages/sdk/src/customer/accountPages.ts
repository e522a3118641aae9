// Spec §2: the account area's pages and titles, and the links (password reset, account
// confirmation) that open account pages. Pure and Effect-free; a module of its own so that a
// first paint showing only the account controls (accountNavigation.ts) does not carry them.

/** Spec §2: the `/customer` children and their titles (the area's own page is 'My Account'). */
export const ACCOUNT_PAGES = [
  { path: "", title: "My Account" },
  { path: "/my-profile", title: "My profile" },
  { path: "/addresses-details", title: "Addresses details" },
  { path: "/order-history", title: "Order history" },
  { path: "/my-wishlist", title: "My wishlist" },
  { path: "/my-reviews", title: "My reviews" },
  { path: "/my-newsletter", title: "My newsletter" },
  { path: "/my-product-alerts", title: "My Product Alerts" },
] as const satisfies ReadonlyArray<{ readonly path: string; readonly title: string }>

export type AccountPagePath = (typeof ACCOUNT_PAGES)[number]["path"]

/** The title of an account page by its path under `/customer` ('My Account' for unknown ones). */
export const accountPageTitle = (path: string): string =>
  ACCOUNT_PAGES.find((p) => p.path === path)?.title ?? "My Account"

/** Reads the confirmation link's `email` and `key`; undefined if either is absent. */
export const confirmLinkOf = (
  search: string,
): { readonly email: string; readonly confirmationKey: string } | undefined => {
  const params = new URLSearchParams(search)
  const email = params.get("email")
  const confirmationKey = params.get("key")
  return email && confirmationKey ? { email, confirmationKey } : undefined
}

/** Reads the reset link's `token` and `email` (Magento's createPassword link); undefined if absent. */
export const resetLinkOf = (
  search: string,
): { readonly token: string; readonly email: string } | undefined => {
  const params = new URLSearchParams(search)
  const token = params.get("token") ?? ""
  const email = params.get("email") ?? ""
  return token === "" ? undefined : { token, email }
}
