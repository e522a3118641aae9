// A configurable product's variants (spec §3): which one the chosen options name. Apart from
// productDisplay.ts (whose rules a listing bundles): only a product page needs it.
import type { ProductDetails } from "./catalog.graphql.js"

/** The chosen value_index per configurable attribute code. */
export type VariantSelection = Readonly<Record<string, number>>

export type ConfigurableVariant = NonNullable<
  NonNullable<NonNullable<ProductDetails["variants"]>[number]>["product"]
>

/** The variant matching every chosen option, or undefined until all options are chosen. */
export const selectedVariant = (
  product: Pick<ProductDetails, "configurable_options" | "variants">,
  selection: VariantSelection,
): ConfigurableVariant | undefined => {
  const codes = (product.configurable_options ?? []).flatMap((o) =>
    o?.attribute_code ? [o.attribute_code] : [],
  )
  if (codes.length === 0 || codes.some((code) => selection[code] === undefined)) return undefined
  for (const variant of product.variants ?? []) {
    if (variant?.product === null || variant?.product === undefined) continue
    const matches = codes.every((code) =>
      (variant.attributes ?? []).some((a) => a?.code === code && a.value_index === selection[code]),
    )
    if (matches) return variant.product
  }
  return undefined
}
