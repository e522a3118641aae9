// What a product page's shopper has chosen beyond the variant (bundle selections, downloadable
// links, customizable options) and how it goes to the cart. Its price is choicePrice.ts's.

import type { CustomizableOption, ProductDetails } from "../catalog/catalog.graphql.js"
import type { BundleSelection } from "./productSelection.js"

/** Selection uid (the catalogue's) → the quantity the shopper set, where it may change. */
export type BundleQuantities = Readonly<Record<string, number>>

/**
 * Customizable option uid → the value uids picked (drop-down, radio, checkbox, multiple) or
 * the text typed (field, area, date).
 */
export type CustomOptionChoice = Readonly<Record<string, ReadonlyArray<string> | string>>

/** Everything on a product page that moves the price. */
export interface ProductChoice {
  readonly bundle?: BundleSelection
  readonly bundleQuantities?: BundleQuantities
  readonly links?: ReadonlyArray<string>
  readonly options?: CustomOptionChoice
}

const TEXT_OPTION_TYPES = new Set([
  "CustomizableFieldOption",
  "CustomizableAreaOption",
  "CustomizableDateOption",
])

/** Field, area and date options take typed text; the others a pick among their values. */
export const isTextOption = (option: Pick<CustomizableOption, "__typename">): boolean =>
  TEXT_OPTION_TYPES.has(option.__typename)

/** Checkbox and multiple-select options hold several values. */
export const isMultiValueOption = (option: Pick<CustomizableOption, "__typename">): boolean =>
  option.__typename === "CustomizableCheckboxOption" ||
  option.__typename === "CustomizableMultipleOption"

/** The product's customizable options in their sort order. */
export const customizableOptions = (
  product: Pick<ProductDetails, "options">,
): ReadonlyArray<CustomizableOption> =>
  (product.options ?? [])
    .filter((o): o is CustomizableOption => o !== null)
    .slice()
    .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))

/** The text typed for a field, area or date option ("" when none). */
export const typedOptionText = (choice: CustomOptionChoice, uid: string): string => {
  const value = choice[uid]
  return typeof value === "string" ? value.trim() : ""
}

/** The value uids picked for a drop-down, radio, checkbox or multiple option. */
export const pickedOptionValues = (
  choice: CustomOptionChoice,
  uid: string,
): ReadonlyArray<string> => {
  const value = choice[uid]
  return Array.isArray(value) ? value : []
}

/** The page shows a running price when the shopper's choices can move it. */
export const hasChoicePrice = (product: ProductDetails): boolean =>
  product.__typename === "BundleProduct" ||
  (product.__typename === "DownloadableProduct" && product.links_purchased_separately === 1) ||
  customizableOptions(product).length > 0

/** Radio and drop-down options hold one value; checkbox and multiple ones toggle. */
export const chooseCustomOption = (
  choice: CustomOptionChoice,
  option: Pick<CustomizableOption, "__typename" | "uid">,
  value: string,
): CustomOptionChoice => {
  if (isTextOption(option)) return { ...choice, [option.uid]: value }
  if (!isMultiValueOption(option)) return { ...choice, [option.uid]: value === "" ? [] : [value] }
  const current = pickedOptionValues(choice, option.uid)
  return {
    ...choice,
    [option.uid]: current.includes(value)
      ? current.filter((uid) => uid !== value)
      : [...current, value],
  }
}

/** The titles of required options the shopper has not filled yet. */
export const missingRequiredOptions = (
  product: Pick<ProductDetails, "options">,
  choice: CustomOptionChoice,
): ReadonlyArray<string> =>
  customizableOptions(product).flatMap((option) => {
    if (!option.required) return []
    const filled = isTextOption(option)
      ? typedOptionText(choice, option.uid) !== ""
      : pickedOptionValues(choice, option.uid).length > 0
    return filled ? [] : [option.title ?? ""]
  })

/** The choice as addItem sends it: picked value uids, and typed text under the option's uid. */
export const customOptionInput = (
  product: Pick<ProductDetails, "options">,
  choice: CustomOptionChoice,
): {
  readonly selectedOptions: ReadonlyArray<string>
  readonly enteredOptions: Readonly<Record<string, string>>
} => {
  const selectedOptions: string[] = []
  const enteredOptions: Record<string, string> = {}
  for (const option of customizableOptions(product)) {
    if (isTextOption(option)) {
      const text = typedOptionText(choice, option.uid)
      if (text !== "") enteredOptions[option.uid] = text
    } else selectedOptions.push(...pickedOptionValues(choice, option.uid))
  }
  return { selectedOptions, enteredOptions }
}

/** Toggles a downloadable link in the page's choice. */
export const toggleLink = (links: ReadonlyArray<string>, uid: string): ReadonlyArray<string> =>
  links.includes(uid) ? links.filter((l) => l !== uid) : [...links, uid]

/** A downloadable whose links are sold separately needs at least one. */
export const needsLinkChoice = (product: ProductDetails, links: ReadonlyArray<string>): boolean =>
  product.__typename === "DownloadableProduct" &&
  product.links_purchased_separately === 1 &&
  (product.downloadable_product_links ?? []).length > 0 &&
  links.length === 0
