// The checkout part of the "@shutter/sdk" facade exports.
export * from "./addressForm.js"
export type {
  CheckoutBillingAddressInput,
  CheckoutShippingAddressInput,
  PaymentMethodChoiceInput,
  PlacedOrder,
  ShippingMethodInput,
} from "./Checkout.js"
export type {
  BillingAddressInput,
  CartAddressInput,
  NewsletterStatus,
  ShippingAddressInput,
} from "./checkout.graphql.js"
export type { CheckoutFacade } from "./checkoutFacade.js"
export * from "./checkoutRules.js"
export * from "./checkoutSteps.js"
export * from "./externalCheckout.js"
export type {
  GuestOrder,
  GuestOrderInput,
  GuestOrderItem,
} from "./guestOrderDocument.js"
export * from "./shippingMessages.js"
