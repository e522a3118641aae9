// Raw SQL by design: the listing is one hand-shaped statement (materialised matches, GIN
// overlaps, ts_rank) whose plan the catalogue benchmark measures; the query builder has no form for it.
// Every SQL fragment of a product listing: the WHERE conditions (one per filter, so that an
// aggregation can leave its own out), the full-text query, the sort keys. They read the narrow
// listing index `product_listing l` (one row per enabled, visible product); filters on wide
// columns (sku, url_key, text matches) go through `products` by id.
import { type SQL, sql } from "drizzle-orm"
import { FACET_FACTOR, facetCode } from "./facetCodes.js"
import type { ListingRequest, OptionFilterCode, SearchMatch } from "./listingInput.js"

/** Condition groups: an aggregation drops the group of its own attribute. */
export type ConditionKey = "base" | "search" | "category" | "price" | OptionFilterCode | "other"

export interface Condition {
  readonly key: ConditionKey
  readonly sql: SQL
}

const textArray = (list: readonly string[]): SQL =>
  sql`array[${sql.join(
    list.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`

/** The facets array shares any of these codes; an empty list matches nothing. */
const anyFacet = (codes: readonly number[], column: SQL = sql`l.facets`): SQL =>
  codes.length === 0
    ? sql`false`
    : sql`${column} && array[${sql.join(
        codes.map((v) => sql`${v}`),
        sql`, `,
      )}]::int[]`

/** `to_tsquery` text: every word prefix-matched ("as you type"), all words required. */
export const tsQueryText = (terms: readonly string[]): string =>
  terms.map((t) => `${t.replace(/'/g, "")}:*`).join(" & ")

/** The search's tsquery text and exact phrase (the words as typed when nothing was planned). */
const matchOf = (request: ListingRequest): SearchMatch | undefined => {
  const terms = request.searchTerms
  if (terms === undefined || terms.length === 0) return undefined
  return (
    request.searchMatch ?? {
      tsQuery: tsQueryText(terms),
      typedTsQuery: tsQueryText(terms),
      phrase: terms.join(" "),
    }
  )
}

/** Case-insensitive "contains every word" (Magento's `match` on a text attribute). */
const matchAll = (column: string, text: string): SQL =>
  sql.join(
    text
      .split(/\s+/)
      .filter((w) => w !== "")
      .map((w) => sql`${sql.raw(column)} ilike ${`%${w.replace(/[%_\\]/g, (c) => `\\${c}`)}%`}`),
    sql` and `,
  )

/** A condition on a wide `products` column, as a semi-join by id. */
const onProducts = (condition: SQL): SQL =>
  sql`l.product_id in (select p.id from products p where ${condition})`

// Ids that can be stored as a facet code; others name no category or option.
const isCategoryId = (id: number) => id >= 0 && id < FACET_FACTOR
const isValueIndex = (value: number) => value >= 0 && value < FACET_FACTOR

/** The category and option conditions of a request, on a facets array. */
const facetConditions = (
  request: ListingRequest,
  attributeIdOf: ReadonlyMap<string, number>,
  column: SQL,
): Condition[] => {
  const out: Condition[] = []
  const ids = request.filter.categoryIds
  // The listing row carries its anchor-index categories (Magento's is_anchor semantics).
  if (ids !== undefined)
    out.push({ key: "category", sql: anyFacet(ids.filter(isCategoryId), column) })
  for (const [code, list] of request.filter.options) {
    const attributeId = attributeIdOf.get(code)
    out.push({
      key: code,
      sql: anyFacet(
        attributeId === undefined
          ? []
          : list.filter(isValueIndex).map((value) => facetCode(attributeId, value)),
        column,
      ),
    })
  }
  return out
}

/**
 * A request filtered by nothing but categories and options, as conditions on
 * `listing_facet_sets fs` and the column counting its rows where the request shows products
 * (search or catalogue visibility); undefined when another filter (words, price, sku…) applies.
 */
export const facetSetConditions = (
  request: ListingRequest,
  attributeIdOf: ReadonlyMap<string, number>,
): { readonly conditions: Condition[]; readonly count: SQL } | undefined => {
  const onRows = listingConditions(request, attributeIdOf)
  if (onRows.some((c) => c.key === "search" || c.key === "price" || c.key === "other"))
    return undefined
  return {
    conditions: facetConditions(request, attributeIdOf, sql`fs.facets`),
    count: request.searchTerms !== undefined ? sql`fs.search_count` : sql`fs.catalog_count`,
  }
}

/**
 * Magento visibility: 2 catalog, 3 search, 4 both. The listing rows of `alias` a search may
 * show (`searching`) or a category listing may show.
 */
export const visibleIn = (alias: string, searching: boolean): SQL =>
  searching ? sql.raw(`${alias}.visibility in (3, 4)`) : sql.raw(`${alias}.visibility in (2, 4)`)

export const listingConditions = (
  request: ListingRequest,
  attributeIdOf: ReadonlyMap<string, number>,
): Condition[] => {
  const f = request.filter
  const searching = request.searchTerms !== undefined
  const out: Condition[] = [{ key: "base", sql: visibleIn("l", searching) }]
  const match = matchOf(request)
  if (match !== undefined) {
    out.push({
      key: "search",
      sql: sql`l.search_vector @@ to_tsquery('english', ${match.tsQuery})`,
    })
  }
  if (f.urlKeys !== undefined)
    out.push({ key: "other", sql: onProducts(sql`p.url_key = any(${textArray(f.urlKeys)})`) })
  if (f.skus !== undefined)
    out.push({ key: "other", sql: onProducts(sql`p.sku = any(${textArray(f.skus)})`) })
  if (f.priceFrom !== undefined)
    out.push({ key: "price", sql: sql`l.min_final_price >= ${f.priceFrom}` })
  if (f.priceTo !== undefined)
    out.push({ key: "price", sql: sql`l.min_final_price <= ${f.priceTo}` })
  if (f.nameMatch !== undefined)
    out.push({ key: "other", sql: onProducts(matchAll("p.name", f.nameMatch)) })
  if (f.descriptionMatch !== undefined)
    out.push({ key: "other", sql: onProducts(matchAll("p.description", f.descriptionMatch)) })
  if (f.shortDescriptionMatch !== undefined)
    out.push({
      key: "other",
      sql: onProducts(matchAll("p.short_description", f.shortDescriptionMatch)),
    })
  out.push(...facetConditions(request, attributeIdOf, sql`l.facets`))
  return out
}

export const whereOf = (conditions: readonly Condition[]): SQL =>
  sql.join(
    conditions.map((c) => sql`(${c.sql})`),
    sql` and `,
  )

/**
 * A text match saturates at one hit in the name (just below ts_rank of one A-weight lexeme, 0.608):
 * more mentions of the brand, or model tokens that start with it ("canonxa65"), do not make a
 * product more relevant; the category's weight and the product's popularity order such ties.
 * `search_head_score` (migration 0025) computes `relevanceOf` for a head word with the same cap:
 * a change here changes it too.
 */
const TEXT_RANK_CAP = 0.6
// What popularity adds, `product_listing.popularity` (a generated column, so the trigger that
// copies a sale's `sold_qty` keeps it current): 0.05 × ln(1 + units sold), full at 1,000 units.

/** Categories that lift a search's relevance at most (the deepest first). */
const CATEGORY_BOOST_LIMIT = 20

/**
 * Categories that name what the query asks for, as a subquery of the listing statement (one
 * round trip less than looking them up first). A category's kind is the last word of its name
 * (or of one of its "&" parts): Camera Bags, Mirrorless Lenses, Tripods & Supports. It names
 * what the query asks for when its kind is the query's last word ("nikon lens" → every Lenses
 * category, "sony camera" → every Cameras one), or when the query matches its whole name and
 * one of the query's words is its kind ("bags camera" → Camera Bags). A brand alone names no
 * kind: "canon" lifts no "Canon RF Mount" above the camera bodies.
 */
export const matchingCategories = (match: SearchMatch, anyWordTsQuery: string): SQL => {
  const kinds = sql`to_tsvector('english', coalesce((
      select string_agg(substring(part from '([[:alnum:]]+)[^[:alnum:]]*$'), ' ')
      from regexp_split_to_table(c.name, '&|,') as part), ''))`
  const ofTheQuerysKind =
    match.kindTsQuery === undefined
      ? sql`false`
      : sql`k.kinds @@ to_tsquery('english', ${match.kindTsQuery})`
  // Either way the name holds one of the query's words: that test first spares the kinds of
  // the other categories.
  return sql`select c.id from categories c cross join lateral (select ${kinds} as kinds) k
      where c.level >= 2 and to_tsvector('english', c.name) @@ to_tsquery('english', ${anyWordTsQuery})
        and (${ofTheQuerysKind}
          or (to_tsvector('english', c.name) @@ to_tsquery('english', ${match.tsQuery})
              and k.kinds @@ to_tsquery('english', ${anyWordTsQuery})))
      order by c.level desc, c.id limit ${CATEGORY_BOOST_LIMIT}`
}

/**
 * The category score of every facet set, as a `real[]` indexed by `listing_facet_sets.id`
 * (`search_set_scores`, migration 0025: the heaviest category weight in the set, plus a lift
 * per category in it that names what the query asks for). A listing row reads its score by its
 * `facet_set`: an uncorrelated subquery, so PostgreSQL computes the array once per statement
 * over the few hundred facet sets instead of testing every category against every matched row
 * (ten overlap tests on 30k rows doubled the time of a common search on 100k products).
 */
const facetSetScores = (match: SearchMatch): SQL => {
  // Materialised: the categories are looked up once, before the function reads their ids.
  const named =
    match.anyWordTsQuery === undefined
      ? sql`with m as materialized (select array[]::int[] as ids)`
      : sql`with m as materialized (
          select array(${matchingCategories(match, match.anyWordTsQuery)}) as ids)`
  return sql`(${named} select search_set_scores(m.ids) from m)`
}

const cappedRank = (tsQuery: string): SQL =>
  sql`least(ts_rank(l.search_vector, to_tsquery('english', ${tsQuery})), ${TEXT_RANK_CAP}::real)`

/**
 * Relevance: an exact name match first, then ts_rank over the weighted document (name and model
 * tokens A, brand B, descriptions C, category names D) of the query and of the words as typed,
 * each capped at one name hit; then the product's categories (their weight, and a lift for each
 * whose name matches the query) and its popularity (units sold).
 */
export const relevanceOf = (request: ListingRequest): SQL => {
  const match = matchOf(request)
  if (match === undefined) return sql`0`
  // What was typed counts twice: a synonym's match ranks below it.
  const typedRank =
    match.typedTsQuery === match.tsQuery ? sql` * 2` : sql` + ${cappedRank(match.typedTsQuery)}`
  const categories = sql`coalesce((${facetSetScores(match)})[l.facet_set], 0)`
  return sql`(case when l.name_lower = ${match.phrase} then 1 else 0 end) + ${cappedRank(match.tsQuery)}${typedRank} + ${categories} + l.popularity`
}

/** One ORDER BY key: an expression over `l` (or the category position) and its direction. */
export interface SortKey {
  readonly sql: SQL
  readonly direction: "asc" | "desc"
  readonly nullsLast?: true
}

/**
 * The keys of the requested sort, before the product id (ascending), which always breaks ties.
 * `positionColumn` is the product's position in the filtered category, when there is one.
 */
export const sortKeysOf = (request: ListingRequest, positionColumn: SQL | undefined): SortKey[] => {
  const { field } = request.sort
  const direction = request.sort.direction === "DESC" ? "desc" : "asc"
  const position = (d: "asc" | "desc"): SortKey[] =>
    positionColumn === undefined ? [] : [{ sql: positionColumn, direction: d }]
  switch (field) {
    case "relevance": {
      // What the shopper typed first ("tripod": every tripod before a light stand its synonym
      // "stand" found), products in stock and still sold first within that (a discontinued one
      // keeps its page but cannot be bought), then by relevance. Without search words every
      // product is equally relevant: fall back to the position.
      const match = matchOf(request)
      if (match === undefined) return position("asc")
      const typedFirst: SortKey[] =
        match.typedTsQuery === match.tsQuery
          ? []
          : [
              {
                sql: sql`(l.search_vector @@ to_tsquery('english', ${match.typedTsQuery}))`,
                direction: "desc",
              },
            ]
      return [
        ...typedFirst,
        { sql: sql`l.in_stock`, direction: "desc" },
        { sql: relevanceOf(request), direction },
      ]
    }
    case "position":
      // Without a category the position is the id itself, in the requested direction.
      return positionColumn === undefined
        ? [{ sql: sql`l.product_id`, direction }]
        : position(direction)
    case "name":
      return [{ sql: sql`l.name`, direction }]
    case "price":
      return [{ sql: sql`l.min_final_price`, direction }]
    case "stock_status":
      return [{ sql: sql`l.in_stock`, direction }]
    case "bestsellers":
      return [{ sql: sql`l.sold_qty`, direction }]
    case "special_price":
      return [{ sql: sql`l.special_price`, direction, nullsLast: true }]
    case "created_at":
      return [{ sql: sql`l.created_at`, direction }]
    case "manufacturer":
      return [{ sql: sql`l.manufacturer_name`, direction, nullsLast: true }]
  }
}
