// Products query arguments → a validated listing request (pure). Messages are Magento 2.4's
// (CatalogGraphQl Model/Resolver/Products.php).

import { inputError } from "../graphql/errors.js"
import type {
  FilterEqualTypeInput,
  FilterMatchTypeInput,
  FilterRangeTypeInput,
  ProductAttributeFilterInput,
  QueryProductsArgs,
} from "../graphql/generated/resolvers.js"
import { amountInput, idInput, invalidFieldValue, MAX_ID } from "../graphql/inputValues.js"
import { matchFilterText } from "./matchFilter.js"

export type SortDirection = "ASC" | "DESC"

export const SORT_FIELDS = [
  "relevance",
  "position",
  "name",
  "price",
  "stock_status",
  "bestsellers",
  "special_price",
  "created_at",
  "manufacturer",
] as const
export type SortField = (typeof SORT_FIELDS)[number]

/** Option attributes filterable with eq/in (values are option value_indexes). */
export const OPTION_FILTERS = [
  "color",
  "manufacturer",
  "size",
  "material",
  "strap_bags",
  "style_bottom",
  "new",
  "sale",
  "on_sale",
  "lens_format_coverage",
  "lens_type",
] as const
export type OptionFilterCode = (typeof OPTION_FILTERS)[number]

export type EqualInput = FilterEqualTypeInput
export type RangeInput = FilterRangeTypeInput
export type MatchInput = FilterMatchTypeInput
export type ProductFilterInput = ProductAttributeFilterInput

export type ProductsArgs = QueryProductsArgs

/** Magento's search engine window (PageSizeProvider): a page never holds more than this. */
export const MAX_PAGE_SIZE = 10_000

export interface ListingFilter {
  readonly categoryIds?: readonly number[]
  readonly urlKeys?: readonly string[]
  readonly skus?: readonly string[]
  /** Price in cents, inclusive bounds. */
  readonly priceFrom?: number
  readonly priceTo?: number
  readonly nameMatch?: string
  readonly descriptionMatch?: string
  readonly shortDescriptionMatch?: string
  readonly options: ReadonlyMap<OptionFilterCode, readonly number[]>
}

/** How the search words match (worked out by src/search before the listing runs). */
export interface SearchMatch {
  /** `to_tsquery('english', …)` text over the listing's search document. */
  readonly tsQuery: string
  /** The words as searched without their synonyms: ranks what was typed above synonyms. */
  readonly typedTsQuery: string
  /** The words as searched (typos corrected), joined: an exact name match ranks first. */
  readonly phrase: string
  /**
   * Any word of the query: categories that name what the query asks for lift their products'
   * relevance (`matchingCategories` in listingSql.ts); none when undefined.
   */
  readonly anyWordTsQuery?: string
  /** The query's last word, which names the kind of product ("lens" in "nikon lens"). */
  readonly kindTsQuery?: string
}

export interface ListingRequest {
  /** Search words (already split); undefined when the query has no `search`. */
  readonly searchTerms?: readonly string[]
  /** The search's synonyms, corrections and matching categories; words as typed without it. */
  readonly searchMatch?: SearchMatch
  readonly filter: ListingFilter
  readonly sort: { readonly field: SortField; readonly direction: SortDirection }
  readonly pageSize: number
  readonly currentPage: number
}

const values = (input: EqualInput | null | undefined): string[] | undefined => {
  if (input === null || input === undefined) return undefined
  if (input.in !== undefined && input.in !== null)
    return input.in.filter((v): v is string => v !== null)
  if (input.eq !== undefined && input.eq !== null) return [input.eq]
  return undefined
}

/** Option values and category ids: whole numbers, or an input error naming the filter. */
const ids = (list: readonly string[], field: string): number[] =>
  list.map((value) => idInput(value, field))

/** Magento's ArgumentsProcessor test: a filter given with at least one condition. */
export const isEmptyFilter = (input: object | null | undefined): boolean =>
  input === null ||
  input === undefined ||
  Object.values(input).every((v) => v === null || v === undefined)

/** CatalogGraphQl's refusal of an id filter and its uid twin in one request. */
export const usedTogether = (id: string, uid: string): string =>
  `\`${id}\` and \`${uid}\` can't be used at the same time.`

/** Magento uids are base64 of the id. */
export const uidToId = (uid: string): number => {
  const decoded = Buffer.from(uid, "base64").toString("utf8")
  return /^\d+$/.test(decoded) ? Number(decoded) : Number.NaN
}

/** Category uids that decode to an id; one that decodes to a number no id can be is an error. */
const uidIds = (uids: readonly string[]): number[] =>
  uids.flatMap((uid) => {
    const id = uidToId(uid)
    if (!Number.isInteger(id)) return []
    if (id > MAX_ID) throw invalidFieldValue(uid, "category_uid")
    return [id]
  })

/** Words for full-text search: letters and digits only, lower case. */
export const searchTerms = (search: string): string[] =>
  search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== "")
    .slice(0, 16)

export const parseFilter = (input: ProductFilterInput | null | undefined): ListingFilter => {
  const filter: {
    -readonly [K in keyof ListingFilter]: ListingFilter[K]
  } = { options: new Map() }
  if (input === null || input === undefined) return filter
  if (!isEmptyFilter(input.category_id) && !isEmptyFilter(input.category_uid))
    throw inputError(usedTogether("category_id", "category_uid"))
  const categoryIds = [
    ...ids(values(input.category_id) ?? [], "category_id"),
    ...uidIds(values(input.category_uid) ?? []),
  ]
  if (input.category_id || input.category_uid) filter.categoryIds = categoryIds
  const urlKeys = values(input.url_key)
  if (urlKeys !== undefined) filter.urlKeys = urlKeys
  const skus = values(input.sku)
  if (skus !== undefined) filter.skus = skus
  const from = amountInput(input.price?.from, "price")
  const to = amountInput(input.price?.to, "price")
  if (from !== undefined) filter.priceFrom = from
  if (to !== undefined) filter.priceTo = to
  const name = matchFilterText(input.name?.match)
  if (name) filter.nameMatch = name
  const description = matchFilterText(input.description?.match)
  if (description) filter.descriptionMatch = description
  const shortDescription = matchFilterText(input.short_description?.match)
  if (shortDescription) filter.shortDescriptionMatch = shortDescription
  const options = new Map<OptionFilterCode, readonly number[]>()
  for (const code of OPTION_FILTERS) {
    const list = values(input[code])
    if (list !== undefined) options.set(code, ids(list, code))
  }
  filter.options = options
  return filter
}

export const parseProductsArgs = (args: ProductsArgs): ListingRequest => {
  const currentPage = args.currentPage ?? 1
  const pageSize = args.pageSize ?? 20
  if (currentPage < 1) throw inputError("currentPage value must be greater than 0.")
  if (pageSize < 1) throw inputError("pageSize value must be greater than 0.")
  const hasSearch = args.search !== undefined && args.search !== null
  if (!hasSearch && (args.filter === undefined || args.filter === null))
    throw inputError("'search' or 'filter' input argument is required.")
  const requested = Object.entries(args.sort ?? {}).find(([, d]) => d === "ASC" || d === "DESC")
  const defaultSort: SortField = hasSearch ? "relevance" : "position"
  const sort = requested
    ? { field: requested[0] as SortField, direction: requested[1] as SortDirection }
    : { field: defaultSort, direction: defaultSort === "relevance" ? "DESC" : ("ASC" as const) }
  return {
    ...(hasSearch ? { searchTerms: searchTerms(args.search ?? "") } : {}),
    filter: parseFilter(args.filter),
    sort: sort as ListingRequest["sort"],
    pageSize,
    currentPage,
  }
}
