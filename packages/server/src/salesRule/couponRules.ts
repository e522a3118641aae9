import type { SalesRule } from "./salesRuleRepository.js"

/** The customer a coupon use is counted for: the account, or the guest's e-mail. */
export const couponCustomerKey = (
  customerId: number | null,
  email: string | null,
): string | null =>
  customerId !== null ? `customer:${customerId}` : email ? `guest:${email.toLowerCase()}` : null

/** Whether a rule can discount a cart of this subtotal, given the uses already made. */
export const ruleApplies = (rule: SalesRule, subtotal: number, usedByCustomer: number): boolean =>
  rule.is_active &&
  subtotal >= rule.min_subtotal &&
  (rule.uses_per_coupon === 0 || rule.times_used < rule.uses_per_coupon) &&
  (rule.uses_per_customer === 0 || usedByCustomer < rule.uses_per_customer)

/** Magento's discount label: the rule's store label, else the coupon code. */
export const discountLabel = (rule: SalesRule): string => rule.label ?? rule.coupon_code
