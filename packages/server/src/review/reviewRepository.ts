import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm"
import type { Db, Tx } from "../db/database.js"
import { products, reviewRatingOptions, reviewRatings, reviews, reviewVotes } from "../db/schema.js"
import { rows } from "../db/sqlRows.js"

export interface RatingWithOptions {
  readonly ratingId: number
  readonly code: string
  readonly options: readonly { readonly optionId: number; readonly value: number }[]
}

/** Active ratings in position order, each with its options (1–5 stars). */
export const listActiveRatings = async (db: Db | Tx): Promise<RatingWithOptions[]> => {
  const rows = await db
    .select({
      ratingId: reviewRatings.ratingId,
      code: reviewRatings.code,
      optionId: reviewRatingOptions.optionId,
      value: reviewRatingOptions.value,
    })
    .from(reviewRatings)
    .innerJoin(reviewRatingOptions, eq(reviewRatingOptions.ratingId, reviewRatings.ratingId))
    .where(eq(reviewRatings.isActive, true))
    .orderBy(asc(reviewRatings.position), asc(reviewRatingOptions.position))
  const byId = new Map<
    number,
    { ratingId: number; code: string; options: RatingWithOptions["options"][number][] }
  >()
  for (const row of rows) {
    const rating = byId.get(row.ratingId) ?? { ratingId: row.ratingId, code: row.code, options: [] }
    rating.options.push({ optionId: row.optionId, value: row.value })
    byId.set(row.ratingId, rating)
  }
  return [...byId.values()]
}

export type ReviewStatus = "approved" | "pending" | "not_approved"

export interface ReviewRecord {
  readonly reviewId: number
  readonly productId: number
  readonly nickname: string
  readonly summary: string
  readonly text: string
  readonly createdAt: string
  /** Moderation: only approved reviews are published. */
  readonly status: ReviewStatus
  /** Votes in rating position order. */
  readonly votes: readonly { readonly name: string; readonly value: number }[]
}

const withVotes = async (
  db: Db | Tx,
  rows: readonly (typeof reviews.$inferSelect)[],
): Promise<ReviewRecord[]> => {
  if (rows.length === 0) return []
  const votes = await db
    .select({ reviewId: reviewVotes.reviewId, name: reviewRatings.code, value: reviewVotes.value })
    .from(reviewVotes)
    .innerJoin(reviewRatings, eq(reviewRatings.ratingId, reviewVotes.ratingId))
    .where(
      inArray(
        reviewVotes.reviewId,
        rows.map((row) => row.reviewId),
      ),
    )
    .orderBy(asc(reviewRatings.position))
  return rows.map((row) => ({
    reviewId: row.reviewId,
    productId: row.productId,
    nickname: row.nickname,
    summary: row.summary,
    text: row.text,
    createdAt: row.createdAt,
    status: row.status,
    votes: votes
      .filter((vote) => vote.reviewId === row.reviewId)
      .map(({ name, value }) => ({ name, value })),
  }))
}

export interface ReviewPage {
  readonly items: ReviewRecord[]
  readonly totalCount: number
}

/**
 * The same page of approved reviews of several products in the store view, newest first
 * (Magento's order), each with its votes, and each product's total: one statement however many
 * products (a product page's reviews cost no round trip of their own beyond it).
 */
export const listApprovedReviewsOfProducts = async (
  db: Db,
  query: {
    readonly productIds: readonly number[]
    readonly storeId: number
    readonly pageSize: number
    readonly currentPage: number
  },
): Promise<Map<number, ReviewPage>> => {
  const pages = new Map<number, ReviewPage>()
  if (query.productIds.length === 0) return pages
  // Seeded reviews (store null) show in every store view; written ones in their own.
  const approved = sql`r.status = 'approved' and (r.store_id is null or r.store_id = ${query.storeId})`
  const found = await rows<{ product_id: number; total: number; items: ReviewRecord[] }>(
    db,
    sql`select p.id as product_id,
          (select count(*) from reviews r where r.product_id = p.id and ${approved})::int as total,
          (select coalesce(json_agg(json_build_object(
                    'reviewId', r.review_id, 'productId', r.product_id, 'nickname', r.nickname,
                    'summary', r.summary, 'text', r.text, 'createdAt', r.created_at,
                    'status', r.status,
                    'votes', (select coalesce(json_agg(json_build_object('name', rr.code, 'value', v.value)
                                                       order by rr.position, rr.rating_id), '[]'::json)
                              from review_votes v join review_ratings rr on rr.rating_id = v.rating_id
                              where v.review_id = r.review_id))
                  order by r.created_at desc, r.review_id desc), '[]'::json)
           from (select r.* from reviews r where r.product_id = p.id and ${approved}
                 order by r.created_at desc, r.review_id desc
                 limit ${query.pageSize} offset ${(query.currentPage - 1) * query.pageSize}) r) as items
        from unnest(${`{${query.productIds.join(",")}}`}::int[]) as p(id)`,
  )
  for (const id of query.productIds) pages.set(id, { items: [], totalCount: 0 })
  for (const row of found) pages.set(row.product_id, { items: row.items, totalCount: row.total })
  return pages
}

export const findProductIdBySku = async (db: Db | Tx, sku: string): Promise<number | undefined> => {
  const rows = await db.select({ id: products.id }).from(products).where(eq(products.sku, sku))
  return rows[0]?.id
}

/** Magento's date format, UTC: "2026-01-31 09:05:00". */
export const magentoNow = (now: Date = new Date()): string =>
  now.toISOString().slice(0, 19).replace("T", " ")

/** Stores a review and its votes; an approved one refreshes the product's review summary. */
export const insertReview = async (
  db: Db,
  input: {
    readonly productId: number
    readonly storeId: number
    readonly customerId: number | null
    readonly status: "approved" | "pending"
    readonly nickname: string
    readonly summary: string
    readonly text: string
    readonly votes: readonly {
      readonly ratingId: number
      readonly optionId: number
      readonly value: number
    }[]
  },
): Promise<ReviewRecord> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({
        productId: input.productId,
        storeId: input.storeId,
        customerId: input.customerId,
        status: input.status,
        nickname: input.nickname,
        summary: input.summary,
        text: input.text,
        createdAt: magentoNow(),
      })
      .returning()
    if (row === undefined) throw new Error("The review was not stored")
    if (input.votes.length > 0)
      await tx
        .insert(reviewVotes)
        .values(input.votes.map((vote) => ({ reviewId: row.reviewId, ...vote })))
    if (input.status === "approved") await refreshProductReviewSummary(tx, input.productId)
    const [record] = await withVotes(tx, [row])
    if (record === undefined) throw new Error("The review was not stored")
    return record
  })

/**
 * The catalogue lists and sorts on `products.review_count` / `rating_summary` (denormalised):
 * recount them from the approved reviews. The summary is Magento's (Review::aggregate): the mean
 * of every vote's percentage (stars × 20) over all ratings of the approved reviews, rounded.
 */
export const refreshProductReviewSummary = async (tx: Tx, productId: number): Promise<void> => {
  // Aggregates over the product's approved reviews (aliased: no column here is correlated).
  await tx
    .update(products)
    .set({
      reviewCount: sql`(select count(*) from ${reviews} r
        where r.product_id = ${productId} and r.status = 'approved')`,
      ratingSummary: sql`coalesce((select round(avg(v.value * 20))
        from ${reviews} r
        join ${reviewVotes} v on v.review_id = r.review_id
        where r.product_id = ${productId} and r.status = 'approved'), 0)`,
    })
    .where(eq(products.id, productId))
}

/**
 * Moderation (Magento's admin Pending Reviews): approving lists the review and counts it in the
 * product's summary; "not_approved" hides it again. Answers the product id, or undefined for
 * an unknown review.
 */
export const setReviewStatus = (
  db: Db,
  reviewId: number,
  status: "approved" | "pending" | "not_approved",
): Promise<number | undefined> =>
  db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ status })
      .where(eq(reviews.reviewId, reviewId))
      .returning({ productId: reviews.productId })
    if (row !== undefined) await refreshProductReviewSummary(tx, row.productId)
    return row?.productId
  })

/**
 * One page of the reviews a customer wrote in the store view, any status, newest first. Only
 * reviews written here: the seeded ones (no store) carry the customer ids of the catalogue
 * they came from, which name nobody in this shop.
 */
export const listCustomerReviews = async (
  db: Db,
  query: {
    readonly customerId: number
    readonly storeId: number
    readonly pageSize: number
    readonly currentPage: number
  },
): Promise<{ readonly items: ReviewRecord[]; readonly totalCount: number }> => {
  const where = and(eq(reviews.customerId, query.customerId), eq(reviews.storeId, query.storeId))
  const [total] = await db.select({ n: count() }).from(reviews).where(where)
  const rows = await db
    .select()
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.reviewId))
    .limit(query.pageSize)
    .offset((query.currentPage - 1) * query.pageSize)
  return { items: await withVotes(db, rows), totalCount: total?.n ?? 0 }
}
