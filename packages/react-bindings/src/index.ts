export {
  StorefrontContext,
  type StorefrontContextValue,
  StorefrontProvider,
  type StorefrontProviderProps,
} from "./StorefrontProvider.js"
export {
  createStoreConfigStore,
  type StoreConfigState,
  type StoreConfigStore,
} from "./storeConfigStore.js"
export { type StoreConfigResult, useStoreConfig } from "./useStoreConfig.js"
export { useStorefront } from "./useStorefront.js"
