// Spec §5/§9: the listing state (filters, sort, paging, term) lives in the URL query. This module
// reads it into products() variables and writes it back, so the UI never keeps a second copy.

/** Spec §9: the only attributes a listing filters on; any other query key is ignored. */
export const FILTERABLE_ATTRIBUTES = [
  "price",
  "size",
  "material",
  "strap_bags",
  "style_bottom",
  "color",
  "new",
  "sale",
  "category_uid",
  "manufacturer",
  "on_sale",
  "lens_format_coverage",
  "lens_type",
] as const
export type FilterableAttribute = (typeof FILTERABLE_ATTRIBUTES)[number]
export type EqualFilterAttribute = Exclude<FilterableAttribute, "price">

/** Query keys that are listing state but not filters (spec §2 "Product list query parameters"). */
export const LISTING_QUERY_KEYS = ["page", "sort", "term", "itemsPerPage"] as const

/** Spec §5: page and items-per-page default to 1 and 10 … */
export const DEFAULT_PAGE = 1
export const DEFAULT_ITEMS_PER_PAGE = 10
/** … and spec §9: listings offer 12, 24 or 36 per page, 12 by default (a requested 10 becomes 12). */
export const LISTING_PAGE_SIZES = [12, 24, 36] as const
export const DEFAULT_LISTING_PAGE_SIZE = 12

export type SortDirection = "ASC" | "DESC"
/** Magento's `ProductAttributeSortInput`: one field → direction. */
export type ProductSort = Readonly<Record<string, SortDirection>>

export interface SortOption {
  readonly label: string
  /** The URL form, "field-DIRECTION" ("" = the category's default order). */
  readonly value: string
}

/** Spec §9 sort options, in the order the listing shows them. */
export const SORT_OPTIONS: ReadonlyArray<SortOption> = [
  { label: "Position", value: "position-ASC" },
  { label: "In Stock", value: "stock_status-DESC" },
  { label: "Price: Low to High", value: "price-ASC" },
  { label: "Price: High to Low", value: "price-DESC" },
  { label: "Best Sellers", value: "bestsellers-DESC" },
  { label: "Special Price", value: "special_price-ASC" },
  { label: "Recently Added", value: "created_at-DESC" },
]

/**
 * The sort menu of a listing and the option it shows as chosen. A search's results come in
 * relevance order until a sort is chosen, so its menu starts with "Relevance" (no sort in the
 * URL), as Magento's search results page does; a category's default is its position order.
 */
export const listingSortMenu = (
  params: ListingParams,
  kind: "category" | "search",
): { readonly options: ReadonlyArray<SortOption>; readonly selected: string } => {
  const chosen = formatSort(params.sort)
  if (kind === "category") return { options: SORT_OPTIONS, selected: chosen ?? "position-ASC" }
  return {
    options: [{ label: "Relevance", value: "" }, ...SORT_OPTIONS],
    selected: chosen === undefined || chosen === "relevance-DESC" ? "" : chosen,
  }
}

/** Spec §9: the other sort labels the message catalogue holds. */
export const SORT_MESSAGE_LABELS: ReadonlyArray<SortOption> = [
  { label: "Default", value: "" },
  { label: "Name A-Z", value: "name-ASC" },
  { label: "Name Z-A", value: "name-DESC" },
  { label: "Manufacturer A-Z", value: "manufacturer-ASC" },
  { label: "Manufacturer Z-A", value: "manufacturer-DESC" },
  { label: "Is In Stock", value: "stock_status-DESC" },
]

export type EqualFilter = { readonly eq: string } | { readonly in: ReadonlyArray<string> }
export interface RangeFilter {
  readonly from: string
  readonly to: string
}

/** The listing's part of Magento's `ProductAttributeFilterInput`. */
export type ListingFilter = { readonly price?: RangeFilter } & {
  readonly [K in EqualFilterAttribute]?: EqualFilter
}

export interface ListingParams {
  readonly term?: string
  readonly page: number
  readonly itemsPerPage: number
  readonly sort?: ProductSort
  readonly filter: ListingFilter
}

/** A URL query: a search string ("?a=1&a=2"), URLSearchParams, or a router's query object. */
export type ListingQueryInput =
  | string
  | URLSearchParams
  | Readonly<Record<string, string | ReadonlyArray<string | null> | null | undefined>>

/** A query in any of its forms as key → non-empty values, in order. */
export const listingQueryEntries = (query: ListingQueryInput): Map<string, Array<string>> => {
  const result = new Map<string, Array<string>>()
  const add = (key: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value === "") return
    const list = result.get(key) ?? []
    list.push(value)
    result.set(key, list)
  }
  if (typeof query === "string" || query instanceof URLSearchParams) {
    const params = typeof query === "string" ? new URLSearchParams(query) : query
    for (const [key, value] of params) add(key, value)
  } else {
    for (const [key, value] of Object.entries(query)) {
      if (typeof value === "string" || value === null || value === undefined) add(key, value)
      else for (const v of value) add(key, v)
    }
  }
  return result
}

const positiveInt = (raw: string | undefined, fallback: number): number => {
  const n = Number.parseInt(raw ?? "", 10)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

/** "price-ASC" → `{ price: "ASC" }`; the direction is the text after the last "-". */
export const parseSort = (raw: string | undefined): ProductSort | undefined => {
  if (raw === undefined) return undefined
  const at = raw.lastIndexOf("-")
  if (at <= 0) return undefined
  const field = raw.slice(0, at)
  const direction = raw.slice(at + 1).toUpperCase()
  if (direction !== "ASC" && direction !== "DESC") return undefined
  return { [field]: direction }
}

/** `{ price: "ASC" }` → "price-ASC". */
export const formatSort = (sort: ProductSort | undefined): string | undefined => {
  const entry = sort === undefined ? undefined : Object.entries(sort)[0]
  return entry === undefined ? undefined : `${entry[0]}-${entry[1]}`
}

/** Spec §5: every "from_to" value is split; the lowest and highest numbers become the range. */
export const parsePriceRange = (values: ReadonlyArray<string>): RangeFilter | undefined => {
  const numbers = values
    .flatMap((v) => v.split("_"))
    .filter((part) => part.trim() !== "")
    .map(Number)
    .filter((n) => Number.isFinite(n))
  if (numbers.length === 0) return undefined
  return { from: String(Math.min(...numbers)), to: String(Math.max(...numbers)) }
}

const isFilterable = (key: string): key is FilterableAttribute =>
  (FILTERABLE_ATTRIBUTES as ReadonlyArray<string>).includes(key)

/** Reads the listing state from a URL query (spec §5). */
export const parseListingQuery = (query: ListingQueryInput): ListingParams => {
  const entries = listingQueryEntries(query)
  const first = (key: string) => entries.get(key)?.[0]
  const filter: Record<string, EqualFilter | RangeFilter> = {}
  for (const [key, values] of entries) {
    if (!isFilterable(key)) continue
    if (key === "price") {
      const range = parsePriceRange(values)
      if (range !== undefined) filter.price = range
      continue
    }
    const unique = [...new Set(values)]
    filter[key] =
      unique.length === 1 && unique[0] !== undefined ? { eq: unique[0] } : { in: unique }
  }
  // Magento's own search URLs name the term `q`; the listing's links carry it on as `term`.
  const term = first("term") ?? first("q")
  const sort = parseSort(first("sort"))
  return {
    ...(term === undefined ? {} : { term }),
    page: positiveInt(first("page"), DEFAULT_PAGE),
    itemsPerPage: positiveInt(first("itemsPerPage"), DEFAULT_ITEMS_PER_PAGE),
    ...(sort === undefined ? {} : { sort }),
    filter: filter as ListingFilter,
  }
}

/** Spec §5: a requested 10 items per page becomes 12 in listings. */
export const listingPageSize = (itemsPerPage: number): number =>
  itemsPerPage === DEFAULT_ITEMS_PER_PAGE ? DEFAULT_LISTING_PAGE_SIZE : itemsPerPage

/** The values selected for one attribute (what the filter sidebar shows as checked). */
export const selectedValues = (
  filter: ListingFilter,
  attribute: EqualFilterAttribute,
): ReadonlyArray<string> => {
  const f = filter[attribute]
  if (f === undefined) return []
  return "eq" in f ? [f.eq] : f.in
}

/** The inverse of `parseListingQuery`: the URL query that holds this listing state. */
export const listingQuery = (
  params: ListingParams,
): Readonly<Record<string, string | ReadonlyArray<string>>> => {
  const query: Record<string, string | ReadonlyArray<string>> = {}
  for (const attribute of FILTERABLE_ATTRIBUTES) {
    if (attribute === "price") {
      const price = params.filter.price
      if (price !== undefined) query.price = `${price.from}_${price.to}`
      continue
    }
    const values = selectedValues(params.filter, attribute)
    if (values.length === 1 && values[0] !== undefined) query[attribute] = values[0]
    else if (values.length > 1) query[attribute] = values
  }
  if (params.term !== undefined) query.term = params.term
  const sort = formatSort(params.sort)
  if (sort !== undefined) query.sort = sort
  if (params.page !== DEFAULT_PAGE) query.page = String(params.page)
  if (params.itemsPerPage !== DEFAULT_ITEMS_PER_PAGE)
    query.itemsPerPage = String(params.itemsPerPage)
  return query
}

/** `listingQuery` as a search string, "" or "?color=49&sort=price-ASC". */
export const listingSearch = (params: ListingParams): string => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(listingQuery(params))) {
    for (const v of typeof value === "string" ? [value] : value) search.append(key, v)
  }
  const text = search.toString()
  return text === "" ? "" : `?${text}`
}

/** Spec §4: changing items per page resets the page (to the first one). */
export const withItemsPerPage = (params: ListingParams, itemsPerPage: number): ListingParams => ({
  ...params,
  itemsPerPage,
  page: DEFAULT_PAGE,
})

/** A new sort ("" for the default order); the page stays as the URL has it. */
export const withSort = (params: ListingParams, value: string): ListingParams => {
  const { sort: _previous, ...rest } = params
  const sort = parseSort(value)
  return sort === undefined ? rest : { ...rest, sort }
}

export const withPage = (params: ListingParams, page: number): ListingParams => ({
  ...params,
  page: page > 0 ? Math.floor(page) : DEFAULT_PAGE,
})

/** Replaces one attribute's selection (an empty list removes the filter); back to page 1. */
export const withFilter = (
  params: ListingParams,
  attribute: FilterableAttribute,
  values: ReadonlyArray<string>,
): ListingParams => {
  const filter: Record<string, EqualFilter | RangeFilter> = { ...params.filter }
  delete filter[attribute]
  if (attribute === "price") {
    const range = parsePriceRange(values)
    if (range !== undefined) filter.price = range
  } else if (values.length === 1 && values[0] !== undefined) filter[attribute] = { eq: values[0] }
  else if (values.length > 1) filter[attribute] = { in: [...new Set(values)] }
  return { ...params, filter: filter as ListingFilter, page: DEFAULT_PAGE }
}

export interface ProductSearchInput {
  /** The category being listed; a `category_uid` filter from the URL narrows it further. */
  readonly categoryUid?: string
  /** A search phrase; overrides the URL's `term`. */
  readonly search?: string
}

/** The variables of one `products` request for this listing state. */
export interface ProductsVariables {
  readonly search?: string
  readonly filter: ListingFilter & { readonly category_uid?: EqualFilter }
  readonly pageSize: number
  readonly currentPage: number
  readonly sort?: ProductSort
}

export const productsVariables = (
  params: ListingParams,
  input: ProductSearchInput = {},
): ProductsVariables => {
  const search = input.search ?? params.term
  const categoryFilter =
    params.filter.category_uid ??
    (input.categoryUid === undefined ? undefined : { eq: input.categoryUid })
  return {
    ...(search === undefined || search === "" ? {} : { search }),
    filter: {
      ...params.filter,
      ...(categoryFilter === undefined ? {} : { category_uid: categoryFilter }),
    },
    pageSize: listingPageSize(params.itemsPerPage),
    currentPage: params.page,
    ...(params.sort === undefined ? {} : { sort: params.sort }),
  }
}
