import type { StoreConfig, Storefront } from "@shutter/sdk"
import { createContext, type ReactNode, useState } from "react"
import { ref } from "valtio"
import { type AccountStore, createAccountStore } from "./accountStore.js"
import { createQueryStore, type QueryStore } from "./queryStore.js"
import { createShoppingStore, type ShoppingStore } from "./shoppingStore.js"
import { createStoreConfigStore, type StoreConfigStore } from "./storeConfigStore.js"

export interface StorefrontContextValue {
  readonly storefront: Storefront
  readonly storeConfig: StoreConfigStore
  /** Catalogue, content and routing reads (and mutation states), keyed by call. */
  readonly queries: QueryStore
  /** Cart, cart sidebar, removal confirmation, cart status and notifications. */
  readonly shopping: ShoppingStore
  /** The customer session, home requests and account action status. */
  readonly account: AccountStore
}

export const StorefrontContext = createContext<StorefrontContextValue | undefined>(undefined)

export interface StorefrontProviderProps {
  /** From `createStorefront(...)`; the provider does not dispose it. */
  readonly storefront: Storefront
  /** Overrides the 200 ms loading-display delay (spec §9), e.g. 0 in tests. */
  readonly loadingDelayMs?: number
  /**
   * A query store made by the caller: on the server one with `serverRender` (the renderer
   * reads and dehydrates it), in the browser one pre-filled with the server's entries.
   */
  readonly queries?: QueryStore
  /** The store config the server rendered with, so the client does not load it again. */
  readonly initialStoreConfig?: StoreConfig
  readonly children?: ReactNode
}

const storeConfigStore = (storefront: Storefront, initial: StoreConfig | undefined) => {
  const store = createStoreConfigStore(storefront)
  if (initial !== undefined) {
    // Settled from the start: `load()` does nothing once the status has left "idle".
    store.state.data = ref(initial)
    store.state.status = "done"
  }
  return store
}

/** Makes a storefront and its valtio stores (created once per provider) available to hooks. */
export const StorefrontProvider = ({
  storefront,
  loadingDelayMs,
  queries,
  initialStoreConfig,
  children,
}: StorefrontProviderProps) => {
  const [value] = useState<StorefrontContextValue>(() => ({
    storefront,
    storeConfig: storeConfigStore(storefront, initialStoreConfig),
    queries: queries ?? createQueryStore(loadingDelayMs === undefined ? {} : { loadingDelayMs }),
    shopping: createShoppingStore(storefront),
    account: createAccountStore(storefront),
  }))
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>
}
