import type { Storefront } from "@shutter/sdk"
import { useContext } from "react"
import { StorefrontContext, type StorefrontContextValue } from "./StorefrontProvider.js"

export const useStorefrontContext = (): StorefrontContextValue => {
  const value = useContext(StorefrontContext)
  if (value === undefined) throw new Error("Shutter hooks must be used inside <StorefrontProvider>")
  return value
}

/** The storefront given to the provider, for calling SDK operations directly. */
export const useStorefront = (): Storefront => useStorefrontContext().storefront
