// Cart, checkout and order amounts in the shopper's display currency. Magento keeps a quote's
// amounts in the currency it charges (the base currency) and converts catalogue prices for
// display with the store's rates; the storefront converts the cart's amounts the same way, so
// the cart shows the same € as the product page, and says what it will charge where that differs.
import type { Currency } from "../store/store.graphql.js"
import { formatMoney } from "./money.js"
import type { Money } from "./pricing.js"

/** The display currency and its rate from the currency the amounts are in. */
export interface DisplayCurrency {
  readonly code: string
  /** Base → display. */
  readonly rate: number
  /** The currency the cart charges (the store's base currency). */
  readonly base: string
}

/**
 * The display currency the shopper chose (cookie), when the store allows it and has a rate for
 * it; else the store's default display currency; undefined when that is the base (no conversion).
 */
export const displayCurrencyOf = (
  currency: Currency | null | undefined,
  chosen: string | undefined,
): DisplayCurrency | undefined => {
  const base = currency?.base_currency_code ?? undefined
  if (base === undefined || currency === null || currency === undefined) return undefined
  const allowed = new Set(currency.available_currency_codes ?? [])
  for (const code of [chosen?.toUpperCase(), currency.default_display_currency_code ?? undefined]) {
    if (code === undefined || code === "" || !allowed.has(code)) continue
    if (code === base) return undefined
    const rate = currency.exchange_rates?.find((r) => r?.currency_to === code)?.rate
    if (rate !== null && rate !== undefined && rate > 0) return { code, rate, base }
  }
  return undefined
}

/**
 * An amount of the base currency in the display currency, rounded to cents as Magento's (and
 * this server's) catalogue prices are: `round(value × rate, 2)`. Other amounts stay as they are.
 */
// An amount that names no currency is in the base currency (spec §9).
const inBase = (money: Money, display: DisplayCurrency) =>
  (money.currency ?? display.base) === display.base

export const toDisplayMoney = (money: Money, display: DisplayCurrency | undefined): Money =>
  display === undefined || !inBase(money, display)
    ? money
    : { value: Math.round((money.value ?? 0) * display.rate * 100) / 100, currency: display.code }

/** `formatMoney` of the amount in the display currency. */
export const formatDisplayMoney = (money: Money, display: DisplayCurrency | undefined): string =>
  formatMoney(toDisplayMoney(money, display))

/**
 * The sentence near the totals and the place-order button when the display currency is not the
 * one charged: "You will be charged $4,549.00 (USD)". Undefined when they are the same.
 */
export const chargeCurrencyNotice = (
  total: Money,
  display: DisplayCurrency | undefined,
): string | undefined =>
  display === undefined || !inBase(total, display)
    ? undefined
    : `You will be charged ${formatMoney({ ...total, currency: display.base })} (${display.base})`
