// X-Magento-Cache-Id: what a shared cache (a CDN, Varnish, our response cache) must vary a
// GraphQL GET answer by besides its URL. Computed like Magento's GraphQlCache CacheIdCalculator:
// sha256 of the upper-cased factor values in factor-name order, joined by "|", plus a salt.
import { createHash } from "node:crypto"
import { BASE_CURRENCY } from "../catalog/money.js"

export const CACHE_ID_HEADER = "x-magento-cache-id"

/** Magento's cache-id factors (StoreGraphQl and CustomerGraphQl providers) for one request. */
export interface CacheIdFactors {
  readonly store: string
  readonly currency: string
  /** 0 = NOT LOGGED IN, Magento's guest group. */
  readonly customerGroup: number
  readonly isLoggedIn: boolean
}

export const guestFactors = (store: string, currencyHeader: string | null): CacheIdFactors => ({
  store,
  currency: currencyHeader?.trim().toUpperCase() || BASE_CURRENCY,
  customerGroup: 0,
  isLoggedIn: false,
})

export const cacheIdOf = (factors: CacheIdFactors, salt: string): string => {
  const byName: Record<string, string> = {
    CURRENCY: factors.currency,
    CUSTOMER_GROUP: String(factors.customerGroup),
    IS_LOGGED_IN: String(factors.isLoggedIn),
    STORE: factors.store,
  }
  const values = Object.keys(byName)
    .sort()
    .map((name) => byName[name])
  return createHash("sha256")
    .update(`${values.join("|").toUpperCase()}|${salt}`)
    .digest("hex")
}
