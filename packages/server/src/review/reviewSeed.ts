import { buildCatalog } from "@shutter/fixtures"
import { sql } from "drizzle-orm"
import { insertInBatches } from "../catalog/batchInsert.js"
import {
  reviewRatingOptions,
  reviewRatings,
  reviews,
  reviewVotes,
  storeConfig,
  stores,
} from "../db/schema.js"
import type { SeedStep } from "../db/seed.js"
import { rows } from "../db/sqlRows.js"
import { ALLOW_GUESTS_PATH, REVIEWS_ENABLED_PATH } from "./reviewOptions.js"

/** The four ratings with their 1–5 options, and the fixture reviews (every store view). */
export const reviewSeed: SeedStep = {
  name: "review/ratings-and-reviews",
  run: async (tx) => {
    const catalog = buildCatalog()
    // Magento's defaults: reviews on, guests may write them.
    for (const store of await tx.select({ id: stores.id }).from(stores))
      await tx.insert(storeConfig).values([
        { storeId: store.id, path: REVIEWS_ENABLED_PATH, value: "1" },
        { storeId: store.id, path: ALLOW_GUESTS_PATH, value: "1" },
      ])
    await tx.insert(reviewRatings).values(
      catalog.ratings.map((rating) => ({
        ratingId: rating.id,
        code: rating.name,
        position: rating.position,
        isActive: true,
      })),
    )
    const optionOf = new Map<string, number>()
    const options = catalog.ratings.flatMap((rating) =>
      rating.values.map((value) => {
        optionOf.set(`${rating.id}/${value.value}`, value.value_id)
        return {
          optionId: value.value_id,
          ratingId: rating.id,
          value: value.value,
          position: value.value,
        }
      }),
    )
    await tx.insert(reviewRatingOptions).values(options)
    // The reviews' ids first (one statement), so the reviews and their votes go in as JSON rows.
    const ids = await rows<{ id: number }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('reviews', 'review_id'))::int as id
          from generate_series(1, ${catalog.reviews.length}::int) order by id`,
    )
    const reviewIds = ids.map((row) => row.id)
    await insertInBatches(
      tx,
      reviews,
      catalog.reviews.map((review, i) => ({
        reviewId: reviewIds[i] ?? 0,
        productId: review.product_id,
        storeId: null,
        customerId: review.customer_id,
        status: review.status,
        nickname: review.nickname,
        summary: review.summary,
        text: review.text,
        createdAt: review.created_at,
      })),
    )
    await insertInBatches(
      tx,
      reviewVotes,
      catalog.reviews.flatMap((review, i) =>
        review.ratings.map((rating) => {
          const optionId = optionOf.get(`${rating.rating_id}/${rating.value}`)
          if (optionId === undefined) throw new Error(`No option for rating ${rating.rating_id}`)
          return {
            reviewId: reviewIds[i] ?? 0,
            ratingId: rating.rating_id,
            optionId,
            value: rating.value,
          }
        }),
      ),
    )
  },
}
