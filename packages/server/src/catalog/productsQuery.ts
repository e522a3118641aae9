// The `products` query: validate, list one page, and compute aggregations only when the client
// selects them (started together with the page when the selection is known up front).

import type DataLoader from "dataloader"
import type { SQL } from "drizzle-orm"
import type { Db } from "../db/database.js"
import type { GraphqlContext } from "../graphql/context.js"
import { inputError } from "../graphql/errors.js"
import {
  assumedPlanHeld,
  assumeSearchPlan,
  isVerbatimSearch,
  planSearch,
  type SearchPlan,
  searchMatchOf,
} from "../search/searchPlan.js"
import {
  type Aggregation,
  type AggregationCounts,
  buildAggregations,
  countAggregations,
  extraCountQueries,
} from "./aggregations.js"
import type { CatalogLoaders } from "./catalogLoaders.js"
import { categoryNames } from "./categoryRepository.js"
import {
  type ListingRequest,
  MAX_PAGE_SIZE,
  type ProductsArgs,
  parseProductsArgs,
  type SearchMatch,
} from "./listingInput.js"
import {
  type EmbeddedChild,
  embeddedKey,
  type ListingPage,
  listProducts,
  type ProductListRow,
  pageCountsOf,
} from "./productRepository.js"
import { type ProductSource, toProductSource } from "./productResolvers.js"

export interface ProductsResult {
  readonly items: ProductSource[]
  readonly total_count: number
  readonly page_info: { page_size: number; current_page: number; total_pages: number }
  readonly sort_fields: { default: string; options: { value: string; label: string }[] }
  /** Kept for the `aggregations` resolver. */
  readonly request: ListingRequest
  /** The search's corrections and synonyms (searches only), for `suggestions`. */
  readonly searchPlan?: SearchPlan
  /** The aggregation counts of this result, computed once on first call. */
  readonly counts: () => Promise<AggregationCounts>
}

const SORT_LABELS: readonly (readonly [string, string])[] = [
  ["position", "Position"],
  ["name", "Product Name"],
  ["price", "Price"],
  ["stock_status", "In Stock"],
  ["bestsellers", "Best Sellers"],
  ["special_price", "Special Price"],
  ["created_at", "Recently Added"],
  ["manufacturer", "Manufacturer"],
]

/**
 * `args` as the products query lists them: parsed, and a search planned in store view `storeId`
 * (typos corrected unless quoted, synonyms, the categories that name it) with its matches.
 */
export const listingRequestOf = async (
  db: Db,
  storeId: number,
  args: ProductsArgs,
): Promise<{ readonly request: ListingRequest; readonly searchPlan?: SearchPlan }> => {
  const parsed = parseProductsArgs(args)
  const terms = parsed.searchTerms
  if (terms === undefined || terms.length === 0) return { request: parsed }
  const searchPlan = await planSearch(db, storeId, terms, {
    correct: !isVerbatimSearch(args.search ?? ""),
  })
  return { request: { ...parsed, searchMatch: searchMatchOf(searchPlan) }, searchPlan }
}

const sameMatch = (a: SearchMatch | undefined, b: SearchMatch): boolean =>
  a !== undefined &&
  a.tsQuery === b.tsQuery &&
  a.typedTsQuery === b.typedTsQuery &&
  a.phrase === b.phrase &&
  a.anyWordTsQuery === b.anyWordTsQuery &&
  a.kindTsQuery === b.kindTsQuery

/**
 * The request `args` ask for and its page, listed by `read`. A search is listed first on the plan
 * most searches get (`assumeSearchPlan`, which costs no statement), the listing checking what
 * that plan assumes: one round trip. When the check fails, the search is planned as
 * `listingRequestOf` plans it and, if that plan matches other words, listed again.
 */
const listRequest = async (
  context: GraphqlContext,
  args: ProductsArgs,
  read: (request: ListingRequest, check?: SQL) => Promise<ListingPage>,
): Promise<{
  readonly request: ListingRequest
  readonly searchPlan?: SearchPlan
  readonly page: ListingPage
}> => {
  const parsed = parseProductsArgs(args)
  const terms = parsed.searchTerms
  if (terms === undefined || terms.length === 0)
    return { request: parsed, page: await read(parsed) }
  const options = { correct: !isVerbatimSearch(args.search ?? "") }
  const assumed = await assumeSearchPlan(context.db, context.store.id, terms, options)
  const first = { ...parsed, searchMatch: searchMatchOf(assumed.plan) }
  const page = await read(first, assumed.wordsKnown)
  if (assumedPlanHeld(assumed, page)) return { request: first, searchPlan: assumed.plan, page }
  const planned = await listingRequestOf(context.db, context.store.id, args)
  if (sameMatch(planned.request.searchMatch, first.searchMatch)) return { ...planned, page }
  return { ...planned, page: await read(planned.request) }
}

/** Hands a row's embedded child lists to the loaders that would read them; drops them from the row. */
const primeChildren = (
  loaders: CatalogLoaders,
  row: ProductListRow,
  children: readonly EmbeddedChild[],
): void => {
  const embedded = row as unknown as Record<string, unknown>
  for (const child of children) {
    const key = embeddedKey(child)
    const rows = embedded[key]
    delete embedded[key]
    if (!Array.isArray(rows)) continue
    // Each list is in the shape of the loader's own rows (`EMBEDDED_CHILDREN`).
    const loader = loaders[child] as DataLoader<number, unknown>
    loader.prime(row.id, rows)
  }
}

export const resolveProducts = async (
  args: ProductsArgs,
  context: GraphqlContext,
  options: {
    readonly aggregationsSelected?: boolean
    readonly textsSelected?: boolean
    /** The items' child lists the query selects, read with the page. */
    readonly childrenSelected?: readonly EmbeddedChild[]
  } = {},
): Promise<ProductsResult> => {
  const loaders = context.loaders.catalog
  const attributes = await loaders.attributes()
  // Aggregations asked for up front: the page statement also counts its matches for them, and
  // what a filtered attribute or price needs without its own filter (one statement in all).
  const withCounts = options.aggregationsSelected === true
  const children = options.childrenSelected ?? []
  const read = (request: ListingRequest, check?: SQL) =>
    listProducts(
      context.db,
      { ...request, pageSize: Math.min(request.pageSize, MAX_PAGE_SIZE) },
      attributes.idOf,
      {
        ...(withCounts ? { withCounts, extraCounts: extraCountQueries(request, attributes) } : {}),
        // The long texts asked for come with the page (a product page: one statement less).
        ...(options.textsSelected === true ? { withTexts: true } : {}),
        ...(children.length > 0 ? { withChildren: children, storeId: context.store.id } : {}),
        ...(check === undefined ? {} : { check }),
      },
    )
  const { request, searchPlan, page } = await listRequest(context, args, read)
  let counting: Promise<AggregationCounts> | undefined
  const counts = () => {
    counting ??= countAggregations(
      context.db,
      request,
      attributes,
      withCounts ? Promise.resolve(pageCountsOf(page)) : undefined,
    )
    return counting
  }
  const totalPages = Math.ceil(page.total / request.pageSize)
  if (request.currentPage > totalPages && page.total > 0) {
    throw inputError(
      `currentPage value ${request.currentPage} specified is greater than the ${totalPages} page(s) available.`,
    )
  }
  for (const row of page.rows) {
    primeChildren(loaders, row, children)
    loaders.products.prime(row.id, row)
  }
  const searching = request.searchTerms !== undefined
  return {
    items: page.rows.map(toProductSource),
    total_count: page.total,
    page_info: {
      page_size: request.pageSize,
      current_page: request.currentPage,
      total_pages: totalPages,
    },
    sort_fields: {
      default: searching ? "relevance" : "position",
      options: [
        ...(searching ? [{ value: "relevance", label: "Relevance" }] : []),
        ...SORT_LABELS.map(([value, label]) => ({ value, label })),
      ],
    },
    request,
    ...(searchPlan === undefined ? {} : { searchPlan }),
    counts,
  }
}

export const resolveAggregations = async (
  result: ProductsResult,
  args: {
    readonly filter?: {
      readonly category?: { readonly includeDirectChildrenOnly?: boolean | null } | null
    } | null
  },
  context: GraphqlContext,
): Promise<Aggregation[]> => {
  const loaders = context.loaders.catalog
  const [attributes, categories, counts] = await Promise.all([
    loaders.attributes(),
    categoryNames(context.db),
    result.counts(),
  ])
  return buildAggregations(counts, result.request, attributes, categories, {
    directChildrenOnly: args.filter?.category?.includeDirectChildrenOnly === true,
  })
}
