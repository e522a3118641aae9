import * as Result from "effect/Result"
import { describe, expect, it } from "vitest"
import { type AddItemInput, canAddToCart, cartItemsFor } from "./addToCartRules.js"

const product = (typename: string, extra: Partial<AddItemInput["product"]> = {}) => ({
  __typename: typename,
  sku: "SKU-1",
  name: "Thing",
  ...extra,
})

describe("add to cart rules (spec §5)", () => {
  it.each([
    { type: "SimpleProduct", expected: [{ sku: "SKU-1", quantity: 2 }] },
    { type: "VirtualProduct", expected: [{ sku: "SKU-1", quantity: 2 }] },
    { type: "DownloadableProduct", expected: [{ sku: "SKU-1", quantity: 2 }] },
  ])("$type sends its sku and quantity", ({ type, expected }) => {
    expect(Result.getOrThrow(cartItemsFor({ product: product(type), quantity: 2 }))).toEqual(
      expected,
    )
  })

  it.each(["WarrantyProduct", "CustomProduct"])(
    "unsupported type %s raises 'Product Type {type} not supported in add to cart yet'",
    (type) => {
      const result = cartItemsFor({ product: product(type), quantity: 1 })
      expect(Result.isFailure(result)).toBe(true)
      if (Result.isFailure(result)) {
        expect(result.failure._tag).toBe("UnsupportedProductTypeError")
        expect(result.failure.message).toBe(`Product Type ${type} not supported in add to cart yet`)
      }
    },
  )

  it.each([
    { name: "no selection", selectedOptions: undefined, options: [{}], ok: false },
    { name: "empty selection", selectedOptions: [], options: [{}], ok: false },
    { name: "one of two options", selectedOptions: ["a"], options: [{}, {}], ok: false },
    { name: "every option chosen", selectedOptions: ["a", "b"], options: [{}, {}], ok: true },
    { name: "options unknown, one chosen", selectedOptions: ["a"], options: undefined, ok: true },
  ])("a configurable may be added only with a variant selected: $name", (row) => {
    const input = {
      product: product("ConfigurableProduct", {
        ...(row.options === undefined ? {} : { configurable_options: row.options }),
      }),
      ...(row.selectedOptions === undefined ? {} : { selectedOptions: row.selectedOptions }),
    }
    expect(canAddToCart(input)).toBe(row.ok)
    const result = cartItemsFor({ ...input, quantity: 1 })
    expect(Result.isSuccess(result)).toBe(row.ok)
    if (Result.isFailure(result)) expect(result.failure._tag).toBe("VariantNotSelectedError")
  })

  it.each(["SimpleProduct", "BundleProduct", "GroupedProduct", "GiftCardProduct"])(
    "other types pass the variant rule (%s)",
    (type) => {
      expect(canAddToCart({ product: product(type) })).toBe(true)
    },
  )

  it("a configurable sends the selected option uids, with the variant sku when known", () => {
    const configurable = product("ConfigurableProduct", { configurable_options: [{}] })
    expect(
      Result.getOrThrow(
        cartItemsFor({ product: configurable, quantity: 1, selectedOptions: ["Y29uZi8x"] }),
      ),
    ).toEqual([{ sku: "SKU-1", quantity: 1, selected_options: ["Y29uZi8x"] }])
    expect(
      Result.getOrThrow(
        cartItemsFor({
          product: configurable,
          quantity: 1,
          selectedOptions: ["Y29uZi8x"],
          variantSku: "SKU-1-RED",
        }),
      ),
    ).toEqual([
      { sku: "SKU-1-RED", parent_sku: "SKU-1", quantity: 1, selected_options: ["Y29uZi8x"] },
    ])
  })

  it("bundle option values are sent as text", () => {
    const items = Result.getOrThrow(
      cartItemsFor({
        product: product("BundleProduct"),
        quantity: 1,
        enteredOptions: { "opt-1": 12, "opt-2": [3, 4], "opt-3": "5" },
      }),
    )
    expect(items).toEqual([
      {
        sku: "SKU-1",
        quantity: 1,
        entered_options: [
          { uid: "opt-1", value: "12" },
          { uid: "opt-2", value: "3,4" },
          { uid: "opt-3", value: "5" },
        ],
      },
    ])
  })

  it("grouped products add each child with the same quantity", () => {
    const grouped = product("GroupedProduct", {
      items: [
        { qty: 1, product: { sku: "CHILD-A" } },
        { qty: 5, product: { sku: "CHILD-B" } },
        { qty: 1, product: null },
      ],
    })
    expect(Result.getOrThrow(cartItemsFor({ product: grouped, quantity: 3 }))).toEqual([
      { sku: "CHILD-A", quantity: 3 },
      { sku: "CHILD-B", quantity: 3 },
    ])
  })

  it("gift cards send their entered options (and chosen amount)", () => {
    expect(
      Result.getOrThrow(
        cartItemsFor({
          product: product("GiftCardProduct"),
          quantity: 1,
          selectedOptions: ["amount-50"],
          enteredOptions: { giftcard_recipient_name: "Ann", giftcard_message: "Enjoy" },
        }),
      ),
    ).toEqual([
      {
        sku: "SKU-1",
        quantity: 1,
        selected_options: ["amount-50"],
        entered_options: [
          { uid: "giftcard_recipient_name", value: "Ann" },
          { uid: "giftcard_message", value: "Enjoy" },
        ],
      },
    ])
  })

  it("a warranty plan travels with the item", () => {
    const warranty = {
      planId: "P1",
      coverageType: "adh",
      price: 1999,
      term: 24,
      title: "2 years",
      product: "42",
      offerPlanId: "O1",
    }
    expect(
      Result.getOrThrow(cartItemsFor({ product: product("SimpleProduct"), quantity: 1, warranty })),
    ).toEqual([{ sku: "SKU-1", quantity: 1, warranty }])
  })
})
