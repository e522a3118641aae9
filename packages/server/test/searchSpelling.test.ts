import { describe, expect, it } from "vitest"
import { allowedEdits, chooseCorrection, editDistance } from "../src/search/spellingCorrection.js"

describe("spelling correction", () => {
  it.each([
    ["tripd", "tripod", 1],
    ["tripd", "trip", 1],
    ["cnaon", "canon", 1],
    ["canonn", "canon", 1],
    ["nikkon", "nikon", 1],
    ["tripd", "tripods", 2],
    ["lens", "lens", 0],
  ])("%s is %i edit(s) from %s", (a, b, edits) => {
    expect(editDistance(a, b)).toBe(edits)
  })

  it("allows one edit up to five letters, two beyond", () => {
    expect([2, 3, 5, 6, 12].map(allowedEdits)).toEqual([0, 1, 1, 2, 2])
  })

  it("prefers the fewest edits, then the word more products hold", () => {
    const candidates = [
      { word: "trip", docs: 1, similarity: 0.57 },
      { word: "tripod", docs: 18, similarity: 0.44 },
      { word: "tripods", docs: 2, similarity: 0.4 },
    ]
    expect(chooseCorrection("tripd", candidates)).toBe("tripod")
    expect(chooseCorrection("tripodz", candidates)).toBe("tripod")
  })

  it("offers nothing when every candidate is too far or is the word itself", () => {
    expect(chooseCorrection("lense", [{ word: "license", docs: 3, similarity: 0.5 }])).toBe(
      undefined,
    )
    expect(chooseCorrection("canon", [{ word: "canon", docs: 50, similarity: 1 }])).toBe(undefined)
    expect(chooseCorrection("zzqqxx", [])).toBe(undefined)
  })
})
