/** Stars for a rating out of 5 (rating_summary is out of 100). */
export const Rating = ({ value, count }: { readonly value: number; readonly count?: number }) => {
  const rounded = Math.round(value * 10) / 10
  return (
    <span className="rating" role="img" aria-label={`Rated ${rounded} out of 5`}>
      <span className="rating__stars" style={{ "--rating": value / 5 } as React.CSSProperties} />
      {count !== undefined && <span className="rating__count">({count})</span>}
    </span>
  )
}
