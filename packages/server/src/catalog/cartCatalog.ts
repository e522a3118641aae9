// The catalogue reads adding a product needs (the catalogue's own repositories serve listings),
// through drizzle's query builder. Rows are keyed as the catalogue's ProductDbRow and the option
// choices as addProducts reads them (snake_case), their types inferred from the tables' columns.
import { asc, eq, getTableColumns, type SQL, sql } from "drizzle-orm"
import {
  bundleOptions,
  bundleSelections,
  configurableOptions,
  configurableVariants,
  downloadableLinks,
  giftCardAmounts,
  groupedLinks,
  productOptions,
  products,
} from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"

type ProductColumns = ReturnType<typeof getTableColumns<typeof products>>
type ProductRow = typeof products.$inferSelect

/**
 * A whole product row but its search document, keyed by column name as the catalogue's
 * ProductDbRow (with its status): the cart view reuses it instead of reading it again.
 */
export type SellableProduct = {
  readonly [K in keyof ProductColumns as K extends "searchVector"
    ? never
    : ProductColumns[K]["_"]["name"]]: ProductRow[K]
}

/** Every column of `products` but the search document, as `alias.column` SQL text. */
const sellableColumnsOf = (alias: string): string =>
  Object.values(getTableColumns(products))
    .filter((column) => column.name !== "search_vector")
    .map((column) => `${alias}."${column.name}"`)
    .join(", ")

/**
 * The product row `alias` names as one JSON object keyed by column name (null when a left join
 * found none). `row_to_json` over the columns: building a jsonb of the whole row and deleting
 * the search document from it cost about twice as much.
 */
const sellableJsonOf = (alias: string) =>
  sql.raw(
    `(case when ${alias}."id" is null then null else (select row_to_json(sellable) from (
      select ${sellableColumnsOf(alias)}) sellable) end)`,
  )

/**
 * The product row as one JSON value keyed by column name (null when a left join found none).
 * A SQL fragment on purpose: drizzle builds a selection of products' 60-odd columns in about
 * 0.2 ms per statement, which added a third to an add-to-cart's CPU time; the values are
 * text, numbers, booleans and JSON, so they come back the same.
 */
export const sellableRow = () =>
  sql<SellableProduct>`${sellableJsonOf('"products"')}`.mapWith((value: unknown) =>
    typeof value === "string" ? (JSON.parse(value) as SellableProduct) : (value as SellableProduct),
  )

/** The rows of the products whose ids `ids` (a subquery) selects, as one JSON array. */
export const sellableRowsJson = (ids: SQL) =>
  sql<SellableProduct[]>`(select coalesce(json_agg(${sellableJsonOf("p")}), '[]'::json)
    from products p where p.id in (${ids}))`

/** A product row with its category ids, when the statement that read it had them at hand. */
export type SellableWithCategories = SellableProduct & { readonly category_ids?: readonly number[] }

/** What sellableProductsJson reads: the rows, and each product's category ids. */
export interface SellableProductsJson {
  readonly rows: SellableProduct[]
  readonly categories: [productId: number, categoryIds: number[]][]
}

/**
 * The products whose ids `ids` (a subquery) selects, as one JSON value: their rows and their
 * category ids, in the order of `categoryIdsOfProducts` (a cart's answer shows its products'
 * categories: a statement that reads the rows anyway saves their round trip). Read it with
 * sellableProductsById. One pass over the products, each product's categories looked up by its
 * id: joined to the id set as a whole, they came from a hash join over every product's
 * categories, which took longer than all the rest of an add's read.
 */
export const sellableProductsJson = (ids: SQL) =>
  sql<SellableProductsJson>`(select json_build_object(
    'rows', coalesce(json_agg(${sellableJsonOf("p")}), '[]'::json),
    'categories', coalesce(json_agg(json_build_array(p.id,
      (select coalesce(json_agg(pc.category_id order by c.level, c.position, c.id), '[]'::json)
        from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id))), '[]'::json))
    from products p where p.id in (${ids}))`

/** The rows sellableProductsJson read, each with its category ids, by product id. */
export const sellableProductsById = (
  found: SellableProductsJson,
): Map<number, SellableWithCategories> => {
  const byProduct = new Map(found.categories)
  return new Map(
    found.rows.map((row) => [row.id, { ...row, category_ids: byProduct.get(row.id) ?? [] }]),
  )
}

const customOptionColumns = {
  id: productOptions.id,
  uid: productOptions.uid,
  title: productOptions.title,
  type: productOptions.type,
  required: productOptions.required,
  sort_order: productOptions.sortOrder,
  values: productOptions.values,
}

/** A customizable option with its values, as its line is priced. */
export type CustomOptionChoice = {
  readonly [K in keyof typeof customOptionColumns]: (typeof customOptionColumns)[K]["_"]["data"]
}

/** A product by sku, with its customizable options (what a simple/virtual line needs). */
export type SellableWithOptions = SellableProduct & {
  readonly custom_options: CustomOptionChoice[]
}

/**
 * The customizable options of the product row `product` names (an alias or the table), as one
 * JSON array: an aggregate in a correlated subquery, so a SQL fragment with the outer row
 * qualified by hand (drizzle leaves a one-table select's columns unqualified).
 */
const customOptionsJson = (product: SQL) =>
  sql<CustomOptionChoice[]>`(select coalesce(json_agg(json_build_object(
      'id', o.id, 'uid', o.uid, 'title', o.title, 'type', o.type, 'required', o.required,
      'sort_order', o.sort_order, 'values', o.values) order by o.sort_order, o.id), '[]'::json)
    from product_options o where o.product_id = ${product}.id)`

/** One round trip for the product and its customizable options (usually none). */
export const sellableBySku = async (
  db: Queryable,
  sku: string,
): Promise<SellableWithOptions | undefined> => {
  const [found] = await db
    .select({ product: sellableRow(), customOptions: customOptionsJson(sql`${products}`) })
    .from(products)
    .where(eq(products.sku, sku))
  return found && { ...found.product, custom_options: found.customOptions }
}

/** Products by sku, each as sellableBySku reads it; a sku no product has is left out. */
export type SellableBySku = ReadonlyMap<string, SellableWithOptions>

/** A product of an added sku: its id, and its customizable options. */
export interface AddedSku {
  readonly id: number
  readonly sku: string
  readonly custom_options: CustomOptionChoice[]
}

/**
 * The products of some skus (a text[] value: a parameter or placeholder) as their ids with
 * their customizable options, as one JSON array: a fragment for a statement that reads their
 * rows beside them (sellableProductsJson), so each row is made into JSON once.
 */
export const addedSkusJson = (skus: SQL) =>
  sql<AddedSku[]>`(select coalesce(json_agg(json_build_object('id', p.id, 'sku', p.sku,
      'custom_options', ${customOptionsJson(sql`p`)})), '[]'::json)
    from products p where p.sku = any(${skus}::text[]))`

/** The products of addedSkusJson by sku, each with its row (`rows`: by id). */
export const sellableBySkuMap = (
  added: readonly AddedSku[],
  rows: ReadonlyMap<number, SellableProduct>,
): SellableBySku =>
  new Map(
    added.flatMap((a) => {
      const row = rows.get(a.id)
      return row === undefined ? [] : [[a.sku, { ...row, custom_options: a.custom_options }]]
    }),
  )

export const sellableById = async (
  db: Queryable,
  id: number,
): Promise<SellableProduct | undefined> =>
  (await db.select({ product: sellableRow() }).from(products).where(eq(products.id, id)))[0]
    ?.product

export const finalPrice = (p: Pick<SellableProduct, "price" | "special_price">): number =>
  p.special_price ?? p.price

export const variantsOf = (db: Queryable, parentId: number) =>
  db
    .select({
      product_id: configurableVariants.productId,
      attributes: configurableVariants.attributes,
    })
    .from(configurableVariants)
    .where(eq(configurableVariants.parentId, parentId))
    .orderBy(asc(configurableVariants.position))

export type VariantChoice = Awaited<ReturnType<typeof variantsOf>>[number]

export const configurableOptionsOf = (db: Queryable, productId: number) =>
  db
    .select({
      id: configurableOptions.id,
      uid: configurableOptions.uid,
      attribute_code: configurableOptions.attributeCode,
      label: configurableOptions.label,
      values: configurableOptions.values,
    })
    .from(configurableOptions)
    .where(eq(configurableOptions.productId, productId))
    .orderBy(asc(configurableOptions.position))

export type ConfigurableOptionChoice = Awaited<ReturnType<typeof configurableOptionsOf>>[number]

/**
 * A bundle's options with their selections, in display order. `price` is the selection's price
 * in a fixed-price bundle (cents, or hundredths of a percent); `product_price` the selection
 * product's own final price (what a dynamic-price bundle charges).
 */
export const bundleChoicesOf = (db: Queryable, bundleId: number) =>
  db
    .select({
      option_id: bundleOptions.id,
      option_uid: bundleOptions.uid,
      title: bundleOptions.title,
      required: bundleOptions.required,
      type: bundleOptions.type,
      selection_id: bundleSelections.id,
      selection_uid: bundleSelections.uid,
      quantity: bundleSelections.quantity,
      is_default: bundleSelections.isDefault,
      can_change_quantity: bundleSelections.canChangeQuantity,
      price: bundleSelections.price,
      price_type: bundleSelections.priceType,
      name: products.name,
      sku: products.sku,
      product_price: sql<number>`coalesce(${products.specialPrice}, ${products.price})`,
    })
    .from(bundleOptions)
    .innerJoin(bundleSelections, eq(bundleSelections.optionId, bundleOptions.id))
    .innerJoin(products, eq(products.id, bundleSelections.productId))
    .where(eq(bundleOptions.productId, bundleId))
    .orderBy(asc(bundleOptions.position), asc(bundleSelections.position))

export type BundleChoice = Awaited<ReturnType<typeof bundleChoicesOf>>[number]

export const groupedChildrenOf = (db: Queryable, productId: number) =>
  db
    .select({ child_id: groupedLinks.childId, qty: groupedLinks.qty })
    .from(groupedLinks)
    .where(eq(groupedLinks.productId, productId))
    .orderBy(asc(groupedLinks.position))

export const downloadableLinksOf = (db: Queryable, productId: number) =>
  db
    .select({
      id: downloadableLinks.id,
      uid: downloadableLinks.uid,
      title: downloadableLinks.title,
      price: downloadableLinks.price,
    })
    .from(downloadableLinks)
    .where(eq(downloadableLinks.productId, productId))
    .orderBy(asc(downloadableLinks.sortOrder))

export const giftCardAmountsOf = (db: Queryable, productId: number) =>
  db
    .select({ uid: giftCardAmounts.uid, value: giftCardAmounts.value })
    .from(giftCardAmounts)
    .where(eq(giftCardAmounts.productId, productId))
    .orderBy(asc(giftCardAmounts.value))

export const customOptionsOf = (db: Queryable, productId: number): Promise<CustomOptionChoice[]> =>
  db
    .select(customOptionColumns)
    .from(productOptions)
    .where(eq(productOptions.productId, productId))
    .orderBy(asc(productOptions.sortOrder))
