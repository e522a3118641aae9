// Spec §3/§9 ratings: Magento's `rating_summary` is a percentage (0–100); shoppers read stars
// out of 5, to one decimal.

/** The number of stars a rating is out of. */
export const RATING_STARS = 5

/** `rating_summary` (0–100) as stars out of 5: 90 → 4.5. Out-of-range values are clamped. */
export const starsOfRatingSummary = (ratingSummary: number | null | undefined): number =>
  Math.min(RATING_STARS, Math.max(0, ((ratingSummary ?? 0) / 100) * RATING_STARS))

export interface StarRating {
  /** Stars out of 5, to one decimal (what a shopper reads). */
  readonly stars: number
  /** 0–1: the filled part of the stars. */
  readonly filled: number
  /** "Rated 4.5 out of 5" (a screen reader's text for the stars). */
  readonly label: string
}

/** How a rating of `stars` (0–5) shows. */
export const starRating = (stars: number): StarRating => {
  const rounded = Math.round(stars * 10) / 10
  return { stars: rounded, filled: stars / RATING_STARS, label: `Rated ${rounded} out of 5` }
}
