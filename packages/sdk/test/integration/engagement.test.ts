import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  createStorefront,
  memoryStorage,
  NEWSLETTER_SUBSCRIBED_MESSAGE,
  REVIEW_PENDING_MESSAGE,
  type Storefront,
} from "../../src/index.js"
import { databases, serverBuilt, startRealServer, type TestServer } from "./realServer.js"

// The newsletter, the customer's reviews and product alerts against the REAL server over HTTP.

const PASSWORD = "Shutter-2026"
const FILM = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"

let count = 0
const newEmail = (label: string) => `sdk-${label}-${Date.now()}-${++count}@example.com`

describe.skipIf(!serverBuilt).each(databases)(
  "SDK engagement against the real server (%s)",
  (_db, databaseUrl) => {
    let server: TestServer
    const opened: Storefront[] = []
    const storefront = () => {
      const opened1 = createStorefront({ endpoint: server.graphqlUrl, storage: memoryStorage() })
      opened.push(opened1)
      return opened1
    }
    const customer = async (label: string) => {
      const shop = storefront()
      const email = newEmail(label)
      await shop.customer.register({
        email,
        password: PASSWORD,
        firstname: "Ada",
        lastname: "Lovelace",
      })
      await shop.customer.load()
      return { shop, email }
    }

    beforeAll(async () => {
      server = await startRealServer(databaseUrl)
    })
    afterAll(async () => {
      await Promise.all(opened.map((s) => s.dispose()))
      await server?.close()
    })

    it("a guest subscribes an address; the same address again is Magento's refusal", async () => {
      const shop = storefront()
      const email = newEmail("reader")
      expect(await shop.newsletter.subscribe({ email })).toEqual({
        status: "SUBSCRIBED",
        message: NEWSLETTER_SUBSCRIBED_MESSAGE,
      })
      const again = await shop.newsletter.subscribe({ email }).catch((e: unknown) => e)
      expect(again).toMatchObject({
        _tag: "NewsletterError",
        message: "This email address is already subscribed.",
        category: "graphql-already-exists",
      })
      const invalid = await shop.newsletter.subscribe({ email: "nope" }).catch((e: unknown) => e)
      expect(invalid).toMatchObject({
        _tag: "NewsletterError",
        message: "Enter a valid email address.",
      })
      const status = await shop.newsletter.status().catch((e: unknown) => e)
      expect(status).toMatchObject({ _tag: "NotSignedInError" })
    })

    it("the customer's subscription: status, toggle on and off, subscribe the own address", async () => {
      const { shop, email } = await customer("subscriber")
      expect(await shop.newsletter.status()).toBe(false)
      expect(await shop.newsletter.toggle()).toEqual({
        subscribed: true,
        message: "We have saved your subscription.",
      })
      expect(shop.newsletter.subscribed.get()).toBe(true)
      expect(shop.customer.session.get().customer?.isSubscribed).toBe(true)
      expect(await shop.newsletter.setSubscribed({ subscribed: false })).toEqual({
        subscribed: false,
        message: "We have removed your newsletter subscription.",
      })
      expect((await shop.newsletter.subscribe({ email })).status).toBe("SUBSCRIBED")
      expect(shop.newsletter.subscribed.get()).toBe(true)
      expect(await shop.newsletter.status()).toBe(true)
      await shop.customer.signOut()
      expect(shop.newsletter.subscribed.get()).toBeNull()
    })

    it("a customer's review waits for moderation; My reviews lists it with its stars and product", async () => {
      const { shop } = await customer("reviewer")
      const ratings = await shop.catalog.ratingsMetadata()
      const votes = ratings.map((rating) => ({
        id: rating.id,
        value_id: rating.values.find((v) => v.value === "4")?.value_id ?? "",
      }))
      const submitted = await shop.reviews.submit({
        sku: FILM,
        nickname: "",
        summary: "Warm and punchy",
        text: "Lovely colours in daylight.",
        ratings: votes,
      })
      expect(submitted).toMatchObject({
        moderation: "pending",
        message: REVIEW_PENDING_MESSAGE,
        review: { nickname: "Ada", summary: "Warm and punchy", average_rating: 80 },
      })
      const mine = await shop.reviews.mine({ pageSize: 1 })
      expect(mine.items).toHaveLength(1)
      expect(mine.items[0]).toMatchObject({
        summary: "Warm and punchy",
        stars: 4,
        statusText: "Pending: submitted for moderation.",
        product: { sku: FILM },
      })
      expect(mine.pageInfo).toEqual({ current_page: 1, page_size: 1, total_pages: 1 })
      // Approved by the shop, it is on the product page; a new one waits again.
      const pending = (await server.admin.pendingReviews()).filter((r) => r.sku === FILM)
      for (const review of pending) await server.admin.setReviewStatus(review.reviewId, "approved")
      const second = await shop.reviews.submit({
        sku: FILM,
        nickname: "Ada",
        summary: "Second roll",
        text: "Still lovely.",
        ratings: votes,
      })
      expect(second.moderation).toBe("pending")
      const published = await shop.catalog.reviews({ sku: FILM, pageSize: 5 })
      expect(published.items.map((r) => r.summary)).toContain("Warm and punchy")
      expect(published.items.map((r) => r.summary)).not.toContain("Second roll")
      expect((await shop.reviews.mine()).items.map((r) => [r.summary, r.statusText])).toEqual([
        ["Second roll", "Pending: submitted for moderation."],
        ["Warm and punchy", null],
      ])
      expect(
        await storefront()
          .reviews.mine()
          .catch((e: unknown) => e),
      ).toMatchObject({
        _tag: "NotSignedInError",
      })
    })

    it("product alerts: subscribe to stock and price, list, the stock alert is sent when stock returns, unsubscribe", async () => {
      const { shop } = await customer("alerted")
      await server.admin.setProductStock(FILM, 0)
      try {
        const stock = await shop.productAlerts.subscribe({ sku: FILM, type: "stock" })
        expect(stock).toMatchObject({
          message: "Alert subscription has been saved.",
          alert: { type: "stock", sentAt: null, sendCount: 0, product: { sku: FILM } },
        })
        const price = await shop.productAlerts.subscribe({ sku: FILM, type: "price" })
        expect(price.message).toBe("You saved the alert subscription.")
        expect(price.alert.price?.value).toBeGreaterThan(0)
        const listed = await shop.productAlerts.list()
        expect(listed.map((a) => a.type).sort()).toEqual(["price", "stock"])
        expect(await server.admin.setProductStock(FILM, 25)).toBe(1)
        const after = await shop.productAlerts.list()
        expect(after.find((a) => a.type === "stock")).toMatchObject({ sendCount: 1 })
        expect(await shop.productAlerts.unsubscribe({ id: stock.alert.id })).toEqual({
          message: "You will no longer receive stock alerts for this product.",
        })
        expect(shop.productAlerts.alerts.get()?.map((a) => a.type)).toEqual(["price"])
        const unknown = await shop.productAlerts
          .subscribe({ sku: "NO-SUCH-SKU", type: "stock" })
          .catch((e: unknown) => e)
        expect(unknown).toMatchObject({
          _tag: "GraphqlError",
          message: "The product was not found.",
        })
      } finally {
        await server.admin.setProductStock(FILM, 25)
      }
      const guest = await storefront()
        .productAlerts.list()
        .catch((e: unknown) => e)
      expect(guest).toMatchObject({ _tag: "NotSignedInError" })
    })
  },
)
