// How a Magento with Stripe's module says placeOrder needs the shopper's bank (3-D Secure):
// an error whose message holds "Authentication Required: <client secret>" (after Magento's
// "Unable to place order: "). Pure, so web and CLI read it the same way.
const AUTHENTICATION_REQUIRED = "Authentication Required: "

/** The PaymentIntent client secret a placeOrder error asks to authenticate, if it asks. */
export const authenticationSecretOf = (message: string): string | null => {
  const at = message.indexOf(AUTHENTICATION_REQUIRED)
  if (at < 0) return null
  const secret = message.slice(at + AUTHENTICATION_REQUIRED.length).trim()
  return /^pi_[\w-]+_secret_[\w-]+$/.test(secret) ? secret : null
}
