import { describe, expect, it } from "vitest"
import { cartOffersBase, warrantyPlanFor } from "./warrantyPlans.js"

const config = {
  warranty_enabled: 1,
  warranty_store_id: "default",
  warranty_cart_offers_enabled: 1,
  warranty_environment: "https://shop.example/warranty/",
}

describe("cartOffersBase", () => {
  it.each([
    ["offers on", config, "https://shop.example/warranty"],
    ["warranty off", { ...config, warranty_enabled: 0 }, undefined],
    ["cart offers off", { ...config, warranty_cart_offers_enabled: 0 }, undefined],
    ["no provider", { ...config, warranty_environment: null }, undefined],
    ["no storeConfig", null, undefined],
  ])("%s", (_, input, expected) => {
    expect(cartOffersBase(input)).toBe(expected)
  })
})

describe("warrantyPlanFor", () => {
  it("is the spec §3 payload: planId, coverageType, price, term, title, product, offerPlanId", () => {
    const offer = {
      planId: "SHT-PHOTO-24M-BASE",
      offerPlanId: "OFFER-PHOTO-24",
      coverageType: "base",
      price: 4999,
      term: 24,
      title: "2 Year Protection Plan",
    }
    expect(warrantyPlanFor({ sku: "NIK-Z6-II", product: "2", plans: [offer] }, offer)).toEqual({
      ...offer,
      product: "2",
    })
  })
})
