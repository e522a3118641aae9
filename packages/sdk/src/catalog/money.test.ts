import { describe, expect, it } from "vitest"
import { formatMoney } from "./money.js"

// Edge cases, then every half-cent up to $50 and a deterministic spread of odd amounts.
const AMOUNTS = [
  0,
  -0,
  0.004,
  0.005,
  0.015,
  1.005,
  2.675,
  10.99,
  99.995,
  999.99,
  1000,
  1234.5,
  12345.678,
  999999.999,
  1234567.89,
  100000000,
  -0.001,
  -5,
  -1234.567,
  0.1 + 0.2,
  1e-7,
  123456789012.345,
  ...Array.from({ length: 10_000 }, (_, i) => i * 0.005),
  ...Array.from({ length: 2_000 }, (_, i) => ((i * 7919) % 100_003) * 1.0001 + i / 997),
]

describe("formatMoney", () => {
  for (const currency of ["USD", "CAD"]) {
    it(`writes ${currency} exactly as Intl.NumberFormat("en-US") does`, () => {
      const intl = new Intl.NumberFormat("en-US", { style: "currency", currency })
      for (const value of AMOUNTS) {
        expect(formatMoney({ value, currency }), String(value)).toBe(intl.format(value))
      }
    })
  }

  it("writes the spec's prices the way shoppers read them", () => {
    expect(formatMoney({ value: 1299, currency: "USD" })).toBe("$1,299.00")
    expect(formatMoney({ value: 10.99, currency: "CAD" })).toBe("CA$10.99")
    expect(formatMoney({ value: null, currency: null })).toBe("$0.00")
  })

  it("leaves other currencies to Intl", () => {
    expect(formatMoney({ value: 1234.5, currency: "EUR" })).toBe("€1,234.50")
    expect(formatMoney({ value: 5, currency: "JPY" })).toBe("¥5")
  })
})
