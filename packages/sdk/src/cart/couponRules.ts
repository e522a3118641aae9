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
