import { describe, expect, it } from "vitest"
import type { AvailableShippingMethod } from "../cart/cart.graphql.js"
import {
  cheapestShippingMethod,
  firstOfflinePaymentMethod,
  shippingMethodCode,
  shippingMethodTitle,
  shippingMethodToPreselect,
} from "./checkoutForm.js"

const method = (carrier: string, code: string, value: number, available = true) =>
  ({
    carrier_code: carrier,
    carrier_title: carrier,
    method_code: code,
    method_title: code,
    amount: { value, currency: "USD" },
    available,
    error_message: null,
  }) as AvailableShippingMethod

describe("checkout defaults", () => {
  it("picks the cheapest available shipping method, the first on a tie", () => {
    const methods = [
      method("express", "nextday", 25),
      method("freeshipping", "freeshipping", 0, false),
      method("flatrate", "flatrate", 5),
      method("other", "five", 5),
    ]
    expect(cheapestShippingMethod(methods)?.carrier_code).toBe("flatrate")
    expect(cheapestShippingMethod([null, method("a", "b", 1, false)])).toBeUndefined()
  })

  it("preselects the cheapest method once an address is saved, keeping a still-offered choice", () => {
    const offered = [method("express", "nextday", 25), method("flatrate", "flatrate", 5)]
    const address = (selected: AvailableShippingMethod | null) => ({
      available_shipping_methods: offered,
      selected_shipping_method: selected,
    })
    expect(shippingMethodToPreselect(address(null))?.carrier_code).toBe("flatrate")
    expect(shippingMethodToPreselect(address(method("express", "nextday", 25)))).toBeUndefined()
    expect(
      shippingMethodToPreselect(address(method("freeshipping", "freeshipping", 0)))?.carrier_code,
    ).toBe("flatrate")
    expect(shippingMethodToPreselect(null)).toBeUndefined()
  })

  it("picks the first offline payment method", () => {
    expect(
      firstOfflinePaymentMethod([
        { code: "braintree", title: "Card" },
        null,
        { code: "banktransfer", title: "Bank Transfer Payment" },
        { code: "checkmo", title: "Check / Money order" },
      ])?.code,
    ).toBe("banktransfer")
    expect(firstOfflinePaymentMethod([{ code: "braintree", title: "Card" }])).toBeUndefined()
  })

  it("titles a method as a shopper reads it: the carrier, then the method when it says more", () => {
    const titled = (carrier_title: string, method_title: string | null) =>
      shippingMethodTitle({ carrier_title, method_title })
    expect(titled("Flat Rate", "Fixed")).toBe("Flat Rate")
    expect(titled("Free Shipping", "Free")).toBe("Free Shipping")
    expect(titled("Express Shipping", "Next Business Day")).toBe(
      "Express Shipping – Next Business Day",
    )
    expect(titled("UPS", null)).toBe("UPS")
  })

  it("names a method carrier_method", () => {
    expect(shippingMethodCode(method("express", "nextday", 25))).toBe("express_nextday")
  })
})
