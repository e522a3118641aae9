// Limits on failed attempts hold under bursts: each attempt is counted before it is checked, so
// simultaneous requests cannot all slip under the limit before any failure is recorded.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { TOO_MANY_REQUESTS } from "../src/graphql/errors.js"
import { startTestServer } from "../src/testing.js"
import { addProducts, createCart } from "./cartTestKit.js"
import { asCustomer, newCustomer, PASSWORD, requestToken } from "./customerTestKit.js"
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

const GUEST_ORDER = `query ($input: OrderInformationInput!) { guestOrder(input: $input) { number } }`
const APPLY_COUPON = `mutation ($input: ApplyCouponToCartInput) {
  applyCouponToCart(input: $input) { cart { applied_coupons { code } } } }`
const SIGN_IN = `mutation ($email: String!, $password: String!) {
  generateCustomerToken(email: $email, password: $password) { token } }`
const CHANGE_PASSWORD = `mutation ($current: String!, $new: String!) {
  changeCustomerPassword(currentPassword: $current, newPassword: $new) { email } }`

const ORDER_NOT_LOCATED = "We couldn't locate an order with the information provided."
const COUPON_NOT_VALID = "The coupon code isn't valid. Verify the code and try again."
const SIGN_IN_INCORRECT =
  "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later."

const messageOf = (res: GraphqlResponse<unknown>): string | undefined => res.errors?.[0]?.message

/** How many answers carry each message (or "ok"). */
const tally = (answers: readonly GraphqlResponse<unknown>[]): Record<string, number> => {
  const counts: Record<string, number> = {}
  for (const answer of answers) {
    const key = messageOf(answer) ?? "ok"
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

/** Sends `n` requests at once; `first` settles with the first answer, `all` with every one. */
const firstAndAll = <T>(n: number, send: (i: number) => Promise<T>) => {
  const all = Array.from({ length: n }, (_, i) => send(i))
  return { first: Promise.race(all), all: Promise.all(all) }
}

/** Sends `n` requests at once and resolves with every answer. */
const burst = <T>(n: number, send: (i: number) => Promise<T>): Promise<T[]> =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)))

describe.each(setups)("limits under bursts ($name)", ({ databaseUrl, redisUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer({
      ...(databaseUrl ? { databaseUrl } : {}),
      ...(redisUrl ? { redisUrl } : {}),
    })
  })
  afterAll(() => server?.close())

  it("checks at most 10 of 200 simultaneous wrong guestOrder guesses from one address", async () => {
    const answers = await burst(200, (i) =>
      graphql(server, GUEST_ORDER, {
        variables: {
          input: { number: String(800_000_000 + i), email: "a@example.com", postcode: "1" },
        },
        from: "127.0.5.1",
      }),
    )
    const counts = tally(answers)
    const checked = counts[ORDER_NOT_LOCATED] ?? 0
    console.info(`burst: 200 concurrent wrong guestOrder guesses → ${checked} checked`)
    expect(checked).toBeGreaterThan(0)
    expect(checked).toBeLessThanOrEqual(10)
    expect(counts[TOO_MANY_REQUESTS]).toBe(200 - checked)
  })

  it("checks at most 10 of 40 simultaneous wrong coupon codes from one address", async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP", quantity: 2 }])
    const answers = await burst(40, (i) =>
      graphql(server, APPLY_COUPON, {
        variables: { input: { cart_id: cartId, coupon_code: `GUESS${i}` } },
        from: "127.0.5.2",
      }),
    )
    const counts = tally(answers)
    const checked = counts[COUPON_NOT_VALID] ?? 0
    console.info(`burst: 40 concurrent wrong coupon codes → ${checked} checked`)
    expect(checked).toBeGreaterThan(0)
    expect(checked).toBeLessThanOrEqual(10)
    expect(counts[TOO_MANY_REQUESTS]).toBe(40 - checked)
  })

  it("checks at most 6 of 40 simultaneous wrong passwords for one e-mail; a right one meanwhile gets no token", async () => {
    const { email, token } = await newCustomer(server, "burst")
    // From many addresses, so only Magento's per-e-mail throttle applies.
    const wrong = firstAndAll(40, (i) =>
      graphql(server, SIGN_IN, {
        variables: { email, password: `Wrong-pass-${i}` },
        from: `127.0.6.${i + 1}`,
      }),
    )
    await wrong.first
    const right = await graphql(server, SIGN_IN, {
      variables: { email, password: PASSWORD },
      from: "127.0.6.100",
    })
    expect(tally(await wrong.all)).toEqual({ [SIGN_IN_INCORRECT]: 40 })
    expect(messageOf(right)).toBe(SIGN_IN_INCORRECT)
    // The throttle holds after the burst.
    expect(messageOf(await requestToken(server, email, PASSWORD))).toBe(SIGN_IN_INCORRECT)
    // At most 6 wrong passwords were checked, fewer than the 10 that lock the account: the
    // signed-in customer still changes the password with the right one.
    const changed = await asCustomer(server, token, CHANGE_PASSWORD, {
      current: PASSWORD,
      new: "Shutter-2025!",
    })
    expect(changed.errors).toBeUndefined()
  })

  describe("the 10-failure lockout alone (per-e-mail throttle raised)", () => {
    let lockout: RunningServer
    beforeAll(async () => {
      lockout = await startTestServer({
        ...(databaseUrl ? { databaseUrl } : {}),
        ...(redisUrl ? { redisUrl } : {}),
        accounts: { tokenFailures: 1_000 },
      })
    })
    afterAll(() => lockout?.close())

    it("locks the account in a burst of 40 wrong passwords; a right one sent meanwhile does not lift the lock", async () => {
      const { email } = await newCustomer(lockout, "lockout")
      const signIn = (password: string, from: string) =>
        graphql<{ generateCustomerToken: { token: string } | null }>(lockout, SIGN_IN, {
          variables: { email, password },
          from,
        })
      const wrong = firstAndAll(40, (i) => signIn(`Wrong-pass-${i}`, `127.0.7.${i + 1}`))
      await wrong.first
      const right = await signIn(PASSWORD, "127.0.7.100")
      expect(tally(await wrong.all)).toEqual({ [SIGN_IN_INCORRECT]: 40 })
      console.info(`burst: right password during 40 wrong ones → ${messageOf(right) ?? "token"}`)
      // The lock stays: the right password is refused after the burst.
      const after = await signIn(PASSWORD, "127.0.7.101")
      expect(messageOf(after)).toBe(SIGN_IN_INCORRECT)
      expect(after.data?.generateCustomerToken ?? null).toBeNull()
    })
  })
})
