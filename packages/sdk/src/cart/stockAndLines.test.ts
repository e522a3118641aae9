import { describe, expect, it } from "vitest"
import type { AmLabel } from "../catalog/catalog.graphql.js"
import { labelDisplays } from "../catalog/labelDisplay.js"
import { addToCartButton } from "./addToCartButton.js"
import type { CartItem } from "./cart.graphql.js"
import { canChangeQuantity, cartLineGroups } from "./cartLines.js"

const simple = { __typename: "SimpleProduct", sku: "NIK-D780" } as const
const configurable = {
  __typename: "ConfigurableProduct",
  sku: "NIK-FM10",
  configurable_options: [{}],
} as const

describe("addToCartButton", () => {
  it.each([
    ["in stock", { ...simple, stock_status: "IN_STOCK" as const }, {}, "Add to cart", true],
    [
      "out of stock",
      { ...simple, stock_status: "OUT_OF_STOCK" as const },
      {},
      "Out of stock",
      false,
    ],
    [
      "special order, out of stock",
      { ...simple, stock_status: "OUT_OF_STOCK" as const, special_order: 1 },
      {},
      "Special order",
      false,
    ],
    [
      "special order with none left, in its own words",
      {
        ...simple,
        stock_status: "IN_STOCK" as const,
        qty: 0,
        special_order: 1,
        button_text: "Special Order",
      },
      {},
      "Special Order",
      false,
    ],
    [
      "special order with units left",
      {
        ...simple,
        stock_status: "IN_STOCK" as const,
        qty: 4,
        special_order: 1,
        button_text: "Special Order",
      },
      {},
      "Add to cart",
      true,
    ],
    [
      "in stock with none left",
      { ...simple, stock_status: "IN_STOCK" as const, qty: 0 },
      {},
      "Out of stock",
      false,
    ],
    [
      "a grouped set's own quantity (its items carry the stock)",
      { __typename: "GroupedProduct", sku: "SET", stock_status: "IN_STOCK" as const, qty: 0 },
      {},
      "Add to cart",
      true,
    ],
    [
      "configurable before a choice",
      { ...configurable, stock_status: "IN_STOCK" as const },
      {},
      "Choose options to add to cart",
      false,
    ],
    [
      "configurable with a sold-out variant",
      { ...configurable, stock_status: "IN_STOCK" as const },
      { selectedOptions: ["a"], variant: { stock_status: "OUT_OF_STOCK" as const } },
      "Out of stock",
      false,
    ],
    [
      "configurable with a variant in stock",
      { ...configurable, stock_status: "IN_STOCK" as const },
      { selectedOptions: ["a"], variant: { stock_status: "IN_STOCK" as const } },
      "Add to cart",
      true,
    ],
    [
      "configurable, every variant sold out",
      { ...configurable, stock_status: "OUT_OF_STOCK" as const },
      {},
      "Out of stock",
      false,
    ],
  ])("%s → %s", (_name, product, rest, label, enabled) => {
    const button = addToCartButton({ product, ...rest })
    expect(button.label).toBe(label)
    expect(button.enabled).toBe(enabled)
  })
})

const line = (uid: string, over: Partial<CartItem> = {}): CartItem => ({
  __typename: "SimpleCartItem",
  uid,
  quantity: 1,
  hasWarranty: 0,
  warranty: null,
  product: { sku: uid } as CartItem["product"],
  prices: null,
  errors: null,
  ...over,
})
const plan = (planId: string, product: string) => ({
  planId,
  price: 4999,
  term: 24,
  title: "2 Year Protection Plan",
  product,
  product_name: "Nikon Z6 II",
})

describe("cartLineGroups", () => {
  it("puts each plan under the line it covers and drops it from the product lines", () => {
    const camera = line("camera", { hasWarranty: 1, warranty: plan("P24", "2") })
    const film = line("film")
    const lens = line("lens", { hasWarranty: 1, warranty: plan("L24", "9") })
    const cameraPlan = line("camera-plan", {
      __typename: "WarrantyCartItem",
      hasWarranty: 0,
      warranty: plan("P24", "2"),
    })
    const lensPlan = line("lens-plan", {
      __typename: "WarrantyCartItem",
      warranty: plan("L24", "9"),
    })
    const groups = cartLineGroups([camera, cameraPlan, film, lens, lensPlan])
    expect(groups.map((g) => [g.item.uid, g.plan?.uid])).toEqual([
      ["camera", "camera-plan"],
      ["film", undefined],
      ["lens", "lens-plan"],
    ])
    expect(canChangeQuantity(cameraPlan)).toBe(false)
    expect(canChangeQuantity(camera)).toBe(true)
  })

  it("two lines of one product each keep their own plan; a plan without its line stays listed", () => {
    const a = line("a", { hasWarranty: 1, warranty: plan("P24", "2") })
    const b = line("b", { hasWarranty: 1, warranty: plan("P24", "2") })
    const planA = line("plan-a", { __typename: "WarrantyCartItem", warranty: plan("P24", "2") })
    const planB = line("plan-b", { __typename: "WarrantyCartItem", warranty: plan("P24", "2") })
    const orphan = line("orphan", { __typename: "WarrantyCartItem", warranty: plan("X", "7") })
    expect(
      cartLineGroups([a, planA, b, planB, orphan]).map((g) => [g.item.uid, g.plan?.uid]),
    ).toEqual([
      ["a", "plan-a"],
      ["b", "plan-b"],
      ["orphan", undefined],
    ])
  })
})

const label = (over: Partial<AmLabel>): AmLabel => ({
  label_id: 5,
  product_id: 1,
  name: "Only a few left",
  txt: "Only 2 left",
  is_visible: true,
  image: null,
  position: "top-left",
  size: "",
  style: "",
  tooltip_settings: null,
  customer_group_ids: null,
  redirect_url: null,
  alt_tag: null,
  ...over,
})

describe("labelDisplays", () => {
  it("shows substituted texts, splits {BR} lines, hides unresolved or invisible labels", () => {
    expect(
      labelDisplays([
        label({}),
        label({ label_id: 1, txt: "Sale<br/>-20%" }),
        label({ label_id: 6, txt: "Only {STOCK} left" }),
        label({ label_id: 7, is_visible: false, txt: "Hidden" }),
        null,
      ]).map((l) => [l.key, l.lines]),
    ).toEqual([
      ["5", ["Only 2 left"]],
      ["1", ["Sale", "-20%"]],
    ])
  })
})
