/** Magento's Money: value in major units. The catalogue is priced in the base currency. */
export interface Money {
  readonly value: number
  readonly currency: string
}

export const BASE_CURRENCY = "USD"

export const money = (cents: number): Money => ({ value: cents / 100, currency: BASE_CURRENCY })

const round2 = (n: number): number => Math.round(n * 100) / 100

/** A base-currency amount in the display currency, rounded to cents as Magento's convert does. */
export interface CurrencyConversion {
  readonly code: string
  readonly rate: number
}

export const displayMoney = (cents: number, currency?: CurrencyConversion): Money =>
  currency === undefined || (currency.code === BASE_CURRENCY && currency.rate === 1)
    ? money(cents)
    : { value: round2((cents / 100) * currency.rate), currency: currency.code }

/**
 * Magento's ProductPrice with its discount (amount_off, percent_off rounded to 2 decimals), in
 * the request's display currency when one is given.
 */
export const productPrice = (
  regularCents: number,
  finalCents: number,
  currency?: CurrencyConversion,
) => {
  const regular = displayMoney(regularCents, currency)
  const final = displayMoney(finalCents, currency)
  const amountOff = round2(Math.max(0, regular.value - final.value))
  return {
    regular_price: regular,
    final_price: final,
    discount: {
      amount_off: amountOff,
      percent_off:
        regularCents > 0
          ? round2((Math.max(0, regularCents - finalCents) * 100) / regularCents)
          : 0,
    },
  }
}
