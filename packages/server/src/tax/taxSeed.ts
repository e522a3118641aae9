import { regions, taxRates } from "@shutter/fixtures"
import { taxRates as taxRatesTable } from "../db/schema.js"
import type { SeedStep } from "../db/seed.js"

/** US state sales-tax rates, keyed to the directory's region ids. */
export const taxSeed: SeedStep = {
  name: "tax/rates",
  run: async (tx) => {
    const regionIds = new Map(regions.map((r) => [`${r.countryId}-${r.code}`, r.id]))
    await tx.insert(taxRatesTable).values(
      taxRates.map((rate) => ({
        code: rate.code,
        title: rate.title,
        countryId: rate.countryId,
        regionId: regionIds.get(`${rate.countryId}-${rate.regionCode}`) ?? null,
        rate: rate.rate,
      })),
    )
  },
}
