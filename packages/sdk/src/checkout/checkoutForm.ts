import type { AvailableShippingMethod, PaymentMethod } from "../cart/cart.graphql.js"

// The defaults a checkout picks without asking: the cheapest shipping method, the first offline
// payment method. (Form validation is addressValidation.ts.)

/** The cheapest available shipping method (first one on a tie), or undefined. */
export const cheapestShippingMethod = (
  methods: ReadonlyArray<AvailableShippingMethod | null>,
): AvailableShippingMethod | undefined =>
  methods
    .filter((m): m is AvailableShippingMethod => m?.available === true)
    .reduce<AvailableShippingMethod | undefined>(
      (best, m) =>
        best === undefined || (m.amount.value ?? 0) < (best.amount.value ?? 0) ? m : best,
      undefined,
    )

/** Magento's offline payment methods (no card or redirect needed). */
export const OFFLINE_PAYMENT_METHODS: ReadonlyArray<string> = [
  "checkmo",
  "banktransfer",
  "cashondelivery",
  "purchaseorder",
  "free",
]

/** The first offered offline payment method, or undefined. */
export const firstOfflinePaymentMethod = (
  methods: ReadonlyArray<PaymentMethod | null>,
): PaymentMethod | undefined =>
  methods.find((m): m is PaymentMethod => m !== null && OFFLINE_PAYMENT_METHODS.includes(m.code))

/** `carrier_method` (Magento's shipping method code) of a method. */
export const shippingMethodCode = (
  method: Pick<AvailableShippingMethod, "carrier_code" | "method_code">,
): string => `${method.carrier_code}_${method.method_code ?? ""}`
