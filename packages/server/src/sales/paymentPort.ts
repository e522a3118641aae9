// The payment provider port as the order lifecycle calls it (capture at invoice, void at
// cancel, refund online at a credit memo). A method without a provider moved its money outside
// the shop: nothing to call.
import { offlineProvider } from "../payment/offlineProviders.js"
import type { PaymentProvider, PaymentProviders } from "../payment/paymentProvider.js"

export type { OrderPayment, PaymentProvider, PaymentProviders } from "../payment/paymentProvider.js"

/** The provider of a method; an offline one for methods without a provider. */
export const providerFor = (
  providers: PaymentProviders | undefined,
  method: string,
): PaymentProvider => providers?.get(method) ?? offlineProvider(method, method)
