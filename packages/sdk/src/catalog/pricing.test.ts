import { describe, expect, it } from "vitest"
import { cartCredit, discountPercent, hasSpecialPrice, reviewRating } from "./pricing.js"

const money = (value: number) => ({ value, currency: "USD" })

describe("spec §9: special price shown when final price is below regular price", () => {
  it.each([
    [899, 999, true],
    [999, 999, false],
    [1099, 999, false],
  ])("final %d, regular %d → %s", (final, regular, shown) => {
    expect(hasSpecialPrice({ final_price: money(final), regular_price: money(regular) })).toBe(
      shown,
    )
  })
})

describe("spec §9: cart credit is one tenth of the final price, rounded", () => {
  it.each([
    [999, 100],
    [1234, 123],
    [45, 5],
    [44, 4],
    [0, 0],
  ])("final %d → %d", (final, credit) => {
    expect(cartCredit(final)).toBe(credit)
  })
})

describe("spec §9: discount % is 100 minus the rounded ratio of final to regular", () => {
  it.each([
    [75, 100, 25],
    [899, 999, 10],
    [2, 3, 33],
    [100, 100, 0],
    [50, 0, 0],
  ])("final %d, regular %d → %d%%", (final, regular, percent) => {
    expect(discountPercent(final, regular)).toBe(percent)
  })
})

describe("a review's rating", () => {
  const review = (rating: string, others: Record<string, string> = {}) => ({
    ratings_breakdown: [
      ...Object.entries(others).map(([name, value]) => ({ name, value })),
      { name: "Rating", value: rating },
    ],
  })

  it("reads a review's rating from its breakdown entry named Rating, not the others", () => {
    expect(reviewRating(review("4", { Quality: "1", Value: "2" }))).toBe(4)
    expect(reviewRating({ ratings_breakdown: [{ name: "Quality", value: "5" }] })).toBe(0)
  })
})
