import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type CatalogStorefront, createCatalog } from "../../src/catalogEntry.js"
import { createStorefront, memoryStorage, type Storefront } from "../../src/index.js"
import { serverBuilt, startRealServer, type TestServer } from "./realServer.js"

// createCatalog against the REAL server: the catalogue alone answers as createStorefront does.

describe.skipIf(!serverBuilt)("createCatalog against the real server (PGlite)", () => {
  let server: TestServer
  let catalog: CatalogStorefront
  let storefront: Storefront

  beforeAll(async () => {
    server = await startRealServer()
    catalog = createCatalog({ endpoint: server.graphqlUrl })
    storefront = createStorefront({ endpoint: server.graphqlUrl, storage: memoryStorage() })
  })

  afterAll(async () => {
    await catalog?.dispose()
    await storefront?.dispose()
    await server?.close()
  })

  it("lists a search, shows its first product and resolves its URL like the full storefront", async () => {
    const listing = await catalog.catalog.listProducts({ query: "term=canon" })
    expect(listing).toEqual(await storefront.catalog.listProducts({ query: "term=canon" }))
    const [first] = listing.items
    if (first === undefined) throw new Error("the search found nothing")
    const product = await catalog.catalog.productBySku({ sku: first.sku ?? "" })
    expect(product.name).toBe(first.name)
    const route = await catalog.routing.resolve({ path: `/${first.url_key ?? ""}.html` })
    expect(route._tag).toBe("Product")
  })

  it("reads the store configuration and the category tree", async () => {
    expect((await catalog.store.config()).store_name).toBe("Shutter Camera & Photo")
    expect((await catalog.catalog.categoryTree()).length).toBeGreaterThan(0)
  })

  it("rejects an unknown product with the same tagged NotFoundError", async () => {
    await expect(catalog.catalog.productBySku({ sku: "NO-SUCH-SKU" })).rejects.toMatchObject({
      _tag: "NotFoundError",
      entity: "product",
    })
  })
})
