import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { Review } from "../catalog/catalog.graphql.js"
import { guardAuthorization, Session } from "../customer/Session.js"
import { Notifications } from "../notifications/Notifications.js"
import { memoryStorage } from "../storage/memoryStorage.js"
import { type StubResponse, stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { Reviews } from "./Reviews.js"
import {
  REVIEW_PENDING_MESSAGE,
  REVIEW_PUBLISHED_MESSAGE,
  reviewStatusText,
  starsFromPercent,
} from "./reviewModel.js"

const setup = (handlers: Record<string, StubResponse>) => {
  const stub = stubGraphqlClient(handlers)
  const layer = Reviews.layer.pipe(
    Layer.provideMerge(guardAuthorization(stub.layer).pipe(Layer.provideMerge(Session.layer))),
    Layer.provideMerge(Notifications.layer),
    Layer.provideMerge(memoryStorage({ cookies: { customerToken: "tok" } })),
  )
  return { stub, layer }
}

const review = (summary: string, createdAt = "2026-11-26 10:00:00"): Review => ({
  summary,
  text: "Sharp corners wide open.",
  nickname: "Ada",
  created_at: createdAt,
  average_rating: 90,
  ratings_breakdown: [{ name: "Rating", value: "5" }],
})

const input = {
  sku: "LENS-1",
  nickname: "Ada",
  summary: "Sharp",
  text: "Sharp corners wide open.",
  ratings: [{ id: "MQ==", value_id: "NQ==" }],
}

const publishedReviews = (items: ReadonlyArray<Review>) => () => ({
  products: {
    items: [
      {
        uid: "u",
        sku: "LENS-1",
        review_count: items.length,
        rating_summary: 90,
        reviews: { items, page_info: { current_page: 1, page_size: 5, total_pages: 1 } },
      },
    ],
  },
})

describe("Reviews (the customer's side)", () => {
  it("stars are the 0–100 percentage out of 5, to one decimal", () => {
    assert.deepStrictEqual([0, 20, 70, 90, 100, 130].map(starsFromPercent), [0, 1, 3.5, 4.5, 5, 5])
  })

  it.effect("a new review not among the product's published ones waits for moderation", () => {
    const { layer } = setup({
      createProductReview: () => ({ createProductReview: { review: review("Sharp") } }),
      productReview: publishedReviews([review("Older", "2026-01-01 00:00:00")]),
    })
    return Effect.gen(function* () {
      const submitted = yield* (yield* Reviews).submit(input)
      assert.strictEqual(submitted.moderation, "pending")
      assert.strictEqual(submitted.message, REVIEW_PENDING_MESSAGE)
      assert.strictEqual(submitted.review.rating, 5)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a store that publishes at once: the review is already on the product", () => {
    const { stub, layer } = setup({
      createProductReview: () => ({ createProductReview: { review: review("Sharp") } }),
      productReview: publishedReviews([review("Sharp")]),
    })
    return Effect.gen(function* () {
      const submitted = yield* (yield* Reviews).submit(input)
      assert.strictEqual(submitted.moderation, "published")
      assert.strictEqual(submitted.message, REVIEW_PUBLISHED_MESSAGE)
      assert.deepStrictEqual(stub.calls[1]?.variables, {
        sku: "LENS-1",
        pageSize: 5,
        currentPage: 1,
      })
    }).pipe(Effect.provide(layer))
  })

  it("My reviews tells a pending and a refused review apart from a published one", () => {
    assert.deepStrictEqual(
      (["PENDING", "NOT_APPROVED", "APPROVED", null, undefined] as const).map(reviewStatusText),
      ["Pending: submitted for moderation.", "Not Approved: not published.", null, null, null],
    )
  })

  it.effect(
    "mine pages the customer's reviews with their stars and what the shop did with them",
    () => {
      const { stub, layer } = setup({
        customerProductReview: () => ({
          customer: {
            reviews: {
              items: [
                {
                  ...review("Sharp"),
                  status: "PENDING",
                  product: {
                    uid: "p",
                    sku: "LENS-1",
                    name: "Lens",
                    url_key: "lens",
                    url_suffix: ".html",
                    url_rewrites: [],
                    thumbnail: null,
                  },
                },
              ],
              page_info: { current_page: 2, page_size: 10, total_pages: 2 },
            },
          },
        }),
      })
      return Effect.gen(function* () {
        const page = yield* (yield* Reviews).mine({ currentPage: 2 })
        assert.deepStrictEqual(stub.calls[0]?.variables, { pageSize: 10, currentPage: 2 })
        assert.strictEqual(page.items[0]?.stars, 4.5)
        assert.strictEqual(page.items[0]?.statusText, "Pending: submitted for moderation.")
        assert.deepStrictEqual(page.pageInfo, { current_page: 2, page_size: 10, total_pages: 2 })
      }).pipe(Effect.provide(layer))
    },
  )
})
