import { asc } from "drizzle-orm"
import { shippingRates as rates } from "../db/cartSchema.js"
import type { Queryable } from "../db/sqlRows.js"

export type ShippingRate = Omit<typeof rates.$inferSelect, "position">

export const shippingRates = (db: Queryable): Promise<ShippingRate[]> =>
  db
    .select({
      carrierCode: rates.carrierCode,
      methodCode: rates.methodCode,
      carrierTitle: rates.carrierTitle,
      methodTitle: rates.methodTitle,
      price: rates.price,
      minSubtotal: rates.minSubtotal,
    })
    .from(rates)
    .orderBy(asc(rates.position))
