import { describe, expect, it } from "vitest"
import type { CartItem, CartModel } from "./cart.graphql.js"
import {
  cartLineShips,
  FREE_SHIPPING_REACHED_MESSAGE,
  freeShippingNotice,
  freeShippingProgress,
  shippableSubtotal,
} from "./freeShipping.js"
import { FREE_SHIPPING_PROMO_TEXT, FREE_SHIPPING_THRESHOLD } from "./freeShippingPromo.js"
import { testCart, testLine } from "./testCart.js"

describe("freeShippingProgress (free shipping over $100)", () => {
  it.each([
    [0, { remaining: 100, percent: 0, reached: false }],
    [10.99, { remaining: 89.01, percent: 11, reached: false }],
    [99.99, { remaining: 0.01, percent: 100, reached: false }],
    [100, { remaining: 0, percent: 100, reached: true }],
    [149.99, { remaining: 0, percent: 100, reached: true }],
  ])("subtotal %s", (subtotal, expected) => {
    expect(freeShippingProgress(subtotal)).toEqual(expected)
  })

  it("uses the $100 threshold", () => {
    expect(FREE_SHIPPING_THRESHOLD).toBe(100)
  })
})

const withCurrency = (cart: CartModel, currency: string): CartModel => ({
  ...cart,
  prices: cart.prices && {
    ...cart.prices,
    subtotal_excluding_tax: { value: cart.prices.subtotal_excluding_tax?.value ?? 0, currency },
  },
})

const giftCard = (giftcard_type: "VIRTUAL" | "PHYSICAL" | "COMBINED", price: number): CartItem => {
  const line = testLine({ sku: `GC-${giftcard_type}`, price, typename: "GiftCardCartItem" })
  return { ...line, product: { ...line.product, __typename: "GiftCardProduct", giftcard_type } }
}

describe("freeShippingNotice (what the cart says about free shipping)", () => {
  it("counts what is missing in the cart's currency, written as the shop writes money", () => {
    const cart = testCart({ items: [testLine({ price: 10.99 })] })
    expect(freeShippingNotice(cart)).toEqual({
      remaining: 89.01,
      percent: 11,
      reached: false,
      text: "Add $89.01 more for free shipping on orders over $100.00.",
    })
    expect(freeShippingNotice(withCurrency(cart, "CAD"))?.text).toBe(
      "Add CA$89.01 more for free shipping on orders over CA$100.00.",
    )
  })

  it("says the order qualifies once what ships reaches the threshold", () => {
    const cart = testCart({ items: [testLine({ price: 60, quantity: 2 })] })
    expect(freeShippingNotice(cart)).toMatchObject({ reached: true, percent: 100 })
    expect(freeShippingNotice(cart)?.text).toBe(FREE_SHIPPING_REACHED_MESSAGE)
  })

  it("says nothing for a cart that ships nothing", () => {
    const ecard = giftCard("VIRTUAL", 50)
    const download = testLine({ sku: "LR-PRESETS", price: 20, typename: "DownloadableCartItem" })
    const course = testLine({ sku: "CLASS", price: 30, typename: "VirtualCartItem" })
    expect(freeShippingNotice({ ...testCart({ items: [ecard] }), is_virtual: true })).toBe(
      undefined,
    )
    // Even when the server's is_virtual is not at hand: no line ships.
    expect(freeShippingNotice(testCart({ items: [ecard, download, course] }))).toBe(undefined)
    expect(freeShippingNotice(testCart())).toBe(undefined)
    expect(freeShippingNotice(null)).toBe(undefined)
  })

  it("counts only the lines that ship", () => {
    const camera = testLine({ price: 60 })
    const cart = testCart({
      items: [
        camera,
        giftCard("VIRTUAL", 50),
        testLine({ sku: "LR-PRESETS", price: 20, typename: "DownloadableCartItem" }),
      ],
    })
    expect(shippableSubtotal(cart)).toEqual({ value: 60, currency: "USD" })
    expect(freeShippingNotice(cart)?.text).toBe(
      "Add $40.00 more for free shipping on orders over $100.00.",
    )
    const printed = testCart({
      items: [camera, giftCard("PHYSICAL", 25), giftCard("COMBINED", 15)],
    })
    expect(shippableSubtotal(printed).value).toBe(100)
    expect(freeShippingNotice(printed)?.reached).toBe(true)
  })

  it("counts what ships after its discount, as the store's free-shipping rate does", () => {
    const lens = testLine({ price: 110 })
    const discounted: CartItem = {
      ...lens,
      prices: lens.prices && {
        ...lens.prices,
        total_item_discount: { value: 11, currency: "USD" },
      },
    } as CartItem
    const cart = testCart({ items: [discounted] })
    expect(shippableSubtotal(cart).value).toBe(99)
    expect(freeShippingNotice(cart)?.text).toBe(
      "Add $1.00 more for free shipping on orders over $100.00.",
    )
  })

  it("tells the lines that ship from those that do not", () => {
    expect(cartLineShips(testLine())).toBe(true)
    expect(cartLineShips(testLine({ typename: "ConfigurableCartItem" }))).toBe(true)
    expect(cartLineShips(testLine({ typename: "VirtualCartItem" }))).toBe(false)
    expect(cartLineShips(testLine({ typename: "DownloadableCartItem" }))).toBe(false)
    expect(cartLineShips(giftCard("VIRTUAL", 1))).toBe(false)
    expect(cartLineShips(giftCard("PHYSICAL", 1))).toBe(true)
  })

  it("the promo bar's text is the spec's", () => {
    expect(FREE_SHIPPING_PROMO_TEXT).toBe("Free shipping on most orders over $100!*")
  })
})
