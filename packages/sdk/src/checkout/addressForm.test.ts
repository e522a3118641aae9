import { describe, expect, it } from "vitest"
import {
  type AddressForm,
  addressFormFromCart,
  streetLines,
  toBillingAddressInput,
  toShippingAddressInput,
} from "./addressForm.js"

const form: AddressForm = {
  firstname: "Ada",
  lastname: "Lovelace",
  street: "12 Lens Road",
  city: "Springfield",
  region: "IL",
  region_id: 23,
  postcode: "62701",
  country_code: "US",
  telephone: "555-0100",
}

describe("address form (spec §3 Address form)", () => {
  it.each([
    {
      name: "all four, in order",
      parts: ["1 Main St", "Apt 4", "Downtown", "Rear door"],
      out: ["1 Main St", "Apt 4", "Downtown", "Rear door"],
    },
    {
      name: "empty ones dropped",
      parts: ["1 Main St", "", "Downtown", undefined],
      out: ["1 Main St", "Downtown"],
    },
    {
      name: "whitespace is empty",
      parts: ["1 Main St", "  ", undefined, "Rear"],
      out: ["1 Main St", "Rear"],
    },
    { name: "only extra", parts: ["", undefined, undefined, "PO Box 9"], out: ["PO Box 9"] },
  ])("street list: $name", ({ parts, out }) => {
    const [street, apartment, neighborhood, extra] = parts
    expect(
      streetLines({
        street: street ?? "",
        ...(apartment === undefined ? {} : { apartment }),
        ...(neighborhood === undefined ? {} : { neighborhood }),
        ...(extra === undefined ? {} : { extra }),
      }),
    ).toEqual(out)
  })

  it("a typed address becomes Magento's CartAddressInput", () => {
    expect(toShippingAddressInput({ ...form, apartment: "Apt 4", company: "" })).toEqual({
      address: {
        firstname: "Ada",
        lastname: "Lovelace",
        street: ["12 Lens Road", "Apt 4"],
        city: "Springfield",
        region: "IL",
        region_id: 23,
        postcode: "62701",
        country_code: "US",
        telephone: "555-0100",
      },
    })
  })

  it.each([
    { id: 7, out: { customer_address_id: 7 } },
    { id: "7", out: { customer_address_id: 7 } },
  ])("a saved address ($id) is sent by customerAddressId", ({ id, out }) => {
    expect(toShippingAddressInput({ ...form, customerAddressId: id })).toEqual(out)
  })

  it.each([
    { sameAsShipping: true, expected: true },
    { sameAsShipping: false, expected: false },
    { sameAsShipping: undefined, expected: false },
  ])("billing carries sameAsShipping=$sameAsShipping", ({ sameAsShipping, expected }) => {
    const input = toBillingAddressInput({
      ...form,
      customerAddressId: 3,
      ...(sameAsShipping === undefined ? {} : { sameAsShipping }),
    })
    expect(input).toEqual({ customer_address_id: 3, same_as_shipping: expected })
  })
})

describe("addressFormFromCart", () => {
  it("turns the street lines back into street, apartment, neighborhood, extra", () => {
    const form = addressFormFromCart({
      firstname: "Ana",
      lastname: "Lee",
      street: ["1 Main St", "Apt 4", "Downtown"],
      city: "Austin",
      company: null,
      region: { code: "TX", label: "Texas" },
      postcode: "78701",
      telephone: "5125550100",
      country: { code: "US" },
    })
    expect(form).toEqual({
      firstname: "Ana",
      lastname: "Lee",
      street: "1 Main St",
      apartment: "Apt 4",
      neighborhood: "Downtown",
      city: "Austin",
      region: "TX",
      postcode: "78701",
      telephone: "5125550100",
      country_code: "US",
    })
    expect(streetLines(form)).toEqual(["1 Main St", "Apt 4", "Downtown"])
  })
})
