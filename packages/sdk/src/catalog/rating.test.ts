import { describe, expect, it } from "vitest"
import { RATING_STARS, starRating, starsOfRatingSummary } from "./rating.js"

describe("ratings out of 5", () => {
  it.each([
    [0, 0],
    [20, 1],
    [90, 4.5],
    [100, 5],
    [130, 5],
    [-10, 0],
    [null, 0],
  ])("rating_summary %s is %s stars", (summary, stars) => {
    expect(starsOfRatingSummary(summary)).toBe(stars)
  })

  it("shows stars to one decimal, with the filled part and a label", () => {
    expect(starRating(4.25)).toEqual({ stars: 4.3, filled: 0.85, label: "Rated 4.3 out of 5" })
    expect(starRating(starsOfRatingSummary(73))).toEqual({
      stars: 3.7,
      filled: 0.73,
      label: "Rated 3.7 out of 5",
    })
    expect(RATING_STARS).toBe(5)
  })
})
