import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import {
  CreateProductReviewMutation,
  type CreateReviewInput,
  ProductReviewsQuery,
  type ReviewWithRating,
} from "../catalog/catalog.graphql.js"
import { reviewRating } from "../catalog/pricing.js"
import type { NotSignedInError } from "../customer/customerErrors.js"
import { Session } from "../customer/Session.js"
import type { GraphqlClientError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import {
  MY_REVIEWS_PAGE_SIZE,
  type MyReviewPage,
  type ReviewModeration,
  reviewSubmittedMessage,
  sameReview,
  toMyReview,
} from "./reviewModel.js"
import { CustomerReviewsQuery } from "./reviews.graphql.js"

export interface MyReviewsInput {
  readonly pageSize?: number
  readonly currentPage?: number
}

/** A submitted review: what the server kept, whether it waits for moderation, the text to show. */
export interface SubmittedReview {
  readonly review: ReviewWithRating
  readonly moderation: ReviewModeration
  readonly message: string
}

/** How many of the product's newest published reviews are searched for a new one. */
const PUBLISHED_CHECK_SIZE = 5

/**
 * Reviews, the customer's side: the signed-in customer's own reviews (spec §7
 * customerProductReview) and writing one, told whether it waits for moderation.
 */
export class Reviews extends Context.Service<
  Reviews,
  {
    /** The signed-in customer's reviews, newest first, whatever their status. */
    readonly mine: (
      input?: MyReviewsInput,
    ) => Effect.Effect<MyReviewPage, GraphqlClientError | NotSignedInError>
    /**
     * Creates a review (a guest's, or the signed-in customer's: an empty nickname is their first
     * name). Magento's answer does not say whether it was published: the review is `pending`
     * unless it is already among the product's newest published reviews.
     */
    readonly submit: (
      input: CreateReviewInput,
    ) => Effect.Effect<SubmittedReview, GraphqlClientError>
  }
>()("@shutter/sdk/Reviews") {
  static readonly layer = Layer.effect(
    Reviews,
    Effect.gen(function* () {
      const gql = yield* GraphqlClient
      const session = yield* Session

      const mine = Effect.fn("Reviews.mine")(function* (input: MyReviewsInput = {}) {
        yield* session.token()
        const { customer } = yield* gql.execute(CustomerReviewsQuery, {
          pageSize: input.pageSize ?? MY_REVIEWS_PAGE_SIZE,
          currentPage: input.currentPage ?? 1,
        })
        const reviews = customer?.reviews
        return {
          items: (reviews?.items ?? []).flatMap((review) =>
            review === null ? [] : [toMyReview(review)],
          ),
          pageInfo: reviews?.page_info ?? { current_page: 1, page_size: 0, total_pages: 0 },
        } satisfies MyReviewPage
      })

      const submit = Effect.fn("Reviews.submit")(function* (input: CreateReviewInput) {
        const { createProductReview } = yield* gql.execute(CreateProductReviewMutation, { input })
        const created = createProductReview.review
        const { products } = yield* gql.execute(ProductReviewsQuery, {
          sku: input.sku,
          pageSize: PUBLISHED_CHECK_SIZE,
          currentPage: 1,
        })
        const published = (products?.items?.[0]?.reviews.items ?? []).some(
          (review) => review !== null && sameReview(review, created),
        )
        const moderation: ReviewModeration = published ? "published" : "pending"
        return {
          review: { ...created, rating: reviewRating(created) },
          moderation,
          message: reviewSubmittedMessage(moderation),
        }
      })

      return Reviews.of({ mine, submit })
    }),
  )
}
