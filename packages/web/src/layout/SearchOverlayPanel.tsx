import { useEffect } from "react"
import { closeOverlay } from "../state/ui.js"
import { SearchResults } from "./SearchResults.js"

/** The open search overlay: its close button, Escape, and the suggestions for `term`. */
const SearchOverlayPanel = ({ id, term }: { readonly id: string; readonly term: string }) => {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) =>
      event.key === "Escape" && closeOverlay("searchOverlayOpen")
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [])
  return (
    <div className="search-overlay" id={id} role="dialog" aria-label="Search results">
      <button
        type="button"
        className="search-overlay__close"
        onClick={() => closeOverlay("searchOverlayOpen")}
      >
        Close search
      </button>
      {term !== "" && <SearchResults term={term} />}
    </div>
  )
}

export default SearchOverlayPanel
