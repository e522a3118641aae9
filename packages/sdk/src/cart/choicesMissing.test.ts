import { describe, expect, it } from "vitest"
import { addToCartButton } from "./addToCartButton.js"
import { choicesMissing } from "./canAddToCart.js"

// The choices the server asks for before it takes a product, as a card (no choice, only the
// card's fields) and a product page (the shopper's choice) see them.

const link = (id: number) => ({ uid: btoa(`downloadable/${id}`) })
const presets = {
  __typename: "DownloadableProduct",
  sku: "PRESETS",
  links_purchased_separately: 1,
} as const
const session = {
  required: true,
  uid: btoa("custom-option/6730"),
  value: [{ uid: btoa("custom-option/6730/67300") }, { uid: btoa("custom-option/6730/67301") }],
}
const caption = { required: true, uid: btoa("custom-option/7") }

describe("choicesMissing", () => {
  it.each([
    ["a simple product", { __typename: "SimpleProduct" }, false],
    ["a configurable", { __typename: "ConfigurableProduct", configurable_options: [{}] }, true],
    ["a downloadable whose links are bought one by one", presets, true],
    [
      "a downloadable sold with all its links",
      { ...presets, links_purchased_separately: 0 },
      false,
    ],
    [
      "a class with a required session",
      { __typename: "VirtualProduct", options: [{ required: true }] },
      true,
    ],
    [
      "an optional option only",
      { __typename: "SimpleProduct", options: [{ required: false }] },
      false,
    ],
    ["a gift card (its amount)", { __typename: "GiftCardProduct" }, true],
    ["a bundle (its default selections)", { __typename: "BundleProduct" }, false],
  ])("a card of %s: %s", (_name, product, missing) => {
    expect(choicesMissing({ product })).toBe(missing)
  })

  it("a downloadable's page needs one of its own links", () => {
    const product = { ...presets, downloadable_product_links: [link(1), link(2)] }
    expect(choicesMissing({ product, selectedOptions: [] })).toBe(true)
    expect(choicesMissing({ product, selectedOptions: [btoa("downloadable/9")] })).toBe(true)
    expect(choicesMissing({ product, selectedOptions: [link(2).uid] })).toBe(false)
  })

  it("every required option needs a value picked or typed", () => {
    const product = { __typename: "VirtualProduct", options: [session, caption] }
    const picked = session.value[1]?.uid ?? ""
    expect(choicesMissing({ product, selectedOptions: [picked] })).toBe(true)
    expect(choicesMissing({ product, enteredOptions: { [caption.uid]: "  " } })).toBe(true)
    expect(
      choicesMissing({
        product,
        selectedOptions: [picked],
        enteredOptions: { [caption.uid]: "Ana" },
      }),
    ).toBe(false)
  })

  it("a card's button sends the shopper to the page to choose", () => {
    expect(
      addToCartButton({ product: { ...presets, stock_status: "IN_STOCK", qty: 9999 } }),
    ).toEqual({
      enabled: false,
      label: "Choose options to add to cart",
      reason: "choose-options",
    })
  })
})
