// Amasty Product Labels' text variables, resolved on the server as the module does when it
// renders a label: `{STOCK}` the units left, `{PRICE}` the regular price, `{SPECIAL_PRICE}` and
// `{FINAL_PRICE}` the price paid, `{SAVE_AMOUNT}` and `{SAVE_PERCENT}` the saving, `{NEW_FOR}`
// the days since the product was added, `{SPDL}`/`{SPHL}` the days/hours the special price has
// left, `{SKU}`, `{BR}` a line break. A variable without a value (no stock, no saving, an
// unknown name) hides the label rather than showing a hole or the raw `{NAME}`.
import { BASE_CURRENCY } from "./money.js"
import type { ProductListRow } from "./productRepository.js"

type LabelProduct = Pick<
  ProductListRow,
  | "sku"
  | "qty"
  | "stock_status"
  | "min_regular_price"
  | "min_final_price"
  | "special_to_date"
  | "created_at"
>

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

const formatPrice = (cents: number): string =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: BASE_CURRENCY }).format(cents / 100)

/** Units a shopper can buy now; 0 when out of stock. */
export const unitsLeft = (p: Pick<ProductListRow, "qty" | "stock_status">): number =>
  p.stock_status === "IN_STOCK" && p.qty > 0 ? p.qty : 0

/** Fixture and Magento dates are "YYYY-MM-DD HH:MM:SS" in UTC. */
const timeOf = (date: string): number => Date.parse(`${date.replace(" ", "T")}Z`)

const variableValue = (name: string, p: LabelProduct, now: number): string | undefined => {
  const regular = p.min_regular_price
  const final = p.min_final_price
  const saving = regular - final
  switch (name) {
    case "STOCK": {
      const left = unitsLeft(p)
      return left > 0 ? String(left) : undefined
    }
    case "PRICE":
      return formatPrice(regular)
    case "FINAL_PRICE":
      return formatPrice(final)
    case "SPECIAL_PRICE":
      return saving > 0 ? formatPrice(final) : undefined
    case "SAVE_AMOUNT":
      return saving > 0 ? formatPrice(saving) : undefined
    case "SAVE_PERCENT": {
      const percent = regular > 0 ? Math.round((saving * 100) / regular) : 0
      return percent > 0 ? String(percent) : undefined
    }
    case "NEW_FOR":
      return String(Math.max(1, Math.floor((now - timeOf(p.created_at)) / DAY_MS)))
    case "SPDL":
    case "SPHL": {
      if (saving <= 0 || p.special_to_date === null) return undefined
      const left = timeOf(p.special_to_date) - now
      if (!(left >= 0)) return undefined
      return String(Math.floor(left / (name === "SPDL" ? DAY_MS : HOUR_MS)))
    }
    case "SKU":
      return p.sku
    case "BR":
      return "<br/>"
    default:
      return undefined
  }
}

/** The label's text with its variables replaced, or null when one of them has no value. */
export const labelText = (
  txt: string,
  p: LabelProduct,
  now: number = Date.now(),
): string | null => {
  let missing = false
  const text = txt.replace(/\{([A-Za-z_:0-9]+)\}/g, (_match, name: string) => {
    const value = variableValue(name.toUpperCase(), p, now)
    if (value === undefined) missing = true
    return value ?? ""
  })
  return missing ? null : text
}

/** Amasty's "Display if stock is lower than": the label shows while 0 < units left < limit. */
export const stockConditionHolds = (
  stockLess: number | null,
  p: Pick<ProductListRow, "qty" | "stock_status">,
): boolean => {
  if (stockLess === null) return true
  const left = unitsLeft(p)
  return left > 0 && left < stockLess
}
