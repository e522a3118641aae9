import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { TransportError } from "../graphql/errors.js"
import { type StubResponse, stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { Catalog } from "./Catalog.js"

const setup = (handlers: Record<string, StubResponse>) => {
  const stub = stubGraphqlClient(handlers)
  return { stub, layer: Catalog.layer.pipe(Layer.provide(stub.layer)) }
}

const card = (sku: string) => ({
  __typename: "SimpleProduct",
  uid: btoa(sku),
  sku,
  name: sku,
  price_range: {
    minimum_price: {
      final_price: { value: 899, currency: "USD" },
      regular_price: { value: 999, currency: "USD" },
    },
  },
})

const review = (rating: string) => ({
  summary: "s",
  text: "t",
  nickname: "n",
  created_at: "2024-01-01",
  average_rating: 80,
  ratings_breakdown: [
    { name: "Quality", value: "1" },
    { name: "Rating", value: rating },
  ],
})

describe("Catalog", () => {
  it.effect("lists a category page with ONE products request built from the URL query", () => {
    const { stub, layer } = setup({
      productList: () => ({
        products: {
          items: [card("CAM-1"), null, card("CAM-2")],
          aggregations: [{ attribute_code: "color", label: "Color", options: [] }],
          page_info: { current_page: 2, page_size: 12, total_pages: 3 },
          total_count: 30,
          sort_fields: { default: "position", options: [{ value: "price", label: "Price" }] },
        },
      }),
    })
    return Effect.gen(function* () {
      const listing = yield* (yield* Catalog).listProducts({
        categoryUid: "Mw==",
        query: "color=49&color=50&price=100_200&sort=price-DESC&page=2",
      })
      assert.deepStrictEqual(
        listing.items.map((p) => p.sku),
        ["CAM-1", "CAM-2"],
      )
      assert.strictEqual(listing.totalCount, 30)
      assert.strictEqual(listing.aggregations[0]?.attribute_code, "color")
      assert.deepStrictEqual(listing.pageInfo, { current_page: 2, page_size: 12, total_pages: 3 })
      assert.deepStrictEqual(listing.sortFields, [{ value: "price", label: "Price" }])
      assert.deepStrictEqual(stub.calls, [
        {
          operationName: "productList",
          variables: {
            filter: {
              color: { in: ["49", "50"] },
              price: { from: "100", to: "200" },
              category_uid: { eq: "Mw==" },
            },
            pageSize: 12,
            currentPage: 2,
            sort: { price: "DESC" },
          },
        },
      ])
    }).pipe(Effect.provide(layer))
  })

  it.effect("searches with the given phrase and an empty result", () => {
    const { stub, layer } = setup({ productList: () => ({ products: null }) })
    return Effect.gen(function* () {
      const listing = yield* (yield* Catalog).listProducts({ search: "canon", query: {} })
      assert.strictEqual(listing.totalCount, 0)
      assert.deepStrictEqual(listing.items, [])
      assert.deepStrictEqual(stub.calls[0]?.variables, {
        filter: {},
        pageSize: 12,
        currentPage: 1,
        search: "canon",
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("finds a product by url key and by sku, and fails NotFoundError when absent", () => {
    const { stub, layer } = setup({
      productDetails: (v) => {
        const filter = v.filter as { url_key?: { eq: string }; sku?: { eq: string } }
        return {
          products: {
            items: filter.url_key?.eq === "missing" ? [] : [card(filter.sku?.eq ?? "CAM-1")],
          },
        }
      },
    })
    return Effect.gen(function* () {
      const catalog = yield* Catalog
      assert.strictEqual((yield* catalog.productByUrlKey({ urlKey: "canon-r5" })).sku, "CAM-1")
      assert.strictEqual((yield* catalog.productBySku({ sku: "LENS-9" })).sku, "LENS-9")
      const error = yield* Effect.flip(catalog.productByUrlKey({ urlKey: "missing" }))
      assert.strictEqual(error._tag, "NotFoundError")
      assert.deepStrictEqual(stub.calls[0]?.variables, {
        filter: { url_key: { eq: "canon-r5" } },
        reviewPageSize: 10,
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "a product page is ONE request: details with the first reviews and their average",
    () => {
      const { stub, layer } = setup({
        productDetails: () => ({
          products: {
            items: [
              {
                ...card("CAM-1"),
                review_count: 12,
                rating_summary: 70,
                reviews: { items: [review("5"), null, review("3")] },
              },
            ],
          },
        }),
      })
      return Effect.gen(function* () {
        const product = yield* (yield* Catalog).productByUrlKey({ urlKey: "canon-r5" })
        assert.deepStrictEqual(
          product.reviews?.items.map((r) => r.rating),
          [5, 3],
        )
        // The product's rating_summary (70 of 100) over all 12 reviews, not this page's ratings.
        assert.strictEqual(product.reviews?.averageRating, 3.5)
        assert.strictEqual(product.reviews?.reviewCount, 12)
        assert.deepStrictEqual(product.reviews?.pageInfo, {
          current_page: 1,
          page_size: 10,
          total_pages: 2,
        })
        assert.deepStrictEqual(
          stub.calls.map((c) => c.operationName),
          ["productDetails"],
        )
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("loads related and upsell cards in ONE request", () => {
    const { stub, layer } = setup({
      linkedProducts: () => ({
        products: {
          items: [
            {
              uid: "x",
              related_products: [card("REL-1"), null, card("REL-2")],
              upsell_products: [card("UP-1")],
            },
          ],
        },
      }),
    })
    return Effect.gen(function* () {
      const linked = yield* (yield* Catalog).linkedProducts({ sku: "CAM-1" })
      assert.deepStrictEqual(
        linked.related.map((p) => p.sku),
        ["REL-1", "REL-2"],
      )
      assert.deepStrictEqual(
        linked.upsell.map((p) => p.sku),
        ["UP-1"],
      )
      assert.deepStrictEqual(stub.calls, [
        { operationName: "linkedProducts", variables: { sku: "CAM-1" } },
      ])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a product without linked products gives two empty lists", () => {
    const { layer } = setup({ linkedProducts: () => ({ products: { items: [] } }) })
    return Effect.gen(function* () {
      assert.deepStrictEqual(yield* (yield* Catalog).linkedProducts({ sku: "NONE" }), {
        related: [],
        upsell: [],
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("loads upsell and related product cards", () => {
    const { layer } = setup({
      upsellProducts: () => ({
        products: { items: [{ uid: "x", upsell_products: [card("UP-1"), null] }] },
      }),
      relatedProducts: () => ({ products: { items: [] } }),
    })
    return Effect.gen(function* () {
      const catalog = yield* Catalog
      assert.deepStrictEqual(
        (yield* catalog.upsellProducts({ sku: "CAM-1" })).map((p) => p.sku),
        ["UP-1"],
      )
      assert.deepStrictEqual(yield* catalog.relatedProducts({ sku: "CAM-1" }), [])
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "pages reviews, each with its 'Rating', and the average of all reviews from rating_summary",
    () => {
      const { stub, layer } = setup({
        productReview: () => ({
          products: {
            items: [
              {
                uid: "x",
                sku: "CAM-1",
                review_count: 4,
                rating_summary: 80,
                reviews: {
                  items: [review("5"), review("4")],
                  page_info: { current_page: 1, page_size: 2, total_pages: 2 },
                },
              },
            ],
          },
        }),
      })
      return Effect.gen(function* () {
        const page = yield* (yield* Catalog).reviews({ sku: "CAM-1", pageSize: 2, currentPage: 1 })
        assert.deepStrictEqual(
          page.items.map((r) => r.rating),
          [5, 4],
        )
        // rating_summary 80 of 100, whichever page is loaded.
        assert.strictEqual(page.averageRating, 4)
        assert.strictEqual(page.reviewCount, 4)
        assert.deepStrictEqual(stub.calls[0]?.variables, {
          sku: "CAM-1",
          pageSize: 2,
          currentPage: 1,
        })
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("reads rating metadata and creates a review", () => {
    const { stub, layer } = setup({
      productReviewRatingsMetadata: () => ({
        productReviewRatingsMetadata: {
          items: [{ id: "NA==", name: "Rating", values: [{ value_id: "MTY=", value: "1" }] }],
        },
      }),
      createProductReview: () => ({ createProductReview: { review: review("3") } }),
    })
    return Effect.gen(function* () {
      const catalog = yield* Catalog
      const metadata = yield* catalog.ratingsMetadata()
      assert.strictEqual(metadata[0]?.name, "Rating")
      const input = {
        sku: "CAM-1",
        nickname: "Ann",
        summary: "Great",
        text: "Sharp",
        ratings: [{ id: "NA==", value_id: "MTY=" }],
      }
      const created = yield* catalog.createReview(input)
      assert.strictEqual(created.rating, 3)
      assert.deepStrictEqual(stub.calls[1]?.variables, { input })
    }).pipe(Effect.provide(layer))
  })

  it.effect("a review mutation is not retried after a transport failure", () => {
    const { stub, layer } = setup({
      createProductReview: () =>
        Effect.fail(
          new TransportError({
            reason: "timeout",
            message: "t",
            operationName: "createProductReview",
          }),
        ),
    })
    return Effect.gen(function* () {
      const error = yield* Effect.flip(
        (yield* Catalog).createReview({
          sku: "A",
          nickname: "n",
          summary: "s",
          text: "t",
          ratings: [],
        }),
      )
      assert.strictEqual(error._tag, "TransportError")
      assert.strictEqual(stub.calls.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "the menu tree asks categoryList for 20 and starts below the first in-menu root",
    () => {
      const { stub, layer } = setup({
        categoryTree: () => ({
          categoryList: [
            {
              uid: "Mg==",
              name: "Default Category",
              include_in_menu: 1,
              children: [{ uid: "Mw==", name: "Photography", include_in_menu: 1, children: [] }],
            },
          ],
        }),
      })
      return Effect.gen(function* () {
        const tree = yield* (yield* Catalog).categoryTree()
        assert.deepStrictEqual(
          tree.map((c) => c.name),
          ["Photography"],
        )
        assert.deepStrictEqual(stub.calls[0]?.variables, { pageSize: 20 })
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    "reads one category by uid (meta fields, name, breadcrumbs) or fails NotFoundError",
    () => {
      const { stub, layer } = setup({
        category: (v) => ({
          categoryList:
            v.uid === "Mw=="
              ? [{ uid: "Mw==", name: "Photography", meta_title: "Cameras", breadcrumbs: null }]
              : [],
        }),
      })
      return Effect.gen(function* () {
        const catalog = yield* Catalog
        const category = yield* catalog.category({ uid: "Mw==" })
        assert.strictEqual(category.meta_title, "Cameras")
        const error = yield* Effect.flip(catalog.category({ uid: "nope" }))
        assert.strictEqual(error._tag, "NotFoundError")
        assert.deepStrictEqual(stub.calls[0]?.variables, { uid: "Mw==" })
      }).pipe(Effect.provide(layer))
    },
  )
})
