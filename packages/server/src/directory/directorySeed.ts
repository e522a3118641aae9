import { countries, currencies, exchangeRates, regions } from "@shutter/fixtures"
import {
  countries as countryTable,
  currencyRates,
  currencies as currencyTable,
  regions as regionTable,
} from "../db/schema.js"
import type { SeedStep } from "../db/seed.js"

/** Currencies and their rates from the base currency. */
export const currencySeed: SeedStep = {
  name: "directory/currencies",
  run: async (tx) => {
    await tx.insert(currencyTable).values(currencies.map((c) => ({ ...c })))
    await tx
      .insert(currencyRates)
      .values(exchangeRates.map((r) => ({ currencyFrom: r.from, currencyTo: r.to, rate: r.rate })))
  },
}

/** Countries (ISO codes, English names) and their regions. */
export const countrySeed: SeedStep = {
  name: "directory/countries",
  run: async (tx) => {
    await tx.insert(countryTable).values(countries.map((c) => ({ ...c })))
    await tx.insert(regionTable).values(regions.map((r) => ({ ...r })))
  },
}
