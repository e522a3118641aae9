// The catalogue's GraphQL resolvers: thin adapters over the query modules.

import type { GraphQLResolveInfo } from "graphql"
import type { GraphqlContext } from "../graphql/context.js"
import type {
  QueryCategoriesArgs,
  QueryCategoryArgs,
  QueryCategoryListArgs,
  QueryProductsArgs,
} from "../graphql/generated/resolvers.js"
import { resolveCategories, resolveCategory, resolveCategoryList } from "./categoryQuery.js"
import { categoryTreeResolvers } from "./categoryResolvers.js"
import { type EmbeddedChild, PRODUCT_TEXT_FIELDS } from "./productRepository.js"
import {
  bundleItemOptionResolvers,
  bundleResolvers,
  configurableResolvers,
  customizableResolvers,
  downloadableResolvers,
  groupedResolvers,
  productFieldResolvers,
} from "./productResolvers.js"
import { productPriceLegacyResolvers, productsLegacyResolvers } from "./productsLegacyResolvers.js"
import { type ProductsResult, resolveAggregations, resolveProducts } from "./productsQuery.js"
import { selectsChildField, selectsField } from "./selection.js"

export { catalogTypeDefs } from "./catalogTypeDefs.js"

/** The items' fields whose child rows the page statement can read with each product. */
const EMBEDDABLE_BY_FIELDS: readonly (readonly [EmbeddedChild, readonly string[]])[] = [
  ["media", ["media_gallery", "media_gallery_entries"]],
  ["categoryIds", ["categories"]],
  ["configurableOptions", ["configurable_options"]],
  ["variants", ["variants"]],
  ["productOptions", ["options"]],
  ["labels", ["am_product_labels", "am_category_labels"]],
  ["links", ["related_products", "upsell_products", "crosssell_products", "product_links"]],
  ["urlRewrites", ["url_rewrites"]],
]

export const catalogResolvers = {
  Query: {
    products: (
      _: unknown,
      args: QueryProductsArgs,
      context: GraphqlContext,
      info: GraphQLResolveInfo,
    ) =>
      resolveProducts(args, context, {
        aggregationsSelected: selectsField(info, "aggregations"),
        textsSelected: selectsChildField(info, "items", PRODUCT_TEXT_FIELDS),
        childrenSelected: EMBEDDABLE_BY_FIELDS.filter(([, fields]) =>
          selectsChildField(info, "items", fields),
        ).map(([child]) => child),
      }),
    category: (_: unknown, args: QueryCategoryArgs, context: GraphqlContext) =>
      resolveCategory(args, context),
    categoryList: (_: unknown, args: QueryCategoryListArgs, context: GraphqlContext) =>
      resolveCategoryList(args, context),
    categories: (_: unknown, args: QueryCategoriesArgs, context: GraphqlContext) =>
      resolveCategories(args, context),
  },
  Products: {
    ...productsLegacyResolvers,
    aggregations: (
      result: ProductsResult,
      args: Parameters<typeof resolveAggregations>[1],
      context: GraphqlContext,
    ) => resolveAggregations(result, args, context),
  },
  CategoryTree: categoryTreeResolvers,
  ProductPrice: productPriceLegacyResolvers,
  SimpleProduct: { ...productFieldResolvers, ...customizableResolvers },
  VirtualProduct: { ...productFieldResolvers, ...customizableResolvers },
  ConfigurableProduct: {
    ...productFieldResolvers,
    ...customizableResolvers,
    ...configurableResolvers,
  },
  BundleProduct: { ...productFieldResolvers, ...customizableResolvers, ...bundleResolvers },
  GroupedProduct: { ...productFieldResolvers, ...groupedResolvers },
  DownloadableProduct: {
    ...productFieldResolvers,
    ...customizableResolvers,
    ...downloadableResolvers,
  },
  BundleItemOption: bundleItemOptionResolvers,
}
