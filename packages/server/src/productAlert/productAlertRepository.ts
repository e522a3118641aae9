// Product alerts (Magento's product_alert_stock / product_alert_price) in the database.
import { and, asc, eq, sql } from "drizzle-orm"
import { productAlerts } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"

export type AlertKind = "stock" | "price"

export type AlertRow = typeof productAlerts.$inferSelect

/** Subscribes (again): a renewed subscription waits for the next change (Magento's status 0). */
export const saveAlert = async (
  db: Queryable,
  input: {
    readonly kind: AlertKind
    readonly customerId: number
    readonly productId: number
    readonly storeId: number
    readonly price: number | null
  },
): Promise<AlertRow> => {
  const [row] = await db
    .insert(productAlerts)
    .values(input)
    .onConflictDoUpdate({
      target: [
        productAlerts.customerId,
        productAlerts.kind,
        productAlerts.productId,
        productAlerts.storeId,
      ],
      set: { price: sql`excluded.price`, sentAt: null, createdAt: sql`now()` },
    })
    .returning()
  if (row === undefined) throw new Error("The alert was not stored")
  return row
}

export const alertsOfCustomer = (db: Queryable, customerId: number): Promise<AlertRow[]> =>
  db
    .select()
    .from(productAlerts)
    .where(eq(productAlerts.customerId, customerId))
    .orderBy(asc(productAlerts.id))

export const deleteAlert = async (
  db: Queryable,
  customerId: number,
  id: number,
): Promise<AlertRow | undefined> =>
  (
    await db
      .delete(productAlerts)
      .where(and(eq(productAlerts.id, id), eq(productAlerts.customerId, customerId)))
      .returning()
  )[0]
