import type { GraphqlContext } from "../graphql/context.js"
import type { QueryAvailableStoresArgs } from "../graphql/generated/resolvers.js"
import { buildStoreConfig, type StoreConfigObject } from "./storeConfig.js"
import { storeConfigOf } from "./storeConfigLoader.js"
import { listActiveStoreViews } from "./storeRepository.js"

// A subset of Magento 2.4's StoreConfig: same names, same types.
export const storeTypeDefs = /* GraphQL */ `
  type Query {
    storeConfig: StoreConfig
    availableStores(useCurrentGroup: Boolean): [StoreConfig]
  }

  type StoreConfig {
    product_url_suffix: String
    category_url_suffix: String
    title_separator: String
    list_mode: String
    grid_per_page_values: String
    list_per_page_values: String
    grid_per_page: Int
    list_per_page: Int
    catalog_default_sort_by: String
    root_category_id: Int @deprecated(reason: "Use root_category_uid instead.")
    root_category_uid: ID
    cms_home_page: String
    cms_no_route: String
    required_character_classes_number: String
    minimum_password_length: String
    id: Int @deprecated(reason: "Use store_code instead.")
    code: String @deprecated(reason: "Use store_code instead.")
    store_code: ID
    store_name: String
    store_sort_order: Int
    is_default_store: Boolean
    store_group_code: ID
    store_group_name: String
    is_default_store_group: Boolean
    website_id: Int @deprecated(reason: "The field should not be used on the storefront.")
    website_code: ID
    website_name: String
    locale: String
    base_currency_code: String
    default_display_currency_code: String
    timezone: String
    weight_unit: String
    base_url: String
    base_link_url: String
    base_media_url: String
    secure_base_url: String
    secure_base_link_url: String
    secure_base_media_url: String
    use_store_in_url: Boolean
    default_title: String
    title_prefix: String
    title_suffix: String
    default_description: String
    default_keywords: String
    header_logo_src: String
    logo_width: Int
    logo_height: Int
    welcome: String
    logo_alt: String
    copyright: String
  }
`

const storeConfigs = async (
  context: GraphqlContext,
  stores: readonly GraphqlContext["store"][],
): Promise<StoreConfigObject[]> => {
  const values = await Promise.all(stores.map((store) => storeConfigOf(context, store.id)))
  return stores.map((store, i) => buildStoreConfig(store, values[i] ?? new Map(), context.urls))
}

export const storeResolvers = {
  Query: {
    storeConfig: async (
      _parent: unknown,
      _args: Record<string, never>,
      context: GraphqlContext,
    ): Promise<StoreConfigObject | undefined> => (await storeConfigs(context, [context.store]))[0],

    // Magento lists the active store views of the current website, or of the current group.
    availableStores: async (
      _parent: unknown,
      args: QueryAvailableStoresArgs,
      context: GraphqlContext,
    ): Promise<StoreConfigObject[]> => {
      const stores = await listActiveStoreViews(context.db, {
        websiteId: context.store.websiteId,
        ...(args.useCurrentGroup === true ? { groupId: context.store.groupId } : {}),
      })
      return storeConfigs(context, stores)
    },
  },
}
