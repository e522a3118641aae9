import { buildCatalog } from "@shutter/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { asCustomer, newCustomer } from "./customerTestKit.js"
import { bothDrivers, graphql } from "./helpers.js"

const catalog = buildCatalog()
const approved = catalog.reviews.filter((r) => r.status === "approved")
const countOf = (productId: number) => approved.filter((r) => r.product_id === productId).length
const reviewed = catalog.products.find((p) => p.visibility === 4 && countOf(p.id) >= 3)
const unreviewed = catalog.products.find((p) => p.visibility === 4 && countOf(p.id) === 0)
if (reviewed === undefined || unreviewed === undefined) throw new Error("fixtures changed")

const b64 = (value: number) => Buffer.from(String(value)).toString("base64")

interface Review {
  readonly nickname: string
  readonly summary: string
  readonly text: string
  readonly created_at: string
  readonly average_rating: number
  readonly ratings_breakdown: { readonly name: string; readonly value: string }[]
  readonly product?: { readonly sku: string }
}

const REVIEWS_OF = `query ($url: String!, $size: Int, $page: Int) { route(url: $url) {
  ... on ProductInterface { sku review_count reviews(pageSize: $size, currentPage: $page) {
    items { nickname summary text created_at average_rating ratings_breakdown { name value } product { sku } }
    page_info { page_size current_page total_pages } } } } }`

interface ReviewsAnswer {
  readonly route: {
    readonly sku: string
    readonly reviews: {
      readonly items: Review[]
      readonly page_info: { page_size: number; current_page: number; total_pages: number }
    }
  } | null
}

const CREATE = `mutation ($input: CreateProductReviewInput!) { createProductReview(input: $input) {
  review { nickname summary text average_rating ratings_breakdown { name value } product { sku } } } }`

/** Quality 2, Value 5, Price 3 stars (value_id = (rating_id − 1) × 5 + stars). */
const input = (sku: string, overrides: Record<string, unknown> = {}) => ({
  sku,
  nickname: "John Doe",
  summary: "Summary Test",
  text: "Text Test",
  ratings: [
    { id: b64(1), value_id: b64(2) },
    { id: b64(2), value_id: b64(10) },
    { id: b64(3), value_id: b64(13) },
  ],
  ...overrides,
})

describe.each(bothDrivers)("reviews on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl === undefined ? {} : { databaseUrl })
  })
  afterAll(() => server?.close())

  const reviewsOf = (url: string, size = 20, page = 1) =>
    graphql<ReviewsAnswer>(server, REVIEWS_OF, { variables: { url, size, page } })

  it("productReviewRatingsMetadata lists Quality, Value, Price, Rating with values 1–5 as uids", async () => {
    const res = await graphql<{
      productReviewRatingsMetadata: {
        items: { id: string; name: string; values: { value_id: string; value: string }[] }[]
      }
    }>(server, "{ productReviewRatingsMetadata { items { id name values { value_id value } } } }")
    const items = res.data?.productReviewRatingsMetadata.items ?? []
    expect(items.map((i) => [i.id, i.name])).toEqual([
      [b64(1), "Quality"],
      [b64(2), "Value"],
      [b64(3), "Price"],
      [b64(4), "Rating"],
    ])
    expect(items[3]?.values).toEqual(
      [1, 2, 3, 4, 5].map((v) => ({ value_id: b64(15 + v), value: String(v) })),
    )
  })

  it("lists a product's approved reviews newest first, with average and breakdown", async () => {
    const res = await reviewsOf(`${reviewed.url_key}.html`)
    expect(res.errors).toBeUndefined()
    const expected = approved
      .filter((r) => r.product_id === reviewed.id)
      .sort((a, b) =>
        a.created_at < b.created_at
          ? 1
          : a.created_at > b.created_at
            ? -1
            : b.review_id - a.review_id,
      )
    const items = res.data?.route?.reviews.items ?? []
    expect(items.map((i) => i.nickname)).toEqual(expected.map((r) => r.nickname))
    const first = expected[0]
    if (first === undefined) throw new Error("no review")
    // Magento's AverageRating: the mean of the votes' percentages (stars × 20).
    const mean = first.ratings.reduce((s, r) => s + r.value * 20, 0) / first.ratings.length
    expect(items[0]).toEqual({
      nickname: first.nickname,
      summary: first.summary,
      text: first.text,
      created_at: first.created_at,
      average_rating: Math.round(mean * 100) / 100,
      ratings_breakdown: first.ratings.map((r) => ({ name: r.name, value: String(r.value) })),
      product: { sku: reviewed.sku },
    })
  })

  it("reviews switched off in the store admin: none shown nor taken at once, back when switched on", async () => {
    const url = `${reviewed.url_key}.html`
    expect((await reviewsOf(url)).data?.route?.reviews.items.length).toBeGreaterThan(0)
    await server.admin.setStoreConfig("product_reviews_enabled", "0")
    try {
      const off = await reviewsOf(url)
      expect(off.data?.route?.reviews).toEqual({
        items: [],
        page_info: { page_size: 20, current_page: 1, total_pages: 0 },
      })
      const refused = await graphql(server, CREATE, { variables: { input: input(reviewed.sku) } })
      expect(refused.errors?.[0]?.message).toBe(
        "Creating product reviews are not currently available.",
      )
    } finally {
      await server.admin.setStoreConfig("product_reviews_enabled", null)
    }
    expect((await reviewsOf(url)).data?.route?.reviews.items.length).toBeGreaterThan(0)
  })

  it("pages the reviews", async () => {
    const total = countOf(reviewed.id)
    const res = await reviewsOf(`${reviewed.url_key}.html`, 2, 2)
    expect(res.data?.route?.reviews.page_info).toEqual({
      page_size: 2,
      current_page: 2,
      total_pages: Math.ceil(total / 2),
    })
    expect(res.data?.route?.reviews.items.length).toBe(Math.min(2, total - 2))
  })

  it.each([
    [0, 1, "pageSize value must be greater than 0."],
    [5, 0, "currentPage value must be greater than 0."],
  ])(
    "reviews(pageSize: %i, currentPage: %i) fails with Magento's message",
    async (size, page, message) => {
      const res = await reviewsOf(`${reviewed.url_key}.html`, size, page)
      expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
        [message, "graphql-input"],
      ])
    },
  )

  it("a guest's new review is pending by default: answered, but neither listed nor counted", async () => {
    const res = await graphql<{ createProductReview: { review: Review } }>(server, CREATE, {
      variables: { input: input(unreviewed.sku) },
    })
    expect(res.errors).toBeUndefined()
    expect(res.data?.createProductReview.review).toEqual({
      nickname: "John Doe",
      summary: "Summary Test",
      text: "Text Test",
      average_rating: 66.67,
      ratings_breakdown: [
        { name: "Quality", value: "2" },
        { name: "Value", value: "5" },
        { name: "Price", value: "3" },
      ],
      product: { sku: unreviewed.sku },
    })
    const after = await reviewsOf(`${unreviewed.url_key}.html`)
    expect(after.data?.route?.reviews.items).toEqual([])
  })

  it.each([
    [
      { sku: "no-such-sku" },
      'Could not find a product with SKU "no-such-sku"',
      "graphql-no-such-entity",
    ],
    [{ nickname: " " }, "Please enter a nickname.", "graphql-input"],
    [{ summary: "" }, "Please enter a review summary.", "graphql-input"],
    [{ text: "" }, "Please enter a review.", "graphql-input"],
    [
      { ratings: [{ id: b64(1), value_id: b64(16) }] },
      `The rating "${b64(1)}" has no value "${b64(16)}".`,
      "graphql-input",
    ],
  ])("createProductReview(%o) fails with %s", async (overrides, message, category) => {
    const res = await graphql(server, CREATE, {
      variables: { input: input(unreviewed.sku, overrides) },
    })
    expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
      [message, category],
    ])
  })
  it("a customer's review: nickname from their first name, pending until approved, then listed and counted", async () => {
    const { token } = await newCustomer(server, "critic")
    const product = catalog.products.find(
      (p) => p.visibility === 4 && countOf(p.id) === 0 && p.id !== unreviewed.id,
    )
    if (product === undefined) throw new Error("fixtures changed")
    const written = await asCustomer<{ createProductReview: { review: Review } }>(
      server,
      token,
      CREATE,
      { input: input(product.sku, { nickname: "" }) },
    )
    expect(written.errors).toBeUndefined()
    expect(written.data?.createProductReview.review.nickname).toBe("Roni")
    const summaryOf = async () =>
      (
        await graphql<{
          route: { review_count: number; rating_summary: number; reviews: { items: Review[] } }
        }>(
          server,
          `query ($url: String!) { route(url: $url) { ... on ProductInterface {
            review_count rating_summary reviews { items { nickname average_rating } } } } }`,
          { variables: { url: `${product.url_key}.html` } },
        )
      ).data?.route
    expect(await summaryOf()).toEqual({
      review_count: 0,
      rating_summary: 0,
      reviews: { items: [] },
    })
    const mine = await asCustomer<{ customer: { reviews: { items: Review[] } } }>(
      server,
      token,
      "{ customer { reviews { items { nickname summary average_rating status product { sku } } } } }",
    )
    expect(mine.data?.customer.reviews.items).toEqual([
      {
        nickname: "Roni",
        summary: "Summary Test",
        average_rating: 66.67,
        status: "PENDING",
        product: { sku: product.sku },
      },
    ])
    const statusOfMine = async () =>
      (
        await asCustomer<{ customer: { reviews: { items: { status: string }[] } } }>(
          server,
          token,
          "{ customer { reviews { items { status } } } }",
        )
      ).data?.customer.reviews.items.map((r) => r.status)
    const pending = (await server.admin.pendingReviews()).filter((r) => r.sku === product.sku)
    expect(pending).toMatchObject([{ nickname: "Roni", status: "pending" }])
    expect(await server.admin.setReviewStatus(pending[0]?.reviewId ?? 0, "approved")).toBe(true)
    // Magento's summary: the votes' mean percentage, rounded: (40 + 100 + 60) / 3 → 67.
    expect(await summaryOf()).toEqual({
      review_count: 1,
      rating_summary: 67,
      reviews: { items: [{ nickname: "Roni", average_rating: 66.67 }] },
    })
    expect(await statusOfMine()).toEqual(["APPROVED"])
    await server.admin.setReviewStatus(pending[0]?.reviewId ?? 0, "not_approved")
    expect(await statusOfMine()).toEqual(["NOT_APPROVED"])
    expect(await summaryOf()).toEqual({
      review_count: 0,
      rating_summary: 0,
      reviews: { items: [] },
    })
    expect(await server.admin.setReviewStatus(999999, "approved")).toBe(false)
  })
})

describe.each(bothDrivers)("reviews, configured, on $name", ({ databaseUrl }) => {
  const database = databaseUrl === undefined ? {} : { databaseUrl }
  it("guests not allowed: Magento's authorization error (HTTP 403); customers still review", async () => {
    const server = await startTestServer({ ...database, reviews: { allowGuests: false } })
    try {
      const res = await graphql(server, CREATE, { variables: { input: input(reviewed.sku) } })
      expect(res.status).toBe(403)
      expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
        ["Guest customers aren't allowed to add product reviews.", "graphql-authorization"],
      ])
      // The switch is about guests: a signed-in customer still writes one.
      const { token } = await newCustomer(server, "member")
      const own = await asCustomer<{ createProductReview: { review: Review } }>(
        server,
        token,
        CREATE,
        { input: input(reviewed.sku, { nickname: "" }) },
      )
      expect(own.errors).toBeUndefined()
      expect(own.data?.createProductReview.review.nickname).toBe("Roni")
    } finally {
      await server.close()
    }
  })

  it("auto-approved reviews are listed and counted at once", async () => {
    const server = await startTestServer({ ...database, reviews: { newReviewStatus: "approved" } })
    try {
      const created = await graphql<{ createProductReview: { review: { status: string } } }>(
        server,
        `mutation ($input: CreateProductReviewInput!) { createProductReview(input: $input) { review { status } } }`,
        { variables: { input: input(unreviewed.sku) } },
      )
      expect(created.errors).toBeUndefined()
      expect(created.data?.createProductReview.review.status).toBe("APPROVED")
      const res = await graphql<{
        route: { review_count: number; rating_summary: number; reviews: { items: Review[] } }
      }>(
        server,
        `query ($url: String!) { route(url: $url) { ... on ProductInterface {
          review_count rating_summary reviews { items { nickname } } } } }`,
        { variables: { url: `${unreviewed.url_key}.html` } },
      )
      expect(res.errors).toBeUndefined()
      expect(res.data?.route.reviews.items).toEqual([{ nickname: "John Doe" }])
      expect(res.data?.route.review_count).toBe(1)
    } finally {
      await server.close()
    }
  })
})
