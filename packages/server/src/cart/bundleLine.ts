// A bundle line priced from what the shopper chose (Magento's Bundle product type): a
// dynamic-price bundle costs the sum of its chosen selections' final prices × their
// quantities; a fixed-price bundle its own price plus each chosen selection's price.

import { type BundleChoice, finalPrice, type SellableProduct } from "../catalog/cartCatalog.js"
import type { CartItemOptions } from "../db/cartSchema.js"
import {
  BUNDLE_OPTIONS_NOT_AVAILABLE,
  QTY_NOT_POSITIVE,
  SELECT_REQUIRED_BUNDLE_OPTIONS,
  SPECIFY_BUNDLE_OPTIONS,
} from "./cartMessages.js"
import type { CartUserError } from "./cartUserError.js"

export type PricedLine =
  | { readonly ok: true; readonly unitPrice: number; readonly options: CartItemOptions }
  | { readonly ok: false; readonly error: CartUserError }

const refuse = (message: string): PricedLine => ({
  ok: false,
  error: { code: "UNDEFINED", message },
})

const decode = (uid: string): string[] => Buffer.from(uid, "base64").toString("utf8").split("/")

const encode = (text: string): string => Buffer.from(text, "utf8").toString("base64")

/**
 * The selections asked for, by selection id, with the quantity asked (undefined: the
 * selection's own). `selected_options` carry "bundle/{option}/{selection}/{qty}";
 * `entered_options` "bundle/{option}/{selection}" with the quantity as the value.
 */
const requestedSelections = (
  selected: readonly string[],
  entered: readonly { readonly uid: string; readonly value: string }[],
): Map<string, { optionId: string; quantity: number | undefined }> | string => {
  const asked = new Map<string, { optionId: string; quantity: number | undefined }>()
  for (const uid of selected) {
    const parts = decode(uid)
    if (parts[0] !== "bundle") continue
    if (parts.length !== 4) return "Wrong format of the entered option data"
    asked.set(parts[2] ?? "", { optionId: parts[1] ?? "", quantity: Number(parts[3]) })
  }
  for (const option of entered) {
    const parts = decode(option.uid)
    if (parts[0] !== "bundle") continue
    if (parts.length !== 3) return "Wrong format of the entered option data"
    asked.set(parts[2] ?? "", { optionId: parts[1] ?? "", quantity: Number(option.value) })
  }
  return asked
}

/** Money of one selection unit (cents). */
const selectionPrice = (bundle: SellableProduct, dynamic: boolean, choice: BundleChoice) => {
  if (dynamic) return choice.product_price
  return choice.price_type.toUpperCase() === "PERCENT"
    ? Math.round((finalPrice(bundle) * choice.price) / 10_000)
    : choice.price
}

export const isDynamicBundle = (bundle: SellableProduct): boolean =>
  (bundle.type_data as { dynamic_price?: unknown } | null)?.dynamic_price !== false

export const priceBundle = (
  bundle: SellableProduct,
  choices: readonly BundleChoice[],
  selected: readonly string[],
  entered: readonly { readonly uid: string; readonly value: string }[],
): PricedLine => {
  const asked = requestedSelections(selected, entered)
  if (typeof asked === "string") return refuse(asked)
  const picked: { choice: BundleChoice; quantity: number }[] = []
  if (asked.size === 0) {
    // Nothing chosen: the catalogue's default selections.
    for (const choice of choices)
      if (choice.is_default) picked.push({ choice, quantity: choice.quantity })
    if (picked.length === 0) return refuse(SPECIFY_BUNDLE_OPTIONS)
  } else {
    for (const [selectionId, request] of asked) {
      const choice = choices.find((c) => String(c.selection_id) === selectionId)
      if (choice === undefined || String(choice.option_id) !== request.optionId)
        return refuse(BUNDLE_OPTIONS_NOT_AVAILABLE)
      const wanted = request.quantity
      if (wanted !== undefined && !(wanted > 0)) return refuse(QTY_NOT_POSITIVE)
      // A quantity the catalogue fixes is not the shopper's to change.
      const quantity = choice.can_change_quantity && wanted !== undefined ? wanted : choice.quantity
      picked.push({ choice, quantity })
    }
  }
  const optionIds = [...new Set(choices.map((c) => c.option_id))]
  const missing = optionIds.some(
    (id) =>
      choices.find((c) => c.option_id === id)?.required === true &&
      !picked.some((p) => p.choice.option_id === id),
  )
  if (missing) return refuse(SELECT_REQUIRED_BUNDLE_OPTIONS)
  const dynamic = isDynamicBundle(bundle)
  let unitPrice = dynamic ? 0 : finalPrice(bundle)
  const bundleOptions = optionIds.flatMap((id) => {
    const ofOption = picked.filter((p) => p.choice.option_id === id)
    const first = ofOption[0]?.choice
    if (first === undefined) return []
    return [
      {
        optionId: id,
        optionUid: first.option_uid,
        label: first.title,
        type: first.type,
        values: ofOption.map(({ choice, quantity }) => {
          const price = selectionPrice(bundle, dynamic, choice)
          unitPrice += Math.round(price * quantity)
          return {
            id: choice.selection_id,
            uid: encode(`bundle/${choice.option_id}/${choice.selection_id}/${quantity}`),
            label: choice.name,
            sku: choice.sku,
            quantity,
            price: price / 100,
          }
        }),
      },
    ]
  })
  return { ok: true, unitPrice, options: { bundle: bundleOptions } }
}
