import type { StoreConfig } from "@shutter/sdk"
import { useEffect } from "react"
import { useSnapshot } from "valtio"
import { useStorefrontContext } from "./useStorefront.js"

export interface StoreConfigResult {
  readonly data: StoreConfig | undefined
  readonly error: unknown
  readonly loading: boolean
}

/** The store view's config, loaded once per provider (spec §7: storeConfig runs at startup). */
export const useStoreConfig = (): StoreConfigResult => {
  const { storeConfig } = useStorefrontContext()
  useEffect(() => {
    storeConfig.load()
  }, [storeConfig])
  const snapshot = useSnapshot(storeConfig.state)
  return {
    data: snapshot.data as StoreConfig | undefined,
    error: snapshot.error,
    loading: snapshot.status !== "done",
  }
}
