import { asc } from "drizzle-orm"
import { taxRates } from "../db/cartSchema.js"
import type { Queryable } from "../db/sqlRows.js"

export interface TaxRate {
  readonly code: string
  readonly rate: number
  /** What the totals call it: the rate's title, else its code (Magento's applied tax label). */
  readonly label: string
}

export type TaxRateRow = typeof taxRates.$inferSelect

/** Every rate (a few dozen rows: read once per process, see checkout/checkoutConfig.ts). */
export const allTaxRates = (db: Queryable): Promise<TaxRateRow[]> =>
  db.select().from(taxRates).orderBy(asc(taxRates.code))

/** Magento's tax_calculation_rate lookup: the rate of the address's country and region. */
export const taxRateIn = (
  rates: readonly TaxRateRow[],
  countryId: string,
  regionId: number | null,
): TaxRate | undefined => {
  if (regionId === null) return undefined
  const found = rates.find((r) => r.countryId === countryId && r.regionId === regionId)
  return found === undefined
    ? undefined
    : { code: found.code, rate: found.rate, label: found.title ?? found.code }
}
