import { useReviews } from "@shutter/react"
import type { ReviewPage } from "@shutter/sdk/rules"
import { lazy, Suspense, useRef, useState } from "react"
import { Rating } from "../../components/Rating.js"

// Never on the server's HTML (it opens on a click), so it need not load before hydration.
const ReviewForm = lazy(() => import("./ReviewForm.js"))

/**
 * Reviews with the average of all of them (the product's rating_summary, as its card shows), the
 * first page as it came with the product's details (no request of its own), the next pages on
 * demand, and the write-a-review form, whose rating scales are asked for only once the shopper
 * opens it.
 */
export const Reviews = ({
  sku,
  reviews: data,
}: {
  readonly sku: string
  readonly reviews: ReviewPage | undefined
}) => {
  const [formOpen, setFormOpen] = useState(false)
  const [page, setPage] = useState(1)
  const later = useReviews(page > 1 ? sku : undefined, page)
  const shown = page > 1 ? (later.data ?? data) : data
  const listRef = useRef<HTMLUListElement>(null)
  const totalPages = data?.pageInfo.total_pages ?? 1
  const choose = (next: number) => {
    setPage(next)
    // The pager sits under the list: bring the list's top back into view.
    const list = listRef.current
    if (list && list.getBoundingClientRect().top < 0) list.scrollIntoView({ block: "start" })
  }
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
      <ul className="reviews__list" ref={listRef} aria-busy={later.loading && page > 1}>
        {(shown?.items ?? []).map((review) => (
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
      {data && totalPages > 1 && (
        <ReviewPager
          currentPage={page}
          totalPages={totalPages}
          pageSize={data.pageInfo.page_size ?? data.items.length}
          reviewCount={data.reviewCount}
          onChoose={choose}
        />
      )}
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

/** "Reviews 11–20 of 39", then Previous / page numbers / Next as buttons (the list changes in place). */
const ReviewPager = ({
  currentPage,
  totalPages,
  pageSize,
  reviewCount,
  onChoose,
}: {
  readonly currentPage: number
  readonly totalPages: number
  readonly pageSize: number
  readonly reviewCount: number
  readonly onChoose: (page: number) => void
}) => {
  const first = (currentPage - 1) * pageSize + 1
  const last = Math.min(currentPage * pageSize, reviewCount)
  return (
    <nav className="reviews__pager" aria-label="Review pages">
      <p className="reviews__range" aria-live="polite">
        Reviews {first}–{last} of {reviewCount}
      </p>
      <div className="pager">
        {currentPage > 1 && (
          <button type="button" onClick={() => onChoose(currentPage - 1)}>
            Previous
          </button>
        )}
        {Array.from({ length: totalPages }, (_, i) => i + 1).map((page) => (
          <button
            key={page}
            type="button"
            aria-current={page === currentPage ? "page" : undefined}
            className={page === currentPage ? "pager__current" : undefined}
            onClick={() => onChoose(page)}
          >
            <span className="visually-hidden">Page </span>
            {page}
          </button>
        ))}
        {currentPage < totalPages && (
          <button type="button" onClick={() => onChoose(currentPage + 1)}>
            Next
          </button>
        )}
      </div>
    </nav>
  )
}
