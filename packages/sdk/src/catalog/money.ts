import type { Money } from "./pricing.js"

// Money as the shop writes it (en-US, the default locale): "$1,299.00", "CA$10.99", "€1,234.50".
// Building the first Intl.NumberFormat of a page costs 150–380 ms on a 4× throttled phone, inside
// a UI's hydration task, so the store's own currencies are formatted by hand; money.test.ts pins
// them to Intl's output. Any other currency is Intl's.
const SYMBOLS: Readonly<Record<string, string>> = { USD: "$", CAD: "CA$" }

/** Spec §9: the currency of an amount that names none. */
const FALLBACK_CURRENCY = "USD"

const formatters = new Map<string, Intl.NumberFormat>()

const intlFormat = (currency: string, value: number): string => {
  let format = formatters.get(currency)
  if (format === undefined) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency })
    formatters.set(currency, format)
  }
  return format.format(value)
}

/**
 * Whole cents, rounded half away from zero on the number's shortest decimal form (what Intl
 * rounds: 0.015 → 2 cents, although the double is a hair below 0.015).
 */
const roundedCents = (amount: number): bigint => {
  const decimal = amount.toString()
  // Below 1e-6 JavaScript writes an exponent; such an amount is 0 cents.
  if (decimal.includes("e")) return 0n
  const [whole = "0", fraction = ""] = decimal.split(".")
  const cents = BigInt(whole + fraction.padEnd(2, "0").slice(0, 2))
  return (fraction[2] ?? "0") >= "5" ? cents + 1n : cents
}

/** An amount in its currency, as en-US writes it: `formatMoney({ value: 1299, currency: "USD" })` is "$1,299.00". */
export const formatMoney = (money: Money): string => {
  const currency = money.currency ?? FALLBACK_CURRENCY
  const value = money.value ?? 0
  const symbol = SYMBOLS[currency]
  if (symbol === undefined || !Number.isFinite(value) || Math.abs(value) >= 1e21) {
    return intlFormat(currency, value)
  }
  const cents = roundedCents(Math.abs(value))
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",")
  const fraction = (cents % 100n).toString().padStart(2, "0")
  const negative = value < 0 || Object.is(value, -0)
  return `${negative ? "-" : ""}${symbol}${whole}.${fraction}`
}
