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

interface SearchData {
  products: {
    total_count: number
    page_info: { total_pages: number }
    suggestions: { search: string }[] | null
    sort_fields: { default: string }
    items: { sku: string; stock_status: string }[]
  }
}

const SEARCH = /* GraphQL */ `
  query ($search: String, $page: Int) {
    products(search: $search, pageSize: 100, currentPage: $page) {
      total_count page_info { total_pages } suggestions { search } sort_fields { default }
      items { sku stock_status }
    }
  }
`

describe.each(bothDrivers)("search on $name", ({ databaseUrl }) => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer(databaseUrl === undefined ? {} : { databaseUrl })
  })
  afterAll(() => server?.close())

  const page = async (search: string, p = 1) => {
    const { data, errors } = await graphql<SearchData>(server, SEARCH, {
      variables: { search, page: p },
    })
    expect(errors).toBeUndefined()
    if (!data) throw new Error("no data")
    return data.products
  }
  /** Every result, in order. */
  const all = async (search: string) => {
    const first = await page(search)
    const items = [...first.items]
    for (let p = 2; p <= first.page_info.total_pages; p++)
      items.push(...(await page(search, p)).items)
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

  it("ranks by relevance with in-stock products first", async () => {
    const result = await all("canon")
    expect(result.sort_fields.default).toBe("relevance")
    const statuses = result.items.map((i) => i.stock_status)
    expect(statuses).toContain("OUT_OF_STOCK")
    expect(statuses.indexOf("OUT_OF_STOCK")).toBeGreaterThan(statuses.lastIndexOf("IN_STOCK"))
  })
})
