import { describe, expect, it } from "vitest"
import {
  categoryPath,
  LOCALE_STRATEGY,
  localePath,
  notFoundRedirect,
  notFoundSearchTerm,
  productPath,
  routeQueryUrl,
  searchTermOf,
  skuFromFallbackPath,
  stripPrefixes,
} from "./routePaths.js"

const locales = [
  { locale: "en-US", storeCode: "default", currency: "USD" },
  { locale: "de-DE", storeCode: "de", currency: "EUR" },
]

describe("spec §2 locale strategy prefix_except_default, single default en-US", () => {
  it("names the strategy", () => {
    expect(LOCALE_STRATEGY).toBe("prefix_except_default")
  })

  it.each([
    ["/photography.html", "/photography.html", undefined],
    ["/de/photography.html", "/photography.html", "de"],
    ["/de", "/", "de"],
    ["/default/photography.html", "/default/photography.html", undefined],
    ["/photography/film.html?sort=price-ASC#top", "/photography/film.html", undefined],
  ])("%s → route path %s (prefix %s)", (url, path, prefix) => {
    expect(stripPrefixes(url, { locales })).toEqual({ path, localePrefix: prefix })
  })

  it("removes the URL prefix the storefront is mounted under, then the locale", () => {
    expect(stripPrefixes("/shop/de/audio.html", { locales, urlPrefix: "/shop/" }).path).toBe(
      "/audio.html",
    )
    expect(routeQueryUrl("/audio.html")).toBe("audio.html")
  })

  it("a store change goes to the chosen store's locale path", () => {
    expect(localePath("default", locales)).toBe("/")
    expect(localePath("de", locales)).toBe("/de")
  })
})

describe("spec §2 paths", () => {
  it.each([
    [
      { url_path: "photography/film-darkroom-supplies/film", url_suffix: ".html" },
      "/photography/film-darkroom-supplies/film.html",
    ],
    [{ url_path: "audio", url_suffix: null }, "/audio.html"],
    [{ url_path: "video" }, "/video.html"],
  ])("category %j → %s (suffix default .html)", (category, path) => {
    expect(categoryPath(category)).toBe(path)
  })

  it("a product with a rewrite is url key + suffix; without one it is /p/{sku}", () => {
    const rewritten = {
      sku: "CAM-1",
      url_key: "canon-r5",
      url_rewrites: [{ url: "canon-r5.html" }],
    }
    expect(productPath(rewritten)).toBe("/canon-r5.html")
    expect(productPath({ ...rewritten, url_rewrites: [] })).toBe("/p/CAM-1")
    expect(skuFromFallbackPath("/p/CAM-1")).toBe("CAM-1")
    expect(skuFromFallbackPath("/p/A%2FB")).toBe("A/B")
    expect(skuFromFallbackPath("/photography.html")).toBeUndefined()
  })
})

describe("spec §2: 404 redirects to search with the path text (slashes and .html removed)", () => {
  it.each([
    ["/canon-eos-r5.html", "canon-eos-r5"],
    ["/photography/mirrorless.html", "photography mirrorless"],
    ["/nikon/", "nikon"],
    ["/leica%20m6.html?x=1", "leica m6"],
  ])("%s → term %s", (path, term) => {
    expect(notFoundSearchTerm(path)).toBe(term)
  })

  it("redirects to /catalogsearch/result?term=…", () => {
    expect(notFoundRedirect("/photography/mirrorless.html")).toBe(
      "/catalogsearch/result?term=photography%20mirrorless",
    )
  })
})

describe("searchTermOf", () => {
  it("reads the term, or Magento's q when there is no term", () => {
    expect(searchTermOf("?term=zoom%20lens")).toBe("zoom lens")
    expect(searchTermOf("q=lens&page=2")).toBe("lens")
    expect(searchTermOf("?term=tripod&q=lens")).toBe("tripod")
    expect(searchTermOf("?page=2")).toBe("")
  })
})
