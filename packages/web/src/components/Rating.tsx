import { starRating } from "@shutter/sdk/rules"

/** Stars for a rating out of 5 (the SDK's `starsOfRatingSummary` reads Magento's 0–100). */
export const Rating = ({ value, count }: { readonly value: number; readonly count?: number }) => {
  const rating = starRating(value)
  return (
    <span className="rating" role="img" aria-label={rating.label}>
      <span
        className="rating__stars"
        style={{ "--rating": rating.filled } as React.CSSProperties}
      />
      {count !== undefined && <span className="rating__count">({count})</span>}
    </span>
  )
}
