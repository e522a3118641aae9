// What this domain adds to every resolver's context (GraphqlContext names no domain).
import type { CacheTagCollector } from "./cacheTags.js"

declare module "../graphql/context.js" {
  interface GraphqlContext {
    /** Present while a cacheable GET query runs: the entities its answer contains. */
    readonly cacheTags?: CacheTagCollector
  }
}
