import { sql } from "drizzle-orm"
import { firstRow, type Queryable } from "../cart/sqlRows.js"

export interface TaxRate {
  readonly code: string
  readonly rate: number
}

/** The rate of the address's country and region (Magento's tax_calculation_rate lookup). */
export const taxRateFor = (
  db: Queryable,
  countryId: string,
  regionId: number | null,
): Promise<TaxRate | undefined> =>
  regionId === null
    ? Promise.resolve(undefined)
    : firstRow<TaxRate>(
        db,
        sql`select code, rate from tax_rates where country_id = ${countryId} and region_id = ${regionId}`,
      )
