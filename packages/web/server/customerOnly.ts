import { isCustomerOnlyPath, stripPrefixes } from "@shutter/sdk/rules"
import { STORE_VIEWS } from "../src/config/storeViews.js"
import { hasStoredCustomer } from "../src/storedShopper.js"

/**
 * Where the server sends a request for a customer-only page (spec §2's is-authenticated guard)
 * that carries no customer token: the store view's home. Rendering the page first would paint
 * the account's frame and then move everything when the browser redirects. `undefined`: render
 * it (a token the browser holds is checked there, as the server renders every page as a guest).
 */
export const guestRedirectOf = (
  url: string,
  cookieHeader: string | undefined,
): string | undefined => {
  if (hasStoredCustomer(cookieHeader ?? "")) return undefined
  const { path, localePrefix } = stripPrefixes(url, { locales: STORE_VIEWS })
  if (!isCustomerOnlyPath(path)) return undefined
  return localePrefix === undefined ? "/" : `/${localePrefix}/`
}
