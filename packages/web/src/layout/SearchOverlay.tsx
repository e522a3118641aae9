import { SEARCH_RESULTS_PATH } from "@shutter/sdk/rules"
import { type FormEvent, lazy, Suspense, useEffect, useId, useRef, useState } from "react"
import { useSnapshot } from "valtio"
import { useLocation } from "wouter"
import { closeOverlay, closeSearchField, openOverlay, ui } from "../state/ui.js"

// The overlay, its results and their query are fetched with the first search typed, not on the
// first paint.
const loadPanel = () => import("./SearchOverlayPanel.js")
const SearchOverlayPanel = lazy(loadPanel)

/** The header's search landmark: the phone header's search icon unfolds it. */
export const SEARCH_FIELD_ID = "site-search"

/**
 * The header search field. Typing opens the suggestions overlay; Escape or the close
 * button closes it; Enter goes to the search results page.
 */
export const SearchField = () => {
  const { searchOverlayOpen, searchFieldOpen } = useSnapshot(ui)
  const input = useRef<HTMLInputElement>(null)
  // Unfolded from the phone header's icon: the shopper types at once.
  useEffect(() => {
    if (searchFieldOpen) input.current?.focus()
  }, [searchFieldOpen])
  const [, navigate] = useLocation()
  const [text, setText] = useState("")
  // Typed before the page hydrated (a slow phone): the field shows it, so the suggestions follow.
  useEffect(() => {
    const early = input.current?.value ?? ""
    if (early === "") return
    setText(early)
    if (early.trim() !== "" && document.activeElement === input.current)
      openOverlay("searchOverlayOpen")
  }, [])
  // Suggestions follow every keystroke; the SDK decides when to ask (debounce, stale requests).
  const term = text.trim()
  const id = useId()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (text.trim() === "") return
    closeOverlay("searchOverlayOpen")
    closeSearchField()
    navigate(`${SEARCH_RESULTS_PATH}?term=${encodeURIComponent(text.trim())}`)
  }
  return (
    <search
      id={SEARCH_FIELD_ID}
      className={searchFieldOpen ? "site-search site-search--open" : "site-search"}
    >
      <form onSubmit={onSubmit}>
        <label htmlFor={id} className="visually-hidden">
          Search products
        </label>
        <input
          ref={input}
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
