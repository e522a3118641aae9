// When and what the search overlay suggests as the shopper types (debounce, minimum length, the
// categories to offer): the rule every UI follows, free of GraphQL and Effect so a page's first
// load can carry it.
import type { ProductCard } from "./catalog.graphql.js"

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

/**
 * The term the server searched instead of `asked` (its first `suggestions` entry), when it
 * differs from what was asked: a corrected typo.
 */
export const correctedSearchTerm = (
  asked: string | undefined,
  suggestions: ReadonlyArray<{ readonly search?: string | null } | null> | null | undefined,
): string | undefined => {
  const corrected = suggestions?.find((s) => s?.search != null)?.search ?? undefined
  if (corrected === undefined || asked === undefined) return undefined
  return corrected === asked.trim().toLowerCase() ? undefined : corrected
}

/**
 * The search for `term` exactly as typed, without correction ("Search instead for …"): the
 * term in double quotes, which the server takes verbatim.
 */
export const verbatimSearchTerm = (term: string): string => `"${term.replace(/"/g, "")}"`

/** The correction notice of a search results page (B&H's and Google's wording). */
export const searchCorrectionTexts = (asked: string, corrected: string) => ({
  showing: `Showing results for “${corrected}”`,
  instead: `Search instead for “${asked}”`,
})
