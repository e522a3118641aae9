// The search overlay's suggestions as the shopper types: the corrected term, categories and
// products, from ONE `products(search:)` request. The rule of when to ask (debounce, minimum
// length, dropping stale answers) lives here so every UI asks alike.
import type { TypedDocumentNode } from "@graphql-typed-document-node/core"
import gql from "graphql-tag"
import type * as G from "../graphql/generated/operations.js"
import { type ProductCard, ProductCardFields } from "./catalog.graphql.js"

/** Ask once the shopper has paused typing this long. */
export const SEARCH_SUGGEST_DEBOUNCE_MS = 300
/** Fewer characters than this suggest nothing (one letter matches half the catalogue). */
export const SEARCH_SUGGEST_MIN_LENGTH = 2
export const SUGGESTED_PRODUCTS = 6
export const SUGGESTED_CATEGORIES = 4

export interface CategorySuggestion {
  readonly uid: string
  readonly label: string
  /** Products of the search in the category. */
  readonly count: number
}

export interface SearchSuggestions {
  /** The term as asked. */
  readonly term: string
  /** The term the server searched instead (a typo corrected); absent when none. */
  readonly corrected?: string
  readonly categories: ReadonlyArray<CategorySuggestion>
  readonly products: ReadonlyArray<ProductCard>
  readonly totalCount: number
}

/**
 * Magento's own parts only: the corrected term (`suggestions`), the category aggregation at
 * every level, and the first product cards.
 */
export const SearchSuggestionsQuery: TypedDocumentNode<
  G.SearchSuggestionsQuery,
  G.SearchSuggestionsQueryVariables
> = gql`
  query searchSuggestions($search: String!, $pageSize: Int!) {
    products(search: $search, pageSize: $pageSize) {
      total_count
      suggestions {
        search
      }
      items {
        ...ProductCardFields
      }
      aggregations {
        attribute_code
        options {
          label
          value
          count
        }
      }
    }
  }
  ${ProductCardFields}
`

/** The term as the overlay asks for it, or undefined when it should ask nothing. */
export const suggestionTerm = (typed: string): string | undefined => {
  const term = typed.trim().replace(/\s+/g, " ")
  return term.length >= SEARCH_SUGGEST_MIN_LENGTH ? term : undefined
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "")

// A category name matches a word when one of its words starts with the word's first letters
// ("bags" → "Bags", "camera" → "Cameras").
const namesWord = (name: string, word: string) =>
  words(name).some((w) => w.startsWith(word.slice(0, Math.max(3, word.length - 2))))

/**
 * The categories to suggest: those whose names hold the most words of the term first (the
 * deeper, more specific one on a tie, which holds fewer products), then those holding the most
 * results; one per name.
 */
export const categorySuggestions = (
  options: ReadonlyArray<CategorySuggestion>,
  term: string,
): CategorySuggestion[] => {
  const termWords = words(term)
  const score = (o: CategorySuggestion) => termWords.filter((w) => namesWord(o.label, w)).length
  const ranked = [...options].sort((a, b) => {
    const s = score(b) - score(a)
    if (s !== 0) return s
    return score(a) > 0 ? a.count - b.count : b.count - a.count
  })
  const seen = new Set<string>()
  return ranked
    .filter((o) => {
      const key = o.label.toLowerCase()
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .slice(0, SUGGESTED_CATEGORIES)
}

const compact = <A>(list: ReadonlyArray<A | null> | null | undefined): ReadonlyArray<A> =>
  (list ?? []).filter((item): item is A => item !== null)

export const toSearchSuggestions = (
  term: string,
  products: G.SearchSuggestionsQuery["products"],
): SearchSuggestions => {
  const corrected = products?.suggestions?.find((s) => s !== null)?.search
  const categoryOptions =
    products?.aggregations
      ?.find((a) => a?.attribute_code === "category_uid")
      ?.options?.flatMap((o) =>
        o === null || o.label === null
          ? []
          : [{ uid: o.value, label: o.label, count: o.count ?? 0 }],
      ) ?? []
  return {
    term,
    ...(corrected === undefined || corrected === term.toLowerCase() ? {} : { corrected }),
    categories: categorySuggestions(categoryOptions, corrected ?? term),
    products: compact(products?.items),
    totalCount: products?.total_count ?? 0,
  }
}
