import type { SalesRule } from "./salesRuleRepository.js"

/** The customer a coupon use is counted for: the account, or the guest's e-mail. */
export const couponCustomerKey = (
  customerId: number | null,
  email: string | null,
): string | null =>
  customerId !== null ? `customer:${customerId}` : email ? `guest:${email.toLowerCase()}` : null

/** Whether the coupon has uses left, in all and for this customer. */
export const hasUsesLeft = (rule: SalesRule, usedByCustomer: number): boolean =>
  (rule.usesPerCoupon === 0 || rule.timesUsed < rule.usesPerCoupon) &&
  (rule.usesPerCustomer === 0 || usedByCustomer < rule.usesPerCustomer)

/** Whether a rule can discount a cart of this subtotal, given the uses already made. */
export const ruleApplies = (rule: SalesRule, subtotal: number, usedByCustomer: number): boolean =>
  rule.isActive && subtotal >= rule.minSubtotal && hasUsesLeft(rule, usedByCustomer)

/** Magento's discount label: the rule's store label, else the coupon code. */
export const discountLabel = (rule: SalesRule): string => rule.label ?? rule.couponCode
