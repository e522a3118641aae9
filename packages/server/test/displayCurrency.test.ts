import { exchangeRates } from "@shutter/fixtures"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startTestServer } from "../src/testing.js"
import { graphql } from "./helpers.js"

const rateTo = (code: string) => exchangeRates.find((r) => r.from === "USD" && r.to === code)?.rate

interface Price {
  value: number
  currency: string
}
interface Prices {
  products: {
    items: {
      sku: string
      price_range: {
        minimum_price: {
          final_price: Price
          regular_price: Price
          discount: { amount_off: number }
        }
      }
    }[]
  }
}

const PRICES = /* GraphQL */ `
  query Prices {
    products(filter: { sku: { in: ["CAN-EOS-R3-KIT"] } }) {
      items {
        sku
        price_range {
          minimum_price {
            final_price { value currency }
            regular_price { value currency }
            discount { amount_off }
          }
        }
      }
    }
  }
`

describe("catalogue prices in the display currency", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer({})
  })
  afterAll(() => server?.close())

  const priceIn = async (store: string | undefined, currency?: string) => {
    const { data, errors } = await graphql<Prices>(server, PRICES, {
      ...(store === undefined ? {} : { store }),
      ...(currency === undefined ? {} : { headers: { "content-currency": currency } }),
    })
    expect(errors).toBeUndefined()
    const item = data?.products.items[0]
    if (item === undefined) throw new Error("the fixture product is missing")
    return item.price_range.minimum_price.final_price
  }

  it("the default store shows USD; the Canadian store its default display currency, CAD, at the directory's rate", async () => {
    const usd = await priceIn(undefined)
    expect(usd.currency).toBe("USD")
    const cad = await priceIn("ca_en")
    expect(rateTo("CAD")).toBe(1.37)
    expect(cad).toEqual({
      value: Math.round(usd.value * 1.37 * 100) / 100,
      currency: "CAD",
    })
  })

  it("Content-Currency picks another allowed currency; one the store does not allow is ignored", async () => {
    const usd = await priceIn(undefined)
    expect(await priceIn("ca_en", "USD")).toEqual(usd)
    expect(await priceIn("default", "EUR")).toEqual({
      value: Math.round(usd.value * 0.92 * 100) / 100,
      currency: "EUR",
    })
    // ca_en allows CAD and USD only.
    expect((await priceIn("ca_en", "EUR")).currency).toBe("CAD")
  })
})
