import { readFileSync } from "node:fs"
import { isStoreWidePath, samePageIn } from "@shutter/sdk/rules"
import { describe, expect, it } from "vitest"

describe("the pages a store change keeps", () => {
  it("are every page App.tsx draws itself, besides home", () => {
    const app = readFileSync(new URL("../src/App.tsx", import.meta.url), "utf8")
    const routes = [...app.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1] ?? "")
    expect(routes.length).toBeGreaterThan(10)
    for (const route of routes.filter((r) => r !== "/" && r !== "/Home"))
      expect(isStoreWidePath(route.replace(/\/:[^/]+\??$|\/\*$/, "")), route).toBe(true)
  })

  it("leave out the pages resolved by URL: products, categories, content", () => {
    for (const path of [
      "/photography.html",
      "/peak-design-everyday-messenger-13l.html",
      "/returns",
    ])
      expect(isStoreWidePath(path)).toBe(false)
    expect(isStoreWidePath("/customer/account/edit")).toBe(true)
    expect(isStoreWidePath("/cartography.html")).toBe(false)
  })
})

describe("the same page in the other store", () => {
  it("home is the other store's home", () => {
    expect(samePageIn("/ca_en/", { path: "/", search: "", fromStore: "default" })).toBe("/ca_en/")
  })

  it("an app page keeps its path and query", () => {
    expect(
      samePageIn("/ca_en/", {
        path: "/catalogsearch/result",
        search: "term=tripod",
        fromStore: "default",
      }),
    ).toBe("/ca_en/catalogsearch/result?term=tripod")
  })

  it("a page resolved by URL keeps its query and carries the store it comes from", () => {
    expect(
      samePageIn("/", { path: "/photography.html", search: "sort=price-ASC", fromStore: "ca_en" }),
    ).toBe("/photography.html?sort=price-ASC&___from_store=ca_en")
  })
})
