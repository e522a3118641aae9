// Which of the SDK's shopper cookies a cookie header holds: read in the browser (document.cookie)
// and by the web server (the request's Cookie header).
import { cookieNames, parseCookies } from "@shutter/sdk/rules"

const isStored = (value: string | undefined): boolean => value !== undefined && value !== ""

/** A cart or signed-in customer is stored: the badge needs the cart from the start. */
export const hasStoredCart = (cookie: string): boolean => {
  const cookies = parseCookies(cookie)
  return isStored(cookies[cookieNames.cart]) || isStored(cookies[cookieNames.customerToken])
}

/** A customer token cookie is stored: at startup that means signed in (spec §4 User load). */
export const hasStoredCustomer = (cookie: string): boolean =>
  isStored(parseCookies(cookie)[cookieNames.customerToken])
