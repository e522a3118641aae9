import { useCreateReview, useRatingsMetadata, useReviews } from "@shutter/react"
import { type FormEvent, useState } from "react"
import { Rating } from "../../components/Rating.js"

const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : "Your review could not be submitted."

const ReviewForm = ({ sku }: { readonly sku: string }) => {
  const { data: ratings } = useRatingsMetadata()
  const { submit, status, review, error } = useCreateReview(sku)
  const [chosen, setChosen] = useState<Readonly<Record<string, string>>>({})
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    void submit({
      sku,
      nickname: String(form.get("nickname") ?? ""),
      summary: String(form.get("summary") ?? ""),
      text: String(form.get("text") ?? ""),
      ratings: Object.entries(chosen).map(([id, value_id]) => ({ id, value_id })),
    })
  }
  return (
    <form className="review-form" onSubmit={onSubmit} aria-label="Write a review">
      <h3>Write a review</h3>
      {(ratings ?? []).map((rating) => (
        <fieldset key={rating.id} className="review-form__rating">
          <legend>{rating.name}</legend>
          {rating.values.map((value) => (
            <label key={value.value_id}>
              <input
                type="radio"
                name={`rating-${rating.id}`}
                value={value.value_id}
                required
                onChange={() => setChosen((c) => ({ ...c, [rating.id]: value.value_id }))}
              />
              <span>{value.value}</span>
            </label>
          ))}
        </fieldset>
      ))}
      <label>
        Nickname
        <input name="nickname" required minLength={2} />
      </label>
      <label>
        Summary
        <input name="summary" required />
      </label>
      <label>
        Review
        <textarea name="text" required rows={4} />
      </label>
      <button type="submit" className="button" disabled={status === "loading"}>
        {status === "loading" ? "Submitting…" : "Submit review"}
      </button>
      <div role="status" aria-live="polite">
        {status === "done" && review && (
          <p className="notice notice--success">
            Thank you, {review.nickname}: your review "{review.summary}" was submitted.
          </p>
        )}
        {status === "failed" && <p className="notice notice--danger">{errorMessage(error)}</p>}
      </div>
    </form>
  )
}

/** Reviews with their average rating (spec §9) and the write-a-review form. */
export const Reviews = ({ sku }: { readonly sku: string }) => {
  const { data } = useReviews(sku)
  return (
    <section className="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title">Reviews</h2>
      {data && (
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
      <ReviewForm sku={sku} />
    </section>
  )
}
