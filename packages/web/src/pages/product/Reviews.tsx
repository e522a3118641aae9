import type { ReviewPage } from "@shutter/sdk/rules"
import { lazy, Suspense, useState } from "react"
import { Rating } from "../../components/Rating.js"

// Never on the server's HTML (it opens on a click), so it need not load before hydration.
const ReviewForm = lazy(() => import("./ReviewForm.js"))

/**
 * Reviews with their average rating (spec §9), as they came with the product's details (no
 * request of their own), and the write-a-review form, whose rating scales are asked for only
 * once the shopper opens it.
 */
export const Reviews = ({
  sku,
  reviews: data,
}: {
  readonly sku: string
  readonly reviews: ReviewPage | undefined
}) => {
  const [formOpen, setFormOpen] = useState(false)
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      {data && data.reviewCount === 0 && (
        <p className="reviews__summary" data-testid="reviews-summary">
          Be the first to review this product.
        </p>
      )}
      {data && data.reviewCount > 0 && (
        <p className="reviews__summary" data-testid="reviews-summary">
          <Rating value={data.averageRating} /> {data.averageRating.toFixed(1)} out of 5 ·{" "}
          {data.reviewCount} {data.reviewCount === 1 ? "review" : "reviews"}
        </p>
      )}
      <ul className="reviews__list">
        {(data?.items ?? []).map((review) => (
          <li key={`${review.nickname}-${review.created_at}`} className="review">
            <Rating value={review.rating} />
            <h3>{review.summary}</h3>
            <p>{review.text}</p>
            <p className="review__by">
              {review.nickname}, {review.created_at.slice(0, 10)}
            </p>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button"
        aria-expanded={formOpen}
        aria-controls={formOpen ? "review-form" : undefined}
        onClick={() => setFormOpen((open) => !open)}
      >
        Write a review
      </button>
      {formOpen && (
        <Suspense fallback={null}>
          <ReviewForm sku={sku} />
        </Suspense>
      )}
    </section>
  )
}
