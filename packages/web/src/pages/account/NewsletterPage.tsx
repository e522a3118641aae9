import { useNewsletter } from "@shutter/react/engagement"
import { type FormEvent, useState } from "react"

/** `/customer/my-newsletter`: the customer's subscription to the store newsletter. */
export const NewsletterPage = () => {
  const { subscribed, actions } = useNewsletter()
  const [choice, setChoice] = useState<boolean | undefined>()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ readonly ok: boolean; readonly text: string }>()
  const checked = choice ?? subscribed ?? false
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setResult(undefined)
    setBusy(true)
    actions
      .setSubscribed({ subscribed: checked })
      .then(
        (saved) => {
          setChoice(undefined)
          setResult({ ok: true, text: saved.message })
        },
        (error: unknown) =>
          setResult({
            ok: false,
            text: error instanceof Error ? error.message : "Your choice could not be saved.",
          }),
      )
      .finally(() => setBusy(false))
  }
  return (
    <form
      className="account-card account-form"
      onSubmit={submit}
      aria-labelledby="newsletter-title"
    >
      <h2 id="newsletter-title">Newsletter subscription</h2>
      <p>
        New arrivals, price drops on cameras and lenses, trade-in offers and shooting tips, about
        twice a month.
      </p>
      <label className="choice">
        <input
          type="checkbox"
          checked={checked}
          disabled={subscribed === null}
          onChange={(e) => setChoice(e.target.checked)}
        />
        General subscription
      </label>
      {result?.ok && (
        <p className="form-success" role="status">
          {result.text}
        </p>
      )}
      {result && !result.ok && (
        <p className="form-alert" role="alert">
          {result.text}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary"
        disabled={busy || subscribed === null}
      >
        {busy ? "Saving…" : "Save"}
      </button>
    </form>
  )
}
