import { SEARCH_RESULTS_PATH } from "@shutter/sdk/rules"
import { type FormEvent, lazy, Suspense, useId, useState } from "react"
import { useSnapshot } from "valtio"
import { useLocation } from "wouter"
import { closeOverlay, openOverlay, ui } from "../state/ui.js"

// The overlay, its results and their query are fetched with the first search typed, not on the
// first paint.
const loadPanel = () => import("./SearchOverlayPanel.js")
const SearchOverlayPanel = lazy(loadPanel)

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
            // Fetch the overlay's code while the shopper starts typing (the debounce covers it).
            void loadPanel()
            if (text.trim() !== "") openOverlay("searchOverlayOpen")
          }}
        />
        <button type="submit" className="site-search__submit">
          Search
        </button>
      </form>
      {searchOverlayOpen && (
        <Suspense fallback={null}>
          <SearchOverlayPanel id={`${id}-overlay`} term={term} />
        </Suspense>
      )}
    </search>
  )
}
