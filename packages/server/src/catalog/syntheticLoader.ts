// Bulk load: a large synthetic catalogue (fixtures' generateSyntheticCatalog) into a database
// that already holds the fixture catalogue (categories, attributes). 1,000 products per
// transaction, their rows as JSON parameters (insertInBatches), then one rebuild of the
// derived indexes.
import {
  generateSyntheticCatalog,
  type Product,
  type SimpleProduct,
  syntheticImages,
} from "@shutter/fixtures"
import { sql } from "drizzle-orm"
import {
  productAttributeValues,
  productCategories,
  productMedia,
  products,
} from "../db/catalogSchema.js"
import type { Db, Tx } from "../db/database.js"
import { forgetHeadWords } from "../search/searchHeads.js"
import { attributeCatalog } from "./attributeRepository.js"
import { insertInBatches } from "./batchInsert.js"
import { rebuildCatalogIndexes } from "./catalogIndexes.js"
import { priceRangeOf, productRow } from "./catalogRows.js"
import { insertSvgImages, productChildRows } from "./catalogSeed.js"

export interface SyntheticLoadResult {
  readonly products: number
  readonly milliseconds: number
}

const noParents = new Map<number, Product>()

/**
 * Writes simple products (the fixtures' shape) with their category links, option values and
 * gallery rows. The derived indexes are not touched: rebuild them after (`rebuildCatalogIndexes`).
 */
export const insertSimpleProducts = async (
  tx: Tx,
  list: readonly SimpleProduct[],
  attributeIdOf: Map<string, number>,
): Promise<void> => {
  await insertInBatches(
    tx,
    products,
    list.map((p) => productRow(p, priceRangeOf(p, noParents), undefined)),
  )
  const rows = productChildRows(list, attributeIdOf)
  await insertInBatches(tx, productCategories, rows.categories)
  await insertInBatches(tx, productAttributeValues, rows.values)
  await insertInBatches(tx, productMedia, rows.media)
}

export const loadSyntheticCatalog = async (
  db: Db,
  options: { readonly products: number; readonly seed?: number; readonly batchSize?: number },
): Promise<SyntheticLoadResult> => {
  const started = Date.now()
  const attributes = await attributeCatalog(db)
  const idOf = new Map(attributes.idOf)
  const batchSize = options.batchSize ?? 1000
  let batch: SimpleProduct[] = []
  let count = 0
  const flush = async () => {
    if (batch.length === 0) return
    const list = batch
    batch = []
    await db.transaction((tx) => insertSimpleProducts(tx, list, idOf))
  }
  for (const product of generateSyntheticCatalog({
    products: options.products,
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  })) {
    batch.push(product)
    count++
    if (batch.length >= batchSize) await flush()
  }
  await flush()
  // The products share one picture per kind of gear; without these rows their images 404.
  await insertSvgImages(db, syntheticImages(), { skipExisting: true })
  await db.transaction((tx) => rebuildCatalogIndexes(tx))
  forgetHeadWords(db)
  await db.execute(sql`analyze`)
  return { products: count, milliseconds: Date.now() - started }
}
