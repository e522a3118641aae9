import type { ConfirmationStatus } from "./customer.graphql.js"

/** The signed-in customer (spec §3 Customer), as the facade returns it. */
export interface CustomerProfile {
  readonly email: string
  readonly firstname: string
  readonly lastname: string
  readonly middlename: string | null
  readonly prefix: string | null
  readonly suffix: string | null
  readonly dateOfBirth: string | null
  readonly gender: number | null
  readonly taxvat: string | null
  readonly isSubscribed: boolean
  /** Ids of the default billing/shipping addresses (Magento sends them as text). */
  readonly defaultBillingId: number | null
  readonly defaultShippingId: number | null
  /** Known only where Magento 2.4.7's `confirmation_status` is served. */
  readonly confirmationStatus: ConfirmationStatus | null
}

/** Spec §3 client state "customer": whether a customer is signed in, and who. */
export interface CustomerSession {
  /** A customer token is held (at startup: the token cookie is there). */
  readonly signedIn: boolean
  /** Loaded by sign-in or `load`; null while unknown or signed out. */
  readonly customer: CustomerProfile | null
}

export const SIGNED_OUT: CustomerSession = { signedIn: false, customer: null }

/**
 * Spec §4 "user sent home": the UI navigates home when a new request appears (each has its own
 * id). `unauthorized`: an authorization failure signed the customer out; `password-reset`: a
 * password reset completed or failed.
 */
export interface HomeRequest {
  readonly id: number
  readonly reason: "unauthorized" | "password-reset"
}
