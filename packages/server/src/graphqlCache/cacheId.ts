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

// Every answer carries its cache id, and a shop has a few store views and currencies: each
// distinct input is hashed once (bounded, as a client may send any currency header).
const MAX_REMEMBERED = 1000
const remembered = new Map<string, string>()

export const cacheIdOf = (factors: CacheIdFactors, salt: string): string => {
  const byName: Record<string, string> = {
    CURRENCY: factors.currency,
    CUSTOMER_GROUP: String(factors.customerGroup),
    IS_LOGGED_IN: String(factors.isLoggedIn),
    STORE: factors.store,
  }
  const input = `${Object.keys(byName)
    .sort()
    .map((name) => byName[name])
    .join("|")
    .toUpperCase()}|${salt}`
  const known = remembered.get(input)
  if (known !== undefined) return known
  const id = createHash("sha256").update(input).digest("hex")
  if (remembered.size >= MAX_REMEMBERED) remembered.clear()
  remembered.set(input, id)
  return id
}
