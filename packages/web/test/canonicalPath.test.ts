import { describe, expect, it } from "vitest"
import { withoutTrailingSlash } from "../server/canonicalPath.js"

describe("withoutTrailingSlash", () => {
  it("drops trailing slashes and keeps the query", () => {
    expect(withoutTrailingSlash("/catalogsearch/result/?q=lens")).toBe(
      "/catalogsearch/result?q=lens",
    )
    expect(withoutTrailingSlash("/about-us//")).toBe("/about-us")
    expect(withoutTrailingSlash("/photography.html/?sort=price-DESC")).toBe(
      "/photography.html?sort=price-DESC",
    )
  })

  it("leaves canonical URLs and the home page alone", () => {
    expect(withoutTrailingSlash("/")).toBeUndefined()
    expect(withoutTrailingSlash("/?q=/")).toBeUndefined()
    expect(withoutTrailingSlash("/photography.html")).toBeUndefined()
    expect(withoutTrailingSlash("/catalogsearch/result?term=a/b/")).toBeUndefined()
  })

  it("keeps a store view's home at /ca_en/ and sends its pages to their one address", () => {
    expect(withoutTrailingSlash("/ca_en/")).toBeUndefined()
    expect(withoutTrailingSlash("/ca_en//")).toBe("/ca_en/")
    expect(withoutTrailingSlash("/ca_en/photography.html/")).toBe("/ca_en/photography.html")
  })

  it("never answers with another host's address", () => {
    expect(withoutTrailingSlash("//evil.example/")).toBe("/evil.example")
    expect(withoutTrailingSlash("///evil.example//")).toBe("/evil.example")
    expect(withoutTrailingSlash("/\\evil.example/")).toBe("/evil.example")
  })
})
