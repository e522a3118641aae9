import {
  type Aggregation,
  type EqualFilterAttribute,
  type FilterableAttribute,
  filterOptionColor,
  isSwatchFilter,
  type ListingParams,
  selectedValues,
  withFilter,
} from "@shutter/sdk/rules"
import { Link } from "wouter"

const YES_NO = new Set(["new", "sale", "on_sale"])

const isSelected = (params: ListingParams, code: string, value: string): boolean => {
  if (code === "price") {
    const price = params.filter.price
    return price !== undefined && `${price.from}_${price.to}` === value
  }
  return selectedValues(params.filter, code as EqualFilterAttribute).includes(value)
}

const toggled = (params: ListingParams, code: string, value: string): ListingParams => {
  if (code === "price")
    return withFilter(params, "price", isSelected(params, code, value) ? [] : [value])
  const current = selectedValues(params.filter, code as EqualFilterAttribute)
  // Yes/no attributes take one answer; the others are any-of checkboxes (spec §5).
  const next = current.includes(value)
    ? current.filter((v) => v !== value)
    : YES_NO.has(code)
      ? [value]
      : [...current, value]
  return withFilter(params, code as FilterableAttribute, next)
}

const options = (aggregation: Aggregation) =>
  (aggregation.options ?? []).filter((o): o is NonNullable<typeof o> => o !== null)

/**
 * Filters from the listing's aggregations; every choice is a link to the next URL state. On a
 * phone the drawer stays open across choices: the shopper picks several, then shows the results.
 */
export const FilterPanel = ({
  aggregations,
  params,
  href,
}: {
  readonly aggregations: ReadonlyArray<Aggregation>
  readonly params: ListingParams
  readonly href: (params: ListingParams) => string
}) => (
  <div className="filters">
    {aggregations.map((aggregation) => {
      const code = aggregation.attribute_code
      // Colours with their swatches (Magento's swatch_data) as round swatches.
      const kind =
        code === "price"
          ? "price"
          : isSwatchFilter(aggregation)
            ? "swatch"
            : YES_NO.has(code)
              ? "yes-no"
              : "checkbox"
      return (
        <fieldset key={code} className={`filter filter--${kind}`} data-filter={code}>
          <legend>{aggregation.label ?? code}</legend>
          <ul>
            {options(aggregation).map((option) => {
              const selected = isSelected(params, code, option.value)
              const label = option.label ?? option.value
              return (
                <li key={option.value}>
                  <Link
                    href={href(toggled(params, code, option.value))}
                    role={kind === "price" || kind === "yes-no" ? "radio" : "checkbox"}
                    aria-checked={selected}
                    aria-label={kind === "swatch" ? label : undefined}
                    title={
                      kind === "swatch"
                        ? `${label}${option.count === null ? "" : ` (${option.count})`}`
                        : undefined
                    }
                    className={
                      selected ? "filter__option filter__option--selected" : "filter__option"
                    }
                  >
                    {kind === "swatch" ? (
                      <span
                        className="swatch"
                        aria-hidden="true"
                        style={{ background: filterOptionColor(option) ?? undefined }}
                      />
                    ) : (
                      <span className="filter__box" aria-hidden="true" />
                    )}
                    {kind !== "swatch" && <span>{label}</span>}
                    {option.count !== null && (
                      <span
                        className="filter__count"
                        aria-hidden={kind === "swatch" ? "true" : undefined}
                      >
                        {option.count}
                      </span>
                    )}
                  </Link>
                </li>
              )
            })}
          </ul>
        </fieldset>
      )
    })}
  </div>
)

/** The active filters as removable chips. */
export const ActiveFilters = ({
  aggregations,
  params,
  href,
}: {
  readonly aggregations: ReadonlyArray<Aggregation>
  readonly params: ListingParams
  readonly href: (params: ListingParams) => string
}) => {
  const labelOf = (code: string, value: string) =>
    options(aggregations.find((a) => a.attribute_code === code) ?? ({} as Aggregation)).find(
      (o) => o.value === value,
    )?.label ?? value
  const nameOf = (code: string) =>
    aggregations.find((a) => a.attribute_code === code)?.label ?? code
  const chips: Array<{ code: string; value: string }> = []
  for (const code of Object.keys(params.filter)) {
    if (code === "price") {
      const price = params.filter.price
      if (price) chips.push({ code, value: `${price.from}_${price.to}` })
    } else
      for (const value of selectedValues(params.filter, code as EqualFilterAttribute))
        chips.push({ code, value })
  }
  if (chips.length === 0) return null
  return (
    <ul className="active-filters" aria-label="Active filters">
      {chips.map(({ code, value }) => (
        <li key={`${code}:${value}`}>
          <Link
            className="chip"
            href={href(toggled(params, code, value))}
            aria-label={`Remove filter ${nameOf(code)}: ${labelOf(code, value)}`}
          >
            {nameOf(code)}: {labelOf(code, value)} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
