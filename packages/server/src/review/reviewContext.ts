// What this domain adds to every resolver's context (GraphqlContext names no domain).
import type { ReviewOptions } from "./reviewOptions.js"

declare module "../graphql/context.js" {
  interface GraphqlContext {
    /** Server-wide review settings (override the store views' config). */
    readonly reviews: ReviewOptions
  }
}
