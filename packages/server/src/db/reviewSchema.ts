// Tables of the review domain (src/review): ratings, their options, reviews and votes.
import { boolean, index, integer, pgTable, primaryKey, serial, text } from "drizzle-orm/pg-core"

/** Magento's rating (Quality, Value, Price, Rating). */
export const reviewRatings = pgTable("review_ratings", {
  ratingId: integer("rating_id").primaryKey(),
  code: text("code").notNull().unique(),
  position: integer("position").notNull(),
  isActive: boolean("is_active").notNull().default(true),
})

/** Magento's rating_option: the 1–5 star choices of a rating. */
export const reviewRatingOptions = pgTable("review_rating_options", {
  optionId: integer("option_id").primaryKey(),
  ratingId: integer("rating_id")
    .notNull()
    .references(() => reviewRatings.ratingId, { onDelete: "cascade" }),
  value: integer("value").notNull(),
  position: integer("position").notNull(),
})

/**
 * Product reviews. `store_id` null = visible in every store view (the seeded ones); reviews
 * written through GraphQL belong to the store view they were written in, as in Magento.
 */
export const reviews = pgTable(
  "reviews",
  {
    reviewId: serial("review_id").primaryKey(),
    productId: integer("product_id").notNull(),
    storeId: integer("store_id"),
    customerId: integer("customer_id"),
    /** Magento's review statuses: approved, pending (new ones), not_approved. */
    status: text("status").$type<"approved" | "pending" | "not_approved">().notNull(),
    nickname: text("nickname").notNull(),
    summary: text("summary").notNull(),
    text: text("text").notNull(),
    /** Magento's format, "YYYY-MM-DD HH:MM:SS" (UTC). */
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("reviews_product").on(t.productId, t.status)],
)

/** Magento's rating_option_vote: one star value per rating of a review. */
export const reviewVotes = pgTable(
  "review_votes",
  {
    reviewId: integer("review_id")
      .notNull()
      .references(() => reviews.reviewId, { onDelete: "cascade" }),
    ratingId: integer("rating_id")
      .notNull()
      .references(() => reviewRatings.ratingId),
    optionId: integer("option_id")
      .notNull()
      .references(() => reviewRatingOptions.optionId),
    value: integer("value").notNull(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.ratingId] })],
)
