// The browsing commands of `shutter` against the real server and the fixture
// catalogue: the same SDK listing rules as the web (a 10-per-page request lists 12).
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type RunningServer, startTestServer } from "@shutter/server/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { execShutterInProcess } from "./inProcess.js"

interface Money {
  readonly value: number
  readonly currency: string
}
interface Card {
  readonly sku: string
  readonly name: string
  readonly manufacturer_name: string | null
  readonly price_range: { readonly minimum_price: { readonly final_price: Money } }
}
interface Listing {
  readonly items: ReadonlyArray<Card>
  readonly total_count: number
  readonly page_info: { readonly page_size: number; readonly current_page: number }
}

describe("shutter browsing commands against the real server", () => {
  let server: RunningServer
  let stateDir: string

  beforeAll(async () => {
    server = await startTestServer()
    stateDir = await mkdtemp(join(tmpdir(), "shutter-cli-browse-"))
  })

  afterAll(async () => {
    await server?.close()
    if (stateDir) await rm(stateDir, { recursive: true, force: true })
  })

  const shutter = async (args: ReadonlyArray<string>) =>
    execShutterInProcess([...args, "--endpoint", server.graphqlUrl], {
      SHUTTER_STATE_DIR: stateDir,
    })
  const json = async <T>(args: ReadonlyArray<string>): Promise<T> =>
    JSON.parse((await shutter(["--json", ...args])).stdout) as T

  it("prints the category tree with the top-level menu categories", async () => {
    const { stdout } = await shutter(["categories"])
    for (const name of ["Photography", "Lenses", "Lighting", "Video", "Audio", "Used Gear"]) {
      expect(stdout).toContain(name)
    }
    expect(stdout).toContain("photography.html")
  })

  it("lists a category by URL; a requested 10 per page lists 12", async () => {
    const listing = await json<Listing>([
      "products",
      "--category",
      "photography.html",
      "--per-page",
      "10",
    ])
    expect(listing.page_info.page_size).toBe(12)
    expect(listing.items).toHaveLength(12)
    expect(listing.total_count).toBeGreaterThan(12)
  })

  it("sorts by price and filters by manufacturer and price range", async () => {
    const listing = await json<Listing>([
      "products",
      "--search",
      "camera",
      "--filter",
      "manufacturer=Canon",
      "--price",
      "100_5000",
      "--sort",
      "price-ASC",
    ])
    expect(listing.items.length).toBeGreaterThan(0)
    const prices = listing.items.map((item) => item.price_range.minimum_price.final_price.value)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    for (const item of listing.items) {
      expect(item.manufacturer_name).toBe("Canon")
      expect(item.price_range.minimum_price.final_price.value).toBeGreaterThanOrEqual(100)
      expect(item.price_range.minimum_price.final_price.value).toBeLessThanOrEqual(5000)
    }
  })

  it("prints a search as a readable table with the total", async () => {
    const { stdout } = await shutter(["products", "--search", "Canon EOS R3"])
    expect(stdout).toMatch(/SKU\s+Name\s+Price\s+Stock/)
    expect(stdout).toContain("CAN-EOS-R3")
    expect(stdout).toMatch(/\d+ products · page 1 of \d+ · 12 per page/)
  })

  it("shows a product by sku and by URL alike", async () => {
    const bySku = await json<{ sku: string; name: string }>(["product", "CAN-EOS-R3"])
    const byUrl = await json<{ sku: string; name: string }>(["product", "canon-eos-r3.html"])
    expect(bySku).toMatchObject({ sku: "CAN-EOS-R3", name: "Canon EOS R3" })
    expect(byUrl.sku).toBe(bySku.sku)
  })

  it("resolves routes: a category, a CMS page, and a 404 with its search term", async () => {
    expect(await json(["route", "photography.html"])).toMatchObject({ _tag: "Category" })
    expect(await json(["route", "Faq"])).toMatchObject({ _tag: "CmsPage" })
    expect(await json(["route", "/no-such/camera-thing.html"])).toEqual({
      _tag: "NotFound",
      search_term: "no-such camera-thing",
      redirect_to: "/catalogsearch/result?term=no-such%20camera-thing",
    })
  })

  it("prints a CMS page", async () => {
    const { stdout } = await shutter(["cms", "shipping-policy"])
    expect(stdout).toMatch(/Title\s+Shipping Policy/)
  })

  it("exits 1 with the server's message for an unknown product", async () => {
    const failure = await shutter(["product", "NO-SUCH-SKU"]).catch(
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure).toMatchObject({ code: 1 })
    expect((failure as { stderr: string }).stderr).toMatch(/^shutter: /)
  })

  it("names the choices when a filter label is not in the listing (usage, exit 2)", async () => {
    const failure = await shutter([
      "products",
      "--search",
      "camera",
      "--filter",
      "manufacturer=Kodak Brownie",
    ]).catch((error: { code: number; stderr: string }) => error)
    expect(failure).toMatchObject({ code: 2 })
    expect((failure as { stderr: string }).stderr).toMatch(
      /no manufacturer 'Kodak Brownie' in this listing \(choose from: .*Canon/,
    )
  })

  it("refuses a listing without --category or --search (usage, exit 2)", async () => {
    const failure = await shutter(["products"]).catch((error: { code: number }) => error)
    expect(failure).toMatchObject({ code: 2 })
  })
})
