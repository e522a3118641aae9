export const COUPON_APPLIED_MESSAGE = "Coupon code has been applied."
export const COUPON_NOT_VALID_MESSAGE = "Coupon code is not valid."
/** Said once an empty code has removed the cart's coupon. */
export const COUPON_REMOVED_MESSAGE = "Coupon code has been removed."

/** Spec §4 Coupon: the entered code is applied when the returned list (comma-separated, any case) holds it. */
export const couponApplied = (
  appliedCoupons: ReadonlyArray<{ readonly code: string } | null> | null | undefined,
  code: string,
): boolean => {
  const wanted = code.trim().toLowerCase()
  if (wanted === "") return false
  return (appliedCoupons ?? [])
    .flatMap((c) => (c === null ? [] : c.code.split(",")))
    .some((applied) => applied.trim().toLowerCase() === wanted)
}
