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

/**
 * The method to preselect once an address is saved: none while the selected one is still
 * offered, else the cheapest available one.
 */
export const shippingMethodToPreselect = (
  address: {
    readonly available_shipping_methods: ReadonlyArray<AvailableShippingMethod | null> | null
    readonly selected_shipping_method: Pick<
      AvailableShippingMethod,
      "carrier_code" | "method_code"
    > | null
  } | null,
): AvailableShippingMethod | undefined => {
  if (address === null) return undefined
  const offered = address.available_shipping_methods ?? []
  const selected = address.selected_shipping_method
  const stillOffered =
    selected !== null &&
    offered.some(
      (m) =>
        m?.available === true &&
        m.carrier_code === selected.carrier_code &&
        m.method_code === selected.method_code,
    )
  return stillOffered ? undefined : cheapestShippingMethod(offered)
}

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

// Method titles Magento's offline carriers ship with, which say nothing beyond the carrier's
// title (flatrate's "Fixed", freeshipping's "Free").
const GENERIC_METHOD_TITLES: ReadonlySet<string> = new Set(["fixed", "free"])

/**
 * A shipping method as a shopper reads it: the carrier's title ("Flat Rate", "Free Shipping"),
 * followed by the method's when it adds something ("Express Shipping – Next Business Day").
 */
export const shippingMethodTitle = (
  method: Pick<AvailableShippingMethod, "carrier_title" | "method_title">,
): string => {
  const carrier = method.carrier_title.trim()
  const title = (method.method_title ?? "").trim()
  if (carrier === "") return title
  return title === "" || GENERIC_METHOD_TITLES.has(title.toLowerCase()) || title === carrier
    ? carrier
    : `${carrier} – ${title}`
}

/** `carrier_method` (Magento's shipping method code) of a method. */
export const shippingMethodCode = (
  method: Pick<AvailableShippingMethod, "carrier_code" | "method_code">,
): string => `${method.carrier_code}_${method.method_code ?? ""}`
