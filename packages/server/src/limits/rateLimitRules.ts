// Which operations are rate-limited, by whom and how much: one row per GraphQL root field.
// A row whose field the schema does not have yet (createGuestCart, newsletter, contact form)
// applies as soon as a resolver for that field exists.

/** `limit` per `periodSeconds`, counted in a sliding window (Magento's backpressure). */
export interface Allowance {
  readonly limit: number
  readonly periodSeconds: number
}

export interface RateLimitRule {
  /**
   * "every": each call counts and the call over the limit is refused (abuse of a form);
   * "failures": only calls that fail with a client error count, and once the limit is reached
   * every further call is refused until the window slides (guessing codes, numbers, passwords).
   */
  readonly count: "every" | "failures"
  /**
   * The counter's name when several operations do one thing (`createEmptyCart` and
   * `createGuestCart` both create a cart): rows naming one counter count together, so the
   * limit cannot be doubled by alternating between them. Default: the operation's name.
   */
  readonly counter?: string
  /** Per client IP address (IPv6: per /64). */
  readonly ip?: Allowance
  /** Per signed-in customer, when the request has one. */
  readonly customer?: Allowance
  /** Per value of one argument (an order number, an e-mail), whoever sends it. */
  readonly argument?: Allowance & {
    /** Dotted path in the field's arguments, e.g. `input.number`. */
    readonly path: string
  }
}

export type RateLimitRules = Readonly<Record<string, RateLimitRule>>

const minute = 60
const tenMinutes = 10 * minute
const hour = 60 * minute

/** The defaults. Magento's own values where Magento has them (noted). */
export const DEFAULT_RATE_LIMITS: RateLimitRules = {
  // Magento sales/backpressure: 10 per customer, 50 per guest (IP), per 60 s.
  placeOrder: {
    count: "every",
    ip: { limit: 50, periodSeconds: minute },
    customer: { limit: 10, periodSeconds: minute },
  },
  guestOrder: {
    count: "failures",
    ip: { limit: 10, periodSeconds: tenMinutes },
    argument: { path: "input.number", limit: 10, periodSeconds: hour },
  },
  createProductReview: {
    count: "every",
    ip: { limit: 10, periodSeconds: hour },
    customer: { limit: 10, periodSeconds: hour },
  },
  applyCouponToCart: {
    count: "failures",
    ip: { limit: 10, periodSeconds: tenMinutes },
    customer: { limit: 10, periodSeconds: tenMinutes },
  },
  // Amasty's list skips a code that cannot apply instead of failing: every call counts.
  amastyApplyCouponToCart: {
    count: "every",
    ip: { limit: 20, periodSeconds: tenMinutes },
    customer: { limit: 20, periodSeconds: tenMinutes },
  },
  // A cart per shopper and visit (a new one after an order). 100 in 10 minutes from one address
  // leaves room for a carrier-grade NAT or an office of shoppers starting carts together, and
  // stops a script filling the quote table (Magento keeps guest quotes for 30 days).
  // A signed-in customer's call answers their active cart: no per-customer row.
  createEmptyCart: {
    count: "every",
    counter: "createCart",
    ip: { limit: 100, periodSeconds: tenMinutes },
  },
  createGuestCart: {
    count: "every",
    counter: "createCart",
    ip: { limit: 100, periodSeconds: tenMinutes },
  },
  // Accounts: the per-account and per-e-mail protections are Magento's own and answer with
  // Magento's messages, in src/customer (server option `accounts`): lockout after 10 wrong
  // passwords, 6 failed token requests per e-mail per 30 min, 5 reset e-mails per address per
  // 10 min. These rows add what Magento leaves out, one address trying many accounts, and are
  // not counted again per e-mail here.
  generateCustomerToken: { count: "failures", ip: { limit: 30, periodSeconds: tenMinutes } },
  requestPasswordResetEmail: { count: "every", ip: { limit: 10, periodSeconds: hour } },
  resetPassword: { count: "failures", ip: { limit: 10, periodSeconds: tenMinutes } },
  createCustomerV2: {
    count: "every",
    counter: "createCustomer",
    ip: { limit: 30, periodSeconds: hour },
  },
  createCustomer: {
    count: "every",
    counter: "createCustomer",
    ip: { limit: 30, periodSeconds: hour },
  },
  // Each call mails up to 10 addresses (Magento caps a list at 10 in all).
  shareWishlist: {
    count: "every",
    ip: { limit: 10, periodSeconds: hour },
    customer: { limit: 10, periodSeconds: hour },
  },
  // Used-gear quotes: a form with photos (several MB a request), and a lookup by reference and
  // e-mail that must not be a way to guess references.
  submitUsedGearQuote: {
    count: "every",
    ip: { limit: 5, periodSeconds: hour },
    customer: { limit: 5, periodSeconds: hour },
  },
  usedGearQuote: {
    count: "failures",
    ip: { limit: 10, periodSeconds: tenMinutes },
    argument: { path: "input.number", limit: 10, periodSeconds: hour },
  },
  // Product alerts are a signed-in customer's: a page of products an hour is plenty.
  subscribeProductAlert: {
    count: "every",
    ip: { limit: 60, periodSeconds: hour },
    customer: { limit: 30, periodSeconds: hour },
  },
  // Every subscription mails the address: 3 an hour per address, 10 per client address.
  subscribeEmailToNewsletter: {
    count: "every",
    ip: { limit: 10, periodSeconds: hour },
    argument: { path: "email", limit: 3, periodSeconds: hour },
  },
  // Operations to come: they apply as soon as a resolver of that name exists.
  contactUs: {
    count: "every",
    ip: { limit: 5, periodSeconds: hour },
    customer: { limit: 5, periodSeconds: hour },
  },
}

export type Dimension = "ip" | "customer" | "argument"

/** Overrides per operation and dimension; a limit of 0 turns that dimension off. */
export type RateLimitOverrides = Readonly<
  Record<string, Partial<Record<Dimension, Allowance | { readonly limit: 0 }>>>
>

/** The defaults with `overrides` laid over them. */
export const resolveRateLimits = (overrides: RateLimitOverrides = {}): RateLimitRules =>
  Object.fromEntries(
    Object.entries(DEFAULT_RATE_LIMITS).map(([field, rule]) => {
      const override = overrides[field] ?? {}
      const merged: Record<string, unknown> = { ...rule }
      for (const dimension of ["ip", "customer", "argument"] as const) {
        const value = override[dimension]
        if (value === undefined) continue
        if (value.limit === 0) delete merged[dimension]
        else merged[dimension] = { ...(rule[dimension] ?? {}), ...value }
      }
      return [field, merged as unknown as RateLimitRule]
    }),
  )

/**
 * Reads `SHUTTER_RATE_LIMIT_<FIELD>` values such as `ip=50/60,customer=10/60` (limit/seconds;
 * `ip=0` turns the IP limit off). The field is the operation's name in upper snake case
 * (`placeOrder` → `SHUTTER_RATE_LIMIT_PLACE_ORDER`). Throws on a malformed value.
 */
export const rateLimitOverridesFromEnv = (
  env: Readonly<Record<string, string | undefined>>,
): RateLimitOverrides => {
  const overrides: Record<string, Partial<Record<Dimension, Allowance | { limit: 0 }>>> = {}
  for (const field of Object.keys(DEFAULT_RATE_LIMITS)) {
    const name = `SHUTTER_RATE_LIMIT_${field.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toUpperCase()}`
    const raw = env[name]?.trim()
    if (raw === undefined || raw === "") continue
    const entry: Partial<Record<Dimension, Allowance | { limit: 0 }>> = {}
    for (const part of raw.split(",")) {
      const match = part.trim().match(/^(ip|customer|argument)=(\d+)(?:\/(\d+))?$/)
      if (match === null || (match[2] !== "0" && match[3] === undefined))
        throw new Error(`Invalid ${name}: ${raw} (expected e.g. ip=50/60,customer=10/60)`)
      const dimension = match[1] as Dimension
      const limit = Number(match[2])
      entry[dimension] = limit === 0 ? { limit: 0 } : { limit, periodSeconds: Number(match[3]) }
    }
    overrides[field] = entry
  }
  return overrides
}
