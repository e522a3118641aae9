import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { sql } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { loadSyntheticCatalog } from "../src/catalog/syntheticLoader.js"
import type { Database, Db } from "../src/db/database.js"
import { createSitemapHandler } from "../src/sitemap/serveSitemap.js"
import { openTestDatabase } from "../src/testing.js"

const SYNTHETIC_PRODUCTS = 2_500
const MAX_URLS = 1_000
const PAGE_ROWS = 250

const rowsOf = (result: unknown): Record<string, unknown>[] =>
  Array.isArray(result) ? result : ((result as { rows?: Record<string, unknown>[] }).rows ?? [])

const locsOf = (xml: string): string[] =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? "").replace(/&amp;/g, "&"))

describe("sitemap over a generated catalogue", () => {
  let database: Database
  let server: Server
  let url: string
  /** The most rows any one query of the sitemap returned. */
  let largestRead = 0

  beforeAll(async () => {
    database = await openTestDatabase()
    await loadSyntheticCatalog(database.db, { products: SYNTHETIC_PRODUCTS })
    const counted = new Proxy(database.db, {
      get(target, property, receiver) {
        if (property !== "execute") return Reflect.get(target, property, receiver)
        return async (query: Parameters<Db["execute"]>[0]) => {
          const result = await target.execute(query)
          largestRead = Math.max(largestRead, rowsOf(result).length)
          return result
        }
      },
    }) as Db
    const sitemap = createSitemapHandler({
      db: counted,
      fallbackHost: "shop.test",
      isTrustedProxy: () => true,
      maxUrls: MAX_URLS,
      pageRows: PAGE_ROWS,
    })
    server = createServer((req, res) => {
      const { pathname } = new URL(req.url ?? "/", "http://x")
      void sitemap.serve(req, res, pathname)
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }, 240_000)
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve))
    await database?.close()
  })

  const get = async (path: string) => {
    const response = await fetch(`${url}${path}`, {
      headers: { "x-forwarded-host": "www.shutter.test", "x-forwarded-proto": "https" },
    })
    return {
      status: response.status,
      type: response.headers.get("content-type"),
      xml: await response.text(),
    }
  }

  it("the index names chunks of at most 50,000 (here 1,000) URLs per store view, and each lists every page product once, read a page of rows at a time", async () => {
    const expected = rowsOf(
      await database.db.execute(
        sql`select count(*)::int as n from products where status = 1 and visibility <> 1`,
      ),
    )[0]?.n as number
    expect(expected).toBeGreaterThan(SYNTHETIC_PRODUCTS)
    const index = await get("/sitemap.xml")
    expect(index.status).toBe(200)
    expect(index.type).toBe("application/xml; charset=utf-8")
    expect(index.xml).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    )
    const files = locsOf(index.xml)
    const chunks = Math.ceil(expected / MAX_URLS)
    for (const store of ["default", "ca_en"]) {
      const productFiles = files.filter((f) => f.includes(`/sitemap/${store}-products-`))
      expect(productFiles).toHaveLength(chunks)
      expect(files).toContain(`https://www.shutter.test/sitemap/${store}-categories-1.xml`)
      expect(files).toContain(`https://www.shutter.test/sitemap/${store}-pages-1.xml`)
    }
    largestRead = 0
    const seen: string[] = []
    for (let n = 1; n <= chunks; n++) {
      const file = await get(`/sitemap/default-products-${n}.xml`)
      const locs = locsOf(file.xml)
      expect(locs.length).toBeLessThanOrEqual(MAX_URLS)
      seen.push(...locs)
    }
    expect(seen).toHaveLength(expected)
    expect(new Set(seen).size).toBe(expected)
    expect(seen).toContain("https://www.shutter.test/canon-eos-r3-creator-kit.html")
    // Synthetic products have no url rewrite: the storefront's fallback page.
    expect(seen.some((loc) => /^https:\/\/www\.shutter\.test\/p\/[^/]+$/.test(loc))).toBe(true)
    expect(largestRead).toBeLessThanOrEqual(PAGE_ROWS)
    expect((await get(`/sitemap/default-products-${chunks + 1}.xml`)).status).toBe(404)
  })

  it("the Canadian store's URLs are under /ca_en/; categories and CMS pages are listed, the 404 page is not", async () => {
    const products = locsOf((await get("/sitemap/ca_en-products-1.xml")).xml)
    expect(products).toContain("https://www.shutter.test/ca_en/canon-eos-r3-creator-kit.html")
    const categories = locsOf((await get("/sitemap/ca_en-categories-1.xml")).xml)
    expect(categories).toContain(
      "https://www.shutter.test/ca_en/photography/film-darkroom-supplies/film.html",
    )
    const pages = locsOf((await get("/sitemap/default-pages-1.xml")).xml)
    expect(pages).toContain("https://www.shutter.test/")
    expect(pages).toContain("https://www.shutter.test/shipping-policy")
    expect(pages.some((loc) => loc.endsWith("/no-route"))).toBe(false)
    expect((await get("/sitemap/nowhere-pages-1.xml")).status).toBe(404)
  })
})
