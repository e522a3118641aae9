// Per-request batch loaders (DataLoader): whatever the query nests, each kind of row is read once
// per level of the tree, for every product of that level together (never one query per product).
import DataLoader from "dataloader"
import type { Db } from "../db/database.js"
import { type AttributeCatalog, attributeCatalog } from "./attributeRepository.js"
import { type CategoryIndex, loadCategoryIndex } from "./categoryRepository.js"
import {
  bundleOptionsOfProducts,
  bundleSelectionsOfBundles,
  categoryIdsOfProducts,
  configurableOptionsOfProducts,
  customOptionsOfProducts,
  downloadableLinksOfProducts,
  downloadableSamplesOfProducts,
  groupedItemsOfProducts,
  type LabelRow,
  type LinkedProductRow,
  labelsOfProducts,
  linksOfProducts,
  mediaOfProducts,
  type ProductListRow,
  type ProductTexts,
  productsByIds,
  productTextsByIds,
  productUrlRewrites,
  type UrlRewriteRow,
  variantsOfProducts,
} from "./productRepository.js"

type RowsOf<F extends (db: Db, ids: readonly number[]) => Promise<unknown[]>> = Awaited<
  ReturnType<F>
>[number]

export type MediaRow = RowsOf<typeof mediaOfProducts>
export type ConfigurableOptionRow = RowsOf<typeof configurableOptionsOfProducts>
export type VariantRow = RowsOf<typeof variantsOfProducts>
export type BundleOptionRow = RowsOf<typeof bundleOptionsOfProducts>
export type BundleSelectionRow = RowsOf<typeof bundleSelectionsOfBundles>
export type GroupedRow = RowsOf<typeof groupedItemsOfProducts>
export type DownloadableLinkRow = RowsOf<typeof downloadableLinksOfProducts>
export type DownloadableSampleRow = RowsOf<typeof downloadableSamplesOfProducts>
export type ProductOptionRow = RowsOf<typeof customOptionsOfProducts>

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

/** A DataLoader of the child rows of many parents at once, grouped by their parent's id. */
const childrenOf = <T>(
  fetch: (ids: readonly number[]) => Promise<T[]>,
  parent: (row: T) => number,
) => loaderOf<T[]>(async (ids) => groupBy(await fetch(ids), parent))

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
    media: childrenOf(
      (ids) => mediaOfProducts(db, ids),
      (r) => r.product_id,
    ),
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
    configurableOptions: childrenOf(
      (ids) => configurableOptionsOfProducts(db, ids),
      (r) => r.product_id,
    ),
    variants: childrenOf(
      (ids) => variantsOfProducts(db, ids),
      (r) => r.parent_id,
    ),
    bundleOptions: childrenOf(
      (ids) => bundleOptionsOfProducts(db, ids),
      (r) => r.product_id,
    ),
    bundleSelections: childrenOf(
      (ids) => bundleSelectionsOfBundles(db, ids),
      (r) => r.bundle_id,
    ),
    grouped: childrenOf(
      (ids) => groupedItemsOfProducts(db, ids),
      (r) => r.product_id,
    ),
    downloadableLinks: childrenOf(
      (ids) => downloadableLinksOfProducts(db, ids),
      (r) => r.product_id,
    ),
    downloadableSamples: childrenOf(
      (ids) => downloadableSamplesOfProducts(db, ids),
      (r) => r.product_id,
    ),
    productOptions: childrenOf(
      (ids) => customOptionsOfProducts(db, ids),
      (r) => r.product_id,
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
