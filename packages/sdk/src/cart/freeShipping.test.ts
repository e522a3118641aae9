import { describe, expect, it } from "vitest"
import { FREE_SHIPPING_THRESHOLD, freeShippingProgress } from "./freeShipping.js"

describe("freeShippingProgress (free shipping over $100)", () => {
  it.each([
    [0, { remaining: 100, percent: 0, reached: false }],
    [10.99, { remaining: 89.01, percent: 11, reached: false }],
    [99.99, { remaining: 0.01, percent: 100, reached: false }],
    [100, { remaining: 0, percent: 100, reached: true }],
    [149.99, { remaining: 0, percent: 100, reached: true }],
  ])("subtotal %s", (subtotal, expected) => {
    expect(freeShippingProgress(subtotal)).toEqual(expected)
  })

  it("uses the $100 threshold", () => {
    expect(FREE_SHIPPING_THRESHOLD).toBe(100)
  })
})
