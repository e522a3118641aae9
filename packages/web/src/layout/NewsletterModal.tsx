import { useCustomer } from "@shutter/react"
import { useNewsletterSignup } from "@shutter/react/engagement"
import { emailFieldError } from "@shutter/sdk/rules"
import { type FormEvent, useState } from "react"
import { useSnapshot } from "valtio"
import { useReCaptchaForm } from "../hooks/useReCaptchaForm.js"
import { ui } from "../state/ui.js"
import "../styles/engagement.css"
import { useModalDialog } from "./useModalDialog.js"

const refusal = (error: unknown): string =>
  error instanceof Error ? error.message : "Cannot create a newsletter subscription."

/**
 * The newsletter modal (spec §2 overlays; it just toggles): an address to subscribe (a signed-in
 * customer's own to start with), and the server's answer as a message — 'Thank you for your
 * subscription.', 'The confirmation request has been sent.', or Magento's refusal.
 */
export const NewsletterModal = () => {
  const { newsletterModalOpen } = useSnapshot(ui)
  const dialog = useModalDialog(newsletterModalOpen)
  const customer = useCustomer()
  const { subscribe, status, result, error } = useNewsletterSignup()
  const recaptcha = useReCaptchaForm("NEWSLETTER")
  const [email, setEmail] = useState<string | undefined>()
  const [fieldError, setFieldError] = useState<string | undefined>()
  const value = email ?? customer?.email ?? ""
  const close = () => {
    ui.newsletterModalOpen = false
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const invalid = emailFieldError(value)
    setFieldError(invalid)
    if (invalid === undefined) void subscribe(value)
  }
  return (
    <dialog
      ref={dialog}
      className="modal newsletter-modal"
      aria-labelledby="newsletter-modal-title"
      onClose={close}
    >
      <h2 id="newsletter-modal-title">Sign up for our newsletter</h2>
      <p>New arrivals, price drops on cameras and lenses, trade-in offers and shooting tips.</p>
      <form className="newsletter-modal__form" onSubmit={submit} noValidate {...recaptcha}>
        <label htmlFor="newsletter-email">Email *</label>
        <input
          id="newsletter-email"
          type="email"
          autoComplete="email"
          value={value}
          aria-invalid={fieldError !== undefined}
          aria-describedby={fieldError ? "newsletter-email-error" : undefined}
          onChange={(e) => setEmail(e.target.value)}
        />
        {fieldError && (
          <p id="newsletter-email-error" className="field-error">
            {fieldError}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={status === "loading"}>
          {status === "loading" ? "Subscribing…" : "Subscribe"}
        </button>
      </form>
      <div role="status" aria-live="polite" data-testid="newsletter-result">
        {status === "done" && result && (
          <p className="notice notice--success" data-status={result.status}>
            {result.message}
          </p>
        )}
        {status === "failed" && <p className="notice notice--danger">{refusal(error)}</p>}
      </div>
      <div className="modal__actions">
        <button type="button" className="button" onClick={close}>
          Close
        </button>
      </div>
    </dialog>
  )
}
