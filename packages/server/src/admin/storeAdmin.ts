// The shop owner's side of the server (Magento's admin panel has no GraphQL): moderating
// reviews and, in the catalogue, changing a product's stock and price. Every change goes
// through the same code as the storefront's and drops the cached answers that showed the old
// state.
import { sql } from "drizzle-orm"
import { rows } from "../cart/sqlRows.js"
import type { Db } from "../db/database.js"
import { productTag } from "../graphqlCache/cacheTags.js"
import { setReviewStatus } from "../review/reviewRepository.js"

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
  /** Sets a store_config value in every store view (null removes it: the default applies). */
  readonly setStoreConfig: (path: string, value: string | null) => Promise<void>
}

export interface StoreAdminDeps {
  readonly db: Db
  /** Drops cached GraphQL answers carrying these tags. */
  readonly invalidate: (tags: readonly string[]) => Promise<void>
}

export const createStoreAdmin = ({ db, invalidate }: StoreAdminDeps): StoreAdmin => ({
  pendingReviews: () =>
    rows<ReviewForModeration>(
      db,
      sql`select r.review_id as "reviewId", p.sku, r.nickname, r.summary, r.status
          from reviews r join products p on p.id = r.product_id
          where r.status = 'pending' order by r.review_id`,
    ),
  setReviewStatus: async (reviewId, status) => {
    const productId = await setReviewStatus(db, reviewId, status)
    if (productId === undefined) return false
    await invalidate([productTag(productId)])
    return true
  },
  setStoreConfig: async (path, value) => {
    await db.execute(
      value === null
        ? sql`delete from store_config where path = ${path}`
        : sql`insert into store_config (store_id, path, value)
              select id, ${path}, to_jsonb(${value}::text) from stores
              on conflict (store_id, path) do update set value = excluded.value`,
    )
  },
})
