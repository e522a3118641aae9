import { describe, expect, it } from "vitest"
import type { Aggregation } from "./catalog.graphql.js"
import { resolveFilterLabel } from "./filterLabels.js"

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
