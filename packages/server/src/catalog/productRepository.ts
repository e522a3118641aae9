// Every SQL query of product reads: the listing (one statement: page + total), and batched
// loads by product id for each nested list a product may show.
import { type SQL, sql } from "drizzle-orm"
import type { Db } from "../db/database.js"
import type { ListingRequest } from "./listingInput.js"
import { listingConditions, sortKeysOf, whereOf } from "./listingSql.js"

/** A `products` row as the database returns it (snake_case). */
export interface ProductDbRow {
  readonly id: number
  readonly uid: string
  readonly sku: string
  readonly type_id: string
  readonly name: string
  readonly attribute_set_id: number
  readonly visibility: number
  readonly parent_id: number | null
  readonly url_key: string
  readonly price: number
  readonly special_price: number | null
  readonly special_from_date: string | null
  readonly special_to_date: string | null
  readonly min_final_price: number
  readonly min_regular_price: number
  readonly max_final_price: number
  readonly max_regular_price: number
  readonly stu_price: number | null
  readonly weight: number | null
  readonly stock_status: string
  readonly qty: number
  readonly is_qty_decimal: boolean
  readonly min_sale_qty: number
  readonly max_sale_qty: number
  readonly only_x_left_in_stock: number | null
  readonly low_stock_pop_up: number
  readonly stock_display_status: string
  readonly button_text: string
  readonly manufacturer: number | null
  readonly manufacturer_name: string | null
  readonly manufacturer_part_no: string | null
  readonly country_of_manufacture: string | null
  readonly tab_box: string
  readonly tab_specs_dims: string
  readonly discontinued: number
  readonly hideprice: number
  readonly hidestock: number
  readonly special_order: number
  readonly category_image: string | null
  readonly short_description: string
  readonly description: string
  readonly meta_title: string | null
  readonly meta_keyword: string | null
  readonly meta_description: string | null
  readonly image: string | null
  readonly small_image: string | null
  readonly thumbnail: string | null
  readonly swatch_image: string | null
  readonly gift_message_available: number
  readonly new_from_date: string | null
  readonly new_to_date: string | null
  readonly created_at: string
  readonly updated_at: string
  readonly review_count: number
  readonly rating_summary: number
  readonly type_data: Record<string, unknown>
}

// Everything but the tsvector, which no resolver reads.
const PRODUCT_COLUMNS = sql.raw(
  `p.id, p.uid, p.sku, p.type_id, p.name, p.attribute_set_id, p.visibility, p.parent_id, p.url_key,
   p.price, p.special_price, p.special_from_date, p.special_to_date, p.min_final_price,
   p.min_regular_price, p.max_final_price, p.max_regular_price, p.stu_price, p.weight,
   p.stock_status, p.qty, p.is_qty_decimal, p.min_sale_qty, p.max_sale_qty, p.only_x_left_in_stock, p.low_stock_pop_up, p.stock_display_status,
   p.button_text, p.manufacturer, p.manufacturer_name, p.manufacturer_part_no,
   p.country_of_manufacture, p.tab_box, p.tab_specs_dims, p.discontinued, p.hideprice,
   p.hidestock, p.special_order, p.category_image, p.short_description, p.description,
   p.meta_title, p.meta_keyword, p.meta_description, p.image, p.small_image, p.thumbnail,
   p.swatch_image, p.gift_message_available, p.new_from_date, p.new_to_date, p.created_at,
   p.updated_at, p.review_count, p.rating_summary, p.type_data`,
)

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
export type ProductTexts = Pick<ProductDbRow, "id" | ProductTextField>

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

export const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

const intList = (ids: readonly number[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`

export interface ListingPage {
  readonly rows: ProductListRow[]
  readonly total: number
}

/**
 * One page of a listing and the size of the whole result, in one statement. The matches are
 * found in the narrow listing index and materialised with only their sort keys (so PostgreSQL
 * neither walks a sort index over the whole table nor carries wide rows through the sort);
 * only the page's ids then read `products`, without the long texts.
 */
export const listProducts = async (
  db: Db,
  request: ListingRequest,
  attributeIdOf: ReadonlyMap<string, number>,
): Promise<ListingPage> => {
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
  const offset = (request.currentPage - 1) * request.pageSize
  const rows = await rowsOf<Partial<ProductListRow> & { total: number }>(
    db,
    sql`with s as materialized (
          select l.product_id as id ${sql.join(keyColumns, sql``)}
          from product_listing l ${joinPosition}
          where ${whereOf(conditions)}),
        page as (
          select (select count(*) from s)::int as total,
                 array(select s.id from s order by ${order}
                       limit ${request.pageSize} offset ${offset}) as ids)
        select page.total, ${PRODUCT_LIST_COLUMNS}
        from page
        left join lateral unnest(page.ids) with ordinality as u(id, n) on true
        left join products p on p.id = u.id
        order by u.n`,
  )
  return {
    rows: rows.filter((r) => r.id !== null && r.id !== undefined) as ProductListRow[],
    total: rows[0]?.total ?? 0,
  }
}

export const productsByIds = (db: Db, ids: readonly number[]): Promise<ProductDbRow[]> =>
  rowsOf<ProductDbRow>(
    db,
    sql`select ${PRODUCT_COLUMNS} from products p where p.id = any(${intList(ids)})`,
  )

export const productTextsByIds = (db: Db, ids: readonly number[]): Promise<ProductTexts[]> =>
  rowsOf<ProductTexts>(
    db,
    sql`select p.id, ${sql.raw(PRODUCT_TEXT_FIELDS.map((f) => `p.${f}`).join(", "))}
        from products p where p.id = any(${intList(ids)})`,
  )

/** Rows of a child table for many products at once, keyed by `key` column. */
export const childRows = <T extends Record<string, unknown>>(
  db: Db,
  table: string,
  key: string,
  ids: readonly number[],
  orderBy: string,
): Promise<T[]> =>
  rowsOf<T>(
    db,
    sql`select * from ${sql.raw(table)} where ${sql.raw(key)} = any(${intList(ids)}) order by ${sql.raw(orderBy)}`,
  )

export interface ProductCategoryRow extends Record<string, unknown> {
  readonly product_id: number
  readonly category_id: number
}

export const categoryIdsOfProducts = (db: Db, ids: readonly number[]) =>
  rowsOf<ProductCategoryRow>(
    db,
    sql`select pc.product_id, pc.category_id from product_categories pc
        join categories c on c.id = pc.category_id
        where pc.product_id = any(${intList(ids)}) order by c.level, c.position`,
  )

export interface LinkedProductRow extends Record<string, unknown> {
  readonly product_id: number
  readonly link_type: string
  readonly linked_product_id: number
  readonly position: number
  readonly sku: string
  readonly linked_type_id: string
}

export const linksOfProducts = (db: Db, ids: readonly number[]) =>
  rowsOf<LinkedProductRow>(
    db,
    sql`select l.product_id, l.link_type, l.linked_product_id, l.position, p.sku, p.type_id as linked_type_id
        from product_links l join products p on p.id = l.linked_product_id
        where l.product_id = any(${intList(ids)}) order by l.position, l.linked_product_id`,
  )

export interface LabelRow extends Record<string, unknown> {
  readonly product_id: number
  readonly id: number
  readonly name: string
  readonly is_visible: boolean
  readonly customer_group_ids: string
  readonly redirect_url: string | null
  readonly alt_tag: string
  readonly tooltip: { status: number; color: string; text_color: string; text: string }
  readonly stock_less: number | null
  readonly product_look: {
    txt: string
    image: string | null
    position: string
    size: string
    style: string
  }
  readonly category_look: {
    txt: string
    image: string | null
    position: string
    size: string
    style: string
  }
}

export const labelsOfProducts = (db: Db, ids: readonly number[]) =>
  rowsOf<LabelRow>(
    db,
    sql`select pl.product_id, l.* from product_labels pl join am_labels l on l.id = pl.label_id
        where pl.product_id = any(${intList(ids)}) order by l.id`,
  )

export interface UrlRewriteRow extends Record<string, unknown> {
  readonly entity_id: number
  readonly request_path: string
}

export const productUrlRewrites = (db: Db, storeId: number, ids: readonly number[]) =>
  rowsOf<UrlRewriteRow>(
    db,
    sql`select entity_id, request_path from url_rewrites
        where entity_type = 'PRODUCT' and store_id = ${storeId} and entity_id = any(${intList(ids)})
        order by id`,
  )
