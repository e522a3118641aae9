import type { ProductDetails } from "../catalog/catalog.graphql.js"
import type { VariantSelection } from "../catalog/productDisplay.js"
import { bundleItems } from "../catalog/productDisplay.js"

// What the product page sends to addItem for what the shopper chose (Magento option uids).

/** A configurable's chosen values as option value uids, in option order. */
export const configurableOptionUids = (
  product: Pick<ProductDetails, "configurable_options">,
  selection: VariantSelection,
): ReadonlyArray<string> =>
  (product.configurable_options ?? []).flatMap((option) => {
    const code = option?.attribute_code
    if (!code || selection[code] === undefined) return []
    const value = option.values?.find((v) => v?.value_index === selection[code])
    return value?.uid ? [value.uid] : []
  })

/** Bundle choices per option uid: the catalogue's defaults to start with. */
export type BundleSelection = Readonly<Record<string, ReadonlyArray<string>>>

export const defaultBundleSelection = (product: ProductDetails): BundleSelection =>
  Object.fromEntries(
    bundleItems(product).map((item) => [
      item.uid ?? String(item.option_id),
      (item.options ?? []).flatMap((o) => (o?.is_default && o.uid ? [o.uid] : [])),
    ]),
  )

/** Radio/select options hold one choice; checkbox/multi options toggle. */
export const chooseBundleOption = (
  selection: BundleSelection,
  optionUid: string,
  choiceUid: string,
  multiple: boolean,
): BundleSelection => {
  const current = selection[optionUid] ?? []
  const next = !multiple
    ? [choiceUid]
    : current.includes(choiceUid)
      ? current.filter((uid) => uid !== choiceUid)
      : [...current, choiceUid]
  return { ...selection, [optionUid]: next }
}

/** The selection uids sent as `selected_options`. */
export const bundleOptionUids = (selection: BundleSelection): ReadonlyArray<string> =>
  Object.values(selection).flat()
