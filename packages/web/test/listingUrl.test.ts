import { parseListingQuery, withItemsPerPage } from "@shutter/sdk"
import { describe, expect, it } from "vitest"
import { listingHref, listingKey, readViewMode } from "../src/pages/listing/listingUrl.js"

describe("listing URL", () => {
  it("is a list by default and a grid only when the URL says so", () => {
    expect(readViewMode("")).toBe("list")
    expect(readViewMode("mode=grid&page=2")).toBe("grid")
  })

  it("gives one request key per listing state, whatever the view mode or parameter order", () => {
    expect(listingKey("?mode=grid&sort=price-ASC&color=49")).toBe(
      listingKey("color=49&sort=price-ASC"),
    )
    expect(listingKey("utm_source=mail")).toBe(listingKey(""))
    expect(listingKey("page=2")).not.toBe(listingKey("page=3"))
  })

  it("keeps the view mode on every link and resets the page when items per page change", () => {
    const params = parseListingQuery("page=3&sort=price-DESC")
    expect(listingHref("/photography.html", withItemsPerPage(params, 24), "grid")).toBe(
      "/photography.html?sort=price-DESC&itemsPerPage=24&mode=grid",
    )
    expect(listingHref("/photography.html", parseListingQuery(""), "list")).toBe(
      "/photography.html",
    )
  })
})
