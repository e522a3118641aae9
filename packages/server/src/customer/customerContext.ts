// What this domain adds to every resolver's context (GraphqlContext names no domain).
import type { ResolvedAccountOptions } from "./accountOptions.js"

declare module "../graphql/context.js" {
  interface GraphqlContext {
    /** Token lifetime, lockout and reset limits. */
    readonly accounts: ResolvedAccountOptions
  }
}
