// Cart addresses are validated like Magento's quote address: Customer\Model\Address\Validator\
// General (firstname, lastname, street, city, telephone, postcode unless the country is in
// general/country/optional_zip_countries) and \Country (region per general/region/state_required
// and the directory's regions). QuoteGraphQl's SetShippingAddressesOnCart / SetBillingAddressOnCart
// throw the failures as one GraphQlInputException with `addError` per rule, and GraphQl's
// ErrorHandler reports each added error as an error of its own (category graphql-input).
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import {
  addressErrors,
  invalidFieldValueMessage,
  requiredFieldMessage,
} from "../src/directory/addressValidation.js"
import { startTestServer } from "../src/testing.js"
import {
  addProducts,
  CALIFORNIA,
  cartMutation,
  createCart,
  getCart,
  placeOrder,
} from "./cartTestKit.js"
import { drivers } from "./helpers.js"

const FILM = "KOD-PORTRA-400-35MM-36-EXP"
const ONTARIO_ID = 60

const EMPTY_US_ADDRESS = {
  firstname: "",
  lastname: "",
  street: [""],
  city: "",
  region: "ZZ",
  postcode: "",
  country_code: "US",
  telephone: "",
}

describe("Magento's address rules (pure)", () => {
  const rules = { regionIds: new Set<number>(), regionRequired: false, postcodeOptional: false }
  const valid = {
    firstname: "Ansel",
    lastname: "Adams",
    street: ["1 Yosemite Way"],
    city: "Rome",
    countryId: "IT",
    region: "",
    regionId: null,
    postcode: "00100",
    telephone: "555",
  }

  it("reads Magento's texts", () => {
    expect(requiredFieldMessage("firstname")).toBe('"firstname" is required. Enter and try again.')
    expect(invalidFieldValueMessage("regionId", '9"<')).toBe(
      'Invalid value of "9&quot;&lt;" provided for the regionId field.',
    )
  })

  it("requires a typed region where the country requires one but the directory lists none", () => {
    expect(addressErrors(valid, { ...rules, regionRequired: true })).toEqual([
      '"region" is required. Enter and try again.',
    ])
    expect(
      addressErrors({ ...valid, region: "Lazio" }, { ...rules, regionRequired: true }),
    ).toEqual([])
  })

  it("needs no postcode in an optional-zip country", () => {
    expect(addressErrors({ ...valid, postcode: "" }, rules)).toEqual([
      '"postcode" is required. Enter and try again.',
    ])
    expect(addressErrors({ ...valid, postcode: "" }, { ...rules, postcodeOptional: true })).toEqual(
      [],
    )
  })
})

describe.each(drivers)("cart address validation on $name", ({ databaseUrl }) => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
  })
  afterAll(() => server?.close())

  const cartWithFilm = async () => {
    const cartId = await createCart(server)
    await addProducts(server, cartId, [{ sku: FILM, quantity: 1 }])
    return cartId
  }
  const setShipping = (cartId: string, address: Record<string, unknown>) =>
    cartMutation(server, "setShippingAddressesOnCart", "SetShippingAddressesOnCartInput", {
      cart_id: cartId,
      shipping_addresses: [{ address }],
    })
  const setBilling = (cartId: string, address: Record<string, unknown>) =>
    cartMutation(server, "setBillingAddressOnCart", "SetBillingAddressOnCartInput", {
      cart_id: cartId,
      billing_address: { address },
    })
  const messages = (response: { readonly errors?: readonly { message: string }[] }) =>
    response.errors?.map((e) => e.message)

  it("refuses control characters in names, city and street, and a US postcode that is not 5 or 5+4 digits", async () => {
    const cartId = await cartWithFilm()
    const cases: [Record<string, unknown>, string][] = [
      [{ firstname: "Ansel\r\nBcc: x@example.com" }, "First Name is not valid!"],
      [{ lastname: "Ad\u0007ams" }, "Last Name is not valid!"],
      [
        { city: "Los\nAngeles" },
        "Invalid City. Please use letters, numbers, spaces, and the following characters: - _ ' ’ . , & ( ) /",
      ],
      [
        { street: ["1 Yosemite Way\r\nX-Header: 1"] },
        "Invalid Street Address. The street address contains invalid characters.",
      ],
      [
        { postcode: "12345678901234567890" },
        invalidFieldValueMessage("postcode", "12345678901234567890"),
      ],
      [{ postcode: "9000" }, invalidFieldValueMessage("postcode", "9000")],
    ]
    for (const [change, message] of cases) {
      const res = await setShipping(cartId, { ...CALIFORNIA, ...change })
      expect(res.errors?.map((e) => [e.message, e.extensions?.category])).toEqual([
        [message, "graphql-input"],
      ])
    }
    // Apostrophes, accents, hyphens, 5+4 postcodes stay welcome.
    const fine = await setShipping(cartId, {
      ...CALIFORNIA,
      firstname: "Zoë-Anne",
      lastname: "O'Brien",
      street: ["12 Rue de l'Église", "Apt. #3"],
      postcode: "90001-1234",
    })
    expect(fine.errors).toBeUndefined()
  })

  it("refuses an empty address with region ZZ in the US, one Magento error per rule", async () => {
    const cartId = await cartWithFilm()
    const response = await setShipping(cartId, EMPTY_US_ADDRESS)
    expect(response.data?.setShippingAddressesOnCart ?? null).toBeNull()
    expect(response.errors).toEqual(
      [
        '"firstname" is required. Enter and try again.',
        '"lastname" is required. Enter and try again.',
        '"street" is required. Enter and try again.',
        '"city" is required. Enter and try again.',
        '"telephone" is required. Enter and try again.',
        '"postcode" is required. Enter and try again.',
        '"regionId" is required. Enter and try again.',
      ].map((message) =>
        expect.objectContaining({
          message,
          extensions: { category: "graphql-input" },
          path: ["setShippingAddressesOnCart"],
        }),
      ),
    )
    const billing = await setBilling(cartId, EMPTY_US_ADDRESS)
    expect(messages(billing)).toHaveLength(7)
    expect(billing.errors?.[0]).toMatchObject({
      message: '"firstname" is required. Enter and try again.',
      extensions: { category: "graphql-input" },
      path: ["setBillingAddressOnCart"],
    })
    const cart = (await getCart(server, cartId)).data?.cart
    expect(cart?.shipping_addresses).toEqual([])
    expect(cart?.billing_address).toBeNull()
  })

  it("never places an order for an address that failed validation", async () => {
    const cartId = await cartWithFilm()
    await cartMutation(server, "setGuestEmailOnCart", "SetGuestEmailOnCartInput", {
      cart_id: cartId,
      email: "guest@example.com",
    })
    await setShipping(cartId, EMPTY_US_ADDRESS)
    const placed = await placeOrder(server, cartId)
    expect(placed.data?.placeOrder ?? null).toBeNull()
    expect(placed.errors?.[0]?.message).toBe(
      "Unable to place order: Some addresses can't be used due to the configurations for specific countries.",
    )
  })

  it("requires a region of the country's list where the directory has one", async () => {
    const cartId = await cartWithFilm()
    // QuoteAddressFactory::validateRegion (SetShippingAddressOnCartTest's data sets).
    expect(messages(await setShipping(cartId, { ...CALIFORNIA, region_id: undefined }))).toEqual([
      "Region is required.",
    ])
    expect(
      messages(await setShipping(cartId, { ...CALIFORNIA, region_id: undefined, region: "ZZ" })),
    ).toEqual(['"regionId" is required. Enter and try again.'])
    expect(messages(await setShipping(cartId, { ...CALIFORNIA, region_id: ONTARIO_ID }))).toEqual([
      "The region_id does not match the selected country or region",
    ])
    const byName = await setShipping(cartId, {
      ...CALIFORNIA,
      region_id: undefined,
      region: "california",
    })
    expect(byName.errors).toBeUndefined()
    expect(byName.data?.setShippingAddressesOnCart.cart.shipping_addresses[0]?.region).toEqual({
      code: "CA",
      label: "California",
      region_id: 5,
    })
  })

  it("takes no region outside state_required countries, a typed one in those without a list, and no postcode in optional-zip ones", async () => {
    const cartId = await cartWithFilm()
    const germany = { ...CALIFORNIA, region_id: undefined, country_code: "DE", postcode: "" }
    expect(messages(await setShipping(cartId, germany))).toEqual([
      '"postcode" is required. Enter and try again.',
    ])
    const berlin = await setShipping(cartId, { ...germany, postcode: "10115", region: "Berlin" })
    expect(berlin.errors).toBeUndefined()
    expect(berlin.data?.setShippingAddressesOnCart.cart.shipping_addresses[0]).toMatchObject({
      region: { code: "Berlin", label: "Berlin", region_id: null },
      country: { code: "DE", label: "Germany" },
    })
    // Italy is in state_required but the directory lists no Italian region: it is typed, and
    // QuoteAddressFactory refuses an address with neither a region nor a region id.
    const italy = { ...germany, country_code: "IT", postcode: "00184" }
    expect(messages(await setShipping(cartId, italy))).toEqual(["Region is required."])
    const lazio = await setShipping(cartId, { ...italy, region: "Lazio" })
    expect(lazio.errors).toBeUndefined()
    expect(lazio.data?.setShippingAddressesOnCart.cart.shipping_addresses[0]?.region).toEqual({
      code: "Lazio",
      label: "Lazio",
      region_id: null,
    })
    const ireland = await setShipping(cartId, { ...germany, country_code: "ie" })
    expect(ireland.errors).toBeUndefined()
    expect(ireland.data?.setShippingAddressesOnCart.cart.shipping_addresses[0]).toMatchObject({
      postcode: "",
      region: null,
      country: { code: "IE", label: "Ireland" },
    })
  })
})
