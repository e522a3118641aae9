// Spec §9 price and rating maths. Pure: the UI and the CLI show the same numbers.

export interface Money {
  readonly value: number | null
  readonly currency: string | null
}

export interface PricePair {
  readonly final_price: Money
  readonly regular_price: Money
}

/** Spec §9: a special price is shown when the final price is below the regular price. */
export const hasSpecialPrice = (price: PricePair): boolean =>
  (price.final_price.value ?? 0) < (price.regular_price.value ?? 0)

/** Spec §9: cart credit is one tenth of the final price, rounded. */
export const cartCredit = (finalPrice: number): number => Math.round(finalPrice / 10)

/**
 * Spec §9: discount percentage = 100 − round(final / regular · 100). A regular price of 0 has no
 * meaningful ratio, so it shows no discount.
 */
export const discountPercent = (finalPrice: number, regularPrice: number): number =>
  regularPrice > 0 ? 100 - Math.round((finalPrice / regularPrice) * 100) : 0

export interface RatingBreakdownEntry {
  readonly name: string
  readonly value: string
}

/** The review's own rating: its `ratings_breakdown` entry named "Rating" (spec §3), else 0. */
export const reviewRating = (review: {
  readonly ratings_breakdown: ReadonlyArray<RatingBreakdownEntry | null>
}): number => {
  const entry = review.ratings_breakdown.find((r) => r?.name === "Rating")
  const value = Number(entry?.value)
  return Number.isFinite(value) ? value : 0
}
