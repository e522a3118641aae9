import type { LocaleDefinition } from "@shutter/sdk/rules"

/** A store view the shopper can switch to, as the switcher names it. */
export interface StoreView extends LocaleDefinition {
  /** The country the store view sells to, as the switcher lists it. */
  readonly label: string
  /** Short form for the header button ("US", "CA"). */
  readonly short: string
}

/**
 * The storefront's locales (spec §2: prefix_except_default, single default locale en-US). Each
 * is one of the backend's store views (fixtures/src/store/stores.ts): en-US is the default store
 * in USD at `/`, en-CA the Canadian store in CAD under `/ca_en/`.
 */
export const STORE_VIEWS: ReadonlyArray<StoreView> = [
  { locale: "en-US", storeCode: "default", currency: "USD", label: "United States", short: "US" },
  { locale: "en-CA", storeCode: "ca_en", currency: "CAD", label: "Canada", short: "CA" },
]

/** The locale prefix of a path ("/ca_en/film.html" → "/ca_en"), "" for the default store. */
export const routerBaseOf = (pathname: string): string => {
  const first = pathname.split("/")[1] ?? ""
  const view = STORE_VIEWS.find((v, index) => index > 0 && v.storeCode === first)
  return view === undefined ? "" : `/${view.storeCode}`
}
