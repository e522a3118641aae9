import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer } from "../src/testing.js"
import { drivers, graphql } from "./helpers.js"

interface Country {
  id: string
  two_letter_abbreviation: string
  three_letter_abbreviation: string
  full_name_locale: string
  full_name_english: string
  available_regions: { id: number; code: string; name: string }[] | null
}

const COUNTRY_FIELDS = `id two_letter_abbreviation three_letter_abbreviation full_name_locale
  full_name_english available_regions { id code name }`

describe.each(drivers)("currency and countries on $name", ({ databaseUrl }) => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer(databaseUrl === undefined ? {} : { databaseUrl })
  })
  afterAll(() => server?.close())

  const CURRENCY = /* GraphQL */ `
    query Currency {
      currency {
        base_currency_code base_currency_symbol
        default_display_currency_code default_display_currency_symbol
        available_currency_codes exchange_rates { currency_to rate }
      }
    }
  `

  it("gives the default store's currencies and rates from the base currency", async () => {
    const { data, errors } = await graphql(server, CURRENCY)
    expect(errors).toBeUndefined()
    expect(data).toEqual({
      currency: {
        base_currency_code: "USD",
        base_currency_symbol: "$",
        default_display_currency_code: "USD",
        default_display_currency_symbol: "$",
        available_currency_codes: ["USD", "CAD", "EUR", "GBP"],
        exchange_rates: [
          { currency_to: "USD", rate: 1 },
          { currency_to: "CAD", rate: 1.37 },
          { currency_to: "EUR", rate: 0.92 },
          { currency_to: "GBP", rate: 0.79 },
        ],
      },
    })
  })

  it("gives the Canadian store CAD for display", async () => {
    const { data } = await graphql(server, CURRENCY, { store: "ca_en" })
    expect(data).toEqual({
      currency: {
        base_currency_code: "USD",
        base_currency_symbol: "$",
        default_display_currency_code: "CAD",
        default_display_currency_symbol: "CA$",
        available_currency_codes: ["CAD", "USD"],
        exchange_rates: [
          { currency_to: "CAD", rate: 1.37 },
          { currency_to: "USD", rate: 1 },
        ],
      },
    })
  })

  it("lists real countries with ISO codes, US states and Canadian provinces", async () => {
    const { data } = await graphql<{ countries: Country[] }>(
      server,
      `query Countries { countries { ${COUNTRY_FIELDS} } }`,
    )
    const countries = data?.countries ?? []
    expect(countries.length).toBeGreaterThanOrEqual(40)
    const ids = countries.map((c) => c.id)
    for (const id of ["US", "CA", "GB", "DE", "FR", "AU", "JP"]) expect(ids).toContain(id)
    const byId = new Map(countries.map((c) => [c.id, c]))
    expect(byId.get("GB")).toEqual({
      id: "GB",
      two_letter_abbreviation: "GB",
      three_letter_abbreviation: "GBR",
      full_name_locale: "United Kingdom",
      full_name_english: "United Kingdom",
      available_regions: null,
    })
    expect(byId.get("US")?.available_regions).toHaveLength(51)
    expect(byId.get("CA")?.available_regions).toHaveLength(13)
  })

  it("finds one country with its regions sorted by name", async () => {
    const { data } = await graphql<{ country: Country }>(
      server,
      `query Country($id: String) { country(id: $id) { ${COUNTRY_FIELDS} } }`,
      { variables: { id: "CA" } },
    )
    expect(data?.country).toMatchObject({
      id: "CA",
      three_letter_abbreviation: "CAN",
      full_name_english: "Canada",
    })
    const regions = data?.country.available_regions ?? []
    expect(regions[0]).toMatchObject({ code: "AB", name: "Alberta" })
    expect(regions.map((r) => r.code)).toContain("QC")
    expect(regions.map((r) => r.name)).toEqual([...regions.map((r) => r.name)].sort())
  })

  it("answers an unknown country with Magento's no-such-entity error", async () => {
    const { status, data, errors } = await graphql(server, '{ country(id: "XX") { id } }')
    expect(status).toBe(200)
    expect(data).toEqual({ country: null })
    expect(errors).toEqual([
      {
        message: "The country isn't available.",
        extensions: { category: "graphql-no-such-entity" },
        locations: [{ line: 1, column: 3 }],
        path: ["country"],
      },
    ])
  })

  it("asks for the id when none is given", async () => {
    const { errors } = await graphql(server, "{ country { id } }")
    expect(errors).toEqual([
      {
        message: 'Country "id" value should be specified',
        extensions: { category: "graphql-input" },
        locations: [{ line: 1, column: 3 }],
        path: ["country"],
      },
    ])
  })
})
