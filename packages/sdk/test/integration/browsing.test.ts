import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  createStorefront,
  memoryStorage,
  NotFoundError,
  type Storefront,
  UnknownFilterError,
} from "../../src/index.js"
import { serverBuilt, startRealServer, type TestServer } from "./realServer.js"

// Catalogue, routing and content against the REAL server and its fixture catalogue
// (fixtures/src/content/megaMenu.ts: OWN_HOST https://www.shutter.example, PLACEHOLDER_LINK {{placeholder}}).

describe.skipIf(!serverBuilt)("SDK browsing against the real server (PGlite)", () => {
  let server: TestServer
  let storefront: Storefront

  beforeAll(async () => {
    server = await startRealServer()
    storefront = createStorefront({
      endpoint: server.graphqlUrl,
      storage: memoryStorage(),
      ownHosts: ["https://www.shutter.example"],
      baseUrl: "https://www.shutter.example/",
    })
  })

  afterAll(async () => {
    await storefront?.dispose()
    await server?.close()
  })

  it("searches 'canon' in one request with items, aggregations, paging and total", async () => {
    const listing = await storefront.catalog.listProducts({ query: "term=canon" })
    expect(listing.totalCount).toBeGreaterThan(0)
    expect(listing.items.length).toBeGreaterThan(0)
    expect(listing.items.length).toBeLessThanOrEqual(12)
    expect(listing.pageInfo.page_size).toBe(12)
  })

  it("filters by option label, in any case, as by the option's value", async () => {
    const photography = { categoryUid: await photographyUid(storefront), query: {} }
    const all = await storefront.catalog.listProducts(photography)
    const canon = all.aggregations
      .find((a) => a.attribute_code === "manufacturer")
      ?.options?.find((o) => o?.label === "Canon")
    expect(canon?.value).toBeDefined()
    const byLabel = await storefront.catalog.listProducts({
      ...photography,
      filters: { manufacturer: ["canon"] },
    })
    expect(byLabel.totalCount).toBe(canon?.count)
    expect(byLabel.totalCount).toBeLessThan(all.totalCount)
    expect(byLabel.items.every((p) => p.manufacturer_name === "Canon")).toBe(true)
    // What the UI writes back to the URL: the option value, not the label.
    expect(byLabel.params.filter.manufacturer).toEqual({ eq: canon?.value })
    const byValue = await storefront.catalog.listProducts({
      ...photography,
      query: `manufacturer=${canon?.value}`,
    })
    expect(byValue.items.map((p) => p.sku)).toEqual(byLabel.items.map((p) => p.sku))
  })

  it("rejects a filter it cannot apply with UnknownFilterError naming the choices", async () => {
    const photography = { categoryUid: await photographyUid(storefront), query: {} }
    const rejection = (filters: Readonly<Record<string, ReadonlyArray<string>>>) =>
      storefront.catalog.listProducts({ ...photography, filters }).then(
        () => undefined,
        (error: unknown) => error,
      )
    const flavour = await rejection({ flavour: ["vanilla"] })
    expect(flavour).toBeInstanceOf(UnknownFilterError)
    expect(flavour).toMatchObject({ reason: "attribute", attribute: "flavour" })
    expect((flavour as UnknownFilterError).choices).toContain("manufacturer")
    const brownie = await rejection({ manufacturer: ["Kodak Brownie"] })
    expect(brownie).toMatchObject({ reason: "value", value: "Kodak Brownie" })
    expect((brownie as UnknownFilterError).choices).toEqual(
      expect.arrayContaining(["Canon", "Nikon", "Sony"]),
    )
    expect((brownie as UnknownFilterError).message).toMatch(
      /^no manufacturer 'Kodak Brownie' in this listing \(choose from: .*Canon/,
    )
    const price = await rejection({ price: ["cheap"] })
    expect(price).toMatchObject({ reason: "value", attribute: "price", value: "cheap" })
  })

  it("lists a category through its route, sorted by price ascending", async () => {
    const route = await storefront.routing.resolve({ path: "/photography.html" })
    if (route._tag !== "Category") throw new Error(`/photography.html resolved to ${route._tag}`)
    const uid = route.uid
    // The route answer carries the page's own fields: no separate category request.
    const fromRoute = route.category
    expect(fromRoute?.name).toBe("Photography")
    expect(fromRoute?.url_suffix).toBe(".html")
    // The resolved route is the listing's category as it is.
    const listing = await storefront.catalog.listProducts({
      category: route,
      query: "sort=price-ASC&itemsPerPage=24",
    })
    expect(listing.items.length).toBe(24)
    const prices = listing.items.map((p) => p.price_range.minimum_price.final_price.value ?? 0)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const category = await storefront.catalog.category({ uid })
    expect(category).toEqual(fromRoute)
  })

  it("lists a sub-category from the node categoryTree() returned, as by its uid", async () => {
    const tree = await storefront.catalog.categoryTree()
    const parent = tree.find((c) => (c.children ?? []).length > 0)
    const child = parent?.children?.find((c) => c !== null)
    if (parent === undefined || child === undefined || child === null)
      throw new Error("no sub-category in the menu")
    const byNode = await storefront.catalog.listProducts({ category: child, query: {} })
    const byUid = await storefront.catalog.listProducts({ categoryUid: child.uid, query: {} })
    expect(byNode.totalCount).toBeGreaterThan(0)
    expect(byNode.items.map((p) => p.sku)).toEqual(byUid.items.map((p) => p.sku))
    const parentListing = await storefront.catalog.listProducts({ category: parent, query: {} })
    expect(byNode.totalCount).toBeLessThan(parentListing.totalCount)
  })

  it("a sub-category's route carries its breadcrumbs", async () => {
    const tree = await storefront.catalog.categoryTree()
    const child = tree.flatMap((c) => c.children ?? []).find((c) => c?.url_path)
    expect(child).toBeDefined()
    const route = await storefront.routing.resolve({
      path: `/${child?.url_path}${child?.url_suffix ?? ""}`,
    })
    const category = route._tag === "Category" ? route.category : undefined
    expect(category?.name).toBe(child?.name)
    expect(category?.breadcrumbs?.length).toBeGreaterThan(0)
  })

  it("opens a product by url key and by sku, with its reviews' average rating", async () => {
    const listing = await storefront.catalog.listProducts({ query: "term=canon" })
    const first = listing.items.find((p) => p.url_key)
    expect(first).toBeDefined()
    const byKey = await storefront.catalog.productByUrlKey({ urlKey: first?.url_key ?? "" })
    const bySku = await storefront.catalog.productBySku({ sku: byKey.sku ?? "" })
    expect(bySku.uid).toBe(byKey.uid)
    const reviews = await storefront.catalog.reviews({
      sku: byKey.sku ?? "",
      pageSize: 5,
      currentPage: 1,
    })
    expect(reviews.reviewCount).toBe(byKey.review_count)
    // The details came with their first page of reviews, the same ones `reviews` pages.
    expect(byKey.reviews?.reviewCount).toBe(byKey.review_count)
    expect(byKey.reviews?.items.slice(0, 5)).toEqual(reviews.items)
    await expect(
      storefront.catalog.productByUrlKey({ urlKey: "no-such-product" }),
    ).rejects.toBeInstanceOf(NotFoundError)
  })

  it("a product page's first reviews and average match the server's", async () => {
    const product = await storefront.catalog.productByUrlKey({
      urlKey: "peak-design-everyday-messenger-13l",
    })
    expect(product.review_count).toBeGreaterThan(0)
    const page = await storefront.catalog.reviews({ sku: product.sku ?? "" })
    expect(product.reviews?.items).toEqual(page.items)
    expect(product.reviews?.averageRating).toBe(page.averageRating)
  })

  it("loads related and upsell cards in one call, the same as the separate queries", async () => {
    const listing = await storefront.catalog.listProducts({ query: "term=canon" })
    const skus = listing.items.flatMap((p) => (p.sku ? [p.sku] : []))
    const linked = await Promise.all(skus.map((sku) => storefront.catalog.linkedProducts({ sku })))
    const index = linked.findIndex((l) => l.related.length + l.upsell.length > 0)
    expect(index).toBeGreaterThanOrEqual(0)
    const sku = skus[index] ?? ""
    expect(linked[index]?.related).toEqual(await storefront.catalog.relatedProducts({ sku }))
    expect(linked[index]?.upsell).toEqual(await storefront.catalog.upsellProducts({ sku }))
  })

  it("reads review rating metadata with a 'Rating' entry", async () => {
    const metadata = await storefront.catalog.ratingsMetadata()
    expect(metadata.map((m) => m.name)).toContain("Rating")
  })

  it("loads the menu categories: Photography among the top level", async () => {
    expect(storefront.content.categories.get()).toBeNull()
    const tree = await storefront.content.loadCategories()
    expect(tree.map((c) => c.name)).toContain("Photography")
  })

  it("an unknown path is a 404 searching the path text", async () => {
    expect(await storefront.routing.resolve({ path: "/photography/no-such-lens.html" })).toEqual({
      _tag: "NotFound",
      searchTerm: "photography no-such-lens",
      redirectTo: "/catalogsearch/result?term=photography%20no-such-lens",
    })
  })

  it("reads the Faq CMS page and shows the custom-ticker block", async () => {
    expect((await storefront.content.cmsPage({ identifier: "Faq" })).identifier).toBe("Faq")
    const ticker = await storefront.content.loadTicker()
    expect(ticker.status).toBe("shown")
  })

  it("builds the main mega menu with the link rules", async () => {
    const menu = await storefront.content.megaMenu()
    expect(menu.map((m) => m.title)).toContain("Photography")
    const links = menu.flatMap((top) => top.children.flatMap((col) => col.children))
    expect(menu[0]?.children.map((c) => c.title)).toEqual([
      "Col-1",
      "Col-2",
      "Col-3",
      "Col-4",
      "Col-5",
    ])
    expect(links.find((l) => l.title === "Drones")?.href).toBe("/video/drones.html")
    expect(links.find((l) => l.title === "Photo Lab")?.href).toBe("#")
    expect(links.find((l) => l.title === "Film processing")?.newTab).toBe(true)
    expect(menu[0]?.icon).toMatch(/\/media\/wysiwyg\/mega-menu\/icon\/photography\.svg$/)
  })
})

const photographyUid = async (storefront: Storefront): Promise<string> => {
  const route = await storefront.routing.resolve({ path: "/photography.html" })
  if (route._tag !== "Category") throw new Error("no Photography category")
  return route.uid
}
