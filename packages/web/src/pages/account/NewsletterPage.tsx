import { useAccountActionStatus, useCustomer, useCustomerActions } from "@shutter/react"
import { newsletterSavedMessage } from "@shutter/sdk/rules"
import { type FormEvent, useState } from "react"

/** `/customer/my-newsletter`: the customer's subscription to the store newsletter. */
export const NewsletterPage = () => {
  const customer = useCustomer()
  const { updateProfile } = useCustomerActions()
  const { busy, error } = useAccountActionStatus("updateProfile")
  const [choice, setChoice] = useState<boolean | undefined>()
  const [result, setResult] = useState<"saved" | "failed" | undefined>()
  const subscribed = choice ?? customer?.isSubscribed ?? false
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setResult(undefined)
    updateProfile({ isSubscribed: subscribed }).then(
      () => setResult("saved"),
      () => setResult("failed"),
    )
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
          checked={subscribed}
          disabled={customer === null}
          onChange={(e) => setChoice(e.target.checked)}
        />
        General subscription
      </label>
      {result === "saved" && (
        <p className="form-success" role="status">
          {newsletterSavedMessage(subscribed)}
        </p>
      )}
      {result === "failed" && error && (
        <p className="form-alert" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy || customer === null}>
        {busy ? "Saving…" : "Save"}
      </button>
    </form>
  )
}
