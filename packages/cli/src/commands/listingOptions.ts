// `shutter products` options, checked before the listing request: a value the listing would
// silently ignore (or the server refuse) is a usage error naming what is accepted.
import {
  FILTERABLE_ATTRIBUTES,
  type FilterLabelInput,
  isListingFilterAttribute,
  isNumericUid,
  isPriceRange,
  listingSort,
  listingSortChoices,
  type Storefront,
  storePageSizes,
} from "@shutter/sdk"
import { InvalidArgumentError } from "commander"
import { UsageError } from "../run.js"

export interface ProductsOptions {
  readonly category?: string
  readonly search?: string
  readonly filter: ReadonlyArray<FilterLabelInput>
  readonly price?: string
  readonly sort?: string
  readonly page?: number
  readonly perPage?: number
}

/** commander argParser for --sort. */
export const sortOption = (value: string): string => {
  if (listingSort(value) === undefined) {
    throw new InvalidArgumentError(`choose from: ${listingSortChoices().join(", ")}`)
  }
  return value
}

/** commander argParser for --price. */
export const priceOption = (value: string): string => {
  if (!isPriceRange(value)) throw new InvalidArgumentError("expected from_to, e.g. 100_500")
  return value
}

/** commander argParser for the repeatable --filter attr=value. */
export const filterOption = (
  pair: string,
  previous: ReadonlyArray<FilterLabelInput>,
): ReadonlyArray<FilterLabelInput> => {
  const at = pair.indexOf("=")
  if (at <= 0) throw new InvalidArgumentError("expected attr=value, e.g. manufacturer=Canon")
  const filter = { attribute: pair.slice(0, at), value: pair.slice(at + 1) }
  if (!isListingFilterAttribute(filter.attribute)) {
    throw new InvalidArgumentError(
      `unknown attribute '${filter.attribute}'; filter on: ${FILTERABLE_ATTRIBUTES.join(", ")}`,
    )
  }
  return [...previous, filter]
}

/** A category argument is a uid or a category URL like photography/cameras.html. */
export const categoryUidFor = async (storefront: Storefront, category: string): Promise<string> => {
  if (isNumericUid(category)) return category
  const route = await storefront.routing.resolve({ path: category })
  if (route._tag === "Category") return route.uid
  const suffix = (await storefront.store.config()).category_url_suffix ?? ""
  if (suffix !== "" && !category.endsWith(suffix)) {
    const withSuffix = `${category}${suffix}`
    if ((await storefront.routing.resolve({ path: withSuffix }))._tag === "Category") {
      throw new UsageError(
        `'${category}' has no category URL suffix: use '${withSuffix}' (or the category's uid)`,
      )
    }
  }
  throw new UsageError(
    `'${category}' is not a category URL (e.g. photography${suffix}) or a category uid`,
  )
}

/** The store's grid page sizes (storeConfig) bound --per-page: the largest is the maximum. */
export const checkPageSize = async (storefront: Storefront, perPage: number): Promise<void> => {
  const sizes = storePageSizes((await storefront.store.config()).grid_per_page_values)
  const max = Math.max(...sizes)
  if (perPage > max) {
    throw new UsageError(
      `--per-page ${perPage} is above the store's maximum page size, ${max} (it offers ${sizes.join(", ")})`,
    )
  }
}

/** Turns the options into the same URL query the web's listing keeps, so the SDK's rules apply. */
export const listingQuery = (options: ProductsOptions): Record<string, string | string[]> => {
  const query: Record<string, string[]> = {}
  const add = (key: string, value: string) => {
    query[key] = [...(query[key] ?? []), value]
  }
  if (options.price) add("price", options.price)
  if (options.sort) add("sort", options.sort)
  if (options.page !== undefined) add("page", String(options.page))
  if (options.perPage !== undefined) add("itemsPerPage", String(options.perPage))
  if (options.search) add("term", options.search)
  return query
}

/** The repeated --filter attr=value pairs as the SDK's filters (labels or option values). */
export const filtersOf = (
  filters: ReadonlyArray<FilterLabelInput>,
): Readonly<Record<string, ReadonlyArray<string>>> => {
  const result: Record<string, Array<string>> = {}
  for (const { attribute, value } of filters)
    result[attribute] = [...(result[attribute] ?? []), value]
  return result
}
