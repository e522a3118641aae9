import { SEARCH_RESULTS_PATH } from "@shutter/sdk/rules"
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from "react"
import { useSnapshot } from "valtio"
import { useLocation } from "wouter"
import { closeOverlay, openOverlay, ui } from "../state/ui.js"

// The results (and their query) are fetched with the first search typed, not on the first paint.
const loadResults = () => import("./SearchResults.js")
const Results = lazy(() => loadResults().then((m) => ({ default: m.SearchResults })))

/**
 * The header search field. Typing opens the suggestions overlay; Escape or the close
 * button closes it; Enter goes to the search results page.
 */
export const SearchField = () => {
  const { searchOverlayOpen } = useSnapshot(ui)
  const [, navigate] = useLocation()
  const [text, setText] = useState("")
  // Suggestions follow every keystroke; the SDK decides when to ask (debounce, stale requests).
  const term = text.trim()
  const id = useId()
  useEffect(() => {
    if (!searchOverlayOpen) return
    const onKey = (event: KeyboardEvent) =>
      event.key === "Escape" && closeOverlay("searchOverlayOpen")
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [searchOverlayOpen])
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim() === "") return
    closeOverlay("searchOverlayOpen")
    navigate(`${SEARCH_RESULTS_PATH}?term=${encodeURIComponent(text.trim())}`)
  }
  return (
    <search className="site-search">
      <form onSubmit={onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          Search products
        </label>
        <input
          id={id}
          type="search"
          placeholder="Search cameras, lenses, lighting…"
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            if (event.target.value.trim() !== "") openOverlay("searchOverlayOpen")
          }}
          onFocus={() => {
            // Fetch the results' code while the shopper starts typing (the debounce covers it).
            void loadResults()
            if (text.trim() !== "") openOverlay("searchOverlayOpen")
          }}
        />
        <button type="submit" className="site-search__submit">
          Search
        </button>
      </form>
      {searchOverlayOpen && (
        <div
          className="search-overlay"
          id={`${id}-overlay`}
          role="dialog"
          aria-label="Search results"
        >
          <button
            type="button"
            className="search-overlay__close"
            onClick={() => closeOverlay("searchOverlayOpen")}
          >
            Close search
          </button>
          {term !== "" && (
            <Suspense fallback={null}>
              <Results term={term} />
            </Suspense>
          )}
        </div>
      )}
    </search>
  )
}
