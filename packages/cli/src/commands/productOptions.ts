import type { ConfigurableOption, CustomOptionChoice, ProductDetails } from "@shutter/sdk"
import { UsageError } from "../run.js"
import {
  bundleSelectionUids,
  chooseNamedOption,
  customOptionNamed,
  customOptionsToSend,
  downloadableLinkUids,
} from "./choiceOptions.js"

// Turns `--option attr=value` pairs into the uids the SDK's add rules expect: a configurable's
// value by attribute code or label; a customizable option by title (a value's title, or the
// text of a field, area or date option); a bundle's selection by option title (as --bundle);
// anything else as entered_options by uid (gift-card fields).

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

/** The flags that choose a bundle's selections (`--bundle`) and a downloadable's links (`--link`). */
export interface ChoiceFlags {
  readonly bundle?: ReadonlyArray<string>
  readonly link?: ReadonlyArray<string>
}

export const resolveProductOptions = (
  product: ProductDetails,
  pairs: ReadonlyArray<string>,
  flags: ChoiceFlags = {},
): ResolvedOptions => {
  const selected: Array<string> = []
  const entered: Record<string, string> = {}
  const configurable = (product.configurable_options ?? []).filter(
    (o): o is ConfigurableOption => o !== null,
  )
  const bundleChoices = [...(flags.bundle ?? [])]
  let custom: CustomOptionChoice = {}
  for (const [attr, value] of pairs.map(parseOptionPair)) {
    const customOption = customOptionNamed(product, attr)
    if (product.__typename === "ConfigurableProduct")
      selected.push(configurableValue(configurable, attr, value))
    else if (customOption !== undefined) custom = chooseNamedOption(custom, customOption, value)
    else if (product.__typename === "BundleProduct") bundleChoices.push(`${attr}=${value}`)
    else entered[attr] = value
  }
  selected.push(...bundleSelectionUids(product, bundleChoices))
  selected.push(...downloadableLinkUids(product, flags.link ?? []))
  const customInput = customOptionsToSend(product, custom)
  selected.push(...customInput.selectedOptions)
  Object.assign(entered, customInput.enteredOptions)
  return { selectedOptions: selected, enteredOptions: entered }
}
