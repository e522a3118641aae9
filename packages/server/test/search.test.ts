import { buildCatalog } from "@shutter/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer } from "../src/testing.js"
import { bothDrivers, graphql } from "./helpers.js"
import { recallOf, type SearchableProduct, SHOPPER_QUERIES } from "./shopperQueries.js"

const catalog = buildCatalog()
const categoryById = new Map(catalog.categories.map((c) => [c.id, c]))
// Search lists what is visible in search (Magento visibility 3 and 4).
const searchable: SearchableProduct[] = catalog.products
  .filter((p) => p.visibility >= 3 && p.status === 1)
  .map((p) => ({
    sku: p.sku,
    name: p.name,
    manufacturer: p.manufacturer_name,
    categoryPaths: [
      ...new Set(
        p.categories.flatMap(({ category_id }) =>
          (categoryById.get(category_id)?.path ?? "")
            .split("/")
            .map((id) => categoryById.get(Number(id)))
            .flatMap((c) => (c !== undefined && c.level >= 2 ? [c.url_path] : [])),
        ),
      ),
    ],
  }))

/** Mean recall the fixture catalogue reaches on the thirty shopper queries (both databases). */
const MEAN_RECALL = 1
/** No query may find less than this share of what it should. */
const LEAST_RECALL = 1

interface SearchItem {
  sku: string
  stock_status: string
  discontinued: number | null
}

/** What the shop still sells now: in stock and not discontinued (which keeps only its page). */
const onSale = (item: SearchItem) => item.stock_status === "IN_STOCK" && item.discontinued !== 1

interface SearchData {
  products: {
    total_count: number
    page_info: { total_pages: number }
    suggestions: { search: string }[] | null
    sort_fields: { default: string }
    items: SearchItem[]
  }
}

const SEARCH = /* GraphQL */ `
  query ($search: String, $page: Int, $sort: ProductAttributeSortInput) {
    products(search: $search, pageSize: 100, currentPage: $page, sort: $sort) {
      total_count page_info { total_pages } suggestions { search } sort_fields { default }
      items { sku stock_status discontinued }
    }
  }
`

describe.each(bothDrivers)("search on $name", ({ databaseUrl }) => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer(databaseUrl === undefined ? {} : { databaseUrl })
  })
  afterAll(() => server?.close())

  const page = async (search: string, p = 1, sort?: Record<string, string>) => {
    const { data, errors } = await graphql<SearchData>(server, SEARCH, {
      variables: { search, page: p, ...(sort === undefined ? {} : { sort }) },
    })
    expect(errors).toBeUndefined()
    if (!data) throw new Error("no data")
    return data.products
  }
  /** Every result, in order. */
  const all = async (search: string, sort?: Record<string, string>) => {
    const first = await page(search, 1, sort)
    const items = [...first.items]
    for (let p = 2; p <= first.page_info.total_pages; p++)
      items.push(...(await page(search, p, sort)).items)
    return { ...first, items }
  }

  it("finds what shoppers mean on the thirty shopper queries", async () => {
    const recalls: { query: string; recall: number }[] = []
    for (const q of SHOPPER_QUERIES) {
      const expected = new Set(searchable.filter(q.expects).map((p) => p.sku))
      expect(expected.size, q.query).toBeGreaterThan(0)
      const found = new Set((await all(q.query)).items.map((i) => i.sku))
      recalls.push({ query: q.query, recall: recallOf(expected, found) })
    }
    expect(recalls).toHaveLength(30)
    const mean = recalls.reduce((n, r) => n + r.recall, 0) / recalls.length
    expect(recalls.filter((r) => r.recall < LEAST_RECALL)).toEqual([])
    expect(mean).toBeGreaterThanOrEqual(MEAN_RECALL)
  })

  it("corrects a typo against the catalogue's words and offers the correction", async () => {
    const typo = await all("canonn")
    const right = await all("canon")
    expect(typo.suggestions).toEqual([{ search: "canon" }])
    expect(right.suggestions).toEqual([])
    expect(typo.items.map((i) => i.sku)).toEqual(right.items.map((i) => i.sku))
    expect(right.total_count).toBeGreaterThan(0)
  })

  it("leaves unknown model numbers and words it cannot place alone", async () => {
    const nothing = await page("zzqqxx")
    expect(nothing.total_count).toBe(0)
    expect(nothing.suggestions).toEqual([])
  })

  it("matches every word, stemmed: plural and singular find the same products", async () => {
    const plural = await all("camera bags")
    const singular = await all("camera bag")
    expect(new Set(plural.items.map((i) => i.sku))).toEqual(
      new Set(singular.items.map((i) => i.sku)),
    )
    const straps = searchable.filter((p) =>
      p.categoryPaths.includes("photography/bags-straps/camera-straps"),
    )
    const bags = new Set(
      searchable
        .filter((p) => p.categoryPaths.includes("photography/bags-straps/camera-bags"))
        .map((p) => p.sku),
    )
    // The bags come before anything else that mentions a camera and a bag.
    expect(plural.items.slice(0, bags.size).every((i) => bags.has(i.sku))).toBe(true)
    expect(straps.length).toBeGreaterThan(0)
  })

  it("joins model tokens: 'a7' finds a Sony Alpha 7 body and 'xt' + digits a Fujifilm X-T", async () => {
    const alpha7 = searchable.filter((p) => /\b(alpha 7|a7)/i.test(p.name))
    expect(alpha7.length).toBeGreaterThan(0)
    const found = new Set((await all("sony a7")).items.map((i) => i.sku))
    expect(alpha7.filter((p) => !found.has(p.sku)).map((p) => p.name)).toEqual([])
    const xt = searchable.find((p) => /\bX-T\d+\b/.test(p.name))
    if (xt === undefined) return
    const token = (xt.name.match(/\bX-T(\d+)\b/)?.[1] ?? "").replace(/^/, "xt")
    expect((await all(token)).items.map((i) => i.sku)).toContain(xt.sku)
  })

  it("applies the store's synonyms: a word only a synonym names finds the group's products", async () => {
    const speedlights = await all("speedlight")
    const flashgun = await all("flashgun")
    expect(flashgun.total_count).toBeGreaterThan(0)
    expect(new Set(flashgun.items.map((i) => i.sku))).toEqual(
      new Set(speedlights.items.map((i) => i.sku)),
    )
  })

  it("ranks by relevance with what the shop sells first: out-of-stock and discontinued products last", async () => {
    const result = await all("canon")
    expect(result.sort_fields.default).toBe("relevance")
    const sold = result.items.map(onSale)
    expect(result.items.map((i) => i.stock_status)).toContain("OUT_OF_STOCK")
    // A discontinued product that still has stock goes with the ones out of stock.
    expect(result.items.some((i) => i.discontinued === 1 && i.stock_status === "IN_STOCK")).toBe(
      true,
    )
    expect(sold.indexOf(false)).toBeGreaterThan(sold.lastIndexOf(true))
  })

  const inTree = (sku: string, root: string) =>
    searchable
      .find((p) => p.sku === sku)
      ?.categoryPaths.some((path) => path === root || path.startsWith(`${root}/`)) ?? false

  it("ranks a brand's camera bodies before its lenses, video cameras and accessories", async () => {
    const result = await all("canon")
    const inStock = result.items.filter(onSale).map((i) => i.sku)
    const bodies = inStock.filter((sku) => inTree(sku, "photography/cameras"))
    const others = inStock.filter((sku) => !inTree(sku, "photography/cameras"))
    expect(bodies.length).toBeGreaterThan(0)
    expect(others.some((sku) => inTree(sku, "lenses"))).toBe(true)
    expect(others.some((sku) => inTree(sku, "video/camcorders"))).toBe(true)
    expect(inStock.slice(0, bodies.length)).toEqual(bodies)
    // Then lenses, before camcorders, before batteries and remotes.
    const firstOf = (root: string) => others.findIndex((sku) => inTree(sku, root))
    expect(firstOf("lenses")).toBeLessThan(firstOf("video/camcorders"))
    expect(firstOf("video/camcorders")).toBeLessThan(firstOf("photography/camera-accessories"))
  })

  it("orders equally relevant products by popularity: the bodies of a brand as its best sellers", async () => {
    const relevance = (await all("canon")).items
    const sellers = (await all("canon", { bestsellers: "DESC" })).items
    const bodiesIn = (items: SearchItem[]) =>
      items.filter((i) => onSale(i) && inTree(i.sku, "photography/cameras")).map((i) => i.sku)
    expect(bodiesIn(relevance)).toEqual(bodiesIn(sellers))
  })

  it("lets a query that names a kind of product rank that kind first: 'canon lens' lists lenses", async () => {
    const result = await all("canon rf lens")
    const inStock = result.items.filter(onSale)
    expect(inStock.length).toBeGreaterThan(0)
    expect(inStock.slice(0, 5).every((i) => inTree(i.sku, "lenses"))).toBe(true)
  })

  it("lets the last word name the kind when the brand is in no category's name: 'nikon lens' lists lenses before the DSLRs that mention one", async () => {
    const result = await all("nikon lens")
    const onSaleItems = result.items.filter(onSale)
    // Nikon's DSLR bodies match both words too (their descriptions name the F lens mount).
    expect(onSaleItems.some((i) => inTree(i.sku, "photography/cameras"))).toBe(true)
    expect(onSaleItems.slice(0, 4).every((i) => inTree(i.sku, "lenses"))).toBe(true)
  })

  it("corrects a typo towards the product vocabulary: 'tripd' is 'tripod', not the class 'Field Trip'", async () => {
    const typo = await all("tripd")
    const right = await all("tripod")
    expect(typo.suggestions).toEqual([{ search: "tripod" }])
    expect(typo.items.map((i) => i.sku)).toEqual(right.items.map((i) => i.sku))
    expect(typo.items.slice(0, 3).every((i) => inTree(i.sku, "photography/tripods-supports"))).toBe(
      true,
    )
    // In double quotes the word is searched as typed ("Search instead for …").
    const verbatim = await page('"tripd"')
    expect(verbatim.suggestions).toEqual([])
    expect(verbatim.total_count).toBe(0)
    expect((await page('"canon"')).total_count).toBe((await page("canon")).total_count)
  })

  it("ranks what was typed above what a synonym found: 'tripod' lists every tripod before a light stand", async () => {
    const positions = (items: { sku: string }[], path: string) =>
      items.flatMap((item, i) => (inTree(item.sku, path) ? [i] : []))
    const tripod = (await all("tripod")).items
    const tripods = positions(tripod, "photography/tripods-supports/tripods")
    const stands = positions(tripod, "lighting/light-stands-grip")
    // The synonym "stand" still finds the light stands, below the tripods (in stock or not).
    expect(tripods).toHaveLength(
      searchable.filter((p) => p.categoryPaths.includes("photography/tripods-supports/tripods"))
        .length,
    )
    expect(stands.length).toBeGreaterThan(0)
    expect(Math.max(...tripods)).toBeLessThan(Math.min(...stands))
    const stand = (await all("light stand")).items
    expect(positions(stand, "lighting/light-stands-grip")).toEqual(stand.map((_, i) => i))
    const standFirst = (await all("stand")).items
    expect(Math.max(...positions(standFirst, "lighting/light-stands-grip"))).toBeLessThan(
      Math.min(...positions(standFirst, "photography/tripods-supports/tripods")),
    )
  })

  it("does not correct a word that only descriptions hold, nor correct towards one", async () => {
    // "session" is description prose (headphones "for long editing and recording sessions",
    // the classes); it is found, not corrected.
    const prose = await page("session")
    expect(prose.suggestions).toEqual([])
    expect(prose.total_count).toBeGreaterThan(0)
    // "sessoin" is one swap from "session", a description word only, and no product word is
    // near it: no correction is offered.
    const typo = await page("sessoin")
    expect(typo.suggestions).toEqual([])
  })
})
