import { and, eq, getTableColumns, lt, or, sql } from "drizzle-orm"
import { salesRules, salesRuleUsage } from "../db/cartSchema.js"
import type { Queryable } from "../db/sqlRows.js"

export type SalesRule = Omit<typeof salesRules.$inferSelect, "name">

// Everything but the admin name.
const { name: _name, ...ruleColumns } = getTableColumns(salesRules)

/** Coupon codes match case-insensitively, as in Magento (MySQL collation). */
export const ruleByCouponCode = async (
  db: Queryable,
  code: string,
): Promise<SalesRule | undefined> =>
  (
    await db
      .select(ruleColumns)
      .from(salesRules)
      .where(sql`lower(${salesRules.couponCode}) = lower(${code})`)
  )[0]

export const customerUsage = async (db: Queryable, ruleId: number, customerKey: string) =>
  (
    await db
      .select({ timesUsed: salesRuleUsage.timesUsed })
      .from(salesRuleUsage)
      .where(and(eq(salesRuleUsage.ruleId, ruleId), eq(salesRuleUsage.customerKey, customerKey)))
  )[0]?.timesUsed ?? 0

/**
 * Counts one use of the coupon, unless its limit is already reached (a conditional update, so
 * two orders racing for the last use cannot both get it). False when no use is left.
 */
export const takeCouponUse = async (
  db: Queryable,
  rule: SalesRule,
  customerKey: string | null,
): Promise<boolean> => {
  const taken = await db
    .update(salesRules)
    .set({ timesUsed: sql`${salesRules.timesUsed} + 1` })
    .where(
      and(
        eq(salesRules.id, rule.id),
        or(eq(salesRules.usesPerCoupon, 0), lt(salesRules.timesUsed, salesRules.usesPerCoupon)),
      ),
    )
    .returning({ id: salesRules.id })
  if (taken.length === 0) return false
  if (customerKey === null) return true
  const used = await db
    .insert(salesRuleUsage)
    .values({ ruleId: rule.id, customerKey, timesUsed: 1 })
    .onConflictDoUpdate({
      target: [salesRuleUsage.ruleId, salesRuleUsage.customerKey],
      set: { timesUsed: sql`${salesRuleUsage.timesUsed} + 1` },
    })
    .returning({ timesUsed: salesRuleUsage.timesUsed })
  return rule.usesPerCustomer === 0 || (used[0]?.timesUsed ?? 0) <= rule.usesPerCustomer
}
