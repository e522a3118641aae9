// What a shopper reads when the shop refuses a call for now (Magento's
// `graphql-too-many-requests`, whose own text is a bare "Too Many Requests", or HTTP 429): what
// happened and when to try again. The waits are the server's default windows (its
// rateLimitRules); a `Retry-After` the server sent wins.

/** Magento's category of a GraphQlTooManyRequestsException. */
export const TOO_MANY_REQUESTS_CATEGORY = "graphql-too-many-requests"

const MINUTE = "a minute"
const TEN_MINUTES = "10 minutes"
const HOUR = "an hour"

/** Per refused field: what happened, and how long until it works again. */
const REFUSALS: Readonly<Record<string, readonly [what: string, wait: string]>> = {
  createCustomer: ["Too many accounts have been created from your network recently.", HOUR],
  createCustomerV2: ["Too many accounts have been created from your network recently.", HOUR],
  generateCustomerToken: ["Too many sign-in attempts have failed.", TEN_MINUTES],
  requestPasswordResetEmail: ["Too many password reset e-mails have been requested.", HOUR],
  resetPassword: ["Too many attempts to set a new password have failed.", TEN_MINUTES],
  placeOrder: ["Too many orders have been placed in the last minute.", MINUTE],
  guestOrder: ["Too many order look-ups have failed.", HOUR],
  createProductReview: ["Many reviews have been sent from your network in the last hour.", HOUR],
  applyCouponToCart: ["Too many coupon codes have been tried.", TEN_MINUTES],
  amastyApplyCouponToCart: ["Too many coupon codes have been tried.", TEN_MINUTES],
  createEmptyCart: ["Too many carts have been started from your network.", TEN_MINUTES],
  createGuestCart: ["Too many carts have been started from your network.", TEN_MINUTES],
  shareWishlist: ["Wish lists have been shared many times in the last hour.", HOUR],
  submitUsedGearQuote: ["Many quote requests have been sent in the last hour.", HOUR],
  usedGearQuote: ["Too many quote look-ups have failed.", HOUR],
  subscribeProductAlert: ["Many product alerts have been set in the last hour.", HOUR],
  subscribeEmailToNewsletter: ["Too many newsletter sign-ups have been sent recently.", HOUR],
  contactUs: ["Many messages have been sent in the last hour.", HOUR],
}

const ANY: readonly [string, string] = [
  "The shop has had too many requests from you.",
  "a few minutes",
]

/** A `Retry-After` in words, rounded up: "30 seconds", "a minute", "5 minutes", "2 hours". */
const waitOf = (ms: number): string => {
  const seconds = Math.max(1, Math.ceil(ms / 1000))
  if (seconds < 60) return seconds === 1 ? "a second" : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 60) return minutes === 1 ? MINUTE : `${minutes} minutes`
  const hours = Math.ceil(minutes / 60)
  return hours === 1 ? HOUR : `${hours} hours`
}

/**
 * The sentence for a refusal of `field` (the mutation or query refused):
 * "Too many accounts have been created from your network recently. Please try again in an hour."
 */
export const rateLimitText = (field: string, retryAfterMs?: number): string => {
  const [what, wait] = REFUSALS[field] ?? ANY
  return `${what} Please try again in ${retryAfterMs === undefined ? wait : waitOf(retryAfterMs)}.`
}

interface Detail {
  readonly message: string
  readonly path?: ReadonlyArray<string | number> | undefined
  readonly category?: string | undefined
}

interface ClientErrorFields {
  readonly _tag?: string
  readonly message?: string
  readonly status?: number
  readonly category?: string
  readonly operationName?: string
  readonly retryAfterMs?: number
  readonly errors?: ReadonlyArray<Detail>
}

const fieldOf = (detail: Detail | undefined, operationName: string | undefined): string => {
  const first = detail?.path?.[0]
  return typeof first === "string" ? first : (operationName ?? "")
}

/**
 * The GraphQL client's failure with every rate-limit refusal's text replaced by
 * `rateLimitText` (the error's class, tag and other fields kept); any other failure as it is.
 */
export const withRateLimitText = <E>(error: E): E => {
  if (typeof error !== "object" || error === null) return error
  const e = error as ClientErrorFields
  const details = e.errors ?? []
  const refused = details.find((d) => d.category === TOO_MANY_REQUESTS_CATEGORY)
  const whole =
    e._tag === "RateLimitedError" ||
    (e._tag === "HttpError" && e.status === 429) ||
    e.category === TOO_MANY_REQUESTS_CATEGORY
  if (!whole && refused === undefined) return error
  const text = (detail: Detail | undefined) =>
    rateLimitText(fieldOf(detail, e.operationName), e.retryAfterMs)
  const errors = details.map((d) =>
    d.category === TOO_MANY_REQUESTS_CATEGORY ? { ...d, message: text(d) } : d,
  )
  const first = details[0]
  const message =
    whole || first?.category === TOO_MANY_REQUESTS_CATEGORY
      ? text(refused ?? first)
      : (e.message ?? "")
  const Class = error.constructor as new (fields: object) => E
  return new Class({ ...error, message, ...(e.errors === undefined ? {} : { errors }) })
}
