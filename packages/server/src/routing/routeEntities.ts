// What a resolved URL points at, as the object the rest of the schema returns for it: the
// catalogue's product and category objects (the same ones `products`/`categoryList` return)
// and the content domain's CmsPage.

import { toCategorySource } from "../catalog/categorySource.js"
import { toProductSource } from "../catalog/productResolvers.js"
import { toCmsPageObject } from "../content/content.graphql.js"
import { findCmsPageById } from "../content/contentRepository.js"
import type { GraphqlContext } from "../graphql/context.js"
import type { UrlEntityType } from "./resolveUrl.js"

/** Loads the entity of a URL; null when it is gone, disabled or not visible in the store. */
export type RouteEntityLoader = (
  context: GraphqlContext,
  id: number,
) => Promise<Record<string, unknown> | null>

const loadCmsPage: RouteEntityLoader = async (context, id) => {
  const page = await findCmsPageById(context.db, id)
  // A disabled page's URL answers null (Magento's CmsPageErrorHandlingTest).
  if (page === undefined || !page.isActive) return null
  if (page.storeId !== 0 && page.storeId !== context.store.id) return null
  return { ...(await toCmsPageObject(context, page)) }
}

// Products not visible individually (configurable children) have no page of their own.
const NOT_VISIBLE_INDIVIDUALLY = 1

// Through the request's product loader: a page that also asks `products` for it (the
// storefront's product page) reads the product once.
const loadProduct: RouteEntityLoader = async (context, id) => {
  const row = await context.loaders.catalog.products.load(id)
  if (row === undefined || row.visibility === NOT_VISIBLE_INDIVIDUALLY) return null
  return { ...toProductSource(row) }
}

const loadCategory: RouteEntityLoader = async (context, id) => {
  const row = (await context.loaders.catalog.categories()).byId.get(id)
  return row === undefined ? null : { ...toCategorySource(row) }
}

const loaders = new Map<UrlEntityType, RouteEntityLoader>([
  ["PRODUCT", loadProduct],
  ["CATEGORY", loadCategory],
  ["CMS_PAGE", loadCmsPage],
])

export const loadRouteEntity = async (
  context: GraphqlContext,
  type: UrlEntityType,
  id: number,
): Promise<Record<string, unknown> | null> => {
  const loader = loaders.get(type)
  return loader === undefined ? null : loader(context, id)
}
