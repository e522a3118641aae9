import * as Data from "effect/Data"

// The error that carries the shipping-method texts of checkoutRules.ts.

/** No shipping method for the address, or fetching / selecting one failed. */
export class ShippingMethodError extends Data.TaggedError("ShippingMethodError")<{
  readonly reason: "unavailable" | "fetch" | "select"
  readonly message: string
  readonly cause?: unknown
}> {
  readonly retryable = false
}
