import { sql } from "drizzle-orm"
import { type Queryable, rows } from "../cart/sqlRows.js"

export interface ShippingRate {
  readonly carrier_code: string
  readonly method_code: string
  readonly carrier_title: string
  readonly method_title: string
  readonly price: number
  readonly min_subtotal: number | null
}

export const shippingRates = (db: Queryable) =>
  rows<ShippingRate>(
    db,
    sql`select carrier_code, method_code, carrier_title, method_title, price, min_subtotal
        from shipping_rates order by position`,
  )
