import { useProductListing } from "@shutter/react"
import { productPath, SEARCH_RESULTS_PATH } from "@shutter/sdk"
import { type FormEvent, useEffect, useId, useState } from "react"
import { useSnapshot } from "valtio"
import { Link, useLocation } from "wouter"
import { formatMoney } from "../components/Money.js"
import { PLACEHOLDER_IMAGE } from "../components/ProductCard.js"
import { useDebounced } from "../hooks/useDebounced.js"
import { closeOverlay, openOverlay, ui } from "../state/ui.js"

/** Results as you type, once the shopper pauses for this long. */
export const SEARCH_DEBOUNCE_MS = 300
const OVERLAY_RESULTS = 6

const Results = ({ term }: { readonly term: string }) => {
  const { data, showLoading } = useProductListing({
    search: term,
    query: `itemsPerPage=${OVERLAY_RESULTS}`,
  })
  const close = () => closeOverlay("searchOverlayOpen")
  return (
    <div className="search-overlay__results" aria-live="polite">
      {showLoading && !data && <p>Searching…</p>}
      {data && data.items.length === 0 && <p>No products match '{term}'.</p>}
      {data && data.items.length > 0 && (
        <>
          <ul>
            {data.items.map((product) => (
              <li key={product.uid}>
                <Link href={productPath(product)} onClick={close} className="search-overlay__hit">
                  <img
                    src={product.thumbnail?.url || PLACEHOLDER_IMAGE}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                  />
                  <span>{product.name}</span>
                  {product.hideprice !== 1 && (
                    <span className="search-overlay__price">
                      {formatMoney(product.price_range.minimum_price.final_price)}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
          <Link href={`${SEARCH_RESULTS_PATH}?term=${encodeURIComponent(term)}`} onClick={close}>
            See all {data.totalCount} results
          </Link>
        </>
      )}
    </div>
  )
}

/**
 * The header search field. Typing opens the results overlay (debounced); Escape or the close
 * button closes it; Enter goes to the search results page.
 */
export const SearchField = () => {
  const { searchOverlayOpen } = useSnapshot(ui)
  const [, navigate] = useLocation()
  const [text, setText] = useState("")
  const term = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS)
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
          onFocus={() => text.trim() !== "" && openOverlay("searchOverlayOpen")}
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
          {term !== "" && <Results term={term} />}
        </div>
      )}
    </search>
  )
}
