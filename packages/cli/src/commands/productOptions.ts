import {
  type BundleItem,
  bundleItems,
  type ConfigurableOption,
  type ProductDetails,
} from "@shutter/sdk"
import { UsageError } from "../run.js"

// Turns `--option attr=value` pairs (attribute code or label, value label) into the uids the
// SDK's add rules expect: a configurable's selected_options, a bundle's selection uids, or
// entered_options for anything else (customizable text options, gift-card fields by uid).

export interface ResolvedOptions {
  readonly selectedOptions: ReadonlyArray<string>
  readonly enteredOptions: Readonly<Record<string, string>>
}

export const parseOptionPair = (pair: string): readonly [string, string] => {
  const at = pair.indexOf("=")
  if (at <= 0) throw new UsageError(`--option expects attr=value, got '${pair}'`)
  return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()]
}

const same = (a: string | null | undefined, b: string) =>
  a !== null && a !== undefined && a.toLowerCase() === b.toLowerCase()

const configurableValue = (
  options: ReadonlyArray<ConfigurableOption>,
  attr: string,
  value: string,
): string => {
  const option = options.find(
    (o) => same(o.attribute_code, attr) || same(o.label, attr) || o.uid === attr,
  )
  if (!option) {
    const known = options.map((o) => o.attribute_code ?? o.label).join(", ")
    throw new UsageError(`Unknown option '${attr}'; this product's options: ${known}`)
  }
  const values = (option.values ?? []).filter((v) => v !== null)
  const chosen = values.find((v) => same(v.label, value) || v.uid === value)
  if (!chosen?.uid) {
    const known = values.map((v) => v.label).join(", ")
    throw new UsageError(`Unknown value '${value}' for ${attr}; choose one of: ${known}`)
  }
  return chosen.uid
}

const bundleSelection = (items: ReadonlyArray<BundleItem>, attr: string, value: string) => {
  const item = items.find((i) => same(i.title, attr) || i.uid === attr)
  if (!item) {
    const known = items.flatMap((i) => (i.title ? [i.title] : [])).join(", ")
    throw new UsageError(`Unknown bundle option '${attr}'; this bundle's options: ${known}`)
  }
  const chosen = (item.options ?? []).find(
    (o) => o !== null && (same(o.label, value) || same(o.product?.sku, value) || o.uid === value),
  )
  if (!chosen) {
    const known = (item.options ?? []).flatMap((o) => (o?.label ? [o.label] : [])).join(", ")
    throw new UsageError(`Unknown choice '${value}' for ${attr}; choose one of: ${known}`)
  }
  return chosen.uid
}

export const resolveProductOptions = (
  product: ProductDetails,
  pairs: ReadonlyArray<string>,
): ResolvedOptions => {
  const selected: Array<string> = []
  const entered: Record<string, string> = {}
  const configurable = (product.configurable_options ?? []).filter(
    (o): o is ConfigurableOption => o !== null,
  )
  const bundle = bundleItems(product)
  for (const [attr, value] of pairs.map(parseOptionPair)) {
    if (product.__typename === "ConfigurableProduct")
      selected.push(configurableValue(configurable, attr, value))
    else if (product.__typename === "BundleProduct")
      selected.push(bundleSelection(bundle, attr, value))
    else entered[attr] = value
  }
  return { selectedOptions: selected, enteredOptions: entered }
}
