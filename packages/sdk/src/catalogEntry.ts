// "@shutter/sdk/catalog": a catalogue-only client (`createCatalog`) and what its calls take and
// return, without the cart, checkout or account code.
export {
  type CatalogConfig,
  type CatalogFacade,
  type CatalogStorefront,
  catalogLayer,
  createCatalog,
  type RoutingFacade,
  type StoreFacade,
} from "./catalogFacade.js"
export type { CallInput, CallOptions } from "./facadeRun.js"
export type { MagentoConfig } from "./live.js"
export { cookieStorage } from "./storage/cookieStorage.js"
export { memoryStorage } from "./storage/memoryStorage.js"
export * from "./storefrontError.js"
