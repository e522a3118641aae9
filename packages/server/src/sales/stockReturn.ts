// Units an order gives back to stock (a cancel, a refund with return to stock): the product
// the order took them from (a configurable line's variant, by its sku) gets them back, turns
// In Stock again, and its back-in-stock alerts are mailed.
import { eq, sql } from "drizzle-orm"
import { products } from "../db/catalogSchema.js"
import type { Queryable } from "../db/sqlRows.js"
import { productTag } from "../graphqlCache/cacheTags.js"
import { sendDueAlerts } from "../productAlert/productAlertMail.js"
import type { LedgerLine } from "./orderLedger.js"

/** Lines that never took stock. */
const NO_STOCK_TYPES = new Set(["warranty"])

export interface ReturnedStock {
  /** Cache tags of the products whose stock changed. */
  readonly tags: string[]
  /** Back-in-stock alert e-mails queued. */
  readonly alerts: number
}

export const returnToStock = async (
  tx: Queryable,
  lines: readonly LedgerLine[],
  quantities: ReadonlyMap<number, number>,
  baseUrl: string,
): Promise<ReturnedStock> => {
  const tags: string[] = []
  let alerts = 0
  for (const line of lines) {
    const qty = quantities.get(line.orderItemId) ?? 0
    if (qty <= 0 || NO_STOCK_TYPES.has(line.productType)) continue
    const [bySku] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sku, line.sku))
    const productId = bySku?.id ?? line.productId
    const [updated] = await tx
      .update(products)
      .set({
        qty: sql`${products.qty} + ${qty}`,
        stockStatus: sql`case when ${products.qty} + ${qty} > 0 then 'IN_STOCK' else ${products.stockStatus} end`,
      })
      .where(eq(products.id, productId))
      .returning({ id: products.id, parentId: products.parentId, qty: products.qty })
    if (updated === undefined) continue
    tags.push(productTag(updated.id))
    if (updated.parentId !== null) tags.push(productTag(updated.parentId))
    alerts += await sendDueAlerts(tx, updated.id, baseUrl)
  }
  return { tags, alerts }
}
