import { describe, expect, it } from "vitest"
import {
  emailFieldError,
  validateAddressFields,
  validateTrackOrderForm,
} from "./addressValidation.js"

describe("checkout field validation (spec §5 texts)", () => {
  it.each([
    ["", "This field is required"],
    ["  ", "This field is required"],
    ["ana@", "The email field must be a valid email"],
    ["ana@example.com", undefined],
  ])("email %j", (email, expected) => {
    expect(emailFieldError(email)).toBe(expected)
  })

  it("requires the address fields, not apartment, neighborhood or extra", () => {
    expect(validateAddressFields({ firstname: "Ana", street: " " })).toEqual({
      lastname: "This field is required",
      street: "This field is required",
      city: "This field is required",
      postcode: "This field is required",
      country_code: "This field is required",
      telephone: "This field is required",
    })
    expect(
      validateAddressFields({
        firstname: "Ana",
        lastname: "Lee",
        street: "1 Main St",
        city: "Austin",
        postcode: "78701",
        country_code: "US",
        telephone: "5125550100",
      }),
    ).toEqual({})
  })

  it("track-order needs number, a valid email and the postcode", () => {
    expect(validateTrackOrderForm({ email: "x" })).toEqual({
      number: "This field is required",
      email: "The email field must be a valid email",
      postcode: "This field is required",
    })
    expect(
      validateTrackOrderForm({ number: "000000001", email: "a@b.co", postcode: "78701" }),
    ).toEqual({})
  })
})
