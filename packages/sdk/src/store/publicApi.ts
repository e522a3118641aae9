// The store view part of the "@shutter/sdk" facade exports.
export {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  type LocaleDefinition,
  storeOfPath,
} from "./localeResolution.js"
export { DEFAULT_LOGO, type HeaderLogo, headerLogo } from "./logo.js"
export { type CurrencyChange, type StoreChange, UnknownStoreError } from "./Store.js"
export type {
  Country,
  Currency,
  ExchangeRate,
  Region,
  StoreConfig,
} from "./store.graphql.js"
