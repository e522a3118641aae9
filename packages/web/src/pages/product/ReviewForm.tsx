import { useCreateReview, useRatingsMetadata } from "@shutter/react"
import { type FormEvent, useState } from "react"

const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : "Your review could not be submitted."

/** The write-a-review form: its own chunk, loaded when the shopper opens it. */
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
    <form id="review-form" className="review-form" onSubmit={onSubmit} aria-label="Write a review">
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

export default ReviewForm
