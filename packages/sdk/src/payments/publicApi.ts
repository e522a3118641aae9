// The payments part of the "@shutter/sdk" facade exports.
export {
  BRAINTREE_METHOD_CODE,
  type PaymentAction,
  PaymentAuthenticationError,
  type PaymentChoice,
  STRIPE_METHOD_CODE,
  type StripeConfiguration,
} from "./Payments.js"
export * from "./paymentMessages.js"
export type { PaymentsFacade } from "./paymentsFacade.js"
