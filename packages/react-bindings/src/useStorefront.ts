import type { Storefront, StorefrontEventOf, StorefrontEventType } from "@shutter/sdk"
import { useContext, useEffect, useRef } from "react"
import { StorefrontContext, type StorefrontContextValue } from "./StorefrontProvider.js"

export const useStorefrontContext = (): StorefrontContextValue => {
  const value = useContext(StorefrontContext)
  if (value === undefined) throw new Error("Shutter hooks must be used inside <StorefrontProvider>")
  return value
}

/** The storefront given to the provider, for calling SDK operations directly. */
export const useStorefront = (): Storefront => useStorefrontContext().storefront

/**
 * Calls `listener` for each storefront event of `type` while the component is mounted (the
 * latest `listener`, without re-subscribing when it changes).
 */
export const useStorefrontEvent = <T extends StorefrontEventType>(
  type: T,
  listener: (event: StorefrontEventOf<T>) => void,
): void => {
  const { storefront } = useStorefrontContext()
  const latest = useRef(listener)
  latest.current = listener
  useEffect(() => storefront.events.on(type, (event) => latest.current(event)), [storefront, type])
}
