import type { Storefront } from "@shutter/sdk"
import { createContext, type ReactNode, useState } from "react"
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
}

export const StorefrontContext = createContext<StorefrontContextValue | undefined>(undefined)

export interface StorefrontProviderProps {
  /** From `createStorefront(...)`; the provider does not dispose it. */
  readonly storefront: Storefront
  /** Overrides the 200 ms loading-display delay (spec §9), e.g. 0 in tests. */
  readonly loadingDelayMs?: number
  readonly children?: ReactNode
}

/** Makes a storefront and its valtio stores (created once per provider) available to hooks. */
export const StorefrontProvider = ({
  storefront,
  loadingDelayMs,
  children,
}: StorefrontProviderProps) => {
  const [value] = useState<StorefrontContextValue>(() => ({
    storefront,
    storeConfig: createStoreConfigStore(storefront),
    queries: createQueryStore(loadingDelayMs === undefined ? {} : { loadingDelayMs }),
    shopping: createShoppingStore(storefront),
  }))
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>
}
