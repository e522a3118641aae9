import * as Data from "effect/Data"
import type { AccountAction } from "./accountState.js"

/**
 * An account action the server refused (wrong password, e-mail taken, weak password, expired
 * reset token…): `message` is the server's messages joined by commas (spec §8), `messages` each.
 */
export class AccountError extends Data.TaggedError("AccountError")<{
  readonly action: AccountAction
  readonly message: string
  readonly messages: ReadonlyArray<string>
  /** Magento's `extensions.category` of the first error, e.g. `graphql-authentication`. */
  readonly category: string | undefined
}> {
  readonly retryable = false
}

/** A customer-only call (addresses, orders, profile) without a customer token; nothing is sent. */
export class NotSignedInError extends Data.TaggedError("NotSignedInError")<{
  readonly message: string
}> {
  readonly retryable = false
}

export const notSignedIn = () => new NotSignedInError({ message: "No customer is signed in" })
