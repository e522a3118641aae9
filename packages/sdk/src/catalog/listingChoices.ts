// What a listing request may ask for, so a client can refuse a bad value before sending it
// instead of the listing silently ignoring it (parseListingQuery drops what it cannot read).
import {
  FILTERABLE_ATTRIBUTES,
  LISTING_PAGE_SIZES,
  type ProductSort,
  parseSort,
  SORT_MESSAGE_LABELS,
  SORT_OPTIONS,
} from "./listingParams.js"

/** Fields a listing sorts by: spec §9's options and labels, and relevance for searches. */
export const LISTING_SORT_FIELDS: ReadonlyArray<string> = [
  ...new Set(
    [...SORT_OPTIONS, ...SORT_MESSAGE_LABELS, { value: "relevance-DESC" }].flatMap((option) =>
      Object.keys(parseSort(option.value) ?? {}),
    ),
  ),
]

/** "price-ASC" with a listing sort field and ASC or DESC (any case); else undefined. */
export const listingSort = (raw: string): ProductSort | undefined => {
  const sort = parseSort(raw)
  const field = Object.keys(sort ?? {})[0]
  return field !== undefined && LISTING_SORT_FIELDS.includes(field) ? sort : undefined
}

/** The sort values to offer: every sort field in both directions. */
export const listingSortChoices = (): ReadonlyArray<string> =>
  LISTING_SORT_FIELDS.flatMap((field) => [`${field}-ASC`, `${field}-DESC`])

/** Spec §9 filter attributes (any other query key is not a filter). */
export const isListingFilterAttribute = (attribute: string): boolean =>
  (FILTERABLE_ATTRIBUTES as ReadonlyArray<string>).includes(attribute)

/**
 * The page sizes the store's grid offers (storeConfig.grid_per_page_values, "12,24,36"), or
 * spec §9's 12, 24 and 36 when it names none. The largest is the most a listing page holds.
 */
export const storePageSizes = (
  gridPerPageValues: string | null | undefined,
): ReadonlyArray<number> => {
  const sizes = (gridPerPageValues ?? "")
    .split(",")
    .map((value) => Number(value.trim()))
    .filter((n) => Number.isInteger(n) && n > 0)
  return sizes.length > 0 ? sizes : LISTING_PAGE_SIZES
}

/** A price filter value: "from_to" with two numbers, e.g. "100_500". */
export const isPriceRange = (value: string): boolean => /^\d+(\.\d+)?_\d+(\.\d+)?$/.test(value)
