import { describe, expect, it } from "vitest"
import type { AvailableShippingMethod } from "../cart/cart.graphql.js"
import type { Country } from "../store/store.graphql.js"
import {
  addressFieldErrorsOf,
  cheapestShippingMethod,
  countriesForSelect,
  countryAddressRules,
  defaultCountryOf,
  emailFieldError,
  FIELD_REQUIRED_MESSAGE,
  firstOfflinePaymentMethod,
  INVALID_EMAIL_FIELD_MESSAGE,
  isSelectedShippingMethod,
  NO_SHIPPING_METHODS_MESSAGE,
  regionInput,
  selectableShippingMethods,
  shippingMethodCode,
  shippingMethodTitle,
  shippingMethodToPreselect,
  validateAddressFields,
  validateGuestCheckoutForm,
  validateTrackOrderForm,
} from "./checkoutRules.js"

const country = (id: string, name: string, regions: Array<[number, string, string]> = []) =>
  ({
    id,
    two_letter_abbreviation: id,
    three_letter_abbreviation: null,
    full_name_locale: name,
    full_name_english: name,
    available_regions:
      regions.length === 0 ? null : regions.map(([i, code, n]) => ({ id: i, code, name: n })),
  }) satisfies Country

const US = country("US", "United States", [
  [5, "CA", "California"],
  [43, "TX", "Texas"],
])
const GB = country("GB", "United Kingdom")
const DE = country("DE", "Germany")

const complete = {
  email: "ada@example.com",
  firstname: "Ada",
  lastname: "Lovelace",
  street: "12 Lens Road",
  city: "Austin",
  region: "43",
  postcode: "78701",
  country_code: "US",
  telephone: "555-0100",
}

describe("checkout field validation (spec §5 texts)", () => {
  it("uses the spec's exact texts", () => {
    expect(FIELD_REQUIRED_MESSAGE).toBe("This field is required")
    expect(INVALID_EMAIL_FIELD_MESSAGE).toBe("The email field must be a valid email")
  })

  it.each([
    ["", "This field is required"],
    ["  ", "This field is required"],
    ["ana@", "The email field must be a valid email"],
    ["ana@example.com", undefined],
  ])("email %j", (email, expected) => {
    expect(emailFieldError(email)).toBe(expected)
  })

  it("requires Magento's address fields, not apartment, neighborhood, extra or company", () => {
    expect(validateAddressFields({ firstname: "Ana", street: " " })).toEqual({
      lastname: FIELD_REQUIRED_MESSAGE,
      street: FIELD_REQUIRED_MESSAGE,
      city: FIELD_REQUIRED_MESSAGE,
      postcode: FIELD_REQUIRED_MESSAGE,
      country_code: FIELD_REQUIRED_MESSAGE,
      telephone: FIELD_REQUIRED_MESSAGE,
    })
  })

  it("requires a region where the country lists regions, and nowhere else", () => {
    const us = countryAddressRules(US)
    expect(us).toMatchObject({ regionRequired: true, postcodeRequired: true })
    expect(validateAddressFields({ ...complete, region: "" }, us)).toEqual({
      region: FIELD_REQUIRED_MESSAGE,
    })
    expect(validateAddressFields(complete, us)).toEqual({})
    const de = countryAddressRules(DE)
    expect(validateAddressFields({ ...complete, country_code: "DE", region: "" }, de)).toEqual({})
  })

  it("needs no postcode in Magento's optional-zip countries", () => {
    const gb = countryAddressRules(GB)
    expect(gb).toEqual({ regions: [], regionRequired: false, postcodeRequired: false })
    expect(validateAddressFields({ ...complete, country_code: "GB", postcode: "" }, gb)).toEqual({})
    expect(validateAddressFields({ ...complete, postcode: " " }, countryAddressRules(DE))).toEqual({
      postcode: FIELD_REQUIRED_MESSAGE,
    })
  })

  it("checks the guest form's email first, then the address, in form order", () => {
    const errors = validateGuestCheckoutForm(
      { ...complete, email: "ada@", city: " ", telephone: undefined, region: "" },
      countryAddressRules(US),
    )
    expect(Object.entries(errors)).toEqual([
      ["email", INVALID_EMAIL_FIELD_MESSAGE],
      ["city", FIELD_REQUIRED_MESSAGE],
      ["region", FIELD_REQUIRED_MESSAGE],
      ["telephone", FIELD_REQUIRED_MESSAGE],
    ])
    expect(validateGuestCheckoutForm(complete, countryAddressRules(US))).toEqual({})
  })

  it("sends a listed region by id (picked, or typed as code or name), other text as typed", () => {
    const us = countryAddressRules(US)
    expect(regionInput("43", us)).toEqual({ region_id: 43 })
    expect(regionInput("tx", us)).toEqual({ region_id: 43 })
    expect(regionInput("California", us)).toEqual({ region_id: 5 })
    expect(regionInput("ZZ", us)).toEqual({ region: "ZZ" })
    expect(regionInput(" Bavaria ", countryAddressRules(DE))).toEqual({ region: "Bavaria" })
    expect(regionInput("", us)).toEqual({})
  })

  it("puts the server's Magento messages on the fields they name", () => {
    expect(
      addressFieldErrorsOf([
        { message: '"region" is required. Enter and try again.' },
        { message: '"postcode" is required. Enter and try again.' },
        { message: 'Invalid value of "60" provided for the regionId field.' },
        { message: "Shipping address errors" },
      ]),
    ).toEqual({
      region: '"region" is required. Enter and try again.',
      postcode: '"postcode" is required. Enter and try again.',
    })
    expect(
      addressFieldErrorsOf([
        { message: "Region is required." },
        { message: "Country is not available" },
        { message: '"Street Address" cannot contain more than 4 lines.' },
      ]),
    ).toEqual({
      region: "Region is required.",
      country_code: "Country is not available",
      street: '"Street Address" cannot contain more than 4 lines.',
    })
    expect(
      addressFieldErrorsOf([{ message: '"countryId" is required. Enter and try again.' }]),
    ).toEqual({
      country_code: '"countryId" is required. Enter and try again.',
    })
  })

  it("lists the store's default country first, the others by name", () => {
    expect(defaultCountryOf("en_CA")).toBe("CA")
    expect(defaultCountryOf("en_US")).toBe("US")
    expect(defaultCountryOf(null)).toBe("US")
    const ca = country("CA", "Canada")
    expect(countriesForSelect([US, GB, DE, ca], "CA").map((c) => c.code)).toEqual([
      "CA",
      "DE",
      "GB",
      "US",
    ])
  })

  it("track-order needs number, a valid email and the postcode", () => {
    expect(validateTrackOrderForm({ email: "x" })).toEqual({
      number: FIELD_REQUIRED_MESSAGE,
      email: INVALID_EMAIL_FIELD_MESSAGE,
      postcode: FIELD_REQUIRED_MESSAGE,
    })
    expect(
      validateTrackOrderForm({ number: "000000001", email: "a@b.co", postcode: "78701" }),
    ).toEqual({})
  })
})

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

describe("shipping methods a shopper can pick", () => {
  it("are the available ones, in the carrier's order; none without an address", () => {
    const express = method("express", "nextday", 25)
    const flat = method("flatrate", "flatrate", 5)
    const address = {
      available_shipping_methods: [express, null, method("freeshipping", "free", 0, false), flat],
    }
    expect(selectableShippingMethods(address)).toEqual([express, flat])
    expect(selectableShippingMethods({ available_shipping_methods: null })).toEqual([])
    expect(selectableShippingMethods(null)).toEqual([])
  })

  it("tells the selected one by carrier and method", () => {
    const flat = method("flatrate", "flatrate", 5)
    expect(
      isSelectedShippingMethod(flat, { carrier_code: "flatrate", method_code: "flatrate" }),
    ).toBe(true)
    expect(isSelectedShippingMethod(flat, { carrier_code: "flatrate", method_code: "x" })).toBe(
      false,
    )
    expect(isSelectedShippingMethod(flat, null)).toBe(false)
  })

  it("says the spec's text when the country has none", () => {
    expect(NO_SHIPPING_METHODS_MESSAGE).toMatch(
      /^There are no shipping methods available for this country\./,
    )
  })
})
