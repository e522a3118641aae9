// Which of the SDK's shopper cookies a cookie header holds: read in the browser (document.cookie)
// and by the web server (the request's Cookie header).
import { cookieNames } from "@shutter/sdk/rules"

/** The SDK's cart and customer-token cookies. */
const SHOPPER_COOKIES = [cookieNames.cart, cookieNames.customerToken]

/** A cart or signed-in customer is stored: the badge needs the cart from the start. */
export const hasStoredCart = (cookie: string): boolean =>
  cookie.split(";").some((part) => {
    const [name, value] = part.trim().split("=")
    return name !== undefined && SHOPPER_COOKIES.includes(name) && (value ?? "") !== ""
  })

/** A customer token cookie is stored: at startup that means signed in (spec §4 User load). */
export const hasStoredCustomer = (cookie: string): boolean =>
  cookie.split(";").some((part) => {
    const [name, value] = part.trim().split("=")
    return name === cookieNames.customerToken && (value ?? "") !== ""
  })
