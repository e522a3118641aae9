// Abuse limits: guessing an order, a coupon or a flood of reviews/orders is refused with
// Magento's backpressure error; every free-text input has a length limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { TOO_MANY_REQUESTS } from "../src/graphql/errors.js"
import { tooLongMessage, tooManyLinesMessage } from "../src/limits/inputLimits.js"
import { ORDER_NOT_LOCATED } from "../src/sales/sales.graphql.js"
import { manualClock, startTestServer } from "../src/testing.js"
import {
  addProducts,
  CALIFORNIA,
  cartMutation,
  createCart,
  placeOrder,
  prepareCheckout,
} from "./cartTestKit.js"
import { PASSWORD, register, uniqueEmail } from "./customerTestKit.js"
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
 * Limits count in slots aligned to their period (Magento's sliding window), and a count near a
 * slot's end is blurred by the previous slot's weighted share. The servers' clock stands still at
 * the start of an hour (a slot start of every period: minute, 10 minutes, hour), so each test
 * sees the limit reached exactly.
 */
const slotStartClock = () => manualClock(Math.floor(Date.now() / 3_600_000) * 3_600_000)

const GUEST_ORDER = `query ($input: OrderInformationInput!) { guestOrder(input: $input) { number } }`
const REVIEW = `mutation ($input: CreateProductReviewInput!) {
  createProductReview(input: $input) { review { nickname } } }`
const APPLY_COUPON = `mutation ($input: ApplyCouponToCartInput) {
  applyCouponToCart(input: $input) { cart { applied_coupons { code } } } }`
const PLACE_ORDER = `mutation ($cartId: String!) {
  placeOrder(input: { cart_id: $cartId }) { order { order_number } } }`

const CREATE_EMPTY_CART = "mutation { createEmptyCart }"
const SIGN_IN = `mutation ($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token } }`
const REQUEST_RESET = "mutation ($email: String!) { requestPasswordResetEmail(email: $email) }"
const RESET_PASSWORD = `mutation ($email: String!, $token: String!, $password: String!) {
  resetPassword(email: $email, resetPasswordToken: $token, newPassword: $password) }`
const CREATE_CUSTOMER_V2 = `mutation ($input: CustomerCreateInput!) {
  createCustomerV2(input: $input) { customer { email } } }`
const CREATE_CUSTOMER = `mutation ($input: CustomerInput!) {
  createCustomer(input: $input) { customer { email } } }`

/** `n` calls of `send(i)`, ten at a time. */
const inBatches = async <T>(n: number, send: (i: number) => Promise<T>): Promise<T[]> => {
  const answers: T[] = []
  for (let start = 0; start < n; start += 10)
    answers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(10, n - start) }, (_, i) => send(start + i)),
      )),
    )
  return answers
}

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
  await addProducts(server, cartId, [{ sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP", quantity: 1 }])
  await prepareCheckout(server, cartId, "track@example.com")
  const placed = await placeOrder(server, cartId)
  expect(placed.errors).toBeUndefined()
  return placed.data?.placeOrder.order.order_number ?? ""
}

const reviewInput = (overrides: Record<string, unknown> = {}) => ({
  sku: "NIK-FM10",
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
      clock: slotStartClock(),
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
    await addProducts(server, cartId, [{ sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP", quantity: 2 }])
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

  it("takes 100 new carts in 10 minutes from one address, refuses the 101st, and takes others'", async () => {
    const carts = await inBatches(100, () =>
      graphql<{ createEmptyCart: string }>(server, CREATE_EMPTY_CART, { from: "127.0.3.1" }),
    )
    expect(
      carts.filter((res) => res.errors === undefined && res.data?.createEmptyCart),
    ).toHaveLength(100)
    tooMany(await graphql(server, CREATE_EMPTY_CART, { from: "127.0.3.1" }))
    const other = await graphql<{ createEmptyCart: string }>(server, CREATE_EMPTY_CART, {
      from: "127.0.3.2",
    })
    expect(other.errors).toBeUndefined()
    expect(other.data?.createEmptyCart).toEqual(expect.any(String))
  })

  it("refuses sign-in from an address after 30 failures in 10 minutes, the right password included", async () => {
    const email = uniqueEmail("signin")
    expect((await register(server, email)).errors).toBeUndefined()
    // One address trying many accounts (each e-mail fails once: Magento's per-e-mail throttle,
    // 6 failures, never trips).
    const failures = await inBatches(30, (i) =>
      graphql(server, SIGN_IN, {
        variables: { email: uniqueEmail(`guess${i}`), password: "Wrong-pass-1" },
        from: "127.0.3.3",
      }),
    )
    for (const res of failures)
      expect(res.errors?.[0]?.extensions?.category).toBe("graphql-authentication")
    tooMany(
      await graphql(server, SIGN_IN, {
        variables: { email, password: PASSWORD },
        from: "127.0.3.3",
      }),
    )
    const elsewhere = await graphql<{ generateCustomerToken: { token: string } }>(server, SIGN_IN, {
      variables: { email, password: PASSWORD },
      from: "127.0.3.4",
    })
    expect(elsewhere.errors).toBeUndefined()
    expect(elsewhere.data?.generateCustomerToken.token).toBeTruthy()
  })

  it("takes 10 password-reset e-mail requests an hour from one address, not 11", async () => {
    const email = uniqueEmail("reset")
    expect((await register(server, email)).errors).toBeUndefined()
    const asked = await inBatches(10, (i) =>
      graphql(server, REQUEST_RESET, {
        variables: { email: uniqueEmail(`nobody${i}`) },
        from: "127.0.3.5",
      }),
    )
    for (const res of asked)
      expect(res.errors?.[0]?.message).toBe("Cannot reset the customer's password")
    tooMany(await graphql(server, REQUEST_RESET, { variables: { email }, from: "127.0.3.5" }))
    const elsewhere = await graphql(server, REQUEST_RESET, {
      variables: { email },
      from: "127.0.3.6",
    })
    expect(elsewhere.errors).toBeUndefined()
    expect(elsewhere.data).toEqual({ requestPasswordResetEmail: true })
  })

  it("refuses resetPassword from an address after 10 wrong tokens in 10 minutes", async () => {
    const email = uniqueEmail("token")
    expect((await register(server, email)).errors).toBeUndefined()
    const reset = (token: string, from: string) =>
      graphql(server, RESET_PASSWORD, {
        variables: { email, token, password: "New-Shutter-2025!" },
        from,
      })
    const guesses = await inBatches(10, (i) => reset(`guess${i}`, "127.0.3.7"))
    for (const res of guesses)
      expect(res.errors?.[0]?.message).toBe("Cannot set the customer's password")
    tooMany(await reset("guess10", "127.0.3.7"))
    expect((await reset("guess11", "127.0.3.8")).errors?.[0]?.message).toBe(
      "Cannot set the customer's password",
    )
  })

  it("takes 30 new accounts an hour from one address, createCustomer and createCustomerV2 together", async () => {
    const input = (email: string, password: string) => ({
      variables: { input: { firstname: "Roni", lastname: "Costa", email, password } },
      from: "127.0.3.9",
    })
    // Alternating between the two mutations does not double the allowance.
    const created = await inBatches(30, (i) =>
      graphql(
        server,
        i % 2 === 0 ? CREATE_CUSTOMER_V2 : CREATE_CUSTOMER,
        input(uniqueEmail(), "short"),
      ),
    )
    for (const res of created)
      expect(res.errors?.[0]?.message).toBe(
        "The password needs at least 8 characters. Create a new password and try again.",
      )
    tooMany(await graphql(server, CREATE_CUSTOMER_V2, input(uniqueEmail(), PASSWORD)))
    tooMany(await graphql(server, CREATE_CUSTOMER, input(uniqueEmail(), PASSWORD)))
    const elsewhere = await graphql(server, CREATE_CUSTOMER_V2, {
      ...input(uniqueEmail(), PASSWORD),
      from: "127.0.3.10",
    })
    expect(elsewhere.errors).toBeUndefined()
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
      servers.push(
        await startTestServer({
          redisUrl: process.env.REDIS_URL ?? "",
          redisPrefix,
          clock: slotStartClock(),
        }),
      )
  })
  afterAll(() => Promise.all(servers.map((s) => s.close())))

  it("counts failed lookups on every server that shares the Redis", async () => {
    const [one, two] = servers as [RunningServer, RunningServer]
    const input = { number: "123456789", email: "a@example.com", postcode: "1" }
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
