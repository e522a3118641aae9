import type { Storefront } from "@shutter/sdk"
import { createContext, type ReactNode, useState } from "react"
import { createStoreConfigStore, type StoreConfigStore } from "./storeConfigStore.js"

export interface StorefrontContextValue {
  readonly storefront: Storefront
  readonly storeConfig: StoreConfigStore
}

export const StorefrontContext = createContext<StorefrontContextValue | undefined>(undefined)

export interface StorefrontProviderProps {
  /** From `createStorefront(...)`; the provider does not dispose it. */
  readonly storefront: Storefront
  readonly children?: ReactNode
}

/** Makes a storefront and its valtio stores (created once per provider) available to hooks. */
export const StorefrontProvider = ({ storefront, children }: StorefrontProviderProps) => {
  const [value] = useState<StorefrontContextValue>(() => ({
    storefront,
    storeConfig: createStoreConfigStore(storefront),
  }))
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>
}
