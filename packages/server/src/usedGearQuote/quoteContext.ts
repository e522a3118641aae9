// What this domain adds to every resolver's context (GraphqlContext names no domain).
import type { QuotePhotoStore } from "./quotePhotoStore.js"

declare module "../graphql/context.js" {
  interface GraphqlContext {
    /** Where used-gear quote photos are decoded and kept (files, not database rows). */
    readonly quotePhotos: QuotePhotoStore
  }
}
