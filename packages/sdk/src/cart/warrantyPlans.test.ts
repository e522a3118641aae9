import { describe, expect, it } from "vitest"
import type { CartItem, CartItemWarranty } from "./cart.graphql.js"
import {
  canTakeWarranty,
  cartOffersBase,
  coveredProductId,
  warrantyPlanFor,
  warrantyPrice,
} from "./warrantyPlans.js"

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

  it("covers the line's product (its uid's id) when the provider names none", () => {
    const offer = {
      planId: "SHT-PHOTO-24M-BASE",
      offerPlanId: "OFFER-PHOTO-24",
      coverageType: "base",
      price: 4999,
      term: 24,
      title: "2 Year Protection Plan",
    }
    const offers = { sku: "NIK-Z6-II", product: null, plans: [offer] }
    const line = { product: { uid: "MTI=" } }
    expect(coveredProductId(offers, line)).toBe("12")
    expect(warrantyPlanFor(offers, offer, line).product).toBe("12")
    expect(coveredProductId({ ...offers, product: "2" }, line)).toBe("2")
    expect(coveredProductId(offers)).toBe(undefined)
    expect(coveredProductId(offers, { product: { uid: "not-a-uid" } })).toBe(undefined)
  })
})

describe("canTakeWarranty", () => {
  const line = (over: Partial<CartItem>): CartItem =>
    ({
      __typename: "SimpleCartItem",
      uid: "MQ==",
      quantity: 1,
      hasWarranty: 0,
      warranty: null,
      product: { sku: "NIK-Z6-II" },
      prices: null,
      errors: null,
      ...over,
    }) as CartItem
  it.each([
    ["a product line without a plan", line({}), true],
    ["a line that has a plan", line({ hasWarranty: 1 }), false],
    [
      "a line showing its plan",
      line({
        warranty: { term: 24, product: "2", product_name: "Nikon Z6 II" } as CartItemWarranty,
      }),
      false,
    ],
    ["the plan's own line", line({ __typename: "WarrantyCartItem" }), false],
  ])("%s: %s", (_, item, expected) => {
    expect(canTakeWarranty(item)).toBe(expected)
  })
})

describe("warrantyPrice", () => {
  it("turns the provider's cents into Money in the cart's currency", () => {
    const offer = {
      planId: "P",
      offerPlanId: "O",
      coverageType: "base",
      price: 4999,
      term: 24,
      title: "2 Year",
    }
    expect(warrantyPrice(offer, "CAD")).toEqual({ value: 49.99, currency: "CAD" })
    expect(warrantyPrice(offer, null)).toEqual({ value: 49.99, currency: "USD" })
  })
})
