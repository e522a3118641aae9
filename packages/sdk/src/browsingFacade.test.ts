import { describe, expect, it } from "vitest"
import { createStorefront, NotFoundError, UnknownMiddlewareError } from "./index.js"
import { readGraphqlRequest } from "./testing/graphqlRequest.js"

const fakeFetch = (
  answer: (operationName: string, variables: Record<string, unknown>) => unknown,
) =>
  (async (input: string | URL | Request, init?: RequestInit) => {
    const { operationName, variables } = await readGraphqlRequest(new Request(input, init))
    return Response.json(answer(operationName, variables))
  }) as typeof globalThis.fetch

describe("createStorefront: catalog, routing and content namespaces", () => {
  it("lists the category a previous call returned, as if by its uid", async () => {
    const sent: Array<unknown> = []
    const storefront = createStorefront({
      endpoint: "https://shop.test/graphql",
      fetch: fakeFetch((name, variables) => {
        if (name === "categoryTree")
          return {
            data: {
              categoryList: [
                {
                  uid: "Mg==",
                  include_in_menu: 1,
                  children: [{ uid: "Mw==", include_in_menu: 1 }],
                },
              ],
            },
          }
        sent.push(variables.filter)
        return { data: { products: { items: [], total_count: 0, aggregations: [] } } }
      }),
    })
    try {
      const [photography] = await storefront.catalog.categoryTree()
      expect(photography?.uid).toBe("Mw==")
      await storefront.catalog.listProducts({ category: photography ?? { uid: "" }, query: "" })
      await storefront.catalog.listProducts({ categoryUid: "Mw==", query: "page=2" })
      expect(sent).toEqual([{ category_uid: { eq: "Mw==" } }, { category_uid: { eq: "Mw==" } }])
    } finally {
      await storefront.dispose()
    }
  })

  it("lists products, follows the ticker and categories, and rejects with tagged errors", async () => {
    const operations: Array<string> = []
    const storefront = createStorefront({
      endpoint: "https://shop.test/graphql",
      ownHosts: ["https://www.shutter.example"],
      fetch: fakeFetch((name) => {
        operations.push(name)
        if (name === "productList")
          return {
            data: { products: { items: [{ sku: "CAM-1" }], total_count: 1, aggregations: [] } },
          }
        if (name === "cmsBlocks")
          return {
            data: { cmsBlocks: { items: [{ identifier: "custom-ticker", content: "<p>Hi</p>" }] } },
          }
        if (name === "categoryTree")
          return {
            data: {
              categoryList: [
                {
                  uid: "Mg==",
                  include_in_menu: 1,
                  children: [{ uid: "Mw==", include_in_menu: 1 }],
                },
              ],
            },
          }
        if (name === "productDetails") return { data: { products: { items: [] } } }
        return { errors: [{ message: `unexpected ${name}` }] }
      }),
    })
    try {
      const listing = await storefront.catalog.listProducts({ query: "term=canon&itemsPerPage=10" })
      expect(listing.items.map((p) => p.sku)).toEqual(["CAM-1"])
      expect(listing.params.term).toBe("canon")

      expect(storefront.content.ticker.get().status).toBe("loading")
      const statuses: Array<string> = []
      const stop = storefront.content.ticker.subscribe((s) => statuses.push(s.status))
      await storefront.content.loadTicker()
      stop()
      expect(statuses).toEqual(["loading", "shown"])

      expect(storefront.content.categories.get()).toBeNull()
      await storefront.content.loadCategories()
      expect(storefront.content.categories.get()?.map((c) => c.uid)).toEqual(["Mw=="])

      await expect(storefront.catalog.productBySku({ sku: "NOPE" })).rejects.toBeInstanceOf(
        NotFoundError,
      )
      const guard = await storefront.routing
        .guard({ name: "no-such-guard", path: "/" })
        .catch((e: unknown) => e)
      expect(guard).toBeInstanceOf(UnknownMiddlewareError)
      expect((guard as UnknownMiddlewareError).status).toBe(500)
      expect(
        await storefront.routing.guard({ name: "is-authenticated", path: "/customer" }),
      ).toEqual({
        _tag: "Redirect",
        to: "/",
      })
      expect(await storefront.store.changeCurrency({ currency: "EUR" })).toEqual({ reload: true })
      expect(operations).toEqual(["productList", "cmsBlocks", "categoryTree", "productDetails"])
    } finally {
      await storefront.dispose()
    }
  })
})
