import type { Money as MoneyValue } from "@shutter/sdk/rules"

const formatters = new Map<string, Intl.NumberFormat>()

/** Formats an amount in its currency (en-US, the default locale). */
export const formatMoney = (money: MoneyValue): string => {
  const currency = money.currency ?? "USD"
  let format = formatters.get(currency)
  if (format === undefined) {
    format = new Intl.NumberFormat("en-US", { style: "currency", currency })
    formatters.set(currency, format)
  }
  return format.format(money.value ?? 0)
}
