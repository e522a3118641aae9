import type { AddItemInput } from "./addToCartRules.js"
import { type ChoicesInput, type ChoosableProduct, choicesMissing } from "./canAddToCart.js"

// What a product page's or card's Add to cart button is: active, or disabled with the reason
// in its label. Pure ("@shutter/sdk/rules"): components render the answer, never decide it.

type Stock = {
  readonly stock_status?: "IN_STOCK" | "OUT_OF_STOCK" | null
  /** Units the server can still sell (absent: not known to this caller). */
  readonly qty?: number | null
  readonly special_order?: number | null
  /** The product's own button text ("Special Order"), shown on a special order's button. */
  readonly button_text?: string | null
}

export type AddToCartButton =
  | { readonly enabled: true; readonly label: "Add to cart" }
  | {
      readonly enabled: false
      readonly label: string
      readonly reason: "out-of-stock" | "special-order" | "choose-options"
    }

export const OUT_OF_STOCK_LABEL = "Out of stock"
export const CHOOSE_OPTIONS_LABEL = "Choose options to add to cart"
/** A special order's button when the product has no text of its own (the stock line's words). */
export const SPECIAL_ORDER_LABEL = "Special order"

/**
 * Nothing the server would sell: out of stock, or no unit left. A special-order product is no
 * exception: with no stock the server refuses it ("The requested qty is not available").
 */
const nothingToSell = (stock: Stock | null | undefined): boolean =>
  stock?.stock_status === "OUT_OF_STOCK" || (typeof stock?.qty === "number" && stock.qty <= 0)

const unavailable = (product: Stock): AddToCartButton =>
  product.special_order === 1
    ? {
        enabled: false,
        label: product.button_text?.trim() || SPECIAL_ORDER_LABEL,
        reason: "special-order",
      }
    : { enabled: false, label: OUT_OF_STOCK_LABEL, reason: "out-of-stock" }

/**
 * The button for a product (and, for a configurable, the chosen variant): "Out of stock" (or a
 * special order's own text) when the server would sell none, "Choose options to add to cart"
 * until the choices the server asks for are made (a card has none: it sends the shopper to the
 * product page).
 */
export const addToCartButton = (input: {
  readonly product: AddItemInput["product"] & ChoosableProduct & Stock
  readonly selectedOptions?: ReadonlyArray<string>
  readonly enteredOptions?: ChoicesInput["enteredOptions"]
  /** The chosen variant of a configurable (undefined until every option is chosen). */
  readonly variant?: Stock | undefined
}): AddToCartButton => {
  const { product } = input
  // A grouped set's own stock is not sold: each of its items carries its own.
  const ownStock = product.__typename === "GroupedProduct" ? { ...product, qty: null } : product
  if (nothingToSell(ownStock) || nothingToSell(input.variant)) return unavailable(product)
  const configurable = product.__typename === "ConfigurableProduct"
  const missing =
    choicesMissing({
      product,
      ...(input.selectedOptions ? { selectedOptions: input.selectedOptions } : {}),
      ...(input.enteredOptions ? { enteredOptions: input.enteredOptions } : {}),
    }) ||
    (configurable && input.variant === undefined)
  if (missing) return { enabled: false, label: CHOOSE_OPTIONS_LABEL, reason: "choose-options" }
  return { enabled: true, label: "Add to cart" }
}
