import type { RequestUrls } from "../graphql/requestUrls.js"
import type { StoreConfigValues, StoreView } from "./storeRepository.js"

/** Magento's media folder, relative to the base URL. */
export const MEDIA_PATH = "media/"

export type StoreConfigObject = Readonly<Record<string, string | number | boolean | null>>

/**
 * The StoreConfig object of one store view: stored settings, identity from the store tables,
 * and URLs derived from the request so they are right behind any proxy or port.
 */
export const buildStoreConfig = (
  store: StoreView,
  values: StoreConfigValues,
  urls: RequestUrls,
): StoreConfigObject => ({
  ...Object.fromEntries(values),
  // Magento 2.4's deprecated identity fields still answer (older clients read them).
  id: store.id,
  code: store.code,
  website_id: store.websiteId,
  root_category_id: Number(Buffer.from(store.rootCategoryUid, "base64").toString("utf8")),
  store_code: store.code,
  store_name: store.name,
  store_sort_order: store.sortOrder,
  is_default_store: store.isDefaultStore,
  store_group_code: store.groupCode,
  store_group_name: store.groupName,
  is_default_store_group: store.isDefaultGroup,
  website_code: store.websiteCode,
  website_name: store.websiteName,
  root_category_uid: store.rootCategoryUid,
  base_url: urls.base,
  base_link_url: urls.base,
  base_media_url: `${urls.base}${MEDIA_PATH}`,
  secure_base_url: urls.secure,
  secure_base_link_url: urls.secure,
  secure_base_media_url: `${urls.secure}${MEDIA_PATH}`,
})
