import type { PageInfo, Review } from "../catalog/catalog.graphql.js"
import { reviewRating } from "../catalog/pricing.js"

// The customer's reviews as the SDK hands them out, and the rules that read them. Pure.

/** Magento's percentages (a review's `average_rating`, a product's `rating_summary`) are 0–100. */
export const RATING_PERCENT_PER_STAR = 20

/** Stars out of 5 for a 0–100 percentage, to one decimal (90 → 4.5). */
export const starsFromPercent = (percent: number): number =>
  Math.round((Math.min(100, Math.max(0, percent)) / RATING_PERCENT_PER_STAR) * 10) / 10

export interface ReviewedProduct {
  readonly uid: string
  readonly sku: string | null
  readonly name: string | null
  readonly url_key: string | null
  readonly url_suffix: string | null
  readonly url_rewrites: ReadonlyArray<{ readonly url: string | null } | null> | null
  readonly thumbnail: { readonly url: string | null; readonly label: string | null } | null
}

/** One of the customer's reviews: the review, its product, its rating and its stars. */
export interface MyReview extends Review {
  readonly product: ReviewedProduct
  /** The breakdown entry named "Rating" (spec §3), 0 without one. */
  readonly rating: number
  /** `average_rating` (0–100) as stars out of 5. */
  readonly stars: number
  /** What the customer is told about a review the shop has not published; null once published. */
  readonly statusText: string | null
}

export interface MyReviewPage {
  readonly items: ReadonlyArray<MyReview>
  readonly pageInfo: PageInfo
}

export const MY_REVIEWS_PAGE_SIZE = 10

/** Magento's review statuses (Approved, Pending, Not Approved) as the "review-status" extension names them. */
export type ReviewStatus = "APPROVED" | "PENDING" | "NOT_APPROVED"

export const REVIEW_PENDING_STATUS_TEXT = "Pending: submitted for moderation."
export const REVIEW_NOT_APPROVED_STATUS_TEXT = "Not Approved: not published."

/** Null for a published review, and where the shop does not tell (stock Magento). */
export const reviewStatusText = (status: ReviewStatus | null | undefined): string | null =>
  status === "PENDING"
    ? REVIEW_PENDING_STATUS_TEXT
    : status === "NOT_APPROVED"
      ? REVIEW_NOT_APPROVED_STATUS_TEXT
      : null

export const toMyReview = (
  review: Review & { readonly product: ReviewedProduct; readonly status?: ReviewStatus | null },
): MyReview => ({
  ...review,
  rating: reviewRating(review),
  stars: starsFromPercent(review.average_rating),
  statusText: reviewStatusText(review.status),
})

/** Magento's answer to a review form (Review\Controller\Product\Post): new reviews wait for moderation. */
export const REVIEW_PENDING_MESSAGE = "You submitted your review for moderation."
/** Where the store publishes reviews at once. */
export const REVIEW_PUBLISHED_MESSAGE = "Thank you for your review: it is now on the product page."

export type ReviewModeration = "pending" | "published"

export const reviewSubmittedMessage = (moderation: ReviewModeration): string =>
  moderation === "pending" ? REVIEW_PENDING_MESSAGE : REVIEW_PUBLISHED_MESSAGE

/** Whether two reviews are the same one (the server gives reviews no id). */
export const sameReview = (a: Review, b: Review): boolean =>
  a.nickname === b.nickname &&
  a.summary === b.summary &&
  a.text === b.text &&
  a.created_at === b.created_at
