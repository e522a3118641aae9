// Cart totals in integer cents (pure): row totals, the coupon's discount spread over the rows,
// tax per row on the discounted amount (shipping is not taxed), shipping, grand total.

export interface TotalsLine {
  readonly id: number
  readonly unitPrice: number
  readonly quantity: number
  /** false: no sales tax on this line (gift cards are a means of payment). Default true. */
  readonly taxable?: boolean
}

export interface TotalsRule {
  readonly action: "by_percent" | "cart_fixed" | "free_shipping"
  readonly amount: number
  readonly label: string
}

export interface TotalsTaxRate {
  readonly rate: number
  /** The applied tax's label: the rate's title (its code when untitled). */
  readonly label: string
}

export interface LineTotals {
  readonly price: number
  readonly priceInclTax: number
  readonly rowTotal: number
  readonly rowTotalInclTax: number
  readonly discount: number
  readonly tax: number
}

export interface CartTotals {
  readonly lines: ReadonlyMap<number, LineTotals>
  readonly subtotal: number
  readonly subtotalInclTax: number
  readonly discount: number
  readonly subtotalAfterDiscount: number
  readonly tax: number
  readonly shipping: number
  readonly grandTotal: number
  readonly appliedTaxes: readonly {
    readonly label: string
    readonly amount: number
    readonly rate: number
  }[]
  readonly discounts: readonly { readonly label: string; readonly amount: number }[]
}

const percentOf = (cents: number, percent: number): number => Math.round((cents * percent) / 100)

/** Spreads `total` over the rows in proportion to their amounts; the last row takes the rest. */
const spread = (total: number, amounts: readonly number[]): number[] => {
  const sum = amounts.reduce((a, b) => a + b, 0)
  if (sum === 0) return amounts.map(() => 0)
  let left = total
  return amounts.map((amount, index) => {
    if (index === amounts.length - 1) return left
    const share = Math.floor((total * amount) / sum)
    left -= share
    return share
  })
}

export const computeTotals = (input: {
  readonly lines: readonly TotalsLine[]
  readonly rule: TotalsRule | null
  readonly taxRate: TotalsTaxRate | null
  /** The selected shipping method's amount (already free when a rule says so), or 0. */
  readonly shipping: number
}): CartTotals => {
  const rowTotals = input.lines.map((l) => Math.round(l.unitPrice * l.quantity))
  const subtotal = rowTotals.reduce((a, b) => a + b, 0)
  const rule = input.rule
  let discounts = rowTotals.map(() => 0)
  if (rule?.action === "by_percent") discounts = rowTotals.map((r) => percentOf(r, rule.amount))
  if (rule?.action === "cart_fixed") discounts = spread(Math.min(rule.amount, subtotal), rowTotals)
  const taxPercent = input.taxRate?.rate ?? 0
  const lines = new Map<number, LineTotals>()
  let tax = 0
  let subtotalInclTax = 0
  input.lines.forEach((line, index) => {
    const rate = line.taxable === false ? 0 : taxPercent
    const rowTotal = rowTotals[index] ?? 0
    const discount = discounts[index] ?? 0
    const rowTax = percentOf(rowTotal - discount, rate)
    const rowTotalInclTax = rowTotal + percentOf(rowTotal, rate)
    tax += rowTax
    subtotalInclTax += rowTotalInclTax
    lines.set(line.id, {
      price: line.unitPrice,
      priceInclTax: line.unitPrice + percentOf(line.unitPrice, rate),
      rowTotal,
      rowTotalInclTax,
      discount,
      tax: rowTax,
    })
  })
  const discount = discounts.reduce((a, b) => a + b, 0)
  return {
    lines,
    subtotal,
    subtotalInclTax,
    discount,
    subtotalAfterDiscount: subtotal - discount,
    tax,
    shipping: input.shipping,
    grandTotal: subtotal - discount + tax + input.shipping,
    appliedTaxes:
      input.taxRate !== null && tax > 0
        ? [{ label: input.taxRate.label, amount: tax, rate: input.taxRate.rate }]
        : [],
    discounts: rule !== null && discount > 0 ? [{ label: rule.label, amount: discount }] : [],
  }
}
