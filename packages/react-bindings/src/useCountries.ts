import type { Country } from "@shutter/sdk"
import { type QueryResult, useQuery } from "./useQuery.js"
import { useStorefrontContext } from "./useStorefront.js"

/** The store's countries with their regions (one cached `countries` call per provider). */
export const useCountries = (): QueryResult<ReadonlyArray<Country>> => {
  const { storefront } = useStorefrontContext()
  return useQuery("countries", () => storefront.store.countries())
}
