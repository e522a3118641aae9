import { buildCatalog } from "@shutter/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer } from "../src/testing.js"
import { bothDrivers, graphql } from "./helpers.js"

const catalog = buildCatalog()
const category = (urlPath: string) => {
  const c = catalog.categories.find((x) => x.url_path === urlPath)
  if (c === undefined) throw new Error(urlPath)
  return c
}

interface Listing {
  products: {
    total_count: number
    aggregations: {
      attribute_code: string
      options: {
        label: string
        value: string
        count: number
        swatch_data: { type: string; value: string } | null
      }[]
    }[]
  }
}

const LISTING = /* GraphQL */ `
  query ($uid: String, $direct: Boolean) {
    products(filter: { category_uid: { eq: $uid } }, pageSize: 1) {
      total_count
      aggregations(filter: { category: { includeDirectChildrenOnly: $direct } }) {
        attribute_code options { label value count swatch_data { type value } }
      }
    }
  }
`

describe.each(bothDrivers)("listing filters on $name", ({ databaseUrl }) => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer(databaseUrl === undefined ? {} : { databaseUrl })
  })
  afterAll(() => server?.close())

  const listing = async (urlPath: string, direct = false) => {
    const { data, errors } = await graphql<Listing>(server, LISTING, {
      variables: { uid: category(urlPath).uid, direct },
    })
    expect(errors).toBeUndefined()
    if (!data) throw new Error("no data")
    const options = (code: string) =>
      data.products.aggregations.find((a) => a.attribute_code === code)?.options ?? []
    return { total: data.products.total_count, options }
  }

  it.each([
    "photography",
    "photography/cameras",
    "lenses",
    "photography/bags-straps",
    "photography/film-darkroom-supplies",
  ])("%s: price buckets of about equal counts with round bounds", async (path) => {
    const { total, options } = await listing(path)
    const buckets = options("price").map((o) => {
      const [from, to] = o.value.split("_").map(Number)
      return { from: from ?? 0, to: to ?? 0, count: o.count, label: o.label }
    })
    expect(buckets.length).toBeGreaterThanOrEqual(2)
    expect(buckets.reduce((n, b) => n + b.count, 0)).toBe(total)
    // No bucket swallows the category (the "0–10000" of a step from the dearest product).
    expect(Math.max(...buckets.map((b) => b.count))).toBeLessThan(total * 0.75)
    for (const [i, b] of buckets.entries()) {
      expect(b.label).toBe(`${b.from}-${b.to}`)
      expect(b.to).toBeGreaterThan(b.from)
      if (i > 0) expect(b.from).toBeGreaterThanOrEqual(buckets[i - 1]?.to ?? 0)
      // Round bounds: multiples of ten dollars.
      expect(b.from % 10).toBe(0)
    }
  })

  it("lists the current category's children once each, with their counts", async () => {
    const photography = category("photography")
    const children = catalog.categories.filter((c) => c.parent_id === photography.id)
    const { options } = await listing("photography", true)
    const labels = options("category_uid").map((o) => o.label)
    expect(new Set(labels).size).toBe(labels.length)
    expect(new Set(labels)).toEqual(
      new Set(
        children
          .filter((c) => options("category_uid").some((o) => o.value === c.uid))
          .map((c) => c.name),
      ),
    )
    expect(labels).not.toContain("Photography")
    expect(labels.filter((l) => l === "Film")).toHaveLength(0)
    expect(options("category_uid").every((o) => o.count > 0)).toBe(true)
  })

  it("counts manufacturers over the category", async () => {
    const { total, options } = await listing("lenses")
    const manufacturers = options("manufacturer")
    expect(manufacturers.length).toBeGreaterThan(1)
    expect(manufacturers.reduce((n, o) => n + o.count, 0)).toBe(total)
    expect(manufacturers.every((o) => o.count > 0 && o.label !== "")).toBe(true)
  })

  it("gives each colour its swatch (Magento's visual colour type and hex), other options none", async () => {
    const color = catalog.attributes.find((a) => a.attribute_code === "color")
    const hexOf = new Map(color?.options.map((o) => [String(o.value_index), o.swatch?.value]))
    const { options } = await listing("photography")
    const colours = options("color")
    expect(colours.length).toBeGreaterThan(1)
    for (const option of colours) {
      expect(option.count).toBeGreaterThan(0)
      expect(option.swatch_data).toEqual({ type: "1", value: hexOf.get(option.value) })
      expect(option.swatch_data?.value).toMatch(/^#[0-9a-f]{6}$/i)
    }
    expect(options("manufacturer").every((o) => o.swatch_data === null)).toBe(true)
  })
})
