import { useCustomer, useRatingsMetadata } from "@shutter/react"
import { useSubmitReview } from "@shutter/react/engagement"
import { type FormEvent, useState } from "react"
import { useReCaptchaForm } from "../../hooks/useReCaptchaForm.js"

const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : "Your review could not be submitted."

/**
 * The write-a-review form: its own chunk, loaded when the shopper opens it. A signed-in
 * customer's nickname starts as their first name; after sending, the SDK says whether the
 * review waits for moderation (Magento's 'You submitted your review for moderation.').
 */
const ReviewForm = ({ sku }: { readonly sku: string }) => {
  const { data: ratings } = useRatingsMetadata()
  const { submit, status, result, error } = useSubmitReview()
  const customer = useCustomer()
  const recaptcha = useReCaptchaForm("PRODUCT_REVIEW")
  const [chosen, setChosen] = useState<Readonly<Record<string, string>>>({})
  // Ratings left out, named under their own stars once the shopper tries to send.
  const [missing, setMissing] = useState<ReadonlySet<string>>(new Set())
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const unrated = new Set((ratings ?? []).filter((r) => !chosen[r.id]).map((r) => r.id))
    setMissing(unrated)
    if (unrated.size > 0) {
      const first = (ratings ?? []).find((r) => unrated.has(r.id))
      event.currentTarget.querySelector<HTMLInputElement>(`[name="rating-${first?.id}"]`)?.focus()
      return
    }
    const element = event.currentTarget
    const form = new FormData(element)
    void submit({
      sku,
      nickname: String(form.get("nickname") ?? ""),
      summary: String(form.get("summary") ?? ""),
      text: String(form.get("text") ?? ""),
      ratings: Object.entries(chosen).map(([id, value_id]) => ({ id, value_id })),
    }).then((submitted) => {
      if (submitted) {
        setChosen({})
        element.reset()
      }
    })
  }
  return (
    <form
      id="review-form"
      className="review-form"
      onSubmit={onSubmit}
      aria-label="Write a review"
      {...recaptcha}
    >
      {(ratings ?? []).map((rating) => {
        const errorId = `rating-${rating.id}-error`
        const invalid = missing.has(rating.id)
        return (
          <fieldset
            key={rating.id}
            className="review-form__rating star-rating"
            aria-describedby={invalid ? errorId : undefined}
          >
            <legend>{rating.name}</legend>
            <div className="star-rating__stars">
              {rating.values.map((value) => (
                <label key={value.value_id} className="star-rating__star">
                  <input
                    type="radio"
                    className="star-rating__input"
                    name={`rating-${rating.id}`}
                    value={value.value_id}
                    aria-invalid={invalid || undefined}
                    checked={chosen[rating.id] === value.value_id}
                    onChange={() => {
                      setChosen((c) => ({ ...c, [rating.id]: value.value_id }))
                      setMissing((m) => new Set([...m].filter((id) => id !== rating.id)))
                    }}
                  />
                  <span aria-hidden="true">★</span>
                  <span className="visually-hidden">
                    {value.value} {value.value === "1" ? "star" : "stars"}
                  </span>
                </label>
              ))}
            </div>
            {invalid && (
              <p id={errorId} className="field-error">
                Choose a rating for {rating.name}.
              </p>
            )}
          </fieldset>
        )
      })}
      <label>
        Nickname
        <input
          name="nickname"
          required
          minLength={2}
          defaultValue={customer?.firstname ?? ""}
          key={customer?.email ?? "guest"}
        />
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
        {status === "done" && result && (
          <p className="notice notice--success" data-moderation={result.moderation}>
            {result.message}
          </p>
        )}
        {status === "failed" && <p className="notice notice--danger">{errorMessage(error)}</p>}
      </div>
    </form>
  )
}

export default ReviewForm
