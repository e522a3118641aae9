// External checkout (schema/shutter-extensions.graphql): a store may send its shoppers to a
// checkout on another site. The storefront then navigates to that site's cart sync path with the
// customer token and the cart id in it; the site takes the cart over through /vue/cart/sync
// (cartSync.ts). Off unless the store sets `external_checkout_enabled` and the site's URL.
import type { StoreConfigObject } from "../store/storeConfig.js"

/** The path the external site takes a cart over on (the storefront's redirect target). */
export const CART_SYNC_PATH = "/vue/cart/sync"

export const externalCheckoutTypeDefs = /* GraphQL */ `
  extend type StoreConfig {
    external_checkout_enabled: Boolean
    external_checkout_url: String
    external_checkout_sync_path: String
  }
`

const isOn = (value: StoreConfigObject[string] | undefined): boolean =>
  value === true || value === 1 || value === "1" || value === "true"

const text = (value: StoreConfigObject[string] | undefined): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null

export const externalCheckoutResolvers = {
  StoreConfig: {
    external_checkout_enabled: (config: StoreConfigObject) =>
      isOn(config.external_checkout_enabled),
    external_checkout_url: (config: StoreConfigObject) => text(config.external_checkout_url),
    external_checkout_sync_path: (config: StoreConfigObject) =>
      text(config.external_checkout_sync_path) ?? CART_SYNC_PATH,
  },
}
