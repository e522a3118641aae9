// Every SQL query of the directory domain (currencies, countries, regions).
import { and, asc, eq, inArray } from "drizzle-orm"
import type { Db } from "../db/database.js"
import { countries, currencies, currencyRates, regions, storeCurrencies } from "../db/schema.js"

export interface CountryRow {
  readonly id: string
  readonly iso3: string
  readonly name: string
}

export interface RegionRow {
  readonly id: number
  readonly countryId: string
  readonly code: string
  readonly name: string
}

export const listAllowedCurrencyCodes = async (db: Db, storeId: number): Promise<string[]> => {
  const rows = await db
    .select({ code: storeCurrencies.currencyCode })
    .from(storeCurrencies)
    .where(eq(storeCurrencies.storeId, storeId))
    .orderBy(asc(storeCurrencies.position))
  return rows.map((row) => row.code)
}

export const loadCurrencySymbols = async (
  db: Db,
  codes: readonly string[],
): Promise<Map<string, string>> => {
  if (codes.length === 0) return new Map()
  const rows = await db
    .select({ code: currencies.code, symbol: currencies.symbol })
    .from(currencies)
    .where(inArray(currencies.code, [...codes]))
  return new Map(rows.map((row) => [row.code, row.symbol]))
}

/** Rates from one currency to each of the given ones that has a rate. */
export const loadRatesFrom = async (
  db: Db,
  from: string,
  to: readonly string[],
): Promise<Map<string, number>> => {
  if (to.length === 0) return new Map()
  const rows = await db
    .select({ to: currencyRates.currencyTo, rate: currencyRates.rate })
    .from(currencyRates)
    .where(and(eq(currencyRates.currencyFrom, from), inArray(currencyRates.currencyTo, [...to])))
  return new Map(rows.map((row) => [row.to, row.rate]))
}

export const listCountries = (db: Db): Promise<CountryRow[]> =>
  db.select().from(countries).orderBy(asc(countries.id))

export const findCountry = async (db: Db, id: string): Promise<CountryRow | undefined> => {
  const rows = await db.select().from(countries).where(eq(countries.id, id))
  return rows[0]
}

/** Regions of the given countries, each country's list sorted by name as Magento does. */
export const loadRegionsByCountry = async (
  db: Db,
  countryIds: readonly string[],
): Promise<Map<string, RegionRow[]>> => {
  const byCountry = new Map<string, RegionRow[]>()
  if (countryIds.length === 0) return byCountry
  const rows = await db
    .select()
    .from(regions)
    .where(inArray(regions.countryId, [...countryIds]))
    .orderBy(asc(regions.name))
  for (const row of rows) {
    const list = byCountry.get(row.countryId) ?? []
    list.push(row)
    byCountry.set(row.countryId, list)
  }
  return byCountry
}
