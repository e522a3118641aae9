import { describe, expect, it } from "vitest"
import type { Currency } from "../store/store.graphql.js"
import {
  chargeCurrencyNotice,
  displayCurrencyOf,
  formatDisplayMoney,
  toDisplayMoney,
} from "./displayCurrency.js"

const US: Currency = {
  base_currency_code: "USD",
  base_currency_symbol: "$",
  default_display_currency_code: "USD",
  default_display_currency_symbol: "$",
  available_currency_codes: ["USD", "EUR"],
  exchange_rates: [
    { currency_to: "USD", rate: 1 },
    { currency_to: "EUR", rate: 0.92 },
  ],
}

describe("display currency of cart amounts", () => {
  it("converts the base currency at the store's rate, rounded to cents like catalogue prices", () => {
    const eur = displayCurrencyOf(US, "EUR")
    expect(eur).toEqual({ code: "EUR", rate: 0.92, base: "USD" })
    expect(toDisplayMoney({ value: 4549, currency: "USD" }, eur)).toEqual({
      value: 4185.08,
      currency: "EUR",
    })
    expect(formatDisplayMoney({ value: 4549, currency: "USD" }, eur)).toBe("€4,185.08")
    expect(formatDisplayMoney({ value: 10, currency: null }, eur)).toBe("€9.20")
  })

  it("says what is charged only when the display currency differs", () => {
    const eur = displayCurrencyOf(US, "EUR")
    expect(chargeCurrencyNotice({ value: 4549, currency: "USD" }, eur)).toBe(
      "You will be charged $4,549.00 (USD)",
    )
    expect(chargeCurrencyNotice({ value: 4549, currency: "USD" }, undefined)).toBeUndefined()
  })

  it("shows the base currency for a choice the store does not allow or has no rate for", () => {
    expect(displayCurrencyOf(US, "USD")).toBeUndefined()
    expect(displayCurrencyOf(US, "GBP")).toBeUndefined()
    expect(displayCurrencyOf(US, undefined)).toBeUndefined()
    expect(displayCurrencyOf({ ...US, exchange_rates: [] }, "EUR")).toBeUndefined()
    expect(formatDisplayMoney({ value: 4549, currency: "USD" }, undefined)).toBe("$4,549.00")
  })
})
