import { CartUnavailableError } from "./cartErrors.js"

/** A cart mutation or read answered without the cart it names. */
export const missingCart = (cartId: string): CartUnavailableError =>
  new CartUnavailableError({ cartId, message: "The server returned no cart" })
