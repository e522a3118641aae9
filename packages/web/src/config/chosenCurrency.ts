import { cookieNames, readCookie } from "@shutter/sdk/rules"

/**
 * The currency the shopper chose (spec §2: a cookie, changed only with a reload), if any; the
 * server's HTML shows the store's own currency, so this is read in the browser only.
 */
export const chosenCurrency = (): string | undefined => {
  const value = readCookie(document.cookie, cookieNames.currency)
  return value === "" ? undefined : value
}
