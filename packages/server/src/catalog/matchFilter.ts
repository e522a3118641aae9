// Magento's FilterMatchTypeInput rule (CatalogGraphQl's CategoryFilter and the products search
// alike): special characters are dropped and the rest trimmed; fewer than the store's minimal
// query length (catalog/search/min_query_length, 3) is refused.
import { inputError } from "../graphql/errors.js"

const SPECIAL_CHARACTERS = /[-+~/\\<>'":*$#@()!,.?`=%&^]/g
export const MIN_QUERY_LENGTH = 3

export const invalidMatchFilter = (minLength: number): string =>
  `Invalid match filter. Minimum length is ${minLength}.`

/** The text a match filter searches for, or undefined without one; too short is an input error. */
export const matchFilterText = (match: string | null | undefined): string | undefined => {
  if (match === null || match === undefined) return undefined
  const text = match.replace(SPECIAL_CHARACTERS, "").trim()
  if (text.length < MIN_QUERY_LENGTH) throw inputError(invalidMatchFilter(MIN_QUERY_LENGTH))
  return text
}
