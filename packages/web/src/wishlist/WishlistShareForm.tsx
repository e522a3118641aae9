import { useWishlistActions } from "@shutter/react"
import { type FormEvent, useId, useState } from "react"

/** Magento's message once the list was sent (Wishlist controller Index\Send). */
export const WISHLIST_SHARED_MESSAGE = "Your wish list has been shared."

const emailsOf = (text: string): ReadonlyArray<string> =>
  text
    .split(/[,\s]+/)
    .map((e) => e.trim())
    .filter((e) => e !== "")

/** Share the wish list by e-mail: up to 10 addresses and a message; the server's messages. */
export const WishlistShareForm = () => {
  const { share } = useWishlistActions()
  const id = useId()
  const [emails, setEmails] = useState("")
  const [message, setMessage] = useState("")
  const [state, setState] = useState<
    { readonly tag: "idle" | "busy" | "done" } | { readonly tag: "failed"; readonly error: string }
  >({ tag: "idle" })
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setState({ tag: "busy" })
    share({ emails: emailsOf(emails), ...(message.trim() === "" ? {} : { message }) }).then(
      () => {
        setEmails("")
        setMessage("")
        setState({ tag: "done" })
      },
      (error: unknown) =>
        setState({
          tag: "failed",
          error: error instanceof Error ? error.message : "The wish list could not be shared.",
        }),
    )
  }
  return (
    <form className="wishlist-share" onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Share your wishlist</h2>
      <label htmlFor={`${id}-emails`}>Email addresses, separated by commas</label>
      <textarea
        id={`${id}-emails`}
        name="emails"
        rows={2}
        required
        value={emails}
        onChange={(e) => setEmails(e.target.value)}
        data-testid="wishlist-share-emails"
      />
      <label htmlFor={`${id}-message`}>Message (optional)</label>
      <textarea
        id={`${id}-message`}
        name="message"
        rows={3}
        maxLength={255}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <button
        type="submit"
        className="button button--primary"
        disabled={state.tag === "busy"}
        data-testid="wishlist-share-submit"
      >
        Share wishlist
      </button>
      <p role="status" className="wishlist-share__status" data-testid="wishlist-share-status">
        {state.tag === "done" ? WISHLIST_SHARED_MESSAGE : ""}
      </p>
      {state.tag === "failed" && (
        <p role="alert" className="form-alert">
          {state.error}
        </p>
      )}
    </form>
  )
}
