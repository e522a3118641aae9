import { describe, expect, it } from "vitest"
import { testCart, testLine } from "../cart/testCart.js"
import { addedToCartEvent, cartEvent, ga4Item, lineEvent, purchaseExtras } from "./ga4Events.js"

const lens = testLine({ uid: "l1", sku: "LENS-50", name: "50mm Lens", price: 199.99, quantity: 2 })
const body = testLine({
  uid: "b1",
  sku: "BODY-1",
  name: "Body",
  price: 1000,
  variantSku: "BODY-1-BLK",
})

describe("GA4 events from cart lines", () => {
  it("an item carries sku, name, unit price, quantity, brand, category and variant", () => {
    expect(ga4Item(body)).toEqual({
      item_id: "BODY-1",
      item_name: "Body",
      price: 1000,
      quantity: 1,
      item_brand: "Canon",
      item_category: "Cameras",
      item_variant: "BODY-1-BLK",
    })
    expect(ga4Item(lens, 5).quantity).toBe(5)
  })

  it.each([
    { event: "add_to_cart" as const, quantity: 1, value: 199.99 },
    { event: "remove_from_cart" as const, quantity: 2, value: 399.98 },
  ])("$event values the lines at the quantity moved", ({ event, quantity, value }) => {
    const result = lineEvent(event, [{ line: lens, quantity }])
    expect(result.event).toBe(event)
    expect(result.ecommerce.currency).toBe("USD")
    expect(result.ecommerce.value).toBe(value)
    expect(result.ecommerce.items).toHaveLength(1)
  })

  it.each(["begin_checkout", "add_shipping_info", "add_payment_info"] as const)(
    "%s reports every line and the coupon",
    (event) => {
      const cart = testCart({ items: [lens, body], coupons: ["SAVE10"] })
      const result = cartEvent(event, cart)
      expect(result.ecommerce.items.map((i) => i.item_id)).toEqual(["LENS-50", "BODY-1"])
      expect(result.ecommerce.value).toBe(1399.98)
      expect(result.ecommerce.coupon).toBe("SAVE10")
    },
  )

  it("purchase reports the grand total, the transaction id, tax and shipping", () => {
    const cart = testCart({ items: [body], grandTotal: 1085 })
    const result = cartEvent("purchase", cart, purchaseExtras(cart, "000000042"))
    expect(result.ecommerce).toMatchObject({
      value: 1085,
      transaction_id: "000000042",
      tax: 0,
      shipping: 0,
    })
  })

  it("the marketing event is named 'Added to Cart'", () => {
    const cart = testCart({ items: [lens, body], grandTotal: 1399.98 })
    const event = addedToCartEvent(lens, 2, cart)
    expect(event.name).toBe("Added to Cart")
    expect(event.properties).toMatchObject({
      $value: 1399.98,
      AddedItemSKU: "LENS-50",
      AddedItemQuantity: 2,
      ItemNames: ["50mm Lens", "Body"],
    })
  })
})
