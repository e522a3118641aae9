// Customizable options of a line (Magento's catalog product options): values picked by uid
// ("custom-option/{option}/{value}") for drop-down, radio, checkbox and multiple options,
// text entered under the option's uid ("custom-option/{option}") for field, area and date.
// Each chosen value adds its price: fixed, or a percent of the product's final price.

import type { CustomOptionChoice } from "../catalog/cartCatalog.js"
import type { CartItemOptions } from "../db/cartSchema.js"
import type { PricedLine } from "./bundleLine.js"
import {
  OPTION_TEXT_TOO_LONG,
  OPTIONS_NOT_AVAILABLE,
  REQUIRED_OPTIONS_MISSING,
} from "./cartMessages.js"

type ChosenOption = NonNullable<CartItemOptions["customizable"]>[number]

const TEXT_TYPES = new Set(["field", "area", "date"])
const SINGLE_CHOICE_TYPES = new Set(["drop_down", "radio"])

const decode = (uid: string): string[] => Buffer.from(uid, "base64").toString("utf8").split("/")

/** A value's surcharge in cents (percent prices are stored in hundredths of a percent). */
export const optionValuePrice = (
  value: { readonly price: number; readonly price_type: string },
  basePrice: number,
): number =>
  value.price_type.toUpperCase() === "PERCENT"
    ? Math.round((basePrice * value.price) / 10_000)
    : value.price

const refuse = (message: string): PricedLine => ({
  ok: false,
  error: { code: "UNDEFINED", message },
})

/** Prices `basePrice` (cents) with the options chosen; refuses a required option left empty. */
export const priceCustomOptions = (
  options: readonly CustomOptionChoice[],
  basePrice: number,
  selectedUids: readonly string[],
  entered: readonly { readonly uid: string; readonly value: string }[],
): PricedLine => {
  const selected = new Set(selectedUids)
  const typed = new Map(entered.map((o) => [o.uid, o.value]))
  // A value uid of an option this product does not have.
  const known = new Set(options.flatMap((o) => o.values.map((v) => v.uid)))
  for (const uid of selectedUids)
    if (decode(uid)[0] === "custom-option" && !known.has(uid)) return refuse(OPTIONS_NOT_AVAILABLE)
  const chosen: ChosenOption[] = []
  let unitPrice = basePrice
  for (const option of options) {
    const base = {
      optionId: option.id,
      uid: option.uid,
      label: option.title,
      type: option.type,
      required: option.required,
      sortOrder: option.sort_order,
    }
    const text = typed.get(option.uid)?.trim()
    if (TEXT_TYPES.has(option.type)) {
      if (text === undefined || text === "") {
        if (option.required) return refuse(REQUIRED_OPTIONS_MISSING)
        continue
      }
      const only = option.values[0]
      const limit = only?.max_characters ?? 0
      if (limit > 0 && text.length > limit) return refuse(OPTION_TEXT_TOO_LONG)
      const price = only === undefined ? 0 : optionValuePrice(only, basePrice)
      unitPrice += price
      chosen.push({
        ...base,
        values: [
          {
            id: only?.option_type_id ?? option.id,
            uid: option.uid,
            label: "",
            value: text,
            price: only?.price ?? 0,
            priceType: only?.price_type ?? "FIXED",
          },
        ],
      })
      continue
    }
    // A choice may also arrive as an entered option whose value is the value's uid.
    const values = option.values.filter(
      (v) => selected.has(v.uid) || typed.get(option.uid) === v.uid,
    )
    if (values.length === 0) {
      if (option.required) return refuse(REQUIRED_OPTIONS_MISSING)
      continue
    }
    if (SINGLE_CHOICE_TYPES.has(option.type) && values.length > 1)
      return refuse(OPTIONS_NOT_AVAILABLE)
    for (const v of values) unitPrice += optionValuePrice(v, basePrice)
    chosen.push({
      ...base,
      values: values.map((v) => ({
        id: v.option_type_id,
        uid: v.uid,
        label: v.title,
        value: v.title,
        price: v.price,
        priceType: v.price_type,
      })),
    })
  }
  return { ok: true, unitPrice, options: chosen.length > 0 ? { customizable: chosen } : {} }
}
