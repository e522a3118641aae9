// Texts placeOrder answers for a card, in Magento's "Unable to place order: …" form. Stripe's
// module reports a card that needs 3-D Secure as "Authentication Required: <client secret>";
// the storefront completes it with Stripe.js (`handleNextAction`) and places the order again.
const unable = (reason: string): string => `Unable to place order: ${reason}`

export const AUTHENTICATION_REQUIRED_PREFIX = "Authentication Required: "
export const authenticationRequired = (clientSecret: string): string =>
  unable(`${AUTHENTICATION_REQUIRED_PREFIX}${clientSecret}`)
export const cardRefused = (stripeMessage: string): string => unable(stripeMessage)
export const CARD_MISSING = unable("Please enter your card details and try again.")
export const PAYMENT_PROCESSING = unable(
  "Your payment is still being processed. Please try again in a moment.",
)
export const PROVIDER_UNREACHABLE = unable(
  "The payment could not be processed at this time. Please try again later.",
)
