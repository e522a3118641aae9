// `shutter products` refuses values the listing would ignore: usage errors (exit 2) that name
// what is accepted, against the real server and the fixture catalogue.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type RunningServer, startTestServer } from "@shutter/server/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runInProcess, runShutterInProcess } from "./inProcess.js"

const FILTERABLE =
  "price, size, material, strap_bags, style_bottom, color, new, sale, category_uid, manufacturer, on_sale, lens_format_coverage, lens_type"

describe("shutter products option checks against the real server", () => {
  let server: RunningServer
  let stateDir: string

  beforeAll(async () => {
    server = await startTestServer()
    stateDir = await mkdtemp(join(tmpdir(), "shutter-cli-listing-"))
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    if (stateDir) await rm(stateDir, { recursive: true, force: true })
  })

  const products = (...args: ReadonlyArray<string>) =>
    runInProcess(["--json", "products", ...args], { stateDir, endpoint: server.graphqlUrl })

  const usageError = async (args: ReadonlyArray<string>): Promise<string> => {
    const result = await products(...args)
    expect(result.code, result.stdout).toBe(2)
    expect(result.stdout).toBe("")
    const { error } = JSON.parse(result.stderr) as { error: { tag: string; message: string } }
    expect(error.tag).toBe("UsageError")
    return error.message
  }

  it.each([
    [
      ["--sort", "sideways"],
      "option '--sort <field-direction>' argument 'sideways' is invalid. choose from: position-ASC, position-DESC, stock_status-ASC,",
    ],
    [["--sort", "price-UP"], "argument 'price-UP' is invalid. choose from:"],
    [
      ["--per-page", "abc"],
      "option '--per-page <n>' argument 'abc' is invalid. --per-page expects a whole number above 0, got 'abc'",
    ],
    [["--per-page", "0"], "--per-page expects a whole number above 0, got '0'"],
    [["--per-page", "-12"], "--per-page expects a whole number above 0, got '-12'"],
    [
      ["--per-page", "37"],
      "--per-page 37 is above the store's maximum page size, 36 (it offers 12, 24, 36)",
    ],
    [["--page", "0"], "--page expects a whole number above 0, got '0'"],
    [
      ["--price", "cheap"],
      "option '--price <from_to>' argument 'cheap' is invalid. expected from_to",
    ],
    [
      ["--filter", "flavour=x"],
      `option '--filter <attr=value>' argument 'flavour=x' is invalid. unknown attribute 'flavour'; filter on: ${FILTERABLE}`,
    ],
    [["--filter", "manufacturer"], "expected attr=value, e.g. manufacturer=Canon"],
    [
      ["--filter", "manufacturer=99999"],
      "no manufacturer '99999' in this listing (choose from: Canon, Nikon, Sony",
    ],
    [
      ["--filter", "price=$41 – $50"],
      "no price '$41 – $50' in this listing (choose from: Under $40, $40 – $50, $50 – $100,",
    ],
    [
      ["--filter", "color=Tartan"],
      "no color 'Tartan' in this listing (choose from: Black, Silver, White",
    ],
  ])("photography.html %j: exit 2 naming what is accepted", async (args, message) => {
    expect(await usageError(["--category", "photography.html", ...args])).toContain(message)
  })

  it("takes filter labels and option values alike, any case", async () => {
    const byLabel = await products(
      "--category",
      "photography.html",
      "--filter",
      "manufacturer=canon",
    )
    const byValue = await products(
      "--category",
      "photography.html",
      "--filter",
      "manufacturer=5000",
    )
    expect(byLabel.code, byLabel.stderr).toBe(0)
    const listing = JSON.parse(byLabel.stdout) as {
      items: ReadonlyArray<{ manufacturer_name: string }>
    }
    expect(listing.items.length).toBeGreaterThan(0)
    for (const item of listing.items) expect(item.manufacturer_name).toBe("Canon")
    expect(JSON.parse(byValue.stdout).items).toEqual(listing.items)
  })

  it("takes a price filter's label as the web shows it, or its range", async () => {
    const byLabel = await products("--category", "photography.html", "--filter", "price=$50 - $100")
    const byRange = await products("--category", "photography.html", "--price", "50_100")
    expect(byLabel.code, byLabel.stderr).toBe(0)
    const listing = JSON.parse(byLabel.stdout) as {
      items: ReadonlyArray<{ sku: string }>
      aggregations: ReadonlyArray<{
        attribute_code: string
        options: ReadonlyArray<{ label: string }>
      }>
    }
    expect(listing.items.length).toBeGreaterThan(0)
    expect(JSON.parse(byRange.stdout).items).toEqual(listing.items)
    const prices = listing.aggregations.find((a) => a.attribute_code === "price")
    expect(prices?.options.map((o) => o.label)).toContain("$50 – $100")
  })

  it("names the URL suffix a category path lacks, and refuses a URL that is no category", async () => {
    expect(await usageError(["--category", "photography"])).toBe(
      "'photography' has no category URL suffix: use 'photography.html' (or the category's uid)",
    )
    expect(await usageError(["--category", "photography/cameras"])).toBe(
      "'photography/cameras' has no category URL suffix: use 'photography/cameras.html' (or the category's uid)",
    )
    expect(await usageError(["--category", "no-such-aisle.html"])).toBe(
      "'no-such-aisle.html' is not a category URL (e.g. photography.html) or a category uid",
    )
    const byPath = await products("--category", "photography/cameras.html")
    expect(byPath.code, byPath.stderr).toBe(0)
    expect(JSON.parse(byPath.stdout).total_count).toBeGreaterThan(0)
  })

  it("prints the usage error as text and exits 2 without --json", async () => {
    const result = await runShutterInProcess(
      ["products", "--category", "photography.html", "--sort", "sideways"],
      { SHUTTER_STATE_DIR: stateDir, SHUTTER_ENDPOINT: server.graphqlUrl },
    )
    expect(result.code).toBe(2)
    expect(result.stdout).toBe("")
    expect(result.stderr).toContain(
      "error: option '--sort <field-direction>' argument 'sideways' is invalid. choose from: position-ASC",
    )
  })
})
