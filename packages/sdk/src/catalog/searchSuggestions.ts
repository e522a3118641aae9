// The search overlay's suggestions as the shopper types: the corrected term, categories and
// products, from ONE `products(search:)` request. When to ask is `searchSuggestRules.ts`.

import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"
import { ProductCardFields } from "./catalog.graphql.js"
import { categorySuggestions, type SearchSuggestions } from "./searchSuggestRules.js"

/**
 * Magento's own parts only: the corrected term (`suggestions`), the category aggregation at
 * every level, and the first product cards.
 */
export const SearchSuggestionsQuery: TypedDocumentString<
  G.SearchSuggestionsQuery,
  G.SearchSuggestionsQueryVariables
> = gql`
  query searchSuggestions($search: String!, $pageSize: Int!) {
    products(search: $search, pageSize: $pageSize) {
      total_count
      suggestions {
        search
      }
      items {
        ...ProductCardFields
      }
      aggregations {
        attribute_code
        options {
          label
          value
          count
        }
      }
    }
  }
  ${ProductCardFields}
`

const compact = <A>(list: ReadonlyArray<A | null> | null | undefined): ReadonlyArray<A> =>
  (list ?? []).filter((item): item is A => item !== null)

export const toSearchSuggestions = (
  term: string,
  products: G.SearchSuggestionsQuery["products"],
): SearchSuggestions => {
  const corrected = products?.suggestions?.find((s) => s !== null)?.search
  const categoryOptions =
    products?.aggregations
      ?.find((a) => a?.attribute_code === "category_uid")
      ?.options?.flatMap((o) =>
        o === null || o.label === null
          ? []
          : [{ uid: o.value, label: o.label, count: o.count ?? 0 }],
      ) ?? []
  return {
    term,
    ...(corrected === undefined || corrected === term.toLowerCase() ? {} : { corrected }),
    categories: categorySuggestions(categoryOptions, corrected ?? term),
    products: compact(products?.items),
    totalCount: products?.total_count ?? 0,
  }
}
