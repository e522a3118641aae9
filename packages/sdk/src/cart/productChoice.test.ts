import { describe, expect, it } from "vitest"
import type { CustomizableOption, ProductDetails } from "../catalog/catalog.graphql.js"
import { choicePrice } from "./choicePrice.js"
import {
  chooseCustomOption,
  customOptionInput,
  hasChoicePrice,
  missingRequiredOptions,
} from "./productChoice.js"
import {
  bundleOptionUids,
  defaultBundleSelection,
  missingBundleOptions,
  withBundleQuantity,
} from "./productSelection.js"

const price = (value: number) => ({
  minimum_price: {
    final_price: { value, currency: "USD" },
    regular_price: { value, currency: "USD" },
  },
})

const selection = (
  uid: string,
  productPrice: number,
  extra: { price?: number; is_default?: boolean; can_change_quantity?: boolean } = {},
) => ({
  uid,
  quantity: 1,
  is_default: extra.is_default ?? false,
  price: extra.price ?? productPrice,
  price_type: "FIXED",
  can_change_quantity: extra.can_change_quantity ?? false,
  product: { price_range: price(productPrice) },
})

// A dynamic-price camera kit: the body, a choice of lens and of card (the cheapest make the
// "from" price), and an accessory whose quantity is the shopper's.
const dynamicKit = {
  __typename: "BundleProduct",
  dynamic_price: true,
  price_range: price(5075.98),
  items: [
    {
      uid: "body",
      title: "Camera Body",
      required: true,
      position: 1,
      options: [selection("body", 3958.99, { is_default: true })],
    },
    {
      uid: "lens",
      title: "Lens",
      required: true,
      position: 2,
      options: [selection("zoom", 2049, { is_default: true }), selection("prime", 1049)],
    },
    {
      uid: "card",
      title: "Memory Card",
      required: true,
      position: 3,
      options: [selection("fast-card", 209.99, { is_default: true }), selection("card", 67.99)],
    },
    {
      uid: "extras",
      title: "Accessories",
      required: false,
      position: 4,
      options: [selection("uv", 119.99, { can_change_quantity: true })],
    },
  ],
} as unknown as ProductDetails

// A fixed-price kit ($5,708.99): the cheapest choice of each required option is included, an
// upgrade adds the difference, an accessory its own price.
const fixedKit = {
  __typename: "BundleProduct",
  dynamic_price: false,
  price_range: price(5708.99),
  items: [
    {
      uid: "body",
      required: true,
      options: [selection("body", 4999, { price: 0, is_default: true })],
    },
    {
      uid: "lens",
      required: true,
      options: [
        selection("zoom", 819.99, { price: 0, is_default: true }),
        selection("prime", 2286.99, { price: 1467 }),
      ],
    },
    {
      uid: "extras",
      required: false,
      options: [selection("charger", 109.99)],
    },
  ],
} as unknown as ProductDetails

describe("the running price of a product page's choice", () => {
  it("prices a dynamic bundle from the selections chosen", () => {
    const defaults = defaultBundleSelection(dynamicKit)
    expect(choicePrice(dynamicKit, { bundle: defaults })).toBe(6217.98)
    const cheaper = { ...defaults, lens: ["prime"], card: ["card"] }
    expect(choicePrice(dynamicKit, { bundle: cheaper })).toBe(5075.98)
    const withFilters = { ...cheaper, extras: ["uv"] }
    expect(choicePrice(dynamicKit, { bundle: withFilters, bundleQuantities: { uv: 2 } })).toBe(
      5315.96,
    )
    // A quantity on a selection whose quantity is fixed changes nothing.
    expect(choicePrice(dynamicKit, { bundle: cheaper, bundleQuantities: { card: 4 } })).toBe(
      5075.98,
    )
  })

  it("prices a fixed-price bundle as its price plus the chosen selections' prices", () => {
    const defaults = defaultBundleSelection(fixedKit)
    expect(choicePrice(fixedKit, { bundle: defaults })).toBe(5708.99)
    expect(
      choicePrice(fixedKit, { bundle: { ...defaults, lens: ["prime"], extras: ["charger"] } }),
    ).toBe(7285.98)
  })

  it("names the bundle's required options left empty and sends quantities in the uids", () => {
    expect(missingBundleOptions(dynamicKit, { body: ["body"], lens: [], extras: [] })).toEqual([
      "Lens",
      "Memory Card",
    ])
    const uv = btoa("bundle/6503/65007/1")
    expect(withBundleQuantity(uv, 3)).toBe(btoa("bundle/6503/65007/3"))
    expect(bundleOptionUids({ extras: [uv] }, { [uv]: 2 })).toEqual([btoa("bundle/6503/65007/2")])
  })

  it("adds a downloadable's chosen links only when they are sold separately", () => {
    const links = [
      { uid: "xmp", title: "Lightroom Classic (.xmp)", price: 9.99 },
      { uid: "dng", title: "Lightroom Mobile (.dng)", price: 9.99 },
    ]
    const separately = {
      __typename: "DownloadableProduct",
      price_range: price(29),
      links_purchased_separately: 1,
      downloadable_product_links: links,
    } as unknown as ProductDetails
    expect(choicePrice(separately, { links: [] })).toBe(29)
    expect(choicePrice(separately, { links: ["dng"] })).toBe(38.99)
    expect(choicePrice(separately, { links: ["dng", "xmp"] })).toBe(48.98)
    const included = { ...separately, links_purchased_separately: 0 } as ProductDetails
    expect(choicePrice(included, { links: ["dng", "xmp"] })).toBe(29)
    expect(hasChoicePrice(included)).toBe(false)
    expect(hasChoicePrice(separately)).toBe(true)
  })

  describe("customizable options", () => {
    const value = (uid: string, amount: number, type = "FIXED") => ({
      uid,
      title: uid,
      price: amount,
      price_type: type,
    })
    const lab = {
      __typename: "VirtualProduct",
      price_range: price(15.99),
      options: [
        {
          __typename: "CustomizableRadioOption",
          uid: "size",
          title: "Scan size",
          required: true,
          sort_order: 1,
          value: [value("standard", 0), value("large", 50, "PERCENT")],
        },
        {
          __typename: "CustomizableCheckboxOption",
          uid: "extras",
          title: "Extras",
          required: false,
          sort_order: 3,
          value: [value("prints", 8.99), value("sleeves", 2.99)],
        },
        {
          __typename: "CustomizableDropDownOption",
          uid: "push",
          title: "Push / pull",
          required: false,
          sort_order: 2,
          value: [value("box", 0), value("push2", 8.99)],
        },
        {
          __typename: "CustomizableDateOption",
          uid: "rush",
          title: "Rush: ready by",
          required: false,
          sort_order: 7,
          single_value: { uid: "rush", price: 25, price_type: "PERCENT" },
        },
        {
          __typename: "CustomizableFieldOption",
          uid: "name",
          title: "Name on the envelope",
          required: false,
          sort_order: 5,
          single_value: { uid: "name", price: 0, price_type: "FIXED" },
        },
      ],
    } as unknown as ProductDetails
    const option = (uid: string): CustomizableOption => {
      const found = lab.options?.find((o) => o?.uid === uid)
      if (!found) throw new Error(`No option ${uid}`)
      return found
    }
    const size = option("size")
    const extras = option("extras")
    const push = option("push")
    const rush = option("rush")
    const name = option("name")

    it("adds fixed amounts and percents of the product's price", () => {
      let choice = chooseCustomOption({}, size, "large")
      choice = chooseCustomOption(choice, extras, "prints")
      choice = chooseCustomOption(choice, extras, "sleeves")
      choice = chooseCustomOption(choice, push, "push2")
      choice = chooseCustomOption(choice, rush, "2026-12-01")
      choice = chooseCustomOption(choice, name, "Ansel Adams")
      // 15.99 + 50 % (8.00) + 8.99 + 2.99 + 8.99 + 25 % (4.00)
      expect(choicePrice(lab, { options: choice })).toBe(48.96)
      // A checkbox toggles; a radio replaces.
      choice = chooseCustomOption(choice, extras, "prints")
      choice = chooseCustomOption(choice, size, "standard")
      expect(choicePrice(lab, { options: choice })).toBe(15.99 + 2.99 + 8.99 + 4)
      expect(customOptionInput(lab, choice)).toEqual({
        selectedOptions: ["standard", "push2", "sleeves"],
        enteredOptions: { name: "Ansel Adams", rush: "2026-12-01" },
      })
    })

    it("names the required options not chosen yet", () => {
      expect(missingRequiredOptions(lab, {})).toEqual(["Scan size"])
      expect(missingRequiredOptions(lab, chooseCustomOption({}, size, "standard"))).toEqual([])
      expect(hasChoicePrice(lab)).toBe(true)
    })
  })
})
