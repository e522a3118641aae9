// Which catalogue entities an answer contains, collected while it is executed (Magento's
// cache identities): every product object gets `cat_p_<id>`, every category `cat_c_<id>`.
import {
  defaultTypeResolver,
  type GraphQLAbstractType,
  GraphQLInterfaceType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from "graphql"

/** The tags of one request's answer; `failed` once execution produced an error. */
export interface CacheTagCollector {
  readonly tags: Set<string>
  failed: boolean
}

export const productTag = (productId: number): string => `cat_p_${productId}`
export const categoryTag = (categoryId: number): string => `cat_c_${categoryId}`
/** Every answer of `products` (and `route` to a product) carries it: listings. */
export const PRODUCTS_TAG = "cat_p"
/** Every answer of `storeConfig` and `availableStores` carries it. */
export const STORE_CONFIG_TAG = "store_config"

interface TaggedContext {
  readonly cacheTags?: CacheTagCollector
}

const tagOf = (value: unknown): string | undefined => {
  if (typeof value !== "object" || value === null) return undefined
  const row = value as { readonly id?: unknown; readonly type_id?: unknown; __typename?: unknown }
  if (typeof row.id !== "number") return undefined
  if (typeof row.type_id === "string") return productTag(row.id)
  if (row.__typename === "CategoryTree") return categoryTag(row.id)
  return undefined
}

// Every product and category object of an answer passes through one of these interfaces'
// type resolution (items, related products, bundle/grouped children, route, children).
const TAGGED_INTERFACES = ["ProductInterface", "RoutableInterface", "CategoryInterface"]

/** Makes the schema's product/category type resolution record cache tags (mutates `schema`). */
export const recordCacheTags = (schema: GraphQLSchema): GraphQLSchema => {
  for (const name of TAGGED_INTERFACES) {
    const type = schema.getType(name)
    if (!(type instanceof GraphQLInterfaceType)) continue
    const resolve = type.resolveType ?? defaultTypeResolver
    type.resolveType = (
      value: unknown,
      context: TaggedContext,
      info: GraphQLResolveInfo,
      abstractType: GraphQLAbstractType,
    ) => {
      const collector = context.cacheTags
      if (collector !== undefined) {
        const tag = tagOf(value)
        if (tag !== undefined) collector.tags.add(tag)
      }
      return resolve(value, context, info, abstractType)
    }
  }
  return schema
}
