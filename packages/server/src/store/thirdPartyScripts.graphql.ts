// The storefront's third-party scripts (schema/shutter-extensions.graphql): the URL of each
// script and its account key, stored per store view in `store_config` under the field's name.
// Nothing is stored on a fresh install, so every one answers null: the storefront loads none.
import type { StoreConfigObject } from "./storeConfig.js"

/** Each third-party script's two settings, in the schema's order. */
export const THIRD_PARTY_SCRIPT_FIELDS = [
  "chat_widget_script_url",
  "chat_widget_key",
  "ad_tracker_script_url",
  "ad_tracker_key",
  "reviews_widget_script_url",
  "reviews_widget_key",
  "financing_widget_script_url",
  "financing_widget_key",
  "analytics_script_url",
  "analytics_key",
  "ratings_widget_script_url",
  "ratings_widget_key",
] as const

export const thirdPartyScriptsTypeDefs = /* GraphQL */ `
  extend type StoreConfig {
${THIRD_PARTY_SCRIPT_FIELDS.map((field) => `    ${field}: String`).join("\n")}
  }
`

/** The stored text; an empty setting is no setting (the script stays off). */
const stored = (field: string) => (config: StoreConfigObject) => {
  const value = config[field]
  return value === undefined || value === null || value === "" ? null : String(value)
}

export const thirdPartyScriptsResolvers = {
  StoreConfig: Object.fromEntries(THIRD_PARTY_SCRIPT_FIELDS.map((field) => [field, stored(field)])),
}
