import { describe, expect, it } from "vitest"
import {
  isListingFilterAttribute,
  isPriceRange,
  LISTING_SORT_FIELDS,
  listingSort,
  storePageSizes,
} from "./listingChoices.js"

describe("listing choices", () => {
  it("accepts spec §9's sort fields in either direction, nothing else", () => {
    expect(LISTING_SORT_FIELDS).toEqual([
      "position",
      "stock_status",
      "price",
      "bestsellers",
      "special_price",
      "created_at",
      "name",
      "manufacturer",
      "relevance",
    ])
    expect(listingSort("price-asc")).toEqual({ price: "ASC" })
    expect(listingSort("name-DESC")).toEqual({ name: "DESC" })
    expect(listingSort("sideways")).toBeUndefined()
    expect(listingSort("sideways-ASC")).toBeUndefined()
    expect(listingSort("price-UP")).toBeUndefined()
  })

  it("reads the store's grid page sizes, spec §9's when it names none", () => {
    expect(storePageSizes("12,24,36")).toEqual([12, 24, 36])
    expect(storePageSizes(" 9, 15 ,x")).toEqual([9, 15])
    expect(storePageSizes(null)).toEqual([12, 24, 36])
  })

  it("knows the filter attributes and the price range form", () => {
    expect(isListingFilterAttribute("manufacturer")).toBe(true)
    expect(isListingFilterAttribute("flavour")).toBe(false)
    expect(isPriceRange("100_500")).toBe(true)
    expect(isPriceRange("99.5_100")).toBe(true)
    expect(isPriceRange("100")).toBe(false)
    expect(isPriceRange("abc")).toBe(false)
  })
})
