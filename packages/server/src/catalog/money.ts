/** Magento's Money: value in major units. The catalogue is priced in the base currency. */
export interface Money {
  readonly value: number
  readonly currency: string
}

export const BASE_CURRENCY = "USD"

export const money = (cents: number): Money => ({ value: cents / 100, currency: BASE_CURRENCY })

const round2 = (n: number): number => Math.round(n * 100) / 100

/** Magento's ProductPrice with its discount (amount_off, percent_off rounded to 2 decimals). */
export const productPrice = (regularCents: number, finalCents: number) => {
  const amountOff = Math.max(0, regularCents - finalCents) / 100
  return {
    regular_price: money(regularCents),
    final_price: money(finalCents),
    discount: {
      amount_off: round2(amountOff),
      percent_off: regularCents > 0 ? round2((amountOff * 100 * 100) / regularCents) : 0,
    },
  }
}
