import { sql } from "drizzle-orm"
import { firstRow, type Queryable, rows } from "../cart/sqlRows.js"

export interface SalesRule {
  readonly id: number
  readonly label: string | null
  readonly coupon_code: string
  readonly is_active: boolean
  readonly action: "by_percent" | "cart_fixed" | "free_shipping"
  readonly amount: number
  readonly free_shipping: boolean
  readonly min_subtotal: number
  readonly uses_per_coupon: number
  readonly uses_per_customer: number
  readonly times_used: number
}

/** Coupon codes match case-insensitively, as in Magento (MySQL collation). */
export const ruleByCouponCode = (db: Queryable, code: string) =>
  firstRow<SalesRule>(
    db,
    sql`select id, label, coupon_code, is_active, action, amount, free_shipping, min_subtotal,
          uses_per_coupon, uses_per_customer, times_used
        from sales_rules where lower(coupon_code) = lower(${code})`,
  )

export const customerUsage = async (db: Queryable, ruleId: number, customerKey: string) =>
  (
    await firstRow<{ times_used: number }>(
      db,
      sql`select times_used from sales_rule_usage where rule_id = ${ruleId} and customer_key = ${customerKey}`,
    )
  )?.times_used ?? 0

/**
 * Counts one use of the coupon, unless its limit is already reached (a conditional update, so
 * two orders racing for the last use cannot both get it). False when no use is left.
 */
export const takeCouponUse = async (
  db: Queryable,
  rule: SalesRule,
  customerKey: string | null,
): Promise<boolean> => {
  const taken = await rows<{ id: number }>(
    db,
    sql`update sales_rules set times_used = times_used + 1
        where id = ${rule.id} and (uses_per_coupon = 0 or times_used < uses_per_coupon)
        returning id`,
  )
  if (taken.length === 0) return false
  if (customerKey === null) return true
  const used = await rows<{ times_used: number }>(
    db,
    sql`insert into sales_rule_usage (rule_id, customer_key, times_used)
        values (${rule.id}, ${customerKey}, 1)
        on conflict (rule_id, customer_key) do update
          set times_used = sales_rule_usage.times_used + 1
        returning times_used`,
  )
  return rule.uses_per_customer === 0 || (used[0]?.times_used ?? 0) <= rule.uses_per_customer
}
