// What this domain adds to every resolver's context (GraphqlContext names no domain).
import type { MailDelivery } from "./mailDelivery.js"

declare module "../graphql/context.js" {
  interface GraphqlContext {
    /** Delivers queued mail; call `deliverSoon()` once a transaction that queued mail commits. */
    readonly mail: Pick<MailDelivery, "deliverSoon">
  }
}
