// What this domain adds to every resolver's context (GraphqlContext names no domain).
import type { PaymentProviders } from "./paymentProvider.js"

declare module "../graphql/context.js" {
  interface GraphqlContext {
    /** The payment providers by method code (offline ones, and Stripe when configured). */
    readonly payments: PaymentProviders
  }
}
