// The payment provider port as the order lifecycle calls it (capture at invoice, void at
// cancel, refund online at a credit memo), and the offline providers' behaviour when none is
// configured for a method: money moved outside the shop, nothing to call.
export interface OrderPayment {
  readonly orderId: number
  readonly method: string
  readonly currency: string
  readonly reference: string | null
}
export interface PaymentProvider {
  readonly code: string
  readonly title: string
  readonly online: boolean
  capture(payment: OrderPayment, amountMinor: number): Promise<{ transactionId: string | null }>
  void(payment: OrderPayment): Promise<void>
  refund(
    payment: OrderPayment,
    amountMinor: number,
    idempotencyKey: string,
  ): Promise<{ refundId: string | null }>
}
export interface PaymentProviders {
  get(code: string): PaymentProvider | undefined
}

const offline = (code: string): PaymentProvider => ({
  code,
  title: code,
  online: false,
  capture: async () => ({ transactionId: null }),
  void: async () => {},
  refund: async () => ({ refundId: null }),
})

/** The provider of a method; an offline one for methods without a provider (checkmo, free). */
export const providerFor = (providers: PaymentProviders | undefined, method: string) =>
  providers?.get(method) ?? offline(method)
