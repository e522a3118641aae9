import type { Aggregation } from "./catalog.graphql.js"
import { formatMoney } from "./money.js"

export interface FilterLabelInput {
  readonly attribute: string
  /** What a person typed: an option's label ("Canon") or its value ("5000"). */
  readonly value: string
}

export type FilterLabelResult =
  | { readonly _tag: "Resolved"; readonly attribute: string; readonly value: string }
  | {
      readonly _tag: "Unknown"
      readonly attribute: string
      readonly value: string
      /** The labels the listing offers for this attribute, for a helpful message. */
      readonly choices: ReadonlyArray<string>
    }

// A copied label matches however its dash and spaces were typed: "$40 - $50" is "$40 – $50".
const comparable = (label: string): string =>
  label
    .toLowerCase()
    .replace(/[\u2012-\u2015]/g, "-")
    .replace(/\s+/g, "")

/**
 * Magento filters select attribute options by value (an option id such as "5000"); people name
 * them by label ("Canon"). Maps a typed label to its option value using a listing's
 * aggregations (case-insensitive, any dash or spacing); a value that already is an option value, or any value of
 * an attribute the aggregations do not list (price ranges, booleans), passes through.
 */
export const resolveFilterLabel = (
  aggregations: ReadonlyArray<Aggregation>,
  input: FilterLabelInput,
): FilterLabelResult => {
  const aggregation = aggregations.find((a) => a.attribute_code === input.attribute)
  const options = (aggregation?.options ?? []).flatMap((option) => (option ? [option] : []))
  if (aggregation === undefined || options.some((option) => option.value === input.value)) {
    return { _tag: "Resolved", attribute: input.attribute, value: input.value }
  }
  const wanted = comparable(input.value)
  const match = options.find((option) => option.label && comparable(option.label) === wanted)
  return match
    ? { _tag: "Resolved", attribute: input.attribute, value: match.value }
    : {
        _tag: "Unknown",
        attribute: input.attribute,
        value: input.value,
        choices: options.flatMap((option) => (option.label ? [option.label] : [])),
      }
}

type AggregationOptionOf = NonNullable<NonNullable<Aggregation["options"]>[number]>

// Magento's visual colour swatch (Magento\Swatches\Model\Swatch::SWATCH_TYPE_VISUAL_COLOR).
const VISUAL_COLOR = "1"
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** The colour a filter option's swatch shows (its hex), or null when it has no colour swatch. */
export const filterOptionColor = (option: AggregationOptionOf): string | null => {
  const swatch = option.swatch_data
  return swatch?.type === VISUAL_COLOR && swatch.value !== null && HEX_COLOR.test(swatch.value)
    ? swatch.value
    : null
}

/** Whether a filter is shown as swatches: every option it offers has a colour. */
export const isSwatchFilter = (aggregation: Aggregation): boolean => {
  const options = (aggregation.options ?? []).flatMap((option) => (option ? [option] : []))
  return options.length > 0 && options.every((option) => filterOptionColor(option) !== null)
}

const wholeOrCents = (value: number, currency: string | null): string =>
  formatMoney({ value, currency }).replace(/\.00(?=\D*$)/, "")

/**
 * A price filter's bucket as a shopper reads it, in the listing's currency. Magento names the
 * buckets by their bounds ("0-40", value "0_40"; an open top is "5000_*" or "5000_"); a camera
 * shop writes them as money, whole amounts without cents: "Under $40", "$40 – $50",
 * "$5,000 and above" (cents stay when a bound has them: "$9.99 – $19.99"). Undefined for a value
 * that is not a bucket.
 */
export const priceBucketLabel = (value: string, currency: string | null): string | undefined => {
  const match = /^(\d+(?:\.\d+)?)_(\d+(?:\.\d+)?|\*)?$/.exec(value.trim())
  if (match === null) return undefined
  const from = Number(match[1])
  const to = match[2] === undefined || match[2] === "*" ? undefined : Number(match[2])
  if (to === undefined) return `${wholeOrCents(from, currency)} and above`
  if (from === 0) return `Under ${wholeOrCents(to, currency)}`
  return `${wholeOrCents(from, currency)} – ${wholeOrCents(to, currency)}`
}

/** A listing's aggregations with the price buckets labelled as money (`priceBucketLabel`). */
export const withPriceBucketLabels = (
  aggregations: ReadonlyArray<Aggregation>,
  currency: string | null,
): ReadonlyArray<Aggregation> =>
  aggregations.map((aggregation) =>
    aggregation.attribute_code !== "price"
      ? aggregation
      : {
          ...aggregation,
          options: (aggregation.options ?? []).map((option) =>
            option === null
              ? null
              : { ...option, label: priceBucketLabel(option.value, currency) ?? option.label },
          ),
        },
  )
