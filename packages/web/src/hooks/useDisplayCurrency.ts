import { useQuery, useStoreConfig, useStorefront } from "@shutter/react"
import { type DisplayCurrency, displayCurrencyOf } from "@shutter/sdk/rules"
import { useEffect, useState } from "react"
import { chosenCurrency } from "../config/chosenCurrency.js"

/**
 * The currency the shopper reads cart and checkout amounts in (the one catalogue prices are shown
 * in), or undefined when that is the currency charged. The choice is a browser cookie, so the
 * server's HTML and the first render show the charged currency (no hydration mismatch); the
 * rates are asked for only when the currency shown is not the base one.
 */
export const useDisplayCurrency = (): DisplayCurrency | undefined => {
  const storefront = useStorefront()
  const { data: config } = useStoreConfig()
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    setChosen(chosenCurrency())
    setMounted(true)
  }, [])
  // The SDK keeps the currency cookie set (to the store's default at least): only a currency
  // other than the base one needs the rates.
  const base = config?.base_currency_code ?? undefined
  const shown = chosen ?? config?.default_display_currency_code ?? undefined
  const needed = mounted && base !== undefined && shown !== undefined && shown !== base
  const { data: currency } = useQuery(needed ? "currency" : undefined, () =>
    storefront.store.currency(),
  )
  return needed ? displayCurrencyOf(currency, chosen) : undefined
}
