// The catalogue reads adding a product needs (the catalogue's own repositories serve listings).
import { getTableColumns, sql } from "drizzle-orm"
import type { ProductDbRow } from "../catalog/productRepository.js"
import { products } from "../db/schema.js"
import { firstRow, type Queryable, rows } from "./sqlRows.js"

/** A whole product row (plus its status): the cart view reuses it instead of reading it again. */
export interface SellableProduct extends ProductDbRow {
  readonly status: number
}

// Every column of products (alias p) but the search document.
export const SELLABLE = sql.raw(
  Object.values(getTableColumns(products))
    .filter((column) => column.name !== "search_vector")
    .map((column) => `p.${column.name}`)
    .join(", "),
)

/** A product by sku, with its customizable options (what a simple/virtual line needs). */
export interface SellableWithOptions extends SellableProduct {
  readonly custom_options: CustomOptionChoice[]
}

/** One round trip for the product and its customizable options (usually none). */
export const sellableBySku = (db: Queryable, sku: string) =>
  firstRow<SellableWithOptions>(
    db,
    sql`select ${SELLABLE},
          (select coalesce(json_agg(json_build_object('id', o.id, 'uid', o.uid, 'title', o.title,
                     'type', o.type, 'required', o.required, 'sort_order', o.sort_order,
                     'values', o.values) order by o.sort_order, o.id), '[]'::json)
           from product_options o where o.product_id = p.id) as custom_options
        from products p where p.sku = ${sku}`,
  )

export const sellableById = (db: Queryable, id: number) =>
  firstRow<SellableProduct>(db, sql`select ${SELLABLE} from products p where p.id = ${id}`)

export const finalPrice = (p: Pick<SellableProduct, "price" | "special_price">): number =>
  p.special_price ?? p.price

export interface VariantChoice {
  readonly product_id: number
  readonly attributes: { code: string; label: string; value_index: number; uid: string }[]
}

export const variantsOf = (db: Queryable, parentId: number) =>
  rows<VariantChoice>(
    db,
    sql`select product_id, attributes from configurable_variants where parent_id = ${parentId} order by position`,
  )

export interface ConfigurableOptionChoice {
  readonly id: number
  readonly uid: string
  readonly attribute_code: string
  readonly label: string
  readonly values: { value_index: number; uid: string; label: string }[]
}

export const configurableOptionsOf = (db: Queryable, productId: number) =>
  rows<ConfigurableOptionChoice>(
    db,
    sql`select id, uid, attribute_code, label, values from configurable_options
        where product_id = ${productId} order by position`,
  )

export interface BundleChoice {
  readonly option_id: number
  readonly option_uid: string
  readonly title: string
  readonly required: boolean
  readonly type: string
  readonly selection_id: number
  readonly selection_uid: string
  readonly quantity: number
  readonly is_default: boolean
  readonly can_change_quantity: boolean
  /** The selection's price in a fixed-price bundle (cents, or hundredths of a percent). */
  readonly price: number
  readonly price_type: string
  readonly name: string
  readonly sku: string
  /** The selection product's own final price (what a dynamic-price bundle charges). */
  readonly product_price: number
}

export const bundleChoicesOf = (db: Queryable, bundleId: number) =>
  rows<BundleChoice>(
    db,
    sql`select o.id as option_id, o.uid as option_uid, o.title, o.required, o.type,
          s.id as selection_id, s.uid as selection_uid, s.quantity, s.is_default,
          s.can_change_quantity, s.price, s.price_type, p.name, p.sku,
          coalesce(p.special_price, p.price) as product_price
        from bundle_options o
        join bundle_selections s on s.option_id = o.id
        join products p on p.id = s.product_id
        where o.product_id = ${bundleId}
        order by o.position, s.position`,
  )

export const groupedChildrenOf = (db: Queryable, productId: number) =>
  rows<{ child_id: number; qty: number }>(
    db,
    sql`select child_id, qty from grouped_links where product_id = ${productId} order by position`,
  )

export const downloadableLinksOf = (db: Queryable, productId: number) =>
  rows<{ id: number; uid: string; title: string; price: number }>(
    db,
    sql`select id, uid, title, price from downloadable_links where product_id = ${productId} order by sort_order`,
  )

export const giftCardAmountsOf = (db: Queryable, productId: number) =>
  rows<{ uid: string; value: number }>(
    db,
    sql`select uid, value from gift_card_amounts where product_id = ${productId} order by value`,
  )

export interface CustomOptionChoice {
  readonly id: number
  readonly uid: string
  readonly title: string
  readonly type: string
  readonly required: boolean
  readonly sort_order: number
  readonly values: {
    option_type_id: number
    uid: string
    title: string
    price: number
    price_type: string
    max_characters?: number
  }[]
}

export const customOptionsOf = (db: Queryable, productId: number) =>
  rows<CustomOptionChoice>(
    db,
    sql`select id, uid, title, type, required, sort_order, values from product_options
        where product_id = ${productId} order by sort_order`,
  )
