import * as Context from "effect/Context"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { CartCallError } from "../cart/Cart.js"
import type { CartModel, PaymentMethod } from "../cart/cart.graphql.js"
import { Checkout, type PlacedOrder } from "../checkout/Checkout.js"
import type { GraphqlClientError, GraphqlError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import { authenticationSecretOf } from "./paymentMessages.js"
import { GetStripeConfigurationQuery } from "./payments.graphql.js"

/** How the shopper pays: an offline method, a card through Stripe, or Braintree on stock Magento. */
export type PaymentChoice =
  | { readonly kind: "offline"; readonly code: string }
  /** `paymentMethodId`: the `pm_…` Stripe.js made from the Payment Element (or a test id). */
  | { readonly kind: "stripe"; readonly paymentMethodId: string }
  /** The nonce Braintree's client SDK made (Magento's bundled PayPal_Braintree). */
  | {
      readonly kind: "braintree"
      readonly nonce: string
      readonly saveCard?: boolean
      readonly deviceData?: string
    }

/** The method codes of the choices that are not offline. */
export const STRIPE_METHOD_CODE = "stripe_payments"
export const BRAINTREE_METHOD_CODE = "braintree"

/** Stripe.js's start-up values (`getStripeConfiguration`), `elementsOptions` parsed. */
export interface StripeConfiguration {
  readonly publishableKey: string
  readonly locale: string | null
  readonly elementsOptions: Readonly<Record<string, unknown>>
}

/** What the client has to do before the order can be placed (3-D Secure with Stripe.js). */
export interface PaymentAction {
  readonly provider: "stripe"
  readonly clientSecret: string
}

/** The client-side confirmer failed, or the bank still wants the shopper after it ran. */
export class PaymentAuthenticationError extends Data.TaggedError("PaymentAuthenticationError")<{
  readonly message: string
  readonly clientSecret: string
}> {
  readonly retryable = false
}

/**
 * Completes a next action in the client: in a browser, Stripe.js `handleNextAction`; a CLI has
 * none (the default fails with `PaymentAuthenticationError`).
 */
export class PaymentConfirmer extends Context.Reference<{
  readonly confirm: (action: PaymentAction) => Effect.Effect<void, PaymentAuthenticationError>
}>("@shutter/sdk/PaymentConfirmer", {
  defaultValue: () => ({
    confirm: (action) =>
      Effect.fail(
        new PaymentAuthenticationError({
          message:
            "This card needs the cardholder's authentication, which this client cannot show.",
          clientSecret: action.clientSecret,
        }),
      ),
  }),
}) {}

const stripeConfigurationOf = (
  raw: {
    readonly apiKey?: string | null
    readonly locale?: string | null
    readonly elementsOptions?: string | null
  } | null,
): StripeConfiguration | null => {
  if (raw === null || !raw.apiKey) return null
  let elementsOptions: Record<string, unknown> = {}
  try {
    elementsOptions = JSON.parse(raw.elementsOptions ?? "{}") as Record<string, unknown>
  } catch {
    elementsOptions = {}
  }
  return { publishableKey: raw.apiKey, locale: raw.locale ?? null, elementsOptions }
}

/** Payment methods and card payments over the checkout (state lives in `Cart`). */
export class Payments extends Context.Service<
  Payments,
  {
    /** The methods the cart can be paid with (Magento's order). */
    readonly methods: () => Effect.Effect<ReadonlyArray<PaymentMethod>, CartCallError>
    /** Stripe.js's start-up values; null when the Magento has no Stripe configured. */
    readonly stripeConfiguration: () => Effect.Effect<
      StripeConfiguration | null,
      GraphqlClientError
    >
    /** Sets the method with what it needs (the card's PaymentMethod id, Braintree's nonce). */
    readonly choose: (choice: PaymentChoice) => Effect.Effect<CartModel, CartCallError>
    /**
     * Places the order; when the card needs 3-D Secure, completes it through the
     * `PaymentConfirmer` and places the order again (once). A decline fails as the server's
     * `GraphqlError` (its message is the card's), the cart left as it was.
     */
    readonly placeOrder: () => Effect.Effect<
      PlacedOrder,
      CartCallError | PaymentAuthenticationError
    >
  }
>()("@shutter/sdk/Payments") {
  static readonly layer = Layer.effect(
    Payments,
    Effect.gen(function* () {
      const gql = yield* GraphqlClient
      const checkout = yield* Checkout

      const stripeConfiguration = Effect.fn("Payments.stripeConfiguration")(function* () {
        const result = yield* gql
          .execute(GetStripeConfigurationQuery)
          .pipe(Effect.catchTag("FeatureUnavailableError", () => Effect.succeed(null)))
        return stripeConfigurationOf(result?.getStripeConfiguration ?? null)
      })

      const choose = Effect.fn("Payments.choose")(function* (choice: PaymentChoice) {
        switch (choice.kind) {
          case "offline":
            return yield* checkout.setPaymentMethod({ code: choice.code })
          case "stripe":
            return yield* checkout.setPaymentMethod({
              code: STRIPE_METHOD_CODE,
              stripe_payments: { payment_element: true, payment_method: choice.paymentMethodId },
            })
          case "braintree":
            return yield* checkout.setPaymentMethod({
              code: BRAINTREE_METHOD_CODE,
              braintree: {
                payment_method_nonce: choice.nonce,
                is_active_payment_token_enabler: choice.saveCard ?? false,
                ...(choice.deviceData !== undefined ? { device_data: choice.deviceData } : {}),
              },
            })
        }
      })

      const placeOrder = Effect.fn("Payments.placeOrder")(function* () {
        const first = yield* checkout.placeOrder().pipe(
          Effect.map((order) => ({ order, clientSecret: null as string | null })),
          Effect.catchTag("GraphqlError", (error) => {
            const clientSecret = authenticationSecretOf(error.message)
            return clientSecret === null
              ? Effect.fail(error)
              : Effect.succeed({ order: null, clientSecret })
          }),
        )
        if (first.order !== null) return first.order
        const clientSecret = first.clientSecret ?? ""
        const confirmer = yield* PaymentConfirmer
        yield* confirmer.confirm({ provider: "stripe", clientSecret })
        return yield* checkout.placeOrder().pipe(
          Effect.catchTag(
            "GraphqlError",
            (error): Effect.Effect<never, GraphqlError | PaymentAuthenticationError> =>
              authenticationSecretOf(error.message) === null
                ? Effect.fail(error)
                : Effect.fail(
                    new PaymentAuthenticationError({
                      message: "The card's authentication was not completed. Please try again.",
                      clientSecret,
                    }),
                  ),
          ),
        )
      })

      return Payments.of({
        methods: () => checkout.paymentMethods(),
        stripeConfiguration,
        choose,
        placeOrder,
      })
    }),
  )
}
