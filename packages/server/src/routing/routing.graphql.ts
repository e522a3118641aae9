import { categoryTreeResolvers } from "../catalog/categoryResolvers.js"
import { productFieldResolvers } from "../catalog/productResolvers.js"
import type { GraphqlContext } from "../graphql/context.js"
import type { QueryRouteArgs, QueryUrlResolverArgs } from "../graphql/generated/resolvers.js"
import { storeConfigOf } from "../store/storeConfigLoader.js"
import { type ResolvedUrl, resolveUrl, type UrlSettings } from "./resolveUrl.js"
import { loadRouteEntity } from "./routeEntities.js"

// Magento 2.4's UrlRewriteGraphQl queries. RoutableInterface and UrlRewriteEntityTypeEnum are
// declared with the catalogue's types that implement them.
export const routingTypeDefs = /* GraphQL */ `
  type Query {
    urlResolver(url: String!): EntityUrl @deprecated
    route(url: String!): RoutableInterface
  }

  type EntityUrl {
    id: Int @deprecated
    entity_uid: ID
    canonical_url: String @deprecated
    relative_url: String
    redirectCode: Int
    type: UrlRewriteEntityTypeEnum
  }
`

const stringValue = (value: unknown, fallback: string): string =>
  typeof value === "string" ? value : fallback

const urlSettings = async (context: GraphqlContext): Promise<UrlSettings> => {
  const config = await storeConfigOf(context)
  return {
    homePage: stringValue(config?.get("cms_home_page"), "home"),
    productSuffix: stringValue(config?.get("product_url_suffix"), ".html"),
    categorySuffix: stringValue(config?.get("category_url_suffix"), ".html"),
  }
}

const resolveForContext = async (
  context: GraphqlContext,
  url: string,
): Promise<ResolvedUrl | null> =>
  resolveUrl(context.db, context.store.id, url, await urlSettings(context))

// Magento's Uid encoder: base64 of the numeric id.
const toUid = (id: number): string => Buffer.from(String(id)).toString("base64")

/** The URL facts a `route` answer carries beside the entity's own fields. */
const ROUTE = "__route"
interface RouteFacts {
  readonly relative_url: string
  readonly redirect_code: number
  readonly type: string
}

type FieldResolver = (parent: never, args: never, context: GraphqlContext) => unknown

/**
 * The catalogue resolves relative_url/redirect_code/type of its objects from the entity alone;
 * an object reached through `route` answers the URL's facts instead (a 301, a query string).
 */
const routeAware = (fallback: Record<string, FieldResolver>) =>
  Object.fromEntries(
    (["relative_url", "redirect_code", "type"] as const).map((field) => [
      field,
      (parent: Record<string, unknown>, args: never, context: GraphqlContext) => {
        const facts = parent[ROUTE] as RouteFacts | undefined
        if (facts !== undefined) return facts[field]
        const resolve = fallback[field]
        return resolve === undefined ? parent[field] : resolve(parent as never, args, context)
      },
    ]),
  )

const PRODUCT_TYPES = [
  "SimpleProduct",
  "VirtualProduct",
  "ConfigurableProduct",
  "BundleProduct",
  "DownloadableProduct",
  "GroupedProduct",
  "GiftCardProduct",
] as const

export const routingResolvers = {
  CategoryTree: routeAware(categoryTreeResolvers as Record<string, FieldResolver>),
  ...Object.fromEntries(
    PRODUCT_TYPES.map((type) => [
      type,
      routeAware(productFieldResolvers as Record<string, FieldResolver>),
    ]),
  ),
  Query: {
    urlResolver: async (_parent: unknown, args: QueryUrlResolverArgs, context: GraphqlContext) => {
      const resolved = await resolveForContext(context, args.url)
      if (resolved === null) return null
      return {
        id: resolved.entityId,
        entity_uid: toUid(resolved.entityId),
        canonical_url: resolved.relativeUrl,
        relative_url: resolved.relativeUrl,
        redirectCode: resolved.redirectCode,
        type: resolved.entityType,
      }
    },

    // The entity's own object (a product, a CategoryTree, a CmsPage) with the URL's fields.
    route: async (_parent: unknown, args: QueryRouteArgs, context: GraphqlContext) => {
      const resolved = await resolveForContext(context, args.url)
      if (resolved === null || resolved.entityType === null) return null
      const entity = await loadRouteEntity(context, resolved.entityType, resolved.entityId)
      if (entity === null) return null
      const facts: RouteFacts = {
        relative_url: resolved.relativeUrl,
        redirect_code: resolved.redirectCode,
        type: resolved.entityType,
      }
      return { ...entity, ...facts, [ROUTE]: facts }
    },
  },
}
