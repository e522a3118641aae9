// Per-request batch loaders: whatever the query nests, each kind of row is read once per level
// of the tree, for every product of that level together (never one query per product).
import type { Db } from "../db/database.js"
import type { GraphqlContext } from "../graphql/context.js"
import { type AttributeCatalog, attributeCatalog } from "./attributeRepository.js"
import { Batcher, groupBy } from "./batcher.js"
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

const byProduct = <T extends Record<string, unknown>>(
  db: Db,
  table: string,
  key: string,
  orderBy: string,
) =>
  new Batcher<number, T[]>(async (ids) =>
    groupBy(await childRows<T>(db, table, key, ids, orderBy), (r) => r[key] as number),
  )

const createLoaders = (context: GraphqlContext) => {
  const { db } = context
  let categoryIndex: Promise<CategoryIndex> | undefined
  return {
    products: new Batcher<number, ProductListRow>(
      async (ids) => new Map((await productsByIds(db, ids)).map((r) => [r.id, r])),
    ),
    texts: new Batcher<number, ProductTexts>(
      async (ids) => new Map((await productTextsByIds(db, ids)).map((r) => [r.id, r])),
    ),
    media: byProduct<MediaRow>(db, "product_media", "product_id", "position, id"),
    categoryIds: new Batcher<number, number[]>(async (ids) => {
      const grouped = groupBy(await categoryIdsOfProducts(db, ids), (r) => r.product_id)
      return new Map([...grouped].map(([k, rows]) => [k, rows.map((r) => r.category_id)]))
    }),
    links: new Batcher<number, LinkedProductRow[]>(async (ids) =>
      groupBy(await linksOfProducts(db, ids), (r) => r.product_id),
    ),
    labels: new Batcher<number, LabelRow[]>(async (ids) =>
      groupBy(await labelsOfProducts(db, ids), (r) => r.product_id),
    ),
    urlRewrites: new Batcher<number, UrlRewriteRow[]>(async (ids) =>
      groupBy(await productUrlRewrites(db, context.store.id, ids), (r) => r.entity_id),
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

export type CatalogLoaders = ReturnType<typeof createLoaders>

const perRequest = new WeakMap<GraphqlContext, CatalogLoaders>()

/** The loaders of this request (created on first use, gone with the request). */
export const catalogLoaders = (context: GraphqlContext): CatalogLoaders => {
  let loaders = perRequest.get(context)
  if (loaders === undefined) {
    loaders = createLoaders(context)
    perRequest.set(context, loaders)
  }
  return loaders
}
