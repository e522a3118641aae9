import { describe, expect, it } from "vitest"
import type { Aggregation } from "./catalog.graphql.js"
import {
  filterOptionColor,
  isSwatchFilter,
  priceBucketLabel,
  resolveFilterLabel,
  withPriceBucketLabels,
} from "./filterLabels.js"

const aggregations: ReadonlyArray<Aggregation> = [
  {
    attribute_code: "manufacturer",
    label: "Manufacturer",
    count: 2,
    position: 1,
    options: [
      { label: "Canon", value: "5000", count: 26 },
      { label: "OM System", value: "5005", count: 3 },
    ],
  },
]

describe("resolveFilterLabel", () => {
  it.each([
    ["a label", "Canon", "5000"],
    ["a label in any case, trimmed", " om system ", "5005"],
    ["an option value", "5000", "5000"],
  ])("maps %s to the option value", (_, value, expected) => {
    expect(resolveFilterLabel(aggregations, { attribute: "manufacturer", value })).toEqual({
      _tag: "Resolved",
      attribute: "manufacturer",
      value: expected,
    })
  })

  it("passes values of attributes without options through (price ranges, yes/no)", () => {
    expect(resolveFilterLabel(aggregations, { attribute: "price", value: "100_500" })).toEqual({
      _tag: "Resolved",
      attribute: "price",
      value: "100_500",
    })
  })

  it("names the choices when a label is unknown", () => {
    expect(resolveFilterLabel(aggregations, { attribute: "manufacturer", value: "Kodak" })).toEqual(
      {
        _tag: "Unknown",
        attribute: "manufacturer",
        value: "Kodak",
        choices: ["Canon", "OM System"],
      },
    )
  })
})

describe("colour swatches of a filter", () => {
  const colour = (value: string | null, type: string | null = "1") => ({
    label: "Black",
    value: "49",
    count: 3,
    swatch_data: { type, value },
  })
  const filter = (options: Aggregation["options"]): Aggregation => ({
    attribute_code: "color",
    label: "Color",
    count: 1,
    position: 0,
    options,
  })

  it("shows a visual colour swatch's hex; text or image swatches and odd values have none", () => {
    expect(filterOptionColor(colour("#1d1d1f"))).toBe("#1d1d1f")
    expect(filterOptionColor(colour("#FFF"))).toBe("#FFF")
    expect(filterOptionColor(colour("Black", "0"))).toBeNull()
    expect(filterOptionColor(colour("/b/l/black.png", "2"))).toBeNull()
    expect(filterOptionColor(colour("red;background:url(x)"))).toBeNull()
    expect(filterOptionColor({ label: "Canon", value: "5000", count: 26 })).toBeNull()
  })

  it("is a swatch filter only when every option has a colour", () => {
    expect(isSwatchFilter(filter([colour("#000000"), null, colour("#c0c0c0")]))).toBe(true)
    expect(isSwatchFilter(filter([colour("#000000"), colour(null)]))).toBe(false)
    expect(isSwatchFilter(filter([]))).toBe(false)
    expect(isSwatchFilter(aggregations[0] as Aggregation)).toBe(false)
  })
})

describe("priceBucketLabel", () => {
  it.each([
    ["0_40", "USD", "Under $40"],
    ["40_50", "USD", "$40 – $50"],
    ["5000_20000", "USD", "$5,000 – $20,000"],
    ["5000_*", "USD", "$5,000 and above"],
    ["1000_", "USD", "$1,000 and above"],
    ["9.99_19.99", "USD", "$9.99 – $19.99"],
    ["100_200", "CAD", "CA$100 – CA$200"],
    ["100_200", "EUR", "€100 – €200"],
    ["100_200", null, "$100 – $200"],
  ])("%s in %s reads %s", (value, currency, label) => {
    expect(priceBucketLabel(value, currency)).toBe(label)
  })

  it("leaves a value that is not a bucket alone", () => {
    expect(priceBucketLabel("49", "USD")).toBeUndefined()
    expect(priceBucketLabel("cheap_dear", "USD")).toBeUndefined()
  })

  it("relabels only the price aggregation's options", () => {
    const aggregations: ReadonlyArray<Aggregation> = [
      {
        attribute_code: "price",
        label: "Price",
        count: 2,
        position: 0,
        options: [
          { label: "0-40", value: "0_40", count: 30 },
          { label: "40-50", value: "40_50", count: 10 },
        ],
      },
      {
        attribute_code: "manufacturer",
        label: "Manufacturer",
        count: 1,
        position: 1,
        options: [{ label: "Canon", value: "5000", count: 53 }],
      },
    ]
    const labelled = withPriceBucketLabels(aggregations, "USD")
    expect(labelled[0]?.options?.map((o) => o?.label)).toEqual(["Under $40", "$40 – $50"])
    expect(labelled[0]?.options?.map((o) => o?.value)).toEqual(["0_40", "40_50"])
    expect(labelled[1]).toBe(aggregations[1])
  })

  it.each(["$40 – $50", "$40 - $50", "$40-$50", " $40 — $50 "])(
    "resolves the copied label %j to its bucket",
    (value) => {
      const labelled = withPriceBucketLabels(
        [
          {
            attribute_code: "price",
            label: "Price",
            count: 2,
            position: 0,
            options: [
              { label: "0-40", value: "0_40", count: 30 },
              { label: "40-50", value: "40_50", count: 10 },
            ],
          },
        ],
        "USD",
      )
      expect(resolveFilterLabel(labelled, { attribute: "price", value })).toEqual({
        _tag: "Resolved",
        attribute: "price",
        value: "40_50",
      })
    },
  )
})
