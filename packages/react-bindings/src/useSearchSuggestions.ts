import type { SearchSuggestions } from "@shutter/sdk"
import { SEARCH_SUGGEST_DEBOUNCE_MS, suggestionTerm } from "@shutter/sdk/rules"
import { useEffect, useState } from "react"
import { useStorefrontContext } from "./useStorefront.js"

export interface SearchSuggestionsState {
  /** The latest answer; kept while the next term loads, so the overlay never blanks. */
  readonly data: SearchSuggestions | undefined
  /** A request for the current term is on its way. */
  readonly loading: boolean
  readonly failed: boolean
}

const idle: SearchSuggestionsState = { data: undefined, loading: false, failed: false }

/**
 * The search overlay's suggestions for what the shopper is typing, by the SDK's rule: nothing
 * below the minimum length, one request once typing pauses (SEARCH_SUGGEST_DEBOUNCE_MS), and a
 * request whose term was typed over aborted (its answer never shows).
 */
export const useSearchSuggestions = (typed: string): SearchSuggestionsState => {
  const { storefront } = useStorefrontContext()
  const term = suggestionTerm(typed)
  const [state, setState] = useState<SearchSuggestionsState>(idle)
  useEffect(() => {
    if (term === undefined) {
      setState(idle)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      setState((s) => ({ ...s, loading: true, failed: false }))
      storefront.catalog.searchSuggestions({ term, signal: controller.signal }).then(
        (data) => {
          if (!controller.signal.aborted) setState({ data, loading: false, failed: false })
        },
        () => {
          if (!controller.signal.aborted) setState((s) => ({ ...s, loading: false, failed: true }))
        },
      )
    }, SEARCH_SUGGEST_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [term, storefront])
  return state
}
