import * as Result from "effect/Result"
import type { AddItemInput, EnteredOptionValue } from "./addItemInput.js"
import { canAddToCart } from "./canAddToCart.js"
import type { CartItemInput } from "./cart.graphql.js"
import { UnsupportedProductTypeError, VariantNotSelectedError } from "./cartErrors.js"

// Spec §5 "Add to cart": which product types can be added and what each one sends.

export type { AddableProduct, AddItemInput, EnteredOptionValue } from "./addItemInput.js"

export const SUPPORTED_CART_PRODUCT_TYPES = [
  "SimpleProduct",
  "VirtualProduct",
  "DownloadableProduct",
  "ConfigurableProduct",
  "BundleProduct",
  "GroupedProduct",
  "GiftCardProduct",
] as const

export const unsupportedProductTypeMessage = (type: string) =>
  `Product Type ${type} not supported in add to cart yet`

/** Option values are sent as text (spec §5 "Bundle option values are sent as text"). */
const enteredOptions = (
  options: Readonly<Record<string, EnteredOptionValue>> | undefined,
): ReadonlyArray<{ readonly uid: string; readonly value: string }> =>
  Object.entries(options ?? {}).map(([uid, value]) => ({
    uid,
    value: Array.isArray(value) ? value.map(String).join(",") : String(value),
  }))

const groupedChildSkus = (items: ReadonlyArray<unknown> | null | undefined): Array<string> =>
  (items ?? []).flatMap((item) => {
    const sku = (item as { product?: { sku?: unknown } | null } | null)?.product?.sku
    return typeof sku === "string" && sku !== "" ? [sku] : []
  })

export { canAddToCart }

/** The `cartItems` of addProductsToCart for one add, or the rule it breaks. */
export const cartItemsFor = (
  input: AddItemInput,
): Result.Result<
  ReadonlyArray<CartItemInput>,
  UnsupportedProductTypeError | VariantNotSelectedError
> => {
  const { product, quantity } = input
  const type = product.__typename
  const sku = product.sku ?? ""
  const warranty = input.warranty === undefined ? {} : { warranty: input.warranty }
  const selected =
    input.selectedOptions === undefined || input.selectedOptions.length === 0
      ? {}
      : { selected_options: input.selectedOptions }
  const entered = enteredOptions(input.enteredOptions)
  const enteredPart = entered.length === 0 ? {} : { entered_options: entered }
  switch (type) {
    case "SimpleProduct":
    case "VirtualProduct":
    case "DownloadableProduct":
    case "BundleProduct":
    case "GiftCardProduct":
      return Result.succeed([{ sku, quantity, ...selected, ...enteredPart, ...warranty }])
    case "ConfigurableProduct":
      if (!canAddToCart(input)) {
        return Result.fail(
          new VariantNotSelectedError({
            sku,
            message: `Choose the options of ${product.name ?? sku} before adding it to the cart`,
          }),
        )
      }
      // Magento takes the parent sku with the chosen option uids, or the variant's sku + parent_sku.
      return Result.succeed([
        {
          ...(input.variantSku === undefined
            ? { sku }
            : { sku: input.variantSku, parent_sku: sku }),
          quantity,
          ...selected,
          ...enteredPart,
          ...warranty,
        },
      ])
    case "GroupedProduct":
      // Each child is added with the same quantity.
      return Result.succeed(
        groupedChildSkus(product.items).map((child) => ({ sku: child, quantity })),
      )
    default:
      return Result.fail(
        new UnsupportedProductTypeError({
          productType: type,
          message: unsupportedProductTypeMessage(type),
        }),
      )
  }
}
