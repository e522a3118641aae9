import { describe, expect, it } from "vitest"
import { stubStorefront } from "./stubStorefront.js"

describe("stubStorefront", () => {
  it("rejects loudly for a method the test did not provide", async () => {
    await expect(stubStorefront().catalog.productBySku({ sku: "X" })).rejects.toThrow(
      "catalog.productBySku is not used in this test",
    )
  })

  it("uses what the test provides and starts observables from the SDK's initial state", async () => {
    const storefront = stubStorefront({ catalog: { categoryTree: async () => [] } })
    expect(await storefront.catalog.categoryTree()).toEqual([])
    expect(storefront.cart.totalQuantity.get()).toBe(0)
    expect(storefront.content.ticker.get().status).toBe("loading")
    expect(storefront.notifications.get()).toEqual([])
  })
})
