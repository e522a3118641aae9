import type { ProductDetails } from "../catalog/catalog.graphql.js"
import { bundleItems } from "../catalog/productDisplay.js"
import type { VariantSelection } from "../catalog/variants.js"

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

/** A selection uid ("bundle/{option}/{selection}/{qty}", base64) with another quantity. */
export const withBundleQuantity = (uid: string, quantity: number): string => {
  const parts = atob(uid).split("/")
  return parts[0] === "bundle" && parts.length === 4
    ? btoa(`${parts.slice(0, 3).join("/")}/${quantity}`)
    : uid
}

/** The selection uids sent as `selected_options`, each with the quantity the shopper set. */
export const bundleOptionUids = (
  selection: BundleSelection,
  quantities: Readonly<Record<string, number>> = {},
): ReadonlyArray<string> =>
  Object.values(selection)
    .flat()
    .map((uid) => {
      const quantity = quantities[uid]
      return quantity === undefined ? uid : withBundleQuantity(uid, quantity)
    })

/** The titles of the bundle's required options that have no selection. */
export const missingBundleOptions = (
  product: ProductDetails,
  selection: BundleSelection,
): ReadonlyArray<string> =>
  bundleItems(product).flatMap((item) =>
    item.required && (selection[item.uid ?? String(item.option_id)] ?? []).length === 0
      ? [item.title ?? ""]
      : [],
  )
