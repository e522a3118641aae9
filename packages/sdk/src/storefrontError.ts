// The facade's rejections as one union, told apart without importing Effect or the classes.
import type {
  CartUnavailableError,
  CartUserError,
  QuantityNotSentError,
  UnsupportedProductTypeError,
  VariantNotSelectedError,
  WarrantyPayloadError,
} from "./cart/cartErrors.js"
import type { NotFoundError, UnknownFilterError } from "./catalog/catalogErrors.js"
import type { ShippingMethodError } from "./checkout/shippingMessages.js"
import type { AccountError, NotSignedInError } from "./customer/customerErrors.js"
import type { FeatureUnavailableError } from "./graphql/capabilities.js"
import type {
  GraphqlAuthorizationError,
  GraphqlError,
  HttpError,
  RateLimitedError,
  TransportError,
} from "./graphql/errors.js"
import type { NewsletterError } from "./newsletter/Newsletter.js"
import type { OrderNotFoundError } from "./orders/Orders.js"
import type { PaymentAuthenticationError } from "./payments/Payments.js"
import type { QuoteNotFoundError, QuoteRejectedError } from "./quotes/Quotes.js"
import type { ReCaptchaError } from "./recaptcha/recaptchaErrors.js"
import type { UnknownMiddlewareError } from "./routing/guards.js"
import type { UnknownStoreError } from "./store/Store.js"
import type {
  UnsupportedWishlistProductTypeError,
  WishlistCartError,
  WishlistItemNotFoundError,
  WishlistUserError,
} from "./wishlist/wishlistErrors.js"

/** A call's `signal` was aborted before it finished: the call was interrupted. */
export class CallAbortedError extends Error {
  readonly _tag = "CallAbortedError"
  readonly retryable = false
  /** The signal's `reason`. */
  readonly reason: unknown
  constructor(reason: unknown) {
    super("The call was aborted")
    this.name = "CallAbortedError"
    this.reason = reason
  }
}

/**
 * Everything a Promise-facade method rejects with (besides a bug): the tagged error instance
 * itself, so `switch (error._tag)` narrows it. Each carries `retryable` and a `message`.
 */
export type StorefrontError =
  | TransportError
  | HttpError
  | RateLimitedError
  | GraphqlError
  | GraphqlAuthorizationError
  | FeatureUnavailableError
  | NotFoundError
  | UnknownFilterError
  | UnknownMiddlewareError
  | UnknownStoreError
  | CartUserError
  | UnsupportedProductTypeError
  | VariantNotSelectedError
  | CartUnavailableError
  | QuantityNotSentError
  | WarrantyPayloadError
  | ShippingMethodError
  | AccountError
  | NotSignedInError
  | OrderNotFoundError
  | PaymentAuthenticationError
  | WishlistUserError
  | WishlistCartError
  | WishlistItemNotFoundError
  | UnsupportedWishlistProductTypeError
  | NewsletterError
  | QuoteRejectedError
  | QuoteNotFoundError
  | ReCaptchaError
  | CallAbortedError

export type StorefrontErrorTag = StorefrontError["_tag"]

// A record over the union's tags: adding an error to the union without its tag here fails tsc.
const TAGS: Readonly<Record<StorefrontErrorTag, true>> = {
  TransportError: true,
  HttpError: true,
  RateLimitedError: true,
  GraphqlError: true,
  GraphqlAuthorizationError: true,
  FeatureUnavailableError: true,
  NotFoundError: true,
  UnknownFilterError: true,
  UnknownMiddlewareError: true,
  UnknownStoreError: true,
  CartUserError: true,
  UnsupportedProductTypeError: true,
  VariantNotSelectedError: true,
  CartUnavailableError: true,
  QuantityNotSentError: true,
  WarrantyPayloadError: true,
  PaymentAuthenticationError: true,
  ShippingMethodError: true,
  AccountError: true,
  NotSignedInError: true,
  OrderNotFoundError: true,
  WishlistUserError: true,
  WishlistCartError: true,
  WishlistItemNotFoundError: true,
  UnsupportedWishlistProductTypeError: true,
  NewsletterError: true,
  QuoteRejectedError: true,
  QuoteNotFoundError: true,
  ReCaptchaError: true,
  CallAbortedError: true,
}

/** Every tag of `StorefrontError`. */
export const STOREFRONT_ERROR_TAGS = Object.keys(TAGS) as ReadonlyArray<StorefrontErrorTag>

/**
 * Whether a rejection is one of the storefront's tagged errors (and not a bug).
 *
 * @example
 * try {
 *   await storefront.cart.applyCoupon({ code })
 * } catch (error) {
 *   if (!isStorefrontError(error)) throw error
 *   if (error._tag === "TransportError") retryLater()
 * }
 */
export const isStorefrontError = (error: unknown): error is StorefrontError =>
  error instanceof Error &&
  Object.hasOwn(TAGS, (error as { readonly _tag?: unknown })._tag as PropertyKey)
