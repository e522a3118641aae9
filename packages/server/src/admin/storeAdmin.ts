// The shop owner's side of the server (Magento's admin panel has no GraphQL): moderating
// reviews and, in the catalogue, changing a product's stock, price and name and importing
// products. Every change goes through the same code as the storefront's and drops the cached
// answers that showed the old state (in every process sharing the response cache).
import type { SimpleProduct } from "@shutter/fixtures"
import { asc, eq, sql } from "drizzle-orm"
import { attributeCatalog } from "../catalog/attributeRepository.js"
import { rebuildCatalogIndexes } from "../catalog/catalogIndexes.js"
import { forgetCategoryIndex } from "../catalog/categoryRepository.js"
import { insertSimpleProducts } from "../catalog/syntheticLoader.js"
import { productListing, products } from "../db/catalogSchema.js"
import type { Db, Tx } from "../db/database.js"
import { reviews } from "../db/reviewSchema.js"
import { storeConfig, stores } from "../db/schema.js"
import { productTag, STORE_CONFIG_TAG } from "../graphqlCache/cacheTags.js"
import { sendDueAlerts } from "../productAlert/productAlertMail.js"
import { setReviewStatus } from "../review/reviewRepository.js"
import { forgetHeadWords } from "../search/searchHeads.js"
import { replaceVocabularyWords, vocabularyWordsOf } from "../search/searchVocabulary.js"
import { forgetStoreConfig } from "../store/storeConfigCache.js"

/**
 * Root tags of every cached `products` and category answer: a renamed or new product can
 * change any listing or search, also ones that showed no product at all (a search for its
 * new word that found nothing).
 */
const LISTING_TAGS = ["cat_p", "cat_c"] as const

export type ReviewStatus = "approved" | "pending" | "not_approved"

export interface ReviewForModeration {
  readonly reviewId: number
  readonly sku: string
  readonly nickname: string
  readonly summary: string
  readonly status: ReviewStatus
}

export interface StoreAdmin {
  /** Reviews waiting for a decision (Magento's Pending Reviews grid), oldest first. */
  readonly pendingReviews: () => Promise<ReviewForModeration[]>
  /** Approves, rejects or puts back a review; false for an unknown id. */
  readonly setReviewStatus: (reviewId: number, status: ReviewStatus) => Promise<boolean>
  /**
   * Sets a store_config value in every store view (null removes it: the default applies); cached
   * storeConfig answers are dropped, so the next one reads the new value.
   */
  readonly setStoreConfig: (path: string, value: string | null) => Promise<void>
  /**
   * Sets a product's salable quantity (in stock while above 0); back in stock, its stock alerts
   * are mailed. Answers the alert e-mails queued; undefined for an unknown sku.
   */
  readonly setProductStock: (sku: string, qty: number) => Promise<number | undefined>
  /**
   * Sets a product's own price and special price (cents; a simple-type product's listing prices
   * follow); a final price below what a price alert recorded mails that alert. Answers the alert
   * e-mails queued; undefined for an unknown sku.
   */
  readonly setProductPrice: (
    sku: string,
    price: number,
    specialPrice?: number | null,
  ) => Promise<number | undefined>
  /**
   * Renames a product: searches find it by its new words at once (typo correction and
   * suggestions included) and no longer by words only its old name held. False for an unknown
   * sku.
   */
  readonly setProductName: (sku: string, name: string) => Promise<boolean>
  /**
   * Imports simple products (the fixtures' shape, ids and skus not yet used) in one
   * transaction, then rebuilds the listing index and the search vocabulary: the new products
   * are listed and searchable at once. Answers how many were imported.
   */
  readonly importProducts: (products: readonly SimpleProduct[]) => Promise<number>
}

export interface StoreAdminDeps {
  readonly db: Db
  /** The shop's base URL (trailing slash) for links in the e-mails these changes send. */
  readonly baseUrl: () => string
  /** Wakes the mail sender after a change queued mail. */
  readonly deliverSoon: () => void
  /** Drops cached GraphQL answers carrying these tags. */
  readonly invalidate: (tags: readonly string[]) => Promise<void>
}

const productBySkuForUpdate = (tx: Tx, sku: string) =>
  tx.select({ id: products.id }).from(products).where(eq(products.sku, sku)).for("update")

/** Runs a catalogue change and the product's due alerts in one transaction. */
const changeProduct = async (
  deps: StoreAdminDeps,
  sku: string,
  change: (tx: Tx, productId: number) => Promise<void>,
): Promise<number | undefined> => {
  const outcome = await deps.db.transaction(async (tx) => {
    const [product] = await productBySkuForUpdate(tx, sku)
    if (product === undefined) return undefined
    await change(tx, product.id)
    return { productId: product.id, sent: await sendDueAlerts(tx, product.id, deps.baseUrl()) }
  })
  if (outcome === undefined) return undefined
  await deps.invalidate([productTag(outcome.productId)])
  if (outcome.sent > 0) deps.deliverSoon()
  return outcome.sent
}

export const createStoreAdmin = (deps: StoreAdminDeps): StoreAdmin => {
  const { db, invalidate } = deps
  return {
    pendingReviews: () =>
      db
        .select({
          reviewId: reviews.reviewId,
          sku: products.sku,
          nickname: reviews.nickname,
          summary: reviews.summary,
          status: reviews.status,
        })
        .from(reviews)
        .innerJoin(products, eq(products.id, reviews.productId))
        .where(eq(reviews.status, "pending"))
        .orderBy(asc(reviews.reviewId)),
    setReviewStatus: async (reviewId, status) => {
      const productId = await setReviewStatus(db, reviewId, status)
      if (productId === undefined) return false
      await invalidate([productTag(productId)])
      return true
    },
    setStoreConfig: async (path, value) => {
      if (value === null) await db.delete(storeConfig).where(eq(storeConfig.path, path))
      else
        await db
          .insert(storeConfig)
          .select(
            db
              .select({
                storeId: stores.id,
                path: sql`${path}`.as("path"),
                value: sql`to_jsonb(${value}::text)`.as("value"),
              })
              .from(stores),
          )
          .onConflictDoUpdate({
            target: [storeConfig.storeId, storeConfig.path],
            set: { value: sql`excluded.value` },
          })
      forgetStoreConfig(db)
      await invalidate([STORE_CONFIG_TAG])
    },
    setProductStock: (sku, qty) =>
      changeProduct(deps, sku, async (tx, productId) => {
        const status = qty > 0 ? "IN_STOCK" : "OUT_OF_STOCK"
        // The listing row follows (trigger products_listing_sync).
        await tx
          .update(products)
          .set({ qty, stockStatus: status })
          .where(eq(products.id, productId))
      }),
    setProductPrice: (sku, price, specialPrice = null) =>
      changeProduct(deps, sku, async (tx, productId) => {
        const final = specialPrice ?? price
        await tx
          .update(products)
          .set({
            price,
            specialPrice,
            minFinalPrice: final,
            maxFinalPrice: final,
            minRegularPrice: price,
            maxRegularPrice: price,
          })
          .where(eq(products.id, productId))
        await tx
          .update(productListing)
          .set({ minFinalPrice: final, specialPrice })
          .where(eq(productListing.productId, productId))
      }),
    setProductName: async (sku, name) => {
      const productId = await db.transaction(async (tx) => {
        const [product] = await productBySkuForUpdate(tx, sku)
        if (product === undefined) return undefined
        const before = await vocabularyWordsOf(tx, product.id)
        // The listing row (name, search document) follows through product_listing_sync.
        await tx.update(products).set({ name }).where(eq(products.id, product.id))
        await replaceVocabularyWords(tx, before, await vocabularyWordsOf(tx, product.id))
        return product.id
      })
      if (productId === undefined) return false
      await invalidate([productTag(productId), ...LISTING_TAGS])
      return true
    },
    importProducts: async (list) => {
      if (list.length === 0) return 0
      const attributes = await attributeCatalog(db)
      await db.transaction(async (tx) => {
        await insertSimpleProducts(tx, list, new Map(attributes.idOf))
        await rebuildCatalogIndexes(tx)
      })
      forgetCategoryIndex(db)
      forgetHeadWords(db)
      await invalidate(LISTING_TAGS)
      return list.length
    },
  }
}
