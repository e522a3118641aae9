import * as Data from "effect/Data"
import type { CartUserInputError } from "./cart.graphql.js"

export type CartUserErrorCode = CartUserInputError["code"]

/** The first `user_errors` entry of an add-to-cart (spec §8), shown as a danger toast too. */
export class CartUserError extends Data.TaggedError("CartUserError")<{
  readonly code: CartUserErrorCode
  readonly message: string
  /** Every user error the server returned. */
  readonly errors: ReadonlyArray<CartUserInputError>
}> {
  readonly retryable = false
}

/** Spec §5: 'Product Type {type} not supported in add to cart yet'. */
export class UnsupportedProductTypeError extends Data.TaggedError("UnsupportedProductTypeError")<{
  readonly productType: string
  readonly message: string
}> {
  readonly retryable = false
}

/** Spec §5: a configurable product may be added only when a variant is selected. */
export class VariantNotSelectedError extends Data.TaggedError("VariantNotSelectedError")<{
  readonly sku: string
  readonly message: string
}> {
  readonly retryable = false
}

/** The server answered a cart call without a cart (and without errors). */
export class CartUnavailableError extends Data.TaggedError("CartUnavailableError")<{
  readonly cartId: string | undefined
  readonly message: string
}> {
  readonly retryable = false
}

/**
 * A quantity change that was not sent: a later change to the same line within the debounce
 * window replaced it (`superseded`; that one is sent), or the quantity is not above 0.
 */
export class QuantityNotSentError extends Data.TaggedError("QuantityNotSentError")<{
  readonly uid: string
  readonly reason: "superseded" | "not-positive"
  readonly message: string
}> {
  readonly retryable = false
}

/**
 * The warranty provider answered 2xx with a body that is not what its API promises (not JSON, or
 * an offers list / lead of the wrong shape). `issue` says where the body differs.
 */
export class WarrantyPayloadError extends Data.TaggedError("WarrantyPayloadError")<{
  readonly operationName: "warrantyOffers" | "warrantyLead"
  readonly issue: string
  readonly message: string
}> {
  readonly retryable = false
}
