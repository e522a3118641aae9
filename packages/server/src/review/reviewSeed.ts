import { buildCatalog } from "@shutter/fixtures"
import {
  reviewRatingOptions,
  reviewRatings,
  reviews,
  reviewVotes,
  storeConfig,
  stores,
} from "../db/schema.js"
import type { SeedStep } from "../db/seed.js"
import { ALLOW_GUESTS_PATH, REVIEWS_ENABLED_PATH } from "./reviewOptions.js"

// Many rows: insert in slices so no statement exceeds PostgreSQL's parameter limit.
const SLICE = 500

const slices = <T>(rows: readonly T[]): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += SLICE) out.push(rows.slice(i, i + SLICE))
  return out
}

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
    for (const slice of slices(catalog.reviews)) {
      const inserted = await tx
        .insert(reviews)
        .values(
          slice.map((review) => ({
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
        .returning({ reviewId: reviews.reviewId })
      const votes = slice.flatMap((review, i) =>
        review.ratings.map((rating) => {
          const optionId = optionOf.get(`${rating.rating_id}/${rating.value}`)
          if (optionId === undefined) throw new Error(`No option for rating ${rating.rating_id}`)
          return {
            reviewId: inserted[i]?.reviewId ?? 0,
            ratingId: rating.rating_id,
            optionId,
            value: rating.value,
          }
        }),
      )
      for (const voteSlice of slices(votes)) await tx.insert(reviewVotes).values(voteSlice)
    }
  },
}
