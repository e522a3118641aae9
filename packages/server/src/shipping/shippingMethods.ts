import type { ShippingRate } from "./shippingRepository.js"

// Carriers that honour a cart rule's free shipping (Magento's flatrate, freeshipping, tablerate).
const FREE_SHIPPING_CARRIERS = new Set(["flatrate", "freeshipping"])

export interface QuotedShippingMethod {
  readonly carrierCode: string
  readonly methodCode: string
  readonly carrierTitle: string
  readonly methodTitle: string
  readonly amount: number
}

/**
 * The methods a shipping address can use: every rate, except those whose minimum the shippable
 * subtotal after discount has not reached (free shipping from $100, `>=` as Magento's
 * freeshipping carrier compares); a free-shipping coupon zeroes the carriers that honour it.
 */
export const quoteShippingMethods = (
  rates: readonly ShippingRate[],
  shippableSubtotalAfterDiscount: number,
  freeShipping: boolean,
): QuotedShippingMethod[] =>
  rates
    .filter((r) => r.minSubtotal === null || shippableSubtotalAfterDiscount >= r.minSubtotal)
    .map((r) => ({
      carrierCode: r.carrierCode,
      methodCode: r.methodCode,
      carrierTitle: r.carrierTitle,
      methodTitle: r.methodTitle,
      amount: freeShipping && FREE_SHIPPING_CARRIERS.has(r.carrierCode) ? 0 : r.price,
    }))
