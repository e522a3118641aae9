import { describe, expect, it } from "vitest"
import type { ProductDetails } from "../catalog/catalog.graphql.js"
import {
  bundleOptionUids,
  chooseBundleOption,
  configurableOptionUids,
  defaultBundleSelection,
} from "./productSelection.js"

const configurable = {
  configurable_options: [
    {
      attribute_code: "color",
      values: [
        { value_index: 1, uid: "c1" },
        { value_index: 2, uid: "c2" },
      ],
    },
    { attribute_code: "size", values: [{ value_index: 7, uid: "s7" }] },
  ],
} as unknown as ProductDetails

const bundle = {
  __typename: "BundleProduct",
  items: [
    {
      uid: "lens",
      position: 2,
      options: [
        { uid: "l1", is_default: true },
        { uid: "l2", is_default: false },
      ],
    },
    { uid: "body", position: 1, options: [{ uid: "b1", is_default: true }] },
    { uid: "extras", position: 3, options: [{ uid: "e1", is_default: false }] },
  ],
} as unknown as ProductDetails

describe("product page choices → addItem options", () => {
  it("maps a configurable's chosen values to their uids", () => {
    expect(configurableOptionUids(configurable, { color: 2, size: 7 })).toEqual(["c2", "s7"])
    expect(configurableOptionUids(configurable, { color: 1 })).toEqual(["c1"])
  })

  it("starts a bundle with its default choices", () => {
    expect(defaultBundleSelection(bundle)).toEqual({ body: ["b1"], lens: ["l1"], extras: [] })
  })

  it("replaces single choices and toggles multiple ones", () => {
    const start = defaultBundleSelection(bundle)
    const lens = chooseBundleOption(start, "lens", "l2", false)
    expect(lens.lens).toEqual(["l2"])
    const extras = chooseBundleOption(lens, "extras", "e1", true)
    expect(bundleOptionUids(extras)).toEqual(["b1", "l2", "e1"])
    expect(chooseBundleOption(extras, "extras", "e1", true).extras).toEqual([])
  })
})
