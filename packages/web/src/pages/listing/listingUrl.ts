import { type ListingParams, listingSearch, parseListingQuery } from "@shutter/sdk/rules"

/** The view mode lives in the URL too (spec §2: grid or list, default list). */
export type ViewMode = "grid" | "list"
export const VIEW_MODE_PARAM = "mode"

export const readViewMode = (search: string): ViewMode =>
  new URLSearchParams(search).get(VIEW_MODE_PARAM) === "grid" ? "grid" : "list"

/** The listing part of the URL, normalised: the same state always gives the same request key. */
export const listingKey = (search: string): string => listingSearch(parseListingQuery(search))

/** The href of a listing state, keeping the view mode. */
export const listingHref = (path: string, params: ListingParams, mode: ViewMode): string => {
  const search = new URLSearchParams(listingSearch(params))
  if (mode === "grid") search.set(VIEW_MODE_PARAM, "grid")
  const text = search.toString()
  return text === "" ? path : `${path}?${text}`
}
