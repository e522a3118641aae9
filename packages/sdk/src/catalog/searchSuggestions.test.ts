import { describe, expect, it } from "vitest"
import { toSearchSuggestions } from "./searchSuggestions.js"
import {
  categorySuggestions,
  SEARCH_SUGGEST_MIN_LENGTH,
  SUGGESTED_CATEGORIES,
  suggestionTerm,
} from "./searchSuggestRules.js"

const option = (label: string, count: number, uid = label) => ({ uid, label, count })

describe("suggestionTerm", () => {
  it("trims and collapses spaces, and asks nothing below the minimum length", () => {
    expect(suggestionTerm("  sony   a7 ")).toBe("sony a7")
    expect(suggestionTerm(" c ")).toBeUndefined()
    expect(suggestionTerm("x".repeat(SEARCH_SUGGEST_MIN_LENGTH))).toBe("xx")
  })
})

describe("categorySuggestions", () => {
  it("puts categories named by the term first, the more specific (fewer products) on a tie", () => {
    const result = categorySuggestions(
      [
        option("Photography", 27),
        option("Bags & Straps", 27),
        option("Camera Bags", 19),
        option("Backpacks", 8),
        option("Lighting", 2),
      ],
      "camera bags",
    )
    expect(result.map((c) => c.label)).toEqual([
      "Camera Bags",
      "Bags & Straps",
      "Photography",
      "Backpacks",
    ])
    expect(result).toHaveLength(SUGGESTED_CATEGORIES)
  })

  it("suggests one category per name", () => {
    const result = categorySuggestions(
      [option("Full Frame", 5, "a"), option("Full Frame", 3, "b"), option("Mirrorless", 8)],
      "full frame",
    )
    expect(result.map((c) => c.uid)).toEqual(["b", "Mirrorless"])
  })
})

describe("toSearchSuggestions", () => {
  it("reads the corrected term, the category aggregation and the cards", () => {
    const s = toSearchSuggestions("canonn", {
      total_count: 57,
      suggestions: [{ search: "canon" }],
      items: [null],
      aggregations: [
        { attribute_code: "price", options: [{ label: "0-100", value: "0_100", count: 3 }] },
        {
          attribute_code: "category_uid",
          options: [{ label: "Canon RF Mount", value: "NDA=", count: 12 }],
        },
      ],
    })
    expect(s).toEqual({
      term: "canonn",
      corrected: "canon",
      categories: [{ uid: "NDA=", label: "Canon RF Mount", count: 12 }],
      products: [],
      totalCount: 57,
    })
    const plain = toSearchSuggestions("canon", {
      total_count: 0,
      suggestions: [],
      items: [],
      aggregations: [],
    })
    expect(plain.corrected).toBeUndefined()
  })
})
