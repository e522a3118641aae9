// The GraphQL of Stripe's module for Magento (stripe/stripe-payments), as its guide for custom
// storefronts documents it: `getStripeConfiguration` initialises Stripe.js, and
// `setPaymentMethodOnCart` carries the PaymentMethod the Payment Element created.
import type { GraphqlContext } from "../graphql/context.js"
import type { DomainResolvers } from "../graphql/resolverTypes.js"
import type { CartPaymentData } from "./paymentProvider.js"
import { STRIPE_APP_INFO, STRIPE_METHOD_CODE } from "./stripe/stripeOptions.js"
import type { StripeProvider } from "./stripe/stripeProvider.js"

export const paymentTypeDefs = /* GraphQL */ `
  extend type Query {
    getStripeConfiguration: StripeConfiguration
  }

  type StripeConfiguration {
    apiKey: String
    locale: String
    appInfo: [String]
    options: StripeOptions
    elementsOptions: String
  }

  type StripeOptions {
    betas: [String]
    apiVersion: String
  }

  input StripePaymentsInput {
    payment_element: Boolean
    payment_method: String
    save_payment_method: Boolean
  }

  extend input PaymentMethodInput {
    stripe_payments: StripePaymentsInput
  }

  # Stock Magento's Braintree input, accepted (Shutter does not offer the method).
  input BraintreeInput {
    payment_method_nonce: String!
    is_active_payment_token_enabler: Boolean!
    device_data: String
  }

  extend input PaymentMethodInput {
    braintree: BraintreeInput
  }
`

/** `setPaymentMethodOnCart`'s method input, as far as the payment methods read it. */
export interface PaymentMethodInputData {
  readonly stripe_payments?: {
    readonly payment_method?: string | null
  } | null
}

/** What the cart keeps from the method input (the card's PaymentMethod id for Stripe). */
export const paymentDataOf = (
  code: string | null | undefined,
  input: PaymentMethodInputData | null | undefined,
): CartPaymentData => {
  const paymentMethod = input?.stripe_payments?.payment_method?.trim()
  return code === STRIPE_METHOD_CODE && paymentMethod ? { paymentMethodId: paymentMethod } : {}
}

const stripeOf = (context: GraphqlContext): StripeProvider | undefined =>
  context.payments.get(STRIPE_METHOD_CODE) as StripeProvider | undefined

export const paymentResolvers: DomainResolvers = {
  Query: {
    getStripeConfiguration: (_: unknown, __: unknown, context: GraphqlContext) => {
      const stripe = stripeOf(context)
      if (stripe === undefined) return null
      return {
        apiKey: stripe.options.publishableKey ?? null,
        locale: "auto",
        appInfo: [STRIPE_APP_INFO.name, STRIPE_APP_INFO.version],
        options: { betas: [], apiVersion: null },
        // The Payment Element in deferred-intent mode: the PaymentIntent is created at placeOrder.
        elementsOptions: JSON.stringify({
          mode: "payment",
          paymentMethodCreation: "manual",
          captureMethod: "manual",
          paymentMethodTypes: ["card"],
          appearance: { theme: "stripe" },
        }),
      }
    },
  },
}
