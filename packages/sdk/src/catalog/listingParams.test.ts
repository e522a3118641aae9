import { describe, expect, it } from "vitest"
import {
  DEFAULT_LISTING_PAGE_SIZE,
  FILTERABLE_ATTRIBUTES,
  LISTING_PAGE_SIZES,
  listingPageSize,
  listingQuery,
  listingSearch,
  listingSortMenu,
  parseListingQuery,
  productsVariables,
  SORT_MESSAGE_LABELS,
  SORT_OPTIONS,
  withFilter,
  withItemsPerPage,
  withSort,
} from "./listingParams.js"

describe("spec §5: price filter", () => {
  it.each([
    ["price=100_200", { from: "100", to: "200" }],
    ["price=100_200&price=0_50&price=300_400", { from: "0", to: "400" }],
    ["price=250", { from: "250", to: "250" }],
    ["price=1000_", { from: "1000", to: "1000" }],
  ])("%s → range %j", (query, range) => {
    expect(parseListingQuery(query).filter.price).toEqual(range)
  })

  it("drops a price value with no number", () => {
    expect(parseListingQuery("price=abc").filter.price).toBeUndefined()
  })
})

describe("spec §5: other filters — one value means equals, several mean any-of", () => {
  it.each([
    ["color=49", { color: { eq: "49" } }],
    ["color=49&color=50", { color: { in: ["49", "50"] } }],
    ["manufacturer=7&new=1", { manufacturer: { eq: "7" }, new: { eq: "1" } }],
  ])("%s → %j", (query, filter) => {
    expect(parseListingQuery(query).filter).toEqual(filter)
  })

  it("keeps only the §9 filterable attributes", () => {
    expect(FILTERABLE_ATTRIBUTES).toEqual([
      "price",
      "size",
      "material",
      "strap_bags",
      "style_bottom",
      "color",
      "new",
      "sale",
      "category_uid",
      "manufacturer",
      "on_sale",
      "lens_format_coverage",
      "lens_type",
    ])
    const params = parseListingQuery({
      lens_type: "12",
      sku: "CAM-1",
      quote_id: "abc",
      wishlist: "1",
      redirected_from: "x",
    })
    expect(params.filter).toEqual({ lens_type: { eq: "12" } })
  })

  it("accepts a router query object with arrays", () => {
    expect(
      parseListingQuery({ size: ["S", "M"], color: "49", material: undefined }).filter,
    ).toEqual({ size: { in: ["S", "M"] }, color: { eq: "49" } })
  })
})

describe("spec §5: sort and paging", () => {
  it.each([
    ["sort=price-ASC", { price: "ASC" }],
    ["sort=price-desc", { price: "DESC" }],
    ["sort=special_price-ASC", { special_price: "ASC" }],
    ["sort=created_at-DESC", { created_at: "DESC" }],
  ])("'field-direction' is split: %s → %j", (query, sort) => {
    expect(parseListingQuery(query).sort).toEqual(sort)
  })

  it.each(["sort=price", "sort=-ASC", "sort=price-UP"])("ignores a malformed sort %s", (query) => {
    expect(parseListingQuery(query).sort).toBeUndefined()
  })

  it.each([
    ["", 1, 10],
    ["page=3&itemsPerPage=24", 3, 24],
    ["page=abc&itemsPerPage=", 1, 10],
    ["page=0", 1, 10],
    ["page=2.7", 2, 10],
  ])("'%s' → page %d, itemsPerPage %d", (query, page, itemsPerPage) => {
    const params = parseListingQuery(query)
    expect(params.page).toBe(page)
    expect(params.itemsPerPage).toBe(itemsPerPage)
  })

  it.each([
    [10, 12],
    [12, 12],
    [24, 24],
    [36, 36],
  ])("a requested %d items per page lists %d", (requested, listed) => {
    expect(listingPageSize(requested)).toBe(listed)
  })

  it("offers page sizes 12, 24, 36 with 12 by default", () => {
    expect(LISTING_PAGE_SIZES).toEqual([12, 24, 36])
    expect(DEFAULT_LISTING_PAGE_SIZE).toBe(12)
  })
})

describe("spec §9 sort options", () => {
  it("lists the seven options in order, each with a 'field-DIRECTION' key", () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      "Position",
      "In Stock",
      "Price: Low to High",
      "Price: High to Low",
      "Best Sellers",
      "Special Price",
      "Recently Added",
    ])
    expect(SORT_OPTIONS.find((o) => o.label === "Price: Low to High")?.value).toBe("price-ASC")
    expect(SORT_OPTIONS.find((o) => o.label === "Price: High to Low")?.value).toBe("price-DESC")
    for (const option of SORT_OPTIONS)
      expect(parseListingQuery({ sort: option.value }).sort).toBeDefined()
  })

  it("holds the message-catalogue labels", () => {
    expect(SORT_MESSAGE_LABELS.map((o) => o.label)).toEqual([
      "Default",
      "Name A-Z",
      "Name Z-A",
      "Manufacturer A-Z",
      "Manufacturer Z-A",
      "Is In Stock",
    ])
    expect(SORT_MESSAGE_LABELS.find((o) => o.label === "Name Z-A")?.value).toBe("name-DESC")
  })
})

describe("the sort menu", () => {
  it("a category offers §9's options and shows Position until another is chosen", () => {
    const menu = listingSortMenu(parseListingQuery({}), "category")
    expect(menu.options).toEqual(SORT_OPTIONS)
    expect(menu.selected).toBe("position-ASC")
    expect(listingSortMenu(parseListingQuery({ sort: "price-DESC" }), "category").selected).toBe(
      "price-DESC",
    )
  })

  it("a search offers Relevance first and shows it until another sort is chosen", () => {
    const menu = listingSortMenu(parseListingQuery({ term: "lens" }), "search")
    expect(menu.options.map((o) => o.label)).toEqual([
      "Relevance",
      ...SORT_OPTIONS.map((o) => o.label),
    ])
    expect(menu.selected).toBe("")
    expect(
      listingSortMenu(parseListingQuery({ term: "lens", sort: "relevance-DESC" }), "search")
        .selected,
    ).toBe("")
    const byPrice = parseListingQuery({ term: "lens", sort: "price-DESC" })
    expect(listingSortMenu(byPrice, "search").selected).toBe("price-DESC")
    // Choosing Relevance again takes the sort out of the listing state (and so of its URL).
    expect(withSort(byPrice, "").sort).toBeUndefined()
  })
})

describe("products() variables", () => {
  it("builds one request's variables from the URL and the category", () => {
    const params = parseListingQuery("color=49&price=100_200&sort=price-ASC&page=2")
    expect(productsVariables(params, { categoryUid: "Mw==" })).toEqual({
      filter: {
        color: { eq: "49" },
        price: { from: "100", to: "200" },
        category_uid: { eq: "Mw==" },
      },
      pageSize: 12,
      currentPage: 2,
      sort: { price: "ASC" },
    })
  })

  it("uses the URL term as search unless a search is given; a URL category_uid narrows the category", () => {
    const params = parseListingQuery("term=canon&category_uid=NQ==")
    expect(productsVariables(params, { categoryUid: "Mw==" })).toMatchObject({
      search: "canon",
      filter: { category_uid: { eq: "NQ==" } },
    })
    expect(productsVariables(params, { search: "nikon" }).search).toBe("nikon")
  })

  it("reads Magento's q as the term, and links carry it on as term", () => {
    const params = parseListingQuery("q=lens&page=2")
    expect(params.term).toBe("lens")
    expect(listingSearch(params)).toContain("term=lens")
  })
})

describe("the inverse: listing state → URL query", () => {
  it.each([
    "color=49&color=50&price=0_400&sort=price-DESC&page=2&itemsPerPage=24",
    "term=canon",
    "manufacturer=7&lens_type=12",
    "",
  ])("round-trips %s", (query) => {
    const params = parseListingQuery(query)
    expect(parseListingQuery(listingSearch(params))).toEqual(params)
  })

  it("writes price as from_to, repeats any-of values and omits defaults", () => {
    const params = parseListingQuery("price=100_200&price=300_400&color=49&color=50&page=1")
    expect(listingQuery(params)).toEqual({ price: "100_400", color: ["49", "50"] })
    expect(listingSearch(params)).toBe("?price=100_400&color=49&color=50")
  })

  it("spec §4: changing items per page resets the page to the first", () => {
    const params = withItemsPerPage(parseListingQuery("page=4&sort=price-ASC"), 36)
    expect(params.page).toBe(1)
    expect(listingSearch(params)).toBe("?sort=price-ASC&itemsPerPage=36")
  })

  it("changes the sort in the URL; the default sort removes it", () => {
    const base = parseListingQuery("page=2")
    expect(listingSearch(withSort(base, "price-DESC"))).toBe("?sort=price-DESC&page=2")
    expect(listingSearch(withSort(withSort(base, "price-DESC"), ""))).toBe("?page=2")
  })

  it("changing a filter goes back to page 1; an empty selection removes it", () => {
    const base = parseListingQuery("page=3&color=49")
    expect(listingSearch(withFilter(base, "color", ["49", "50"]))).toBe("?color=49&color=50")
    expect(listingSearch(withFilter(base, "color", []))).toBe("")
    expect(listingSearch(withFilter(base, "price", ["10_20"]))).toBe("?price=10_20&color=49")
  })
})
