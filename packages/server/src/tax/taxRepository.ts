import { sql } from "drizzle-orm"
import { type Queryable, rows } from "../cart/sqlRows.js"

export interface TaxRate {
  readonly code: string
  readonly rate: number
  /** What the totals call it: the rate's title, else its code (Magento's applied tax label). */
  readonly label: string
}

export interface TaxRateRow {
  readonly code: string
  readonly rate: number
  readonly title: string | null
  readonly country_id: string
  readonly region_id: number | null
}

/** Every rate (a few dozen rows: read once per process, see checkout/checkoutConfig.ts). */
export const allTaxRates = (db: Queryable) =>
  rows<TaxRateRow>(
    db,
    sql`select code, rate, title, country_id, region_id from tax_rates order by code`,
  )

/** Magento's tax_calculation_rate lookup: the rate of the address's country and region. */
export const taxRateIn = (
  rates: readonly TaxRateRow[],
  countryId: string,
  regionId: number | null,
): TaxRate | undefined => {
  if (regionId === null) return undefined
  const found = rates.find((r) => r.country_id === countryId && r.region_id === regionId)
  return found === undefined
    ? undefined
    : { code: found.code, rate: found.rate, label: found.title ?? found.code }
}
