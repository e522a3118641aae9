import { useQuoteLookup } from "@shutter/react"
import { QUOTE_CONDITION_LABELS, validateQuoteLookupForm } from "@shutter/sdk/rules"
import { useState } from "react"
import { Link, useSearch } from "wouter"
import { PageHead } from "../../seo/PageHead.js"
import { Field } from "../checkout/AddressFields.js"
import { errorMessage } from "../checkout/errorMessage.js"

/** `/used-equipment-quote/status`: a quote request by reference (prefilled from `?number=`) and e-mail. */
export const QuoteStatusPage = () => {
  const search = useSearch()
  const [form, setForm] = useState(() => ({
    number: new URLSearchParams(search).get("number") ?? "",
    email: "",
  }))
  const [errors, setErrors] = useState<Partial<Record<"number" | "email", string>>>({})
  const { lookUp, busy, quote, failure } = useQuoteLookup()

  return (
    <section className="quote-page" data-testid="quote-status">
      <PageHead title={"Quote request status"} />
      <h1>Quote request status</h1>
      <p>Enter the reference number from your confirmation email and the email you sent it from.</p>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          const next = validateQuoteLookupForm(form)
          setErrors(next)
          if (Object.keys(next).length === 0) void lookUp(form)
        }}
      >
        <Field
          id="quote-status-number"
          label="Reference number"
          value={form.number}
          error={errors.number}
          required
          onChange={(number) => setForm((f) => ({ ...f, number }))}
        />
        <Field
          id="quote-status-email"
          label="Email"
          type="email"
          autoComplete="email"
          value={form.email}
          error={errors.email}
          required
          onChange={(email) => setForm((f) => ({ ...f, email }))}
        />
        {failure !== undefined && (
          <p className="field__error" role="alert">
            {errorMessage(failure)}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          Check status
        </button>
      </form>
      {quote && (
        <article
          className="quote-sent"
          data-testid="quote-status-result"
          aria-labelledby="quote-status-title"
        >
          <h2 id="quote-status-title">Request {quote.number}</h2>
          <p>
            Status: <strong data-testid="quote-status-label">{quote.status_label}</strong> · Sent{" "}
            {quote.created_at}
          </p>
          <p>{quote.status_description}</p>
          <ul className="quote-sent__items">
            {quote.items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the stored request's items never change
              <li key={i}>
                {item.brand} {item.model} — {QUOTE_CONDITION_LABELS[item.condition]}
              </li>
            ))}
          </ul>
        </article>
      )}
      <p className="quote-form__note">
        <Link href="/used-equipment-quote">Send a new quote request</Link>
      </p>
    </section>
  )
}
