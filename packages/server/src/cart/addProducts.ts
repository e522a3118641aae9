// Magento's addProductsToCart, one line at a time: every product type, with the options the
// client chose. A bad line becomes a user error; the good ones are saved.

import {
  bundleChoicesOf,
  configurableOptionsOf,
  customOptionsOf,
  downloadableLinksOf,
  finalPrice,
  giftCardAmountsOf,
  groupedChildrenOf,
  type SellableBySku,
  type SellableProduct,
  type SellableWithOptions,
  sellableById,
  sellableBySku,
  variantsOf,
} from "../catalog/cartCatalog.js"
import type { CartItemOptions } from "../db/cartSchema.js"
import type { Queryable } from "../db/sqlRows.js"
import { giftCardSettingsOf, resolveGiftCardChoice } from "../giftCard/giftCardOptions.js"
import { type PricedLine, priceBundle } from "./bundleLine.js"
import {
  CHOOSE_OPTIONS,
  fewestYouMayPurchase,
  MAX_SALE_QTY_EXCEEDED,
  NO_DECIMAL_QTY,
  PRODUCT_NOT_AVAILABLE,
  productNotFound,
  QTY_NOT_AVAILABLE,
  QTY_NOT_POSITIVE,
} from "./cartMessages.js"
import type { CartUserError, CartUserErrorCode } from "./cartUserError.js"
import { priceCustomOptions } from "./customOptionsLine.js"
import { priceDownloadable } from "./downloadableLine.js"

export interface CartItemInput {
  readonly sku: string
  readonly quantity: number
  readonly parent_sku?: string | null
  readonly selected_options?: readonly string[] | null
  readonly entered_options?: readonly { readonly uid: string; readonly value: string }[] | null
}

export type { CartUserError, CartUserErrorCode } from "./cartUserError.js"

/** A line ready to save: what it is, what it costs, which product's stock it takes. */
export interface ResolvedLine {
  /** The line's product (the parent of a configurable), as read. */
  readonly product: SellableProduct
  readonly productId: number
  readonly variantId: number | null
  readonly quantity: number
  readonly unitPrice: number
  readonly options: CartItemOptions
  /** The product whose stock the line takes (the variant of a configurable). */
  readonly stockProduct: SellableProduct
}

export type LineResult =
  | { readonly ok: true; readonly lines: readonly ResolvedLine[] }
  | { readonly ok: false; readonly error: CartUserError }

const fail = (code: CartUserErrorCode, message: string): LineResult => ({
  ok: false,
  error: { code, message },
})

const salable = (p: SellableProduct): boolean => p.status === 1 && p.stock_status === "IN_STOCK"

/**
 * Magento's checks of one product's stock item for the quantity a cart line will hold, in its
 * order: salable, min and max sale quantity, whole units unless `is_qty_decimal`, units left.
 * Codes as Magento's AddProductsToCartError maps the messages.
 */
export const stockError = (p: SellableProduct, quantity: number): CartUserError | undefined => {
  if (!salable(p)) return { code: "NOT_SALABLE", message: PRODUCT_NOT_AVAILABLE }
  if (p.min_sale_qty > 0 && quantity < p.min_sale_qty)
    return { code: "INSUFFICIENT_STOCK", message: fewestYouMayPurchase(p.min_sale_qty) }
  if (p.max_sale_qty > 0 && quantity > p.max_sale_qty)
    return { code: "UNDEFINED", message: MAX_SALE_QTY_EXCEEDED }
  if (!p.is_qty_decimal && !Number.isInteger(quantity))
    return { code: "UNDEFINED", message: NO_DECIMAL_QTY }
  if (p.qty < quantity) return { code: "INSUFFICIENT_STOCK", message: QTY_NOT_AVAILABLE }
  return undefined
}

const single = (
  product: SellableProduct,
  quantity: number,
  unitPrice: number,
  options: CartItemOptions,
  variant?: SellableProduct,
): LineResult => ({
  ok: true,
  lines: [
    {
      product,
      productId: product.id,
      variantId: variant?.id ?? null,
      quantity,
      unitPrice,
      options,
      stockProduct: variant ?? product,
    },
  ],
})

const configurable = async (
  db: Queryable,
  parent: SellableProduct,
  input: CartItemInput,
  chosenChild?: SellableProduct,
): Promise<LineResult> => {
  const variants = await variantsOf(db, parent.id)
  const options = await configurableOptionsOf(db, parent.id)
  const selected = new Set(input.selected_options ?? [])
  const variant =
    chosenChild !== undefined
      ? variants.find((v) => v.product_id === chosenChild.id)
      : variants.find(
          (v) =>
            v.attributes.length === selected.size && v.attributes.every((a) => selected.has(a.uid)),
        )
  if (variant === undefined) return fail("UNDEFINED", CHOOSE_OPTIONS)
  const child = chosenChild ?? (await sellableById(db, variant.product_id))
  if (child === undefined) return fail("UNDEFINED", CHOOSE_OPTIONS)
  const chosen = variant.attributes.map((a) => {
    const option = options.find((o) => o.attribute_code === a.code)
    const value = option?.values.find((v) => v.value_index === a.value_index)
    return {
      optionId: option?.id ?? 0,
      optionUid: option?.uid ?? "",
      optionLabel: option?.label ?? a.label,
      valueIndex: a.value_index,
      valueUid: value?.uid ?? a.uid,
      valueLabel: value?.label ?? a.label,
    }
  })
  return single(parent, input.quantity, finalPrice(child), { configurable: chosen }, child)
}

const priced = (product: SellableProduct, quantity: number, line: PricedLine): LineResult =>
  line.ok ? single(product, quantity, line.unitPrice, line.options) : line

const bundle = async (db: Queryable, product: SellableProduct, input: CartItemInput) =>
  priced(
    product,
    input.quantity,
    priceBundle(
      product,
      await bundleChoicesOf(db, product.id),
      input.selected_options ?? [],
      input.entered_options ?? [],
    ),
  )

const downloadable = async (db: Queryable, product: SellableProduct, input: CartItemInput) => {
  const separately =
    Number(
      (product.type_data as { links_purchased_separately?: unknown }).links_purchased_separately,
    ) === 1
  const chosen = [
    ...(input.selected_options ?? []),
    ...(input.entered_options ?? []).map((o) => o.uid),
  ]
  return priced(
    product,
    input.quantity,
    priceDownloadable(
      finalPrice(product),
      separately,
      await downloadableLinksOf(db, product.id),
      chosen,
    ),
  )
}

const giftCard = async (db: Queryable, product: SellableProduct, input: CartItemInput) => {
  const amounts = await giftCardAmountsOf(db, product.id)
  const settings = giftCardSettingsOf(
    product.type_data,
    amounts.map((a) => a.value),
  )
  const result = resolveGiftCardChoice(
    settings,
    input.selected_options ?? [],
    input.entered_options ?? [],
  )
  if (!result.ok) return fail("UNDEFINED", result.message)
  return single(product, input.quantity, result.choice.amount, { giftCard: result.choice })
}

/** Simple/virtual with customizable options (values picked by uid, or typed for text options). */
const withCustomOptions = async (
  db: Queryable,
  product: SellableProduct | SellableWithOptions,
  input: CartItemInput,
) => {
  // Read with the product by sku; a product reached otherwise reads them here.
  const options =
    "custom_options" in product ? product.custom_options : await customOptionsOf(db, product.id)
  return priced(
    product,
    input.quantity,
    priceCustomOptions(
      options,
      finalPrice(product),
      input.selected_options ?? [],
      input.entered_options ?? [],
    ),
  )
}

/**
 * Resolves one input line to the cart lines it makes (a grouped product makes several). `read`:
 * the products of the input's skus when the caller read them already (sellableBySkuMap).
 */
export const resolveLine = async (
  db: Queryable,
  input: CartItemInput,
  read?: SellableBySku,
): Promise<LineResult> => {
  const bySku = (sku: string) =>
    read === undefined ? sellableBySku(db, sku) : Promise.resolve(read.get(sku))
  const product = await bySku(input.sku)
  if (product === undefined || product.status !== 1)
    return fail("PRODUCT_NOT_FOUND", productNotFound(input.sku))
  if (!(input.quantity > 0)) return fail("UNDEFINED", QTY_NOT_POSITIVE)
  if (input.parent_sku && input.parent_sku !== input.sku) {
    const parent = await bySku(input.parent_sku)
    if (parent === undefined) return fail("PRODUCT_NOT_FOUND", productNotFound(input.parent_sku))
    if (parent.type_id === "configurable") return configurable(db, parent, input, product)
  }
  switch (product.type_id) {
    case "configurable":
      return configurable(db, product, input)
    case "bundle":
      return bundle(db, product, input)
    case "downloadable":
      return downloadable(db, product, input)
    case "giftcard":
      return giftCard(db, product, input)
    case "grouped": {
      const children = await groupedChildrenOf(db, product.id)
      const lines: ResolvedLine[] = []
      for (const child of children) {
        const row = await sellableById(db, child.child_id)
        if (row === undefined) continue
        lines.push({
          product: row,
          productId: row.id,
          variantId: null,
          quantity: input.quantity,
          unitPrice: finalPrice(row),
          options: {},
          stockProduct: row,
        })
      }
      if (lines.length === 0) return fail("NOT_SALABLE", PRODUCT_NOT_AVAILABLE)
      return { ok: true, lines }
    }
    default:
      return withCustomOptions(db, product, input)
  }
}
