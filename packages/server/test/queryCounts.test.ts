// Statements per request stay constant however many rows a page holds: a listing's reviews and
// their products, a wish list's products and a customer's product alerts go through the
// request's loaders, and the store config is read once per request, not once per product.
import { PGlite } from "@electric-sql/pglite"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { asCustomer, newCustomer } from "./customerTestKit.js"
import { graphql } from "./helpers.js"

const LISTING = (pageSize: number) => `{
  products(search: "camera", pageSize: ${pageSize}, sort: { name: ASC }) {
    items {
      sku
      review_count
      reviews(pageSize: 3) {
        items { summary average_rating ratings_breakdown { name value } product { sku name } }
        page_info { total_pages }
      }
    }
  }
}`
const WISHLIST = `{ customer { wishlists { items_v2 { items { quantity product { sku name } } } } } }`
const ALERTS = `{ customer { product_alerts { type product { sku name } } } }`
const ADD_TO_WISHLIST = `mutation ($id: ID!, $items: [WishlistItemInput!]!) {
  addProductsToWishlist(wishlistId: $id, wishlistItems: $items) { user_errors { message } } }`
const SUBSCRIBE = `mutation ($sku: String!) {
  subscribeProductAlert(input: { sku: $sku, type: STOCK }) { message } }`
const REVIEW = `mutation ($input: CreateProductReviewInput!) {
  createProductReview(input: $input) { review { summary } } }`

describe("statements per request (pglite)", () => {
  let server: RunningServer
  let statements: string[] | undefined
  const query = PGlite.prototype.query
  let skus: string[] = []

  beforeAll(async () => {
    server = await startTestServer({ rateLimits: false })
    // The server runs in this process: every statement it sends passes here (the mail outbox's
    // polling aside).
    PGlite.prototype.query = function (this: PGlite, ...args: unknown[]) {
      const text = String(args[0])
      if (!/\bmail_outbox\b/.test(text)) statements?.push(text)
      return (query as (...a: unknown[]) => unknown).apply(this, args)
    } as typeof query
    const listed = await graphql<{ products: { items: { sku: string }[] } }>(server, LISTING(20))
    skus = listed.data?.products.items.map((item) => item.sku) ?? []
    // One more approved review on every product of the listing.
    for (const sku of skus) {
      const written = await graphql(server, REVIEW, {
        variables: {
          input: { sku, nickname: "Ansel", summary: `On ${sku}`, text: "Fine.", ratings: [] },
        },
      })
      expect(written.errors).toBeUndefined()
    }
    for (const { reviewId } of await server.admin.pendingReviews())
      await server.admin.setReviewStatus(reviewId, "approved")
  })
  afterAll(async () => {
    PGlite.prototype.query = query
    await server?.close()
  })

  /** The statements one request sends (after one run that warms the process caches). */
  const counted = async (document: string, headers: Record<string, string> = {}) => {
    await graphql(server, document, { headers })
    statements = []
    const answer = await graphql(server, document, { headers })
    expect(answer.errors).toBeUndefined()
    const count = statements.length
    statements = undefined
    return { count, data: answer.data }
  }

  it("lists 20 products with their reviews in as many statements as 2", async () => {
    expect(skus).toHaveLength(20)
    const small = await counted(LISTING(2))
    const large = await counted(LISTING(20))
    const items = (large.data as { products: { items: { reviews: { items: unknown[] } }[] } })
      .products.items
    expect(items).toHaveLength(20)
    for (const item of items) expect(item.reviews.items.length).toBeGreaterThan(0)
    expect(large.count).toBe(small.count)
  })

  it("reads a 10-item wish list and 10 product alerts in as many statements as 1 each", async () => {
    const { token } = await newCustomer(server, "counted")
    const headers = { authorization: `Bearer ${token}` }
    const wishlistId = (
      await asCustomer<{ customer: { wishlists: { id: string }[] } }>(
        server,
        token,
        "{ customer { wishlists { id } } }",
      )
    ).data?.customer.wishlists[0]?.id
    const add = (sku: string) =>
      asCustomer(server, token, ADD_TO_WISHLIST, {
        id: wishlistId,
        items: [{ sku, quantity: 1 }],
      })
    const subscribe = (sku: string) => asCustomer(server, token, SUBSCRIBE, { sku })
    const simple = skus.slice(0, 10)
    await add(simple[0] ?? "")
    await subscribe(simple[0] ?? "")
    const one = {
      wishlist: await counted(WISHLIST, headers),
      alerts: await counted(ALERTS, headers),
    }
    for (const sku of simple.slice(1)) {
      await add(sku)
      await subscribe(sku)
    }
    const ten = {
      wishlist: await counted(WISHLIST, headers),
      alerts: await counted(ALERTS, headers),
    }
    const wished = ten.wishlist.data as {
      customer: { wishlists: { items_v2: { items: unknown[] } }[] }
    }
    expect(wished.customer.wishlists[0]?.items_v2.items).toHaveLength(10)
    expect(
      (ten.alerts.data as { customer: { product_alerts: unknown[] } }).customer.product_alerts,
    ).toHaveLength(10)
    expect(ten.wishlist.count).toBe(one.wishlist.count)
    expect(ten.alerts.count).toBe(one.alerts.count)
  })
})
