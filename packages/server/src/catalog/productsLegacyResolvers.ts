// The deprecated `Products.filters` (Magento's LayerFilters, built from the aggregations) and
// `Products.suggestions`; fixed product taxes on prices (Magento_Weee off).
import type { GraphqlContext } from "../graphql/context.js"
import type { Aggregation } from "./aggregations.js"
import { type ProductsResult, resolveAggregations } from "./productsQuery.js"

/**
 * The deprecated layered navigation: one filter per aggregation, its options as items. The
 * category filter is Magento's `cat`, valued by category id.
 */
const layerFilters = (aggregations: readonly Aggregation[]) =>
  aggregations.map((a) => {
    const isCategory = a.attribute_code === "category_uid"
    return {
      name: a.label,
      request_var: isCategory ? "cat" : a.attribute_code,
      filter_items_count: a.options.length,
      filter_items: a.options.map((o) => ({
        __typename: o.swatch_data ? "SwatchLayerFilterItem" : "LayerFilterItem",
        ...(o.swatch_data ? { swatch_data: o.swatch_data } : {}),
        label: o.label,
        value_string: isCategory ? Buffer.from(o.value, "base64").toString("utf8") : o.value,
        items_count: o.count,
      })),
    }
  })

export const productsLegacyResolvers = {
  filters: async (result: ProductsResult, _args: unknown, context: GraphqlContext) =>
    layerFilters(await resolveAggregations(result, {}, context)),
  // Magento offers the search engine's spelling suggestion for a search the words as typed do
  // not find; here a corrected search already lists what the correction finds, and the
  // correction is the suggestion.
  suggestions: (result: ProductsResult) =>
    result.searchPlan?.corrected === undefined ? [] : [{ search: result.searchPlan.corrected }],
}

export const productPriceLegacyResolvers = {
  // Magento_Weee is off: no fixed product taxes on any price.
  fixed_product_taxes: () => [],
}
