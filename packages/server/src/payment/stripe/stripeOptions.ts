// How the server reaches Stripe: `SHUTTER_STRIPE_*` in main.ts, `stripe` in startServer's options.
import Stripe from "stripe"

export const STRIPE_METHOD_CODE = "stripe_payments"
/** The title Stripe's module gives the method at the checkout. */
export const STRIPE_METHOD_TITLE = "Credit or debit card"

/** Who calls Stripe (sent with every request; `getStripeConfiguration` hands it to Stripe.js). */
export const STRIPE_APP_INFO = { name: "Shutter", version: "0.1.0" } as const

export interface StripeOptions {
  /** `sk_…`: without it the card method is not offered. */
  readonly secretKey: string
  /** `pk_…`: handed to Stripe.js by `getStripeConfiguration`. */
  readonly publishableKey?: string
  /** `whsec_…`: verifies `/stripe/webhook` deliveries; without it webhooks are refused. */
  readonly webhookSecret?: string
  /**
   * Base URL of a Stripe-compatible API (tests and local runs); default https://api.stripe.com.
   * Its protocol, host and port become the client's.
   */
  readonly apiBase?: string
  /**
   * `automatic` (default): the card is charged when the order is placed. `manual`: the order
   * authorises the card and its invoice captures it.
   */
  readonly capture?: "automatic" | "manual"
}

/** The official client, pointed at `apiBase` when one is given. */
export const stripeClient = (options: StripeOptions): Stripe => {
  const base = options.apiBase ? new URL(options.apiBase) : undefined
  const protocol = base?.protocol === "http:" ? "http" : "https"
  return new Stripe(options.secretKey, {
    ...(base !== undefined
      ? {
          host: base.hostname,
          port: base.port !== "" ? Number(base.port) : protocol === "http" ? 80 : 443,
          protocol,
        }
      : {}),
    appInfo: STRIPE_APP_INFO,
    // One retry on a dropped connection; the client sends an idempotency key with it.
    maxNetworkRetries: 1,
    timeout: 30_000,
  })
}
