// Magento's `searchCriteria` query string (bracket notation), as the REST API reads it:
// filters inside one group are OR-ed, groups are AND-ed.

export type ConditionType =
  | "eq"
  | "neq"
  | "gt"
  | "gteq"
  | "lt"
  | "lteq"
  | "like"
  | "in"
  | "nin"
  | "from"
  | "to"

export interface SearchFilter {
  readonly field: string
  readonly value: string | number
  readonly conditionType?: ConditionType
}

export interface SearchCriteria {
  /** Each inner list is one `filter_groups` entry (its filters OR-ed). */
  readonly filterGroups?: ReadonlyArray<ReadonlyArray<SearchFilter>>
  readonly sortOrders?: ReadonlyArray<{
    readonly field: string
    readonly direction: "ASC" | "DESC"
  }>
  readonly pageSize?: number
  readonly currentPage?: number
}

/** The query string of a search; with no criteria at all, Magento still needs `searchCriteria`. */
export const searchCriteriaParams = (criteria: SearchCriteria): URLSearchParams => {
  const params = new URLSearchParams()
  criteria.filterGroups?.forEach((group, g) => {
    group.forEach((filter, f) => {
      const prefix = `searchCriteria[filter_groups][${g}][filters][${f}]`
      params.append(`${prefix}[field]`, filter.field)
      params.append(`${prefix}[value]`, String(filter.value))
      params.append(`${prefix}[condition_type]`, filter.conditionType ?? "eq")
    })
  })
  criteria.sortOrders?.forEach((sort, s) => {
    params.append(`searchCriteria[sortOrders][${s}][field]`, sort.field)
    params.append(`searchCriteria[sortOrders][${s}][direction]`, sort.direction)
  })
  if (criteria.pageSize !== undefined) {
    params.append("searchCriteria[pageSize]", String(criteria.pageSize))
  }
  if (criteria.currentPage !== undefined) {
    params.append("searchCriteria[currentPage]", String(criteria.currentPage))
  }
  if ([...params.keys()].length === 0) params.append("searchCriteria", "")
  return params
}
