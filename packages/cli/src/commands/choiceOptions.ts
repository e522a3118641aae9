import {
  bundleItems,
  bundleOptionUids,
  type CustomizableOption,
  type CustomOptionChoice,
  chooseBundleOption,
  chooseCustomOption,
  customizableOptions,
  customOptionInput,
  defaultBundleSelection,
  isMultiValueOption,
  isTextOption,
  missingBundleOptions,
  missingRequiredOptions,
  type ProductDetails,
} from "@shutter/sdk"
import { UsageError } from "../run.js"

// `cart add` flags that choose what a bundle, a downloadable or a product with customizable
// options is bought with, resolved by title/label/sku to the uids the SDK sends. The SDK's
// rules decide what is missing; a wrong name is a usage error.

const same = (a: string | null | undefined, b: string) =>
  a !== null && a !== undefined && a.toLowerCase() === b.toLowerCase()

const pair = (flag: string, text: string): readonly [string, string] => {
  const at = text.indexOf("=")
  if (at <= 0) throw new UsageError(`${flag} expects name=value, got '${text}'`)
  return [text.slice(0, at).trim(), text.slice(at + 1).trim()]
}

/** "Lens=CAN-RF-50MM-F-1-2-L-USM" or "Accessories=B+W 82mm XS-Pro UV-Haze MRC nano:2" → uid and quantity. */
const bundleChoice = (product: ProductDetails, text: string) => {
  const [title, rest] = pair("--bundle", text)
  const counted = /^(.*):(\d+)$/.exec(rest)
  const value = counted?.[1]?.trim() ?? rest
  const quantity = counted?.[2] === undefined ? undefined : Number(counted[2])
  const items = bundleItems(product)
  const item = items.find((i) => same(i.title, title) || i.uid === title)
  if (!item) {
    const known = items.flatMap((i) => (i.title ? [i.title] : [])).join(", ")
    throw new UsageError(`Unknown bundle option '${title}'; this bundle's options: ${known}`)
  }
  const choice = (item.options ?? []).find(
    (o) => o !== null && (same(o.label, value) || same(o.product?.sku, value) || o.uid === value),
  )
  if (!choice) {
    const known = (item.options ?? [])
      .flatMap((o) => (o ? [`${o.label ?? ""} (${o.product?.sku ?? o.uid})`] : []))
      .join(", ")
    throw new UsageError(`Unknown choice '${value}' for ${title}; choose one of: ${known}`)
  }
  if (quantity !== undefined && (quantity < 1 || !choice.can_change_quantity))
    throw new UsageError(
      quantity < 1
        ? `The quantity of ${choice.label} must be at least 1`
        : `The quantity of ${choice.label} in ${title} is fixed at ${choice.quantity ?? 1}`,
    )
  const multiple = item.type === "checkbox" || item.type === "multi"
  return { optionUid: item.uid ?? String(item.option_id), uid: choice.uid, multiple, quantity }
}

/** A bundle's selection uids: its defaults, with each `--bundle` choice replacing or adding. */
export const bundleSelectionUids = (
  product: ProductDetails,
  choices: ReadonlyArray<string>,
): ReadonlyArray<string> => {
  if (product.__typename !== "BundleProduct") {
    if (choices.length > 0) throw new UsageError("--bundle is for bundle products only")
    return []
  }
  let selection = defaultBundleSelection(product)
  const quantities: Record<string, number> = {}
  const replaced = new Set<string>()
  for (const text of choices) {
    const choice = bundleChoice(product, text)
    // The first choice of an option replaces its defaults; more add to a multi-select one.
    if (!replaced.has(choice.optionUid)) {
      selection = { ...selection, [choice.optionUid]: [] }
      replaced.add(choice.optionUid)
    }
    selection = chooseBundleOption(selection, choice.optionUid, choice.uid, choice.multiple)
    if (choice.quantity !== undefined) quantities[choice.uid] = choice.quantity
  }
  const missing = missingBundleOptions(product, selection)
  if (missing.length > 0)
    throw new UsageError(`Choose a selection for: ${missing.join(", ")} (--bundle "Option=choice")`)
  return bundleOptionUids(selection, quantities)
}

/** `--link` names (title or uid) → link uids of a downloadable sold link by link. */
export const downloadableLinkUids = (
  product: ProductDetails,
  names: ReadonlyArray<string>,
): ReadonlyArray<string> => {
  if (names.length === 0) return []
  if (product.__typename !== "DownloadableProduct")
    throw new UsageError("--link is for downloadable products only")
  if (product.links_purchased_separately !== 1)
    throw new UsageError(`${product.name ?? product.sku} comes with all its links; omit --link`)
  const links = (product.downloadable_product_links ?? []).filter((l) => l !== null)
  return names.map((name) => {
    const link = links.find((l) => same(l.title, name) || l.uid === name)
    if (!link) {
      const known = links.map((l) => l.title).join(", ")
      throw new UsageError(`Unknown link '${name}'; this product's links: ${known}`)
    }
    return link.uid
  })
}

/** The customizable option an `--option` names, if the product has one by that title or uid. */
export const customOptionNamed = (
  product: ProductDetails,
  name: string,
): CustomizableOption | undefined =>
  customizableOptions(product).find((o) => same(o.title, name) || o.uid === name)

/** Adds one `--option Title=value` to the choice (a value's title, or text for text options). */
export const chooseNamedOption = (
  choice: CustomOptionChoice,
  option: CustomizableOption,
  value: string,
): CustomOptionChoice => {
  if (isTextOption(option)) return chooseCustomOption(choice, option, value)
  const values = (option.value ?? []).filter((v) => v !== null)
  const picked = values.find((v) => same(v.title, value) || v.uid === value)
  if (!picked) {
    const known = values.map((v) => v.title).join(", ")
    throw new UsageError(`Unknown value '${value}' for ${option.title}; choose one of: ${known}`)
  }
  const current = choice[option.uid]
  if (!isMultiValueOption(option) && Array.isArray(current) && current.length > 0)
    throw new UsageError(`${option.title} takes one value`)
  return chooseCustomOption(choice, option, picked.uid)
}

/** The customizable choice as addItem sends it, after checking every required option is set. */
export const customOptionsToSend = (product: ProductDetails, choice: CustomOptionChoice) => {
  const missing = missingRequiredOptions(product, choice)
  if (missing.length > 0)
    throw new UsageError(
      `Choose the required option${missing.length > 1 ? "s" : ""}: ${missing.join(", ")} (--option "${missing[0]}=…")`,
    )
  return customOptionInput(product, choice)
}
