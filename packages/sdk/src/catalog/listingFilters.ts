// A caller's listing filters by attribute code and option label ("manufacturer: Canon"), as a
// person names them; Magento filters by option value ("5000"). Nothing is dropped silently: an
// attribute or label the listing cannot apply is an UnknownFilterError naming the choices.
import type { Aggregation } from "./catalog.graphql.js"
import { UnknownFilterError } from "./catalogErrors.js"
import { resolveFilterLabel } from "./filterLabels.js"
import { isListingFilterAttribute, isPriceRange } from "./listingChoices.js"
import {
  FILTERABLE_ATTRIBUTES,
  type ListingQueryInput,
  listingQueryEntries,
} from "./listingParams.js"

/**
 * Attribute code → option labels or values (`price`: "from_to" ranges, e.g. "100_500", or a
 * bucket's label as the listing shows it, "$40 – $50").
 */
export type ListingFiltersInput = Readonly<Record<string, ReadonlyArray<string>>>

const PRICE_RANGE_HINT = "from_to, e.g. 100_500, or a price filter's label, e.g. $40 – $50"

/**
 * What can be told before any request: each attribute must be filterable (spec §9); a price
 * must name an amount ("from_to" range or a bucket's label). Returns the first problem, or undefined.
 */
export const filterAttributeProblem = (
  filters: ListingFiltersInput,
): UnknownFilterError | undefined => {
  for (const [attribute, values] of Object.entries(filters)) {
    if (!isListingFilterAttribute(attribute)) {
      return new UnknownFilterError({
        reason: "attribute",
        attribute,
        value: undefined,
        choices: FILTERABLE_ATTRIBUTES,
        message: `unknown attribute '${attribute}'; filter on: ${FILTERABLE_ATTRIBUTES.join(", ")}`,
      })
    }
    const badPrice = attribute === "price" ? values.find((v) => !/\d/.test(v)) : undefined
    if (badPrice !== undefined) {
      return new UnknownFilterError({
        reason: "value",
        attribute,
        value: badPrice,
        choices: [],
        message: `price '${badPrice}' is not an amount: expected ${PRICE_RANGE_HINT}`,
      })
    }
  }
  return undefined
}

/** Whether resolving needs the listing's aggregations: any label (a price range needs none). */
export const needsAggregations = (filters: ListingFiltersInput): boolean =>
  Object.entries(filters).some(([attribute, values]) =>
    attribute === "price" ? !values.every(isPriceRange) : values.length > 0,
  )

/**
 * The option values for the filters' labels, from the aggregations of the listing they apply
 * to; an attribute the listing offers no filter for, or a label none of its options has, fails.
 */
export const resolveListingFilters = (
  aggregations: ReadonlyArray<Aggregation>,
  filters: ListingFiltersInput,
): Readonly<Record<string, ReadonlyArray<string>>> | UnknownFilterError => {
  const resolved: Record<string, Array<string>> = {}
  for (const [attribute, values] of Object.entries(filters)) {
    if (attribute !== "price" && !aggregations.some((a) => a.attribute_code === attribute)) {
      return new UnknownFilterError({
        reason: "not-offered",
        attribute,
        value: undefined,
        choices: aggregations.flatMap((a) => (a.attribute_code ? [a.attribute_code] : [])),
        message: `no ${attribute} filter in this listing`,
      })
    }
    for (const value of values) {
      const result =
        attribute === "price" && isPriceRange(value)
          ? ({ _tag: "Resolved", value } as const)
          : resolveFilterLabel(aggregations, { attribute, value })
      if (result._tag === "Unknown") {
        return new UnknownFilterError({
          reason: "value",
          attribute,
          value,
          choices: result.choices,
          message: `no ${attribute} '${value}' in this listing${result.choices.length ? ` (choose from: ${result.choices.join(", ")})` : ""}`,
        })
      }
      resolved[attribute] = [...(resolved[attribute] ?? []), result.value]
    }
  }
  return resolved
}

/** The query with the resolved filters added to (not replacing) the filters it already has. */
export const withFilters = (
  query: ListingQueryInput,
  filters: Readonly<Record<string, ReadonlyArray<string>>>,
): Readonly<Record<string, ReadonlyArray<string>>> => {
  const entries = listingQueryEntries(query)
  for (const [attribute, values] of Object.entries(filters)) {
    entries.set(attribute, [...(entries.get(attribute) ?? []), ...values])
  }
  return Object.fromEntries(entries)
}
