import { useCmsPage, useQuoteSubmission } from "@shutter/react"
import {
  MAX_QUOTE_ITEMS,
  QUOTE_CONDITION_LABELS,
  type QuoteFieldErrors,
  type UsedGearQuote,
} from "@shutter/sdk/rules"
import { useEffect, useRef, useState } from "react"
import { Link } from "wouter"
import { CmsContent } from "../../components/CmsContent.js"
import { useReCaptchaForm } from "../../hooks/useReCaptchaForm.js"
import { PageHead } from "../../seo/PageHead.js"
import { Field } from "../checkout/AddressFields.js"
import { errorMessage } from "../checkout/errorMessage.js"
import { QuoteItemFields } from "./QuoteItemFields.js"
import {
  type ContactState,
  emptyContact,
  emptyItem,
  fieldId,
  type ItemState,
  toQuoteForm,
} from "./quoteFormState.js"

/** The page's introduction: the CMS page of the same name (what we buy, how it works). */
const Introduction = () => {
  const { data: page } = useCmsPage("used-equipment-quote")
  return (
    <header className="quote-page__intro">
      <h1>{page?.content_heading || page?.title || "Sell Your Used Gear"}</h1>
      {page?.content && <CmsContent html={page.content} />}
    </header>
  )
}

const Sent = ({
  quote,
  onAnother,
}: {
  readonly quote: UsedGearQuote
  readonly onAnother: () => void
}) => {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <section className="quote-sent" data-testid="quote-sent" aria-labelledby="quote-sent-title">
      <h2 id="quote-sent-title" ref={heading} tabIndex={-1}>
        We have your quote request
      </h2>
      <p>
        Your reference number is{" "}
        <strong className="quote-sent__number" data-testid="quote-number">
          {quote.number}
        </strong>
        . We sent a confirmation to {quote.email}.
      </p>
      <p>{quote.status_description}</p>
      <ul className="quote-sent__items">
        {quote.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the stored request's items never change
          <li key={i}>
            {item.brand} {item.model} — {QUOTE_CONDITION_LABELS[item.condition]}
            {item.photo_count > 0 &&
              ` · ${item.photo_count} ${item.photo_count === 1 ? "photo" : "photos"}`}
          </li>
        ))}
      </ul>
      <p className="quote-sent__actions">
        <Link
          className="button button--primary"
          href={`/used-equipment-quote/status?number=${encodeURIComponent(quote.number)}`}
        >
          Check the status
        </Link>
        <button type="button" className="button" onClick={onAnother}>
          Send another request
        </button>
      </p>
    </section>
  )
}

const QuotePageHead = () => (
  <PageHead
    title="Sell Your Used Gear"
    description="Get a cash or trade-in quote for your used cameras, lenses and lighting."
  />
)

/** `/used-equipment-quote`: the seller's contact details and items, with photos; the reference once sent. */
export const UsedGearQuotePage = () => {
  const recaptcha = useReCaptchaForm("USED_GEAR_QUOTE")
  const [contact, setContact] = useState<ContactState>(emptyContact)
  const [items, setItems] = useState<ReadonlyArray<ItemState>>(() => [emptyItem()])
  const { submit, busy, quote, fieldErrors, failure, reset } = useQuoteSubmission()
  const formRef = useRef<HTMLFormElement>(null)
  const errors: QuoteFieldErrors = fieldErrors

  // After a refused send, the first field in error takes the focus (its message is read with it).
  useEffect(() => {
    if (Object.keys(fieldErrors).length === 0) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [fieldErrors])

  if (quote)
    return (
      <section className="quote-page">
        <QuotePageHead />
        <Introduction />
        <Sent
          quote={quote}
          onAnother={() => {
            setItems([emptyItem()])
            reset()
          }}
        />
      </section>
    )

  const contactField = (
    name: keyof ContactState,
    label: string,
    required: boolean,
    type = "text",
    autoComplete?: string,
  ) => (
    <Field
      id={fieldId(name)}
      label={label}
      type={type}
      value={contact[name]}
      error={errors[name]}
      required={required}
      {...(autoComplete === undefined ? {} : { autoComplete })}
      onChange={(value) => setContact((c) => ({ ...c, [name]: value }))}
    />
  )

  return (
    <section className="quote-page" data-testid="quote-page">
      <QuotePageHead />
      <Introduction />
      <form
        ref={formRef}
        className="quote-form"
        noValidate
        aria-label="Quote request"
        {...recaptcha}
        onSubmit={(e) => {
          e.preventDefault()
          void submit(toQuoteForm(contact, items))
        }}
      >
        <fieldset className="quote-form__contact">
          <legend>Your details</legend>
          <div className="quote-item__grid">
            {contactField("firstname", "First name", true, "text", "given-name")}
            {contactField("lastname", "Last name", true, "text", "family-name")}
            {contactField("email", "Email", true, "email", "email")}
            {contactField("telephone", "Phone", false, "tel", "tel")}
            {contactField("postcode", "Postcode", false, "text", "postal-code")}
          </div>
        </fieldset>
        <h2 className="quote-form__items-title">Your gear</h2>
        {errors.items && (
          <p className="field__error" role="alert" id={fieldId("items")}>
            {errors.items}
          </p>
        )}
        {items.map((item, index) => (
          <QuoteItemFields
            key={item.key}
            index={index}
            item={item}
            errors={errors}
            removable={items.length > 1}
            onChange={(change) =>
              setItems((list) => list.map((i) => (i.key === item.key ? change(i) : i)))
            }
            onRemove={() => {
              for (const photo of item.photos) URL.revokeObjectURL(photo.preview)
              setItems((list) => list.filter((i) => i.key !== item.key))
            }}
          />
        ))}
        <button
          type="button"
          className="button"
          disabled={items.length >= MAX_QUOTE_ITEMS}
          onClick={() => setItems((list) => [...list, emptyItem()])}
        >
          Add another item
        </button>
        {items.length >= MAX_QUOTE_ITEMS && (
          <p className="quote-form__note">A request can list up to {MAX_QUOTE_ITEMS} items.</p>
        )}
        <div className="field">
          <label htmlFor={fieldId("comment")}>Anything else we should know</label>
          <textarea
            id={fieldId("comment")}
            rows={3}
            value={contact.comment}
            aria-invalid={errors.comment !== undefined}
            aria-describedby={errors.comment ? `${fieldId("comment")}-error` : undefined}
            onChange={(e) => setContact((c) => ({ ...c, comment: e.target.value }))}
          />
          {errors.comment && (
            <p id={`${fieldId("comment")}-error`} className="field__error">
              {errors.comment}
            </p>
          )}
        </div>
        {failure !== undefined && (
          <p className="field__error" role="alert">
            {errorMessage(failure)}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? "Sending…" : "Request my quote"}
        </button>
        <p className="quote-form__note">
          Already sent one? <Link href="/used-equipment-quote/status">Check its status</Link>.
        </p>
      </form>
    </section>
  )
}
