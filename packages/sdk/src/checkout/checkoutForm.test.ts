import { describe, expect, it } from "vitest"
import type { AvailableShippingMethod } from "../cart/cart.graphql.js"
import {
  cheapestShippingMethod,
  firstOfflinePaymentMethod,
  shippingMethodCode,
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

  it("names a method carrier_method", () => {
    expect(shippingMethodCode(method("express", "nextday", 25))).toBe("express_nextday")
  })
})
