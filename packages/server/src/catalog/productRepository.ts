// Product reads: the listing (one raw statement: page + total, see listingSql.ts for why it stays
// SQL) and, through drizzle's query builder, batched loads by product id for each nested list a
// product may show. Rows keep the column names (snake_case) as keys; their types are inferred
// from the table declarations.
import { and, asc, eq, type SQL, sql } from "drizzle-orm"
import type { PgColumn } from "drizzle-orm/pg-core"
import { columnsByName } from "../db/columnsByName.js"
import type { Db } from "../db/database.js"
import {
  amLabels,
  bundleOptions,
  bundleSelections,
  categories,
  configurableOptions,
  configurableVariants,
  downloadableLinks,
  downloadableSamples,
  groupedLinks,
  productCategories,
  productLabels,
  productLinks,
  productMedia,
  productOptions,
  products,
  urlRewrites,
} from "../db/schema.js"
import { headPage, headWordOf } from "../search/searchHeads.js"
import { type CountRow, combinedCountsOf, type PageCounts } from "./aggregations.js"
import type { ListingRequest } from "./listingInput.js"
import { listingConditions, sortKeysOf, whereOf } from "./listingSql.js"

// Everything a resolver may read: not the search document, nor what only the listing index,
// the cart or the sitemap read (status, condition, units sold).
const PRODUCT_COLUMNS = columnsByName(products, ["searchVector", "status", "condition", "soldQty"])

/** Long texts a product card never shows: listings leave them out, resolvers load them on demand. */
export const PRODUCT_TEXT_FIELDS = [
  "short_description",
  "description",
  "tab_box",
  "tab_specs_dims",
  "meta_title",
  "meta_keyword",
  "meta_description",
] as const
export type ProductTextField = (typeof PRODUCT_TEXT_FIELDS)[number]

/** A listing's row: every column but the long texts. */
export type ProductListRow = Omit<ProductDbRow, ProductTextField>

const PRODUCT_LIST_COLUMNS = sql.raw(
  `p.id, p.uid, p.sku, p.type_id, p.name, p.attribute_set_id, p.visibility, p.parent_id, p.url_key,
   p.price, p.special_price, p.special_from_date, p.special_to_date, p.min_final_price,
   p.min_regular_price, p.max_final_price, p.max_regular_price, p.stu_price, p.weight,
   p.stock_status, p.qty, p.is_qty_decimal, p.min_sale_qty, p.max_sale_qty, p.only_x_left_in_stock, p.low_stock_pop_up, p.stock_display_status,
   p.button_text, p.manufacturer, p.manufacturer_name, p.manufacturer_part_no,
   p.country_of_manufacture, p.discontinued, p.hideprice, p.hidestock, p.special_order,
   p.category_image, p.image, p.small_image, p.thumbnail, p.swatch_image,
   p.gift_message_available, p.new_from_date, p.new_to_date, p.created_at, p.updated_at,
   p.review_count, p.rating_summary, p.type_data`,
)

const PRODUCT_TEXT_COLUMNS = sql.raw(PRODUCT_TEXT_FIELDS.map((field) => `, p.${field}`).join(""))

export type EmbeddedChild =
  | "media"
  | "categoryIds"
  | "configurableOptions"
  | "variants"
  | "productOptions"
  | "labels"
  | "links"
  | "urlRewrites"

/**
 * A product's child rows a page can carry (as JSON, in the row shapes and order of the
 * catalogue loaders that otherwise read them: `mediaOfProducts`, `categoryIdsOfProducts`…), so
 * that a product page reads them with its product instead of a statement each.
 */
const EMBEDDED_CHILDREN: Readonly<Record<EmbeddedChild, (storeId: number) => SQL>> = {
  media: () => sql`(select coalesce(json_agg(m order by m.position, m.id), '[]'::json) from (
      select id, product_id, path, label, position, disabled, types
      from product_media where product_id = p.id) m)`,
  categoryIds:
    () => sql`(select coalesce(json_agg(pc.category_id order by c.level, c.position), '[]'::json)
      from product_categories pc join categories c on c.id = pc.category_id
      where pc.product_id = p.id)`,
  configurableOptions:
    () => sql`(select coalesce(json_agg(o order by o.position, o.id), '[]'::json) from (
      select id, product_id, uid, attribute_id, attribute_uid, attribute_code, label, position, values
      from configurable_options where product_id = p.id) o)`,
  variants: () => sql`(select coalesce(json_agg(v order by v.position), '[]'::json) from (
      select parent_id, product_id, position, attributes
      from configurable_variants where parent_id = p.id) v)`,
  productOptions:
    () => sql`(select coalesce(json_agg(o order by o.sort_order, o.id), '[]'::json) from (
      select id, product_id, uid, title, type, required, sort_order, values
      from product_options where product_id = p.id) o)`,
  labels: () => sql`(select coalesce(json_agg(a order by a.id), '[]'::json) from (
      select pl.product_id, al.id, al.name, al.is_visible, al.customer_group_ids, al.redirect_url,
             al.alt_tag, al.tooltip, al.product_look, al.category_look, al.stock_less
      from product_labels pl join am_labels al on al.id = pl.label_id
      where pl.product_id = p.id) a)`,
  links:
    () => sql`(select coalesce(json_agg(k order by k.position, k.linked_product_id), '[]'::json) from (
      select pk.product_id, pk.link_type, pk.linked_product_id, pk.position, lp.sku,
             lp.type_id as linked_type_id
      from product_links pk join products lp on lp.id = pk.linked_product_id
      where pk.product_id = p.id) k)`,
  urlRewrites: (storeId: number) => sql`(select coalesce(json_agg(
        json_build_object('entity_id', u.entity_id, 'request_path', u.request_path) order by u.id),
        '[]'::json)
      from url_rewrites u
      where u.entity_type = 'PRODUCT' and u.store_id = ${storeId}
        and u.entity_id = p.id)`,
}

/** The JSON key of an embedded child list in a page's product rows. */
export const embeddedKey = (child: EmbeddedChild): string => `embedded_${child}`

const embeddedColumns = (children: readonly EmbeddedChild[], storeId: number): SQL =>
  sql.join(
    children.map(
      (c) => sql`, ${EMBEDDED_CHILDREN[c](storeId)} as ${sql.raw(`"${embeddedKey(c)}"`)}`,
    ),
  )

export const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

// `column = any($ids::int[])` rather than drizzle's `in (…)`: one statement text whatever the
// batch size, so each read is built and prepared once per database (building a 56-column select
// costs about a millisecond per call, which a product page would pay a dozen times).
const anyOf = (column: PgColumn): SQL => sql`${column} = any(${sql.placeholder("ids")}::int[])`

/** A statement built once per database and run with the batch's ids. */
const preparedPerDb = <R>(
  build: (db: Db) => { execute: (values: { ids: number[]; storeId?: number }) => Promise<R[]> },
) => {
  const built = new WeakMap<Db, ReturnType<typeof build>>()
  return (db: Db, ids: readonly number[], storeId?: number): Promise<R[]> => {
    let statement = built.get(db)
    if (statement === undefined) {
      statement = build(db)
      built.set(db, statement)
    }
    return statement.execute(storeId === undefined ? { ids: [...ids] } : { ids: [...ids], storeId })
  }
}

export interface ListingPage {
  readonly rows: ProductListRow[]
  readonly total: number
  /** The aggregations' facet and price-slice counts of the whole result, when asked for. */
  readonly counts?: readonly CountRow[]
  /** The rows of each of `extraCounts`' queries, in their order. */
  readonly extraCounts?: readonly (readonly CountRow[])[]
  /** The value of the `check` asked for (null when SQL's answer is null). */
  readonly checked?: boolean | null
}

type CountTuple = readonly [CountRow["kind"], number, number, number]

/**
 * One page of a listing and the size of the whole result, in one statement. The matches are
 * found in the narrow listing index and materialised with only their sort keys (so PostgreSQL
 * neither walks a sort index over the whole table nor carries wide rows through the sort);
 * only the page's ids then read `products`, without the long texts unless `withTexts`, with the
 * child lists of `withChildren` (those the query selects: one statement instead of one per kind
 * of row). `withCounts`: the same
 * statement counts the matches for the aggregations (`combinedCountsOf`), so a listing or a
 * search reads its matches once, not once for the page and again for the counts.
 * `extraCounts`: further count queries (a filtered attribute's options without its own filter,
 * `extraCountQueries`) run by the same statement, so a filtered listing is one round trip.
 */
export const listProducts = async (
  db: Db,
  request: ListingRequest,
  attributeIdOf: ReadonlyMap<string, number>,
  options: ListingOptions = {},
): Promise<ListingPage> => {
  const withCounts = options.withCounts === true
  const extraCounts = withCounts ? (options.extraCounts ?? []) : []
  const offset = (request.currentPage - 1) * request.pageSize
  // A common word's search reads its precomputed matches (search/searchHeads.ts).
  const head =
    extraCounts.length === 0 && options.heads !== false
      ? await headWordOf(db, request, attributeIdOf)
      : undefined
  if (head !== undefined) {
    const page = await readPage(
      db,
      headPage(head, { size: request.pageSize, offset }, withCounts),
      { ...options, extraCounts: [] },
    )
    if (page !== undefined) return page
  }
  const conditions = listingConditions(request, attributeIdOf)
  const categoryIds = request.filter.categoryIds
  // Sorting by position needs the position of the product in the filtered category.
  const single = categoryIds !== undefined && categoryIds.length === 1 ? categoryIds[0] : undefined
  const usePosition =
    (request.sort.field === "position" || request.sort.field === "relevance") &&
    single !== undefined
  const joinPosition = usePosition
    ? sql`join category_product_index cp on cp.product_id = l.product_id and cp.category_id = ${single}`
    : sql``
  const keys = sortKeysOf(request, usePosition ? sql`cp.position` : undefined)
  const keyColumns = keys.map((k, i) => sql`, ${k.sql} as ${sql.raw(`k${i}`)}`)
  const order = sql.join(
    [
      ...keys.map(
        (k, i) =>
          sql.raw(`s.k${i} ${k.direction}${k.nullsLast === true ? " nulls last" : ""}`) as SQL,
      ),
      sql`s.id asc`,
    ],
    sql`, `,
  )
  const countsColumn = withCounts
    ? sql.join([
        countsOf(combinedCountsOf(sql`select s.facet_set, s.min_final_price from s`), "counts"),
        ...extraCounts.map((query, i) => countsOf(query, `extra${i}`)),
      ])
    : sql``
  const page = await readPage(
    db,
    sql`s as materialized (
          select l.product_id as id ${withCounts ? sql`, l.facet_set, l.min_final_price` : sql``}
                 ${sql.join(keyColumns, sql``)}
          from product_listing l ${joinPosition}
          where ${whereOf(conditions)}),
        page as (
          select true as head, ${withCounts ? sql`0` : sql`(select count(*) from s)::int`} as total,
                 array(select s.id from s order by ${order}
                       limit ${request.pageSize} offset ${offset}) as ids ${countsColumn})`,
    options,
  )
  return page ?? { rows: [], total: 0 }
}

interface ListingOptions {
  readonly withCounts?: boolean
  readonly extraCounts?: readonly SQL[]
  /** The rows also carry the long texts (`ProductSource`'s optional fields). */
  readonly withTexts?: boolean
  /** The rows also carry these child lists, under `embeddedKey(child)`. */
  readonly withChildren?: readonly EmbeddedChild[]
  /** The store view of the embedded URL rewrites. */
  readonly storeId?: number
  /** A boolean the same statement computes, returned as `checked` (a search plan's check). */
  readonly check?: SQL
  /** False: read the listing index even for a head word (what its postings are checked against). */
  readonly heads?: boolean
}

/** The counts, each as one JSON array of [kind, key, count, max]. */
const countsOf = (query: SQL, name: string) =>
  sql`, (select json_agg(json_build_array(c.kind, c.key, c.count, c.max))
         from (${query}) c) as ${sql.raw(name)}`

/**
 * Runs a listing statement whose CTEs (`ctes`) end in `page`: one row of `head` (false when
 * the page cannot be answered that way: undefined is returned), `total`, the page's `ids` and,
 * `withCounts`, its `counts` and `extra0`… The page's products travel as one JSON array (in
 * page order) beside the total and the counts, so the driver parses one value instead of fifty
 * columns of every product.
 */
const readPage = async (
  db: Db,
  ctes: SQL,
  options: ListingOptions,
): Promise<ListingPage | undefined> => {
  const withCounts = options.withCounts === true
  const extraCounts = withCounts ? (options.extraCounts ?? []) : []
  const extraColumns = extraCounts.map((_, i) => sql`, page.${sql.raw(`extra${i}`)}`)
  const [result] = await rowsOf<{
    head: boolean
    checked?: boolean | null
    total: number
    counts: readonly CountTuple[] | null
    products: ProductListRow[] | null
    [extra: `extra${number}`]: readonly CountTuple[] | null
  }>(
    db,
    sql`with ${ctes}
        select page.head, page.total, ${withCounts ? sql`page.counts` : sql`null as counts`}
               ${sql.join(extraColumns)}${options.check === undefined ? sql`` : sql`, ${options.check} as checked`},
               (select json_agg(x.product order by x.n)
                from (select u.n, (select row_to_json(c) from (select ${PRODUCT_LIST_COLUMNS}${options.withTexts === true ? PRODUCT_TEXT_COLUMNS : sql``}${embeddedColumns(options.withChildren ?? [], options.storeId ?? 0)}) c) as product
                      from unnest(page.ids) with ordinality as u(id, n)
                      join products p on p.id = u.id) x) as products
        from page`,
  )
  if (result?.head === false) return undefined
  const listed = result?.products ?? []
  const checked = options.check === undefined ? {} : { checked: result?.checked ?? null }
  if (!withCounts) return { rows: listed, total: result?.total ?? 0, ...checked }
  const countRows = (tuples: readonly CountTuple[] | null | undefined): CountRow[] =>
    (tuples ?? []).map(([kind, key, count, max]) => ({ kind, key, count, max }))
  const counts = countRows(result?.counts)
  // Every match is in exactly one price slice: their counts add up to the total (one pass over
  // the matches fewer).
  const total = counts.reduce((sum, r) => (r.kind === "p" ? sum + r.count : sum), 0)
  const extra = extraCounts.map((_, i) => countRows(result?.[`extra${i}`]))
  return { rows: listed, total, counts, extraCounts: extra, ...checked }
}

/** What a page read `withCounts` counted, for `countAggregations`. */
export const pageCountsOf = (page: ListingPage): PageCounts => ({
  all: page.counts ?? [],
  extra: page.extraCounts ?? [],
})

export const productsByIds = preparedPerDb((db: Db) =>
  db
    .select(PRODUCT_COLUMNS)
    .from(products)
    .where(anyOf(products.id))
    .prepare("catalog_productsByIds"),
)

/** A `products` row as the resolvers read it (column names as keys). */
export type ProductDbRow = Awaited<ReturnType<typeof productsByIds>>[number]

const TEXT_COLUMNS = {
  id: products.id,
  short_description: products.shortDescription,
  description: products.description,
  tab_box: products.tabBox,
  tab_specs_dims: products.tabSpecsDims,
  meta_title: products.metaTitle,
  meta_keyword: products.metaKeyword,
  meta_description: products.metaDescription,
} satisfies Record<"id" | ProductTextField, PgColumn>

export const productTextsByIds = preparedPerDb((db: Db) =>
  db
    .select(TEXT_COLUMNS)
    .from(products)
    .where(anyOf(products.id))
    .prepare("catalog_productTextsByIds"),
)

export type ProductTexts = Awaited<ReturnType<typeof productTextsByIds>>[number]

export const mediaOfProducts = preparedPerDb((db: Db) =>
  db
    .select(columnsByName(productMedia))
    .from(productMedia)
    .where(anyOf(productMedia.productId))
    .orderBy(asc(productMedia.position), asc(productMedia.id))
    .prepare("catalog_mediaOfProducts"),
)

export const configurableOptionsOfProducts = preparedPerDb((db: Db) =>
  db
    .select(columnsByName(configurableOptions))
    .from(configurableOptions)
    .where(anyOf(configurableOptions.productId))
    .orderBy(asc(configurableOptions.position), asc(configurableOptions.id))
    .prepare("catalog_configurableOptionsOfProducts"),
)

export const variantsOfProducts = preparedPerDb((db: Db) =>
  db
    .select(columnsByName(configurableVariants))
    .from(configurableVariants)
    .where(anyOf(configurableVariants.parentId))
    .orderBy(asc(configurableVariants.position))
    .prepare("catalog_variantsOfProducts"),
)

export const bundleOptionsOfProducts = preparedPerDb((db: Db) =>
  db
    .select(columnsByName(bundleOptions))
    .from(bundleOptions)
    .where(anyOf(bundleOptions.productId))
    .orderBy(asc(bundleOptions.position), asc(bundleOptions.id))
    .prepare("catalog_bundleOptionsOfProducts"),
)

export const bundleSelectionsOfBundles = preparedPerDb((db: Db) =>
  db
    .select(columnsByName(bundleSelections))
    .from(bundleSelections)
    .where(anyOf(bundleSelections.bundleId))
    .orderBy(asc(bundleSelections.position), asc(bundleSelections.id))
    .prepare("catalog_bundleSelectionsOfBundles"),
)

export const groupedItemsOfProducts = preparedPerDb((db: Db) =>
  db
    .select(columnsByName(groupedLinks))
    .from(groupedLinks)
    .where(anyOf(groupedLinks.productId))
    .orderBy(asc(groupedLinks.position), asc(groupedLinks.childId))
    .prepare("catalog_groupedItemsOfProducts"),
)

export const downloadableLinksOfProducts = preparedPerDb((db: Db) =>
  db
    .select(columnsByName(downloadableLinks))
    .from(downloadableLinks)
    .where(anyOf(downloadableLinks.productId))
    .orderBy(asc(downloadableLinks.sortOrder), asc(downloadableLinks.id))
    .prepare("catalog_downloadableLinksOfProducts"),
)

export const downloadableSamplesOfProducts = preparedPerDb((db: Db) =>
  db
    .select(columnsByName(downloadableSamples))
    .from(downloadableSamples)
    .where(anyOf(downloadableSamples.productId))
    .orderBy(asc(downloadableSamples.sortOrder), asc(downloadableSamples.id))
    .prepare("catalog_downloadableSamplesOfProducts"),
)

export const customOptionsOfProducts = preparedPerDb((db: Db) =>
  db
    .select(columnsByName(productOptions))
    .from(productOptions)
    .where(anyOf(productOptions.productId))
    .orderBy(asc(productOptions.sortOrder), asc(productOptions.id))
    .prepare("catalog_customOptionsOfProducts"),
)

export const categoryIdsOfProducts = preparedPerDb((db: Db) =>
  db
    .select({ product_id: productCategories.productId, category_id: productCategories.categoryId })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .where(anyOf(productCategories.productId))
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.id))
    .prepare("catalog_categoryIdsOfProducts"),
)

export const linksOfProducts = preparedPerDb((db: Db) =>
  db
    .select({
      product_id: productLinks.productId,
      link_type: productLinks.linkType,
      linked_product_id: productLinks.linkedProductId,
      position: productLinks.position,
      sku: products.sku,
      linked_type_id: products.typeId,
    })
    .from(productLinks)
    .innerJoin(products, eq(products.id, productLinks.linkedProductId))
    .where(anyOf(productLinks.productId))
    .orderBy(asc(productLinks.position), asc(productLinks.linkedProductId))
    .prepare("catalog_linksOfProducts"),
)

export type LinkedProductRow = Awaited<ReturnType<typeof linksOfProducts>>[number]

export const labelsOfProducts = preparedPerDb((db: Db) =>
  db
    .select({ product_id: productLabels.productId, ...columnsByName(amLabels) })
    .from(productLabels)
    .innerJoin(amLabels, eq(amLabels.id, productLabels.labelId))
    .where(anyOf(productLabels.productId))
    .orderBy(asc(amLabels.id))
    .prepare("catalog_labelsOfProducts"),
)

export type LabelRow = Awaited<ReturnType<typeof labelsOfProducts>>[number]

const urlRewritesQuery = preparedPerDb((db: Db) =>
  db
    .select({ entity_id: urlRewrites.entityId, request_path: urlRewrites.requestPath })
    .from(urlRewrites)
    .where(
      and(
        eq(urlRewrites.entityType, "PRODUCT"),
        eq(urlRewrites.storeId, sql.placeholder("storeId")),
        anyOf(urlRewrites.entityId),
      ),
    )
    .orderBy(asc(urlRewrites.id))
    .prepare("catalog_productUrlRewrites"),
)

export const productUrlRewrites = (db: Db, storeId: number, ids: readonly number[]) =>
  urlRewritesQuery(db, ids, storeId)

export type UrlRewriteRow = Awaited<ReturnType<typeof productUrlRewrites>>[number]
