import { describe, expect, it } from "vitest"
import { GraphqlError, type GraphqlErrorDetail, HttpError } from "./errors.js"
import { rateLimitText, withRateLimitText } from "./rateLimitText.js"

const tooMany = (field: string): GraphqlErrorDetail => ({
  message: "Too Many Requests",
  path: [field],
  category: "graphql-too-many-requests",
})

describe("rate-limit refusals as sentences", () => {
  it.each([
    [
      "createCustomerV2",
      "Too many accounts have been created from your network recently. Please try again in an hour.",
    ],
    [
      "generateCustomerToken",
      "Too many sign-in attempts have failed. Please try again in 10 minutes.",
    ],
    [
      "placeOrder",
      "Too many orders have been placed in the last minute. Please try again in a minute.",
    ],
    ["applyCouponToCart", "Too many coupon codes have been tried. Please try again in 10 minutes."],
    [
      "someFutureField",
      "The shop has had too many requests from you. Please try again in a few minutes.",
    ],
  ])("%s: %s", (field, text) => {
    expect(rateLimitText(field)).toBe(text)
  })

  it.each([
    [30_000, "30 seconds"],
    [60_000, "a minute"],
    [61_000, "2 minutes"],
    [3_600_000, "an hour"],
    [7_200_000, "2 hours"],
  ])("a Retry-After of %d ms reads %s", (ms, wait) => {
    expect(rateLimitText("placeOrder", ms)).toBe(
      `Too many orders have been placed in the last minute. Please try again in ${wait}.`,
    )
  })

  it("rewrites Magento's graphql-too-many-requests: the error and its detail, class kept", () => {
    const error = new GraphqlError({
      message: "Too Many Requests",
      path: ["createCustomerV2"],
      category: "graphql-too-many-requests",
      errors: [tooMany("createCustomerV2")],
      operationName: "createCustomer",
    })
    const shown = withRateLimitText(error)
    const text =
      "Too many accounts have been created from your network recently. Please try again in an hour."
    expect(shown).toBeInstanceOf(GraphqlError)
    expect(shown._tag).toBe("GraphqlError")
    expect(shown.message).toBe(text)
    expect(shown.errors.map((e) => e.message)).toEqual([text])
    expect(shown.category).toBe("graphql-too-many-requests")
    expect(shown.operationName).toBe("createCustomer")
  })

  it("an HTTP 429 reads the same way; any other failure is left as it is", () => {
    const limited = withRateLimitText(
      new HttpError({ status: 429, message: "Too Many Requests", operationName: "placeOrder" }),
    )
    expect(limited.message).toBe(
      "Too many orders have been placed in the last minute. Please try again in a minute.",
    )
    const other = new GraphqlError({
      message: "The account sign-in was incorrect.",
      path: ["generateCustomerToken"],
      category: "graphql-authentication",
      errors: [],
      operationName: "generateCustomerToken",
    })
    expect(withRateLimitText(other)).toBe(other)
  })

  it("reads the SDK's RateLimitedError (tag and Retry-After) where the client makes one", () => {
    class RateLimitedError extends Error {
      readonly _tag = "RateLimitedError"
      readonly retryAfterMs: number | undefined
      readonly operationName: string
      constructor(fields: { message: string; retryAfterMs?: number; operationName: string }) {
        super(fields.message)
        this.retryAfterMs = fields.retryAfterMs
        this.operationName = fields.operationName
      }
    }
    const shown = withRateLimitText(
      new RateLimitedError({
        message: "Too Many Requests",
        retryAfterMs: 120_000,
        operationName: "generateCustomerToken",
      }),
    )
    expect(shown).toBeInstanceOf(RateLimitedError)
    expect(shown.message).toBe(
      "Too many sign-in attempts have failed. Please try again in 2 minutes.",
    )
  })
})
