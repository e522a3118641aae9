// Per-request batch loaders (DataLoader): whatever the query nests, each kind of row is read once
// per level of the tree, for every product of that level together (never one query per product).
import DataLoader from "dataloader"
import type { Db } from "../db/database.js"
import { type AttributeCatalog, attributeCatalog } from "./attributeRepository.js"
import { type CategoryIndex, loadCategoryIndex } from "./categoryRepository.js"
import {
  categoryIdsOfProducts,
  childRows,
  type LabelRow,
  type LinkedProductRow,
  labelsOfProducts,
  linksOfProducts,
  type ProductListRow,
  type ProductTexts,
  productsByIds,
  productTextsByIds,
  productUrlRewrites,
  type UrlRewriteRow,
} from "./productRepository.js"

export interface MediaRow extends Record<string, unknown> {
  readonly id: number
  readonly product_id: number
  readonly path: string
  readonly label: string
  readonly position: number
  readonly disabled: boolean
  readonly types: string[]
}
export interface ConfigurableOptionRow extends Record<string, unknown> {
  readonly id: number
  readonly product_id: number
  readonly uid: string
  readonly attribute_id: number
  readonly attribute_uid: string
  readonly attribute_code: string
  readonly label: string
  readonly position: number
  readonly values: {
    value_index: number
    uid: string
    label: string
    swatch?: { type: string; value: string }
  }[]
}
export interface VariantRow extends Record<string, unknown> {
  readonly parent_id: number
  readonly product_id: number
  readonly attributes: { code: string; label: string; value_index: number; uid: string }[]
}
export interface BundleOptionRow extends Record<string, unknown> {
  readonly id: number
  readonly product_id: number
  readonly uid: string
  readonly title: string
  readonly required: boolean
  readonly type: string
  readonly position: number
}
export interface BundleSelectionRow extends Record<string, unknown> {
  readonly id: number
  readonly option_id: number
  readonly bundle_id: number
  readonly product_id: number
  readonly uid: string
  readonly quantity: number
  readonly position: number
  readonly is_default: boolean
  readonly price: number
  readonly price_type: string
  readonly can_change_quantity: boolean
}
export interface GroupedRow extends Record<string, unknown> {
  readonly product_id: number
  readonly child_id: number
  readonly qty: number
  readonly position: number
}
export interface DownloadableLinkRow extends Record<string, unknown> {
  readonly id: number
  readonly product_id: number
  readonly uid: string
  readonly title: string
  readonly sort_order: number
  readonly price: number
  readonly sample_url: string | null
  readonly number_of_downloads: number
  readonly is_shareable: boolean
}
export interface DownloadableSampleRow extends Record<string, unknown> {
  readonly id: number
  readonly product_id: number
  readonly title: string
  readonly sort_order: number
  readonly sample_url: string
}
export interface ProductOptionRow extends Record<string, unknown> {
  readonly id: number
  readonly product_id: number
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
    sku: string
    sort_order: number
  }[]
}

/** Groups rows by a numeric key into a Map of lists. */
const groupBy = <T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> => {
  const out = new Map<number, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = out.get(k)
    if (list === undefined) out.set(k, [row])
    else list.push(row)
  }
  return out
}

/**
 * A DataLoader over one query for many ids: `fetch` answers a Map, a key it lacks loads as
 * `undefined` (no such row, or no child rows).
 */
const loaderOf = <V>(fetch: (ids: readonly number[]) => Promise<Map<number, V>>) =>
  new DataLoader<number, V | undefined>(async (ids) => {
    const found = await fetch(ids)
    return ids.map((id) => found.get(id))
  })

const byProduct = <T extends Record<string, unknown>>(
  db: Db,
  table: string,
  key: string,
  orderBy: string,
) =>
  loaderOf<T[]>(async (ids) =>
    groupBy(await childRows<T>(db, table, key, ids, orderBy), (r) => r[key] as number),
  )

/** The catalogue loaders of one request, for the store view it selected. */
export const createCatalogLoaders = (db: Db, storeId: number) => {
  let categoryIndex: Promise<CategoryIndex> | undefined
  return {
    products: loaderOf<ProductListRow>(
      async (ids) => new Map((await productsByIds(db, ids)).map((r) => [r.id, r])),
    ),
    texts: loaderOf<ProductTexts>(
      async (ids) => new Map((await productTextsByIds(db, ids)).map((r) => [r.id, r])),
    ),
    media: byProduct<MediaRow>(db, "product_media", "product_id", "position, id"),
    categoryIds: loaderOf<number[]>(async (ids) => {
      const grouped = groupBy(await categoryIdsOfProducts(db, ids), (r) => r.product_id)
      return new Map([...grouped].map(([k, rows]) => [k, rows.map((r) => r.category_id)]))
    }),
    links: loaderOf<LinkedProductRow[]>(async (ids) =>
      groupBy(await linksOfProducts(db, ids), (r) => r.product_id),
    ),
    labels: loaderOf<LabelRow[]>(async (ids) =>
      groupBy(await labelsOfProducts(db, ids), (r) => r.product_id),
    ),
    urlRewrites: loaderOf<UrlRewriteRow[]>(async (ids) =>
      groupBy(await productUrlRewrites(db, storeId, ids), (r) => r.entity_id),
    ),
    configurableOptions: byProduct<ConfigurableOptionRow>(
      db,
      "configurable_options",
      "product_id",
      "position, id",
    ),
    variants: byProduct<VariantRow>(db, "configurable_variants", "parent_id", "position"),
    bundleOptions: byProduct<BundleOptionRow>(db, "bundle_options", "product_id", "position, id"),
    bundleSelections: byProduct<BundleSelectionRow>(
      db,
      "bundle_selections",
      "bundle_id",
      "position, id",
    ),
    grouped: byProduct<GroupedRow>(db, "grouped_links", "product_id", "position, child_id"),
    downloadableLinks: byProduct<DownloadableLinkRow>(
      db,
      "downloadable_links",
      "product_id",
      "sort_order, id",
    ),
    downloadableSamples: byProduct<DownloadableSampleRow>(
      db,
      "downloadable_samples",
      "product_id",
      "sort_order, id",
    ),
    productOptions: byProduct<ProductOptionRow>(
      db,
      "product_options",
      "product_id",
      "sort_order, id",
    ),
    categories: (): Promise<CategoryIndex> => {
      categoryIndex ??= loadCategoryIndex(db)
      return categoryIndex
    },
    attributes: (): Promise<AttributeCatalog> => attributeCatalog(db),
  }
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>

declare module "../graphql/context.js" {
  interface RequestLoaders {
    readonly catalog: CatalogLoaders
  }
}
