/**
 * `facets` code of an option value. Category ids (below this) share the array, so one GIN
 * index serves both filters and one count serves both aggregations.
 */
export const FACET_FACTOR = 1_000_000

export const facetCode = (attributeId: number, valueIndex: number): number =>
  attributeId * FACET_FACTOR + valueIndex
