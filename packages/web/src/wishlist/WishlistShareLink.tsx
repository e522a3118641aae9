import { useEffect, useId, useState } from "react"

/** Where a shared list opens for anyone who has the link (SharedWishlistPage). */
const sharedPath = (sharingCode: string) => `/wishlist/shared/${encodeURIComponent(sharingCode)}`

/**
 * The list's share link, to paste anywhere: a read-only field (selected on focus) and a Copy
 * button that says when the link is on the clipboard.
 */
export const WishlistShareLink = ({ sharingCode }: { readonly sharingCode: string }) => {
  const id = useId()
  const path = sharedPath(sharingCode)
  // The server renders the path; the browser knows its own address and makes it whole.
  const [link, setLink] = useState(path)
  useEffect(() => setLink(new URL(path, window.location.origin).href), [path])
  const [status, setStatus] = useState("")
  const copy = () => {
    navigator.clipboard.writeText(link).then(
      () => setStatus("Link copied"),
      () => setStatus("Select the link and copy it"),
    )
  }
  return (
    <div className="wishlist-share-link">
      <label htmlFor={`${id}-link`}>Share link</label>
      <div className="wishlist-share-link__row">
        <input
          id={`${id}-link`}
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button" onClick={copy}>
          Copy
        </button>
      </div>
      <p role="status" className="wishlist-share__status">
        {status}
      </p>
    </div>
  )
}
