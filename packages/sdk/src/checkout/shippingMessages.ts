import { Data } from "effect"

// Spec §8 "Defined texts" for shipping methods (the wording of Vue Storefront's Magento theme,
// which the spec's catalogue paraphrases).
export const NO_SHIPPING_METHODS_MESSAGE =
  "There are no shipping methods available for this country. We are sorry, please try with a different country or later."
export const SHIPPING_METHODS_FETCH_FAILED_MESSAGE =
  "There was some error while trying to fetch shipping methods. We are sorry, please try with different shipping details."
export const SHIPPING_METHOD_SELECT_FAILED_MESSAGE =
  "There was some error while trying to select this shipping method. We are sorry, please try with different shipping method."

/** No shipping method for the address, or fetching / selecting one failed. */
export class ShippingMethodError extends Data.TaggedError("ShippingMethodError")<{
  readonly reason: "unavailable" | "fetch" | "select"
  readonly message: string
  readonly cause?: unknown
}> {
  readonly retryable = false
}
