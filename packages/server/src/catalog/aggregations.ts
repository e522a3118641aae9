// Raw SQL by design: aggregation counts group by facet sets and price slices (grouping sets,
// unnest), which the query builder cannot express.
// Layered-navigation aggregations over a listing's result. Each attribute's buckets are counted
// over the result filtered by every *other* filter, so choosing a colour never hides the other
// colours. The category aggregation keeps the category filter (it lists what is inside it).
// Counting (SQL, started as soon as the listing is asked for) is apart from shaping (per field
// arguments), so the counts can run while the page is read.
import { type SQL, sql } from "drizzle-orm"
import type { Db } from "../db/database.js"
import { rows as rowsOf } from "../db/sqlRows.js"
import type { AttributeCatalog } from "./attributeRepository.js"
import type { CategoryName } from "./categoryRepository.js"
import { FACET_FACTOR, facetCode } from "./facetCodes.js"
import type { ListingRequest, OptionFilterCode } from "./listingInput.js"
import { type Condition, facetSetConditions, listingConditions, whereOf } from "./listingSql.js"
import { equalCountPriceBuckets } from "./priceBuckets.js"

export interface AggregationOption {
  readonly label: string
  readonly value: string
  readonly count: number
  /** The option's swatch (a colour's hex), as Magento's swatch attributes have one. */
  readonly swatch_data?: { readonly type: string; readonly value: string } | null
}

export interface Aggregation {
  readonly attribute_code: string
  readonly label: string
  readonly count: number
  readonly position: number
  readonly options: readonly AggregationOption[]
}

// Magento's swatch types (Magento\\Swatches\\Model\\Swatch): 0 text, 1 colour, 2 image.
const SWATCH_TYPES: Readonly<Record<string, string>> = { text: "0", color: "1", image: "2" }

/** SwatchData as Magento answers it: the type as its number, the value (a colour's hex). */
const swatchDataOf = (swatch: { readonly type: string; readonly value: string } | null) =>
  swatch === null ? null : { type: SWATCH_TYPES[swatch.type] ?? swatch.type, value: swatch.value }

const without = (conditions: readonly Condition[], key: Condition["key"]) =>
  conditions.filter((c) => c.key !== key)

/** One count of the result: a facet code (category id or option code) or a price slice. */
export interface CountRow {
  readonly kind: "f" | "p"
  readonly key: number
  readonly count: number
  /** Highest price of the slice (price rows only). */
  readonly max: number
}

// Matched rows are counted per facet set (an integer), then only the sets found are unnested:
// a thousand arrays instead of one per matched product.
const facetSetCounts = (rows: SQL) => sql`
  select 'f' as kind, f as key, sum(g.n)::int as count, 0 as max
  from (${rows}) g
  join listing_facet_sets fs on fs.id = g.facet_set
  cross join unnest(fs.facets) as f`

/**
 * Facet counts (categories and every option) and price slices of one result set, as one query
 * over `matched` (rows with `facet_set` and `min_final_price`): the rows are read once and
 * grouped two ways (grouping sets), by facet set and by price slice of 10 (the finest step the
 * price buckets use). The listing's page statement runs it over its own matches.
 */
export const combinedCountsOf = (matched: SQL): SQL =>
  sql`with g as (
          select m.facet_set, (m.min_final_price / 1000)::int as slice, count(*)::int as n,
                 max(m.min_final_price)::int as max, grouping(m.facet_set) as by_price
          from (${matched}) m
          group by grouping sets ((m.facet_set), ((m.min_final_price / 1000)::int)))
        ${facetSetCounts(sql`select g.facet_set, g.n from g where g.by_price = 0`)}
        group by f
        union all
        select 'p', g.slice, g.n, g.max from g where g.by_price = 1`

const combinedCounts = (db: Db, conditions: readonly Condition[]) =>
  rowsOf<CountRow>(
    db,
    combinedCountsOf(
      sql`select l.facet_set, l.min_final_price from product_listing l where ${whereOf(conditions)}`,
    ),
  )

/** Option counts of one attribute over a result (for an attribute that filters the result). */
const attributeCounts = (conditions: readonly Condition[], attributeId: number): SQL =>
  sql`${facetSetCounts(
    sql`select l.facet_set, count(*) as n from product_listing l
        where ${whereOf(conditions)} group by l.facet_set`,
  )}
      where f >= ${facetCode(attributeId, 0)} and f < ${facetCode(attributeId + 1, 0)}
      group by f`

/**
 * The same from the facet sets' stored counts, for a request filtered only by categories and
 * options: a few hundred sets instead of every matched row (a category of 15k products read
 * its whole listing index to count one attribute's options).
 */
const attributeCountsOfSets = (
  sets: { readonly conditions: readonly Condition[]; readonly count: SQL },
  attributeId: number,
): SQL =>
  sql`select 'f' as kind, f as key, sum(${sets.count})::int as count, 0 as max
      from listing_facet_sets fs cross join unnest(fs.facets) as f
      where ${sets.conditions.length === 0 ? sql`true` : whereOf(sets.conditions)}
        and ${sets.count} > 0
        and f >= ${facetCode(attributeId, 0)} and f < ${facetCode(attributeId + 1, 0)}
      group by f`

const priceSlices = (conditions: readonly Condition[]): SQL =>
  sql`select 'p' as kind, (l.min_final_price / 1000)::int as key, count(*)::int as count,
             max(l.min_final_price)::int as max
      from product_listing l where ${whereOf(conditions)} group by 2`

/** Every count the aggregations of a request need (independent of how they are shown). */
export interface AggregationCounts {
  /** Facet code → products of the result (an attribute's own filter left out for its options). */
  readonly facets: ReadonlyMap<number, number>
  readonly prices: readonly CountRow[]
}

/**
 * The counts a request's aggregations need beyond its result's own (`combinedCountsOf`), each a
 * query of CountRow rows: every filtered attribute's options without its own filter, then the
 * price slices without the price filter when a price filters the result. The listing's page
 * statement runs them as subqueries, so a filtered listing is one statement.
 */
export const extraCountQueries = (request: ListingRequest, attributes: AttributeCatalog): SQL[] => {
  const conditions = listingConditions(request, attributes.idOf)
  const sets = facetSetConditions(request, attributes.idOf)
  const own = [...request.filter.options.keys()].flatMap((code: OptionFilterCode) => {
    const id = attributes.idOf.get(code)
    if (id === undefined) return []
    return [
      sets === undefined
        ? attributeCounts(without(conditions, code), id)
        : attributeCountsOfSets(
            { conditions: without(sets.conditions, code), count: sets.count },
            id,
          ),
    ]
  })
  const priceFiltered = conditions.some((c) => c.key === "price")
  return priceFiltered ? [...own, priceSlices(without(conditions, "price"))] : own
}

/** What the page statement counted: its result's counts and those of `extraCountQueries`. */
export interface PageCounts {
  readonly all: readonly CountRow[]
  readonly extra: readonly (readonly CountRow[])[]
}

/**
 * `counted`: the counts of the whole result and the extra ones when the page statement already
 * computed them; run here otherwise.
 */
export const countAggregations = async (
  db: Db,
  request: ListingRequest,
  attributes: AttributeCatalog,
  counted?: Promise<PageCounts>,
): Promise<AggregationCounts> => {
  const conditions = listingConditions(request, attributes.idOf)
  const filteredIds = new Set(
    [...request.filter.options.keys()].map((code) => attributes.idOf.get(code)),
  )
  const priceFiltered = conditions.some((c) => c.key === "price")
  const { all, extra } =
    counted === undefined
      ? await Promise.all([
          combinedCounts(db, conditions),
          Promise.all(extraCountQueries(request, attributes).map((q) => rowsOf<CountRow>(db, q))),
        ]).then(([all, extra]) => ({ all, extra }))
      : await counted
  const ownFiltered = priceFiltered ? extra.slice(0, -1) : extra
  const facets = new Map<number, number>()
  for (const r of all) {
    if (r.kind !== "f") continue
    // A filtered attribute's options come from its own count, without its filter.
    if (r.key >= FACET_FACTOR && filteredIds.has(Math.floor(r.key / FACET_FACTOR))) continue
    facets.set(r.key, r.count)
  }
  for (const r of ownFiltered.flat()) facets.set(r.key, r.count)
  return {
    facets,
    prices: priceFiltered ? (extra.at(-1) ?? []) : all.filter((r) => r.kind === "p"),
  }
}

/** The aggregations as Magento shows them, from the counts. */
export const buildAggregations = (
  counts: AggregationCounts,
  request: ListingRequest,
  attributes: AttributeCatalog,
  categories: readonly CategoryName[],
  options: { readonly directChildrenOnly: boolean },
): Aggregation[] => {
  const prices = counts.prices.map((r) => ({ slice: r.key, max: r.max, count: r.count }))
  const out: Aggregation[] = []
  for (const attribute of attributes.byCode.values()) {
    if (!attribute.isFilterable) continue
    let opts: AggregationOption[] = []
    if (attribute.code === "price") {
      const slices = new Map(prices.map((r) => [r.slice, r.count]))
      const max = Math.max(0, ...prices.map((r) => r.max)) / 100
      opts = equalCountPriceBuckets(slices, max).map((b) => ({
        label: `${b.from}-${b.to}`,
        value: `${b.from}_${b.to}`,
        count: b.count,
      }))
    } else if (attribute.code === "category_uid") {
      const only = request.filter.categoryIds
      const parent = only !== undefined && only.length === 1 ? only[0] : undefined
      const byCategory = counts.facets
      opts = categories
        .filter((c) => c.level >= 2 && (byCategory.get(c.id) ?? 0) > 0)
        .filter((c) => !options.directChildrenOnly || c.parent_id === (parent ?? c.parent_id))
        .filter((c) => !options.directChildrenOnly || parent !== undefined || c.level === 2)
        .filter((c) => c.id !== parent)
        .map((c) => ({ label: c.name, value: c.uid, count: byCategory.get(c.id) ?? 0 }))
    } else {
      const countOf = (value: number) => counts.facets.get(facetCode(attribute.id, value)) ?? 0
      opts = [...attribute.options]
        .filter(([value]) => countOf(value) > 0)
        .map(([value, option]) => ({
          label: option.label,
          value: String(value),
          count: countOf(value),
          swatch_data: swatchDataOf(option.swatch),
        }))
    }
    if (opts.length === 0) continue
    out.push({
      attribute_code: attribute.code,
      label: attribute.label,
      count: opts.length,
      position: attribute.position,
      options: opts,
    })
  }
  return out
}
