// A wish list line's quantity follows the cart's rules for the product (CatalogInventory's
// StockStateProvider, as the cart checks them): more than 0, at most the most one may buy, whole
// units unless the product sells by decimals. Stock left is not a wish list's concern.

import { MAX_SALE_QTY_EXCEEDED, NO_DECIMAL_QTY } from "../cart/cartMessages.js"
import type { SellableProduct } from "../catalog/cartCatalog.js"
import { QUANTITY_ZERO } from "./wishlistMessages.js"

// Magento's default cataloginventory/item_options/max_sale_qty, for a product without its own.
const DEFAULT_MAX_SALE_QTY = 10_000

/** Magento's message for a quantity the line cannot hold, or undefined when it can. */
export const wishlistQuantityError = (
  product: Pick<SellableProduct, "max_sale_qty" | "is_qty_decimal">,
  quantity: number,
): string | undefined => {
  if (!(quantity > 0)) return QUANTITY_ZERO
  const max = product.max_sale_qty > 0 ? product.max_sale_qty : DEFAULT_MAX_SALE_QTY
  if (quantity > max) return MAX_SALE_QTY_EXCEEDED
  if (!product.is_qty_decimal && !Number.isInteger(quantity)) return NO_DECIMAL_QTY
  return undefined
}
