// Abuse limits: guessing an order, a coupon or a flood of reviews/orders is refused with
// Magento's backpressure error; every free-text input has a length limit.
import { setTimeout as sleep } from "node:timers/promises"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TOO_MANY_REQUESTS } from "../src/graphql/errors.js"
import { tooLongMessage, tooManyLinesMessage } from "../src/limits/inputLimits.js"
import { ORDER_NOT_LOCATED } from "../src/sales/sales.graphql.js"
import type { RunningServer } from "../src/server/startServer.js"
import { startTestServer } from "../src/testing.js"
import {
  addProducts,
  CALIFORNIA,
  cartMutation,
  createCart,
  placeOrder,
  prepareCheckout,
} from "./cartTestKit.js"
import { type GraphqlResponse, graphql } from "./helpers.js"

// PGlite with the in-memory shared state; PostgreSQL with Redis when both are configured.
const setups: readonly { name: string; databaseUrl?: string; redisUrl?: string }[] = [
  { name: "pglite, shared state in memory" },
  ...(process.env.DATABASE_URL
    ? [
        {
          name: `postgres, shared state in ${process.env.REDIS_URL ? "redis" : "memory"}`,
          databaseUrl: process.env.DATABASE_URL,
          ...(process.env.REDIS_URL ? { redisUrl: process.env.REDIS_URL } : {}),
        },
      ]
    : []),
]

/**
 * Limits count in slots aligned to their period (Magento's sliding window): a test that must see
 * the limit reached exactly waits for a new slot when the current one is about to end, so that
 * the previous slot's weighted share does not blur the count.
 */
const freshWindow = async (periodSeconds: number, needMs = 15_000): Promise<void> => {
  const left = periodSeconds * 1000 - (Date.now() % (periodSeconds * 1000))
  if (left < needMs) await sleep(left + 50)
}

const GUEST_ORDER = `query ($input: OrderInformationInput!) { guestOrder(input: $input) { number } }`
const REVIEW = `mutation ($input: CreateProductReviewInput!) {
  createProductReview(input: $input) { review { nickname } } }`
const APPLY_COUPON = `mutation ($input: ApplyCouponToCartInput) {
  applyCouponToCart(input: $input) { cart { applied_coupons { code } } } }`
const PLACE_ORDER = `mutation ($cartId: String!) {
  placeOrder(input: { cart_id: $cartId }) { order { order_number } } }`

const tooMany = (res: GraphqlResponse<unknown>) => {
  expect(res.status).toBe(200)
  expect(res.errors?.[0]).toMatchObject({
    message: TOO_MANY_REQUESTS,
    extensions: { category: "graphql-too-many-requests" },
  })
}

const notLocated = (res: GraphqlResponse<unknown>) =>
  expect(res.errors?.[0]).toMatchObject({
    message: ORDER_NOT_LOCATED,
    extensions: { category: "graphql-no-such-entity" },
  })

/** A guest order to look up: e-mail track@example.com, Ansel Adams, 90001. */
const placeGuestOrder = async (server: RunningServer): Promise<string> => {
  const cartId = await createCart(server)
  await addProducts(server, cartId, [{ sku: "FUJ-EKTAR-400-35MM-36-EXP", quantity: 1 }])
  await prepareCheckout(server, cartId, "track@example.com")
  const placed = await placeOrder(server, cartId)
  expect(placed.errors).toBeUndefined()
  return placed.data?.placeOrder.order.order_number ?? ""
}

const reviewInput = (overrides: Record<string, unknown> = {}) => ({
  sku: "NIK-FM4-CLASSIC",
  nickname: "Ansel",
  summary: "Sharp",
  text: "Sharp and quiet.",
  ratings: [],
  ...overrides,
})

describe.each(setups)("abuse limits ($name)", ({ databaseUrl, redisUrl }) => {
  let server: RunningServer
  const orders: string[] = []
  beforeAll(async () => {
    server = await startTestServer({
      ...(databaseUrl ? { databaseUrl } : {}),
      ...(redisUrl ? { redisUrl } : {}),
    })
    for (let i = 0; i < 3; i++) orders.push(await placeGuestOrder(server))
  })
  afterAll(() => server?.close())

  it("numbers orders at random with 9 digits, like Magento increment ids but not in sequence", () => {
    for (const number of orders) expect(number).toMatch(/^[1-9]\d{8}$/)
    expect(new Set(orders).size).toBe(3)
    const [a = 0, b = 0, c = 0] = orders.map(Number)
    expect([Math.abs(b - a), Math.abs(c - b)]).not.toContain(1)
  })

  it("answers every wrong order detail with the same message", async () => {
    const [number = ""] = orders
    const right = { number, email: "track@example.com" }
    for (const input of [
      { ...right, postcode: "90002" },
      { ...right, lastname: "Weston" },
      { ...right, email: "other@example.com", postcode: "90001" },
      { ...right, number: "123456789", postcode: "90001" },
    ]) {
      notLocated(await graphql(server, GUEST_ORDER, { variables: { input }, from: "127.0.0.2" }))
    }
    const found = await graphql<{ guestOrder: { number: string } }>(server, GUEST_ORDER, {
      variables: { input: { ...right, lastname: "Adams" } },
      from: "127.0.0.2",
    })
    expect(found.data?.guestOrder.number).toBe(number)
  })

  it("refuses order lookups from an address after 10 failed ones, even right ones; others go on", async () => {
    const [, number = ""] = orders
    const input = { number, email: "track@example.com", postcode: "90001" }
    await freshWindow(600)
    for (let guess = 0; guess < 10; guess++) {
      // Other numbers each time: only the address's counter reaches the limit.
      const wrong = { ...input, number: String(900_000_000 + guess) }
      notLocated(
        await graphql(server, GUEST_ORDER, { variables: { input: wrong }, from: "127.0.0.3" }),
      )
    }
    tooMany(await graphql(server, GUEST_ORDER, { variables: { input }, from: "127.0.0.3" }))
    const elsewhere = await graphql(server, GUEST_ORDER, {
      variables: { input },
      from: "127.0.0.4",
    })
    expect(elsewhere.errors).toBeUndefined()
  })

  it("counts shoppers behind a trusted proxy (the web server) by their X-Forwarded-For address", async () => {
    const [, number = ""] = orders
    const input = { number, email: "track@example.com", postcode: "90001" }
    await freshWindow(600)
    // From loopback, a trusted proxy by default: the web server's own proxy appends the shopper.
    const via = (shopper: string) => ({ "x-forwarded-for": `198.51.100.1, ${shopper}` })
    for (let guess = 0; guess < 10; guess++) {
      const wrong = { ...input, number: String(910_000_000 + guess) }
      notLocated(
        await graphql(server, GUEST_ORDER, {
          variables: { input: wrong },
          from: "127.0.0.5",
          headers: via("203.0.113.5"),
        }),
      )
    }
    tooMany(
      await graphql(server, GUEST_ORDER, {
        variables: { input },
        from: "127.0.0.5",
        headers: via("203.0.113.5"),
      }),
    )
    // Another shopper through the same proxy is not refused for the first one's guesses.
    const other = await graphql(server, GUEST_ORDER, {
      variables: { input },
      from: "127.0.0.5",
      headers: via("203.0.113.6"),
    })
    expect(other.errors).toBeUndefined()
  })

  it("refuses lookups of an order number after 10 failed ones from any addresses", async () => {
    const [, , number = ""] = orders
    const input = { number, email: "track@example.com", postcode: "90001" }
    await freshWindow(3600)
    for (let guess = 0; guess < 10; guess++) {
      const wrong = { ...input, postcode: String(20_000 + guess) }
      const from = `127.0.1.${guess + 1}`
      notLocated(await graphql(server, GUEST_ORDER, { variables: { input: wrong }, from }))
    }
    tooMany(await graphql(server, GUEST_ORDER, { variables: { input }, from: "127.0.1.50" }))
    // Another order from the same address is still found.
    const other = { ...input, number: orders[0] }
    const found = await graphql(server, GUEST_ORDER, {
      variables: { input: other },
      from: "127.0.1.50",
    })
    expect(found.errors).toBeUndefined()
  })

  it("takes 10 reviews an hour from one address, refuses the 11th, and takes others'", async () => {
    await freshWindow(3600)
    for (let i = 0; i < 10; i++) {
      const res = await graphql(server, REVIEW, {
        variables: { input: reviewInput({ nickname: `Reviewer ${i}` }) },
        from: "127.0.0.5",
      })
      expect(res.errors).toBeUndefined()
    }
    tooMany(
      await graphql(server, REVIEW, { variables: { input: reviewInput() }, from: "127.0.0.5" }),
    )
    const other = await graphql(server, REVIEW, {
      variables: { input: reviewInput() },
      from: "127.0.0.6",
    })
    expect(other.errors).toBeUndefined()
  })

  it("refuses coupon codes after 10 wrong ones from an address, even a right one", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: "FUJ-EKTAR-400-35MM-36-EXP", quantity: 2 }])
    await freshWindow(600)
    for (let guess = 0; guess < 10; guess++) {
      const res = await graphql(server, APPLY_COUPON, {
        variables: { input: { cart_id: cartId, coupon_code: `GUESS${guess}` } },
        from: "127.0.0.7",
      })
      expect(res.errors?.[0]?.message).toBe(
        "The coupon code isn't valid. Verify the code and try again.",
      )
    }
    const right = { cart_id: cartId, coupon_code: "SAVE10" }
    tooMany(await graphql(server, APPLY_COUPON, { variables: { input: right }, from: "127.0.0.7" }))
    const elsewhere = await graphql<{
      applyCouponToCart: { cart: { applied_coupons: { code: string }[] } }
    }>(server, APPLY_COUPON, { variables: { input: right }, from: "127.0.0.8" })
    expect(elsewhere.data?.applyCouponToCart.cart.applied_coupons).toEqual([{ code: "SAVE10" }])
  })

  it("takes 50 placeOrder calls a minute from one address (Magento's guest limit), not 51", async () => {
    await freshWindow(60)
    for (let i = 0; i < 50; i++) {
      const res = await graphql(server, PLACE_ORDER, {
        variables: { cartId: `nosuchcart${i}` },
        from: "127.0.0.9",
      })
      expect(res.errors?.[0]?.message).toBe(`Could not find a cart with ID "nosuchcart${i}"`)
    }
    tooMany(
      await graphql(server, PLACE_ORDER, {
        variables: { cartId: "nosuchcart" },
        from: "127.0.0.9",
      }),
    )
  })

  it("refuses free text over its length limit with a graphql-input error", async () => {
    const cartId = await createCart(server)
    const cases: [string, Record<string, unknown>, string][] = [
      [
        REVIEW,
        { input: reviewInput({ text: "x".repeat(900_000) }) },
        tooLongMessage("text", 10_000),
      ],
      [
        REVIEW,
        { input: reviewInput({ nickname: "n".repeat(129) }) },
        tooLongMessage("nickname", 128),
      ],
      [
        REVIEW,
        { input: reviewInput({ summary: "s".repeat(256) }) },
        tooLongMessage("summary", 255),
      ],
      [
        APPLY_COUPON,
        { input: { cart_id: cartId, coupon_code: "C".repeat(256) } },
        tooLongMessage("coupon_code", 255),
      ],
      [
        GUEST_ORDER,
        { input: { number: "1".repeat(33), email: "a@example.com", postcode: "1" } },
        tooLongMessage("number", 32),
      ],
      [
        `mutation ($input: SetGuestEmailOnCartInput) { setGuestEmailOnCart(input: $input) { cart { email } } }`,
        { input: { cart_id: cartId, email: `${"a".repeat(243)}@example.com` } },
        tooLongMessage("email", 254),
      ],
    ]
    for (const [query, variables, message] of cases) {
      const res = await graphql(server, query, { variables, from: "127.0.0.10" })
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { category: "graphql-input" } })
    }
    const address = (overrides: Record<string, unknown>) =>
      cartMutation(server, "setShippingAddressesOnCart", "SetShippingAddressesOnCartInput", {
        cart_id: cartId,
        shipping_addresses: [{ address: { ...CALIFORNIA, country_code: "US", ...overrides } }],
      })
    for (const [overrides, message] of [
      [{ firstname: "A".repeat(256) }, tooLongMessage("firstname", 255)],
      [{ lastname: "A".repeat(256) }, tooLongMessage("lastname", 255)],
      [{ city: "A".repeat(256) }, tooLongMessage("city", 255)],
      [{ postcode: "9".repeat(21) }, tooLongMessage("postcode", 20)],
      [{ telephone: "5".repeat(33) }, tooLongMessage("telephone", 32)],
      [{ street: ["A".repeat(256)] }, tooLongMessage("street", 255)],
      [{ street: ["1", "2", "3", "4", "5"] }, tooManyLinesMessage("street", 4)],
    ] as const) {
      const res = await address(overrides)
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { category: "graphql-input" } })
    }
    // At the limit is accepted.
    const atLimit = await address({ firstname: "A".repeat(255), street: ["1", "2", "3", "4"] })
    expect(atLimit.errors).toBeUndefined()
  })
})

describe.skipIf(!process.env.REDIS_URL)("rate limits across server processes (redis)", () => {
  const servers: RunningServer[] = []
  beforeAll(async () => {
    const redisPrefix = `shutter-test:shared-${Date.now()}:`
    for (let i = 0; i < 2; i++)
      servers.push(await startTestServer({ redisUrl: process.env.REDIS_URL ?? "", redisPrefix }))
  })
  afterAll(() => Promise.all(servers.map((s) => s.close())))

  it("counts failed lookups on every server that shares the Redis", async () => {
    const [one, two] = servers as [RunningServer, RunningServer]
    const input = { number: "123456789", email: "a@example.com", postcode: "1" }
    await freshWindow(600)
    for (let guess = 0; guess < 10; guess++) {
      const res = await graphql(guess % 2 === 0 ? one : two, GUEST_ORDER, {
        variables: { input },
        from: "127.0.2.1",
      })
      notLocated(res)
    }
    tooMany(await graphql(one, GUEST_ORDER, { variables: { input }, from: "127.0.2.1" }))
    tooMany(await graphql(two, GUEST_ORDER, { variables: { input }, from: "127.0.2.1" }))
  })
})
