// What this domain adds to every resolver's context (GraphqlContext names no domain).
import type { DisplayCurrency } from "./displayCurrency.js"
import type { StoreView } from "./storeRepository.js"

declare module "../graphql/context.js" {
  interface GraphqlContext {
    /** The store view the request selected. */
    readonly store: StoreView
    /**
     * The currency catalogue prices are shown in (Content-Currency or the view's default display
     * currency) with its rate from the base currency; absent: the base currency.
     */
    readonly displayCurrency?: DisplayCurrency
  }
}
