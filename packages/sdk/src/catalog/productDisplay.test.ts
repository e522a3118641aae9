import { describe, expect, it } from "vitest"
import type { ProductDetails } from "./catalog.graphql.js"
import { isOnSale, isOptionValueAvailable, priceDisplay, stockDisplay } from "./productDisplay.js"
import { selectedVariant } from "./variants.js"

const stock = {
  stock_status: "IN_STOCK",
  hidestock: 0,
  discontinued: 0,
  special_order: 0,
  only_x_left_in_stock: null,
  stock_display_status: null,
} as const

describe("stockDisplay", () => {
  it.each([
    [{ ...stock, hidestock: 1, only_x_left_in_stock: 2 }, { _tag: "Hidden" }],
    [
      { ...stock, discontinued: 1 },
      { _tag: "Discontinued", text: "Discontinued" },
    ],
    [
      { ...stock, stock_status: "OUT_OF_STOCK" as const, special_order: 1 },
      { _tag: "SpecialOrder", text: "Special order" },
    ],
    [
      { ...stock, stock_status: "OUT_OF_STOCK" as const },
      { _tag: "OutOfStock", text: "Out of stock" },
    ],
    [
      { ...stock, only_x_left_in_stock: 3 },
      { _tag: "OnlyLeft", text: "Only 3 left" },
    ],
    [
      { ...stock, stock_display_status: "Ships in 2 days" },
      { _tag: "InStock", text: "Ships in 2 days" },
    ],
    [stock, { _tag: "InStock", text: "In stock" }],
  ])("%o → %o", (product, expected) => {
    expect(stockDisplay(product)).toEqual(expected)
  })
})

const money = (value: number) => ({ value, currency: "USD" })
const price = (final: number, regular: number) => ({
  final_price: money(final),
  regular_price: money(regular),
  discount: null,
})

describe("priceDisplay", () => {
  it("hides the price when hideprice is set", () => {
    expect(
      priceDisplay({
        hideprice: 1,
        price_range: { minimum_price: price(80, 100), maximum_price: null },
      }),
    ).toEqual({ _tag: "Hidden" })
  })
  it("shows a special price with the regular price struck and the spec's discount %", () => {
    expect(
      priceDisplay({ price_range: { minimum_price: price(1199, 1499), maximum_price: null } }),
    ).toEqual({
      _tag: "Price",
      final: money(1199),
      regular: money(1499),
      discountPercent: 20,
      upTo: undefined,
    })
  })
  it("shows no regular price when final equals regular", () => {
    const shown = priceDisplay({
      price_range: { minimum_price: price(99, 99), maximum_price: price(149, 149) },
    })
    expect(shown).toMatchObject({ regular: undefined, discountPercent: 0, upTo: money(149) })
  })
})

const configurable = {
  configurable_options: [
    {
      uid: "a",
      attribute_uid: "a",
      attribute_code: "color",
      label: "Color",
      position: 0,
      values: [],
    },
    {
      uid: "b",
      attribute_uid: "b",
      attribute_code: "size",
      label: "Size",
      position: 1,
      values: [],
    },
  ],
  variants: [
    {
      attributes: [
        { uid: "1", code: "color", label: "Black", value_index: 1 },
        { uid: "2", code: "size", label: "S", value_index: 10 },
      ],
      product: {
        uid: "v1",
        sku: "BAG-BLK-S",
        name: null,
        stock_status: "IN_STOCK",
        only_x_left_in_stock: null,
        thumbnail: null,
        price_range: { minimum_price: price(50, 50), maximum_price: null },
      },
    },
    {
      attributes: [
        { uid: "1", code: "color", label: "Black", value_index: 1 },
        { uid: "3", code: "size", label: "L", value_index: 11 },
      ],
      product: {
        uid: "v2",
        sku: "BAG-BLK-L",
        name: null,
        stock_status: "OUT_OF_STOCK",
        only_x_left_in_stock: null,
        thumbnail: null,
        price_range: { minimum_price: price(60, 60), maximum_price: null },
      },
    },
  ],
} as unknown as ProductDetails

describe("selectedVariant", () => {
  it("needs every option chosen, then finds the matching variant", () => {
    expect(selectedVariant(configurable, { color: 1 })).toBeUndefined()
    expect(selectedVariant(configurable, { color: 1, size: 11 })?.sku).toBe("BAG-BLK-L")
  })
  it("offers only values some in-stock variant has with the other choices", () => {
    expect(isOptionValueAvailable(configurable, { color: 1 }, "size", 10)).toBe(true)
    expect(isOptionValueAvailable(configurable, { color: 1 }, "size", 11)).toBe(false)
  })
})

describe("isOnSale", () => {
  it("sells what is not discontinued", () => {
    expect(isOnSale({ discontinued: 1 })).toBe(false)
    expect(isOnSale({ discontinued: 0 })).toBe(true)
    expect(isOnSale({ discontinued: null })).toBe(true)
    expect(isOnSale({})).toBe(true)
  })
})
