import type { AddItemInput } from "./addToCartRules.js"
import { canAddToCart } from "./canAddToCart.js"

// What a product page's or card's Add to cart button is: active, or disabled with the reason
// in its label. Pure ("@shutter/sdk/rules"): components render the answer, never decide it.

type Stock = {
  readonly stock_status?: "IN_STOCK" | "OUT_OF_STOCK" | null
  /** Special-order products ship from the manufacturer: they can be bought out of stock. */
  readonly special_order?: number | null
}

export type AddToCartButton =
  | { readonly enabled: true; readonly label: "Add to cart" }
  | {
      readonly enabled: false
      readonly label: string
      readonly reason: "out-of-stock" | "choose-options"
    }

export const OUT_OF_STOCK_LABEL = "Out of stock"
export const CHOOSE_OPTIONS_LABEL = "Choose options to add to cart"

const soldOut = (stock: Stock | null | undefined): boolean =>
  stock?.stock_status === "OUT_OF_STOCK" && stock.special_order !== 1

/**
 * The button for a product (and, for a configurable, the chosen variant): "Out of stock" when
 * nothing can be bought, "Choose options to add to cart" until a variant is chosen.
 */
export const addToCartButton = (input: {
  readonly product: AddItemInput["product"] & Stock
  readonly selectedOptions?: ReadonlyArray<string>
  /** The chosen variant of a configurable (undefined until every option is chosen). */
  readonly variant?: Stock | undefined
}): AddToCartButton => {
  const { product } = input
  if (soldOut(product) || soldOut(input.variant))
    return { enabled: false, label: OUT_OF_STOCK_LABEL, reason: "out-of-stock" }
  const configurable = product.__typename === "ConfigurableProduct"
  const chosen =
    canAddToCart({
      product,
      ...(input.selectedOptions ? { selectedOptions: input.selectedOptions } : {}),
    }) &&
    (!configurable || input.variant !== undefined)
  if (!chosen) return { enabled: false, label: CHOOSE_OPTIONS_LABEL, reason: "choose-options" }
  return { enabled: true, label: "Add to cart" }
}
