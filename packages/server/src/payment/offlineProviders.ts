import type { PaymentProvider, PaymentProviders } from "./paymentProvider.js"

/** A method where no money moves through us: every step is a no-op the order records. */
export const offlineProvider = (code: string, title: string): PaymentProvider => ({
  code,
  title,
  online: false,
  capture: async () => ({ transactionId: null }),
  void: async () => {},
  refund: async () => ({ refundId: null }),
  authorize: async () => ({ reference: null, state: "offline" }),
  release: async () => {},
  settle: async () => "offline",
})

/** Magento's offline methods (Magento_OfflinePayments and the zero-subtotal `free`). */
export const OFFLINE_PROVIDERS: readonly PaymentProvider[] = [
  offlineProvider("checkmo", "Check / Money order"),
  offlineProvider("banktransfer", "Bank Transfer Payment"),
  offlineProvider("cashondelivery", "Cash On Delivery"),
  offlineProvider("purchaseorder", "Purchase Order"),
  offlineProvider("free", "No Payment Information Required"),
]

/** The registry: the configured online providers, then the offline ones. */
export const paymentProviders = (online: readonly PaymentProvider[] = []): PaymentProviders => {
  const byCode = new Map<string, PaymentProvider>()
  for (const provider of [...OFFLINE_PROVIDERS, ...online]) byCode.set(provider.code, provider)
  return { get: (code) => byCode.get(code), online }
}
