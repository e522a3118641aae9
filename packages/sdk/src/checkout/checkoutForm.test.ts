import { describe, expect, it } from "vitest"
import type { AvailableShippingMethod } from "../cart/cart.graphql.js"
import {
  cheapestShippingMethod,
  FIELD_REQUIRED_MESSAGE,
  firstOfflinePaymentMethod,
  INVALID_EMAIL_FIELD_MESSAGE,
  shippingMethodCode,
  validateGuestCheckoutForm,
} from "./checkoutForm.js"

const complete = {
  email: "ada@example.com",
  firstname: "Ada",
  lastname: "Lovelace",
  street: "12 Lens Road",
  city: "Springfield",
  region: "IL",
  postcode: "62701",
  country_code: "US",
  telephone: "555-0100",
}

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

describe("guest checkout form (spec §5 UI messages)", () => {
  it("accepts a complete form", () => {
    expect(validateGuestCheckoutForm(complete)).toEqual([])
  })

  it.each([
    {
      name: "missing email",
      form: { ...complete, email: "" },
      field: "email",
      message: FIELD_REQUIRED_MESSAGE,
    },
    {
      name: "malformed email",
      form: { ...complete, email: "ada@" },
      field: "email",
      message: INVALID_EMAIL_FIELD_MESSAGE,
    },
    {
      name: "whitespace city",
      form: { ...complete, city: "  " },
      field: "city",
      message: FIELD_REQUIRED_MESSAGE,
    },
    {
      name: "no telephone",
      form: { ...complete, telephone: undefined },
      field: "telephone",
      message: FIELD_REQUIRED_MESSAGE,
    },
  ])("$name → $message", ({ form, field, message }) => {
    expect(validateGuestCheckoutForm(form)).toEqual([{ field, message }])
  })

  it("uses the spec's exact texts", () => {
    expect(FIELD_REQUIRED_MESSAGE).toBe("This field is required")
    expect(INVALID_EMAIL_FIELD_MESSAGE).toBe("The email field must be a valid email")
  })

  it("region is optional", () => {
    expect(validateGuestCheckoutForm({ ...complete, region: "" })).toEqual([])
  })
})

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
