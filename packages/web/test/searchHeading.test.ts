import { describe, expect, it } from "vitest"
import { searchHeading } from "../src/pages/searchHeading.js"

describe("search heading", () => {
  it("quotes the term once, keeping a verbatim search's own double quotes", () => {
    expect(searchHeading("tripod")).toBe("Search results for 'tripod'")
    expect(searchHeading('"tripd"')).toBe('Search results for "tripd"')
    expect(searchHeading(' "canon lens" ')).toBe('Search results for "canon lens"')
    // A lone quote is part of the term, not a verbatim search.
    expect(searchHeading('"')).toBe(`Search results for '"'`)
    expect(searchHeading("nikon's z")).toBe("Search results for 'nikon's z'")
  })
})
