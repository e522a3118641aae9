import { cookieNames } from "@shutter/sdk/rules"

/**
 * The currency the shopper chose (spec §2: a cookie, changed only with a reload), if any; the
 * server's HTML shows the store's own currency, so this is read in the browser only.
 */
export const chosenCurrency = (): string | undefined => {
  const value = document.cookie
    .split(";")
    .map((part) => part.trim().split("="))
    .find(([name]) => name === cookieNames.currency)?.[1]
  return value === "" ? undefined : value
}
