// The cart's coupon when an order is placed: Magento's CouponUsagesIncrement refuses an order
// whose coupon has no use left (CouponUsageExceeded) instead of charging the full price.
import type { CartView } from "../cart/cartView.js"
import { ORDER_COUPON_USED_UP } from "../checkout/checkoutMessages.js"
import { inputError } from "../graphql/errors.js"

/** The code `applied_coupons` shows: the discounting coupon, or one whose uses ran out. */
export const appliedCouponCode = (view: Pick<CartView, "rule" | "usedUpCoupon">): string | null =>
  view.rule?.couponCode ?? view.usedUpCoupon

/**
 * Refuses the order when the cart's coupon ran out of uses since it was applied: the shopper
 * sees the coupon without its discount and decides (removes it to pay the full price).
 */
export const assertCouponUsable = (view: Pick<CartView, "usedUpCoupon">): void => {
  if (view.usedUpCoupon !== null) throw inputError(ORDER_COUPON_USED_UP)
}
