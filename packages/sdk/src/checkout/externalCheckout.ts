// Spec §2, §7: external checkout. When the store enables it, checkout happens on another site:
// the storefront navigates to that site's cart sync path (/vue/cart/sync by default) with the
// customer token and the cart id in the path, Magento-style: `/token/{token}/cart/{cart id}`.
// Pure (no Effect): "@shutter/sdk/rules" exports it.

/** The storeConfig fields of the external checkout (schema/shutter-extensions.graphql). */
export interface ExternalCheckoutConfig {
  readonly external_checkout_enabled: boolean | null
  /** The external site, e.g. `https://checkout.example` (a path prefix is kept). */
  readonly external_checkout_url: string | null
  readonly external_checkout_sync_path: string | null
}

/** Spec §7: the cart sync path when the store names none. */
export const EXTERNAL_CHECKOUT_SYNC_PATH = "/vue/cart/sync"

/**
 * Where checkout sends the shopper: `{url}{sync path}/token/{customer token}/cart/{cart id}`, a
 * guest (no token) `{url}{sync path}/cart/{cart id}`. Undefined (checkout stays here) when the
 * store has it off, names no site, or there is no cart to hand over.
 */
export const externalCheckoutUrl = (
  config: Partial<ExternalCheckoutConfig> | null,
  session: { readonly customerToken: string | undefined; readonly cartId: string | undefined },
): string | undefined => {
  const site = config?.external_checkout_url?.trim().replace(/\/+$/, "")
  if (config?.external_checkout_enabled !== true || !site || !session.cartId) return undefined
  const syncPath = `/${(config.external_checkout_sync_path?.trim() || EXTERNAL_CHECKOUT_SYNC_PATH).replace(/^\/+|\/+$/g, "")}`
  const token = session.customerToken ? `/token/${encodeURIComponent(session.customerToken)}` : ""
  return `${site}${syncPath}${token}/cart/${encodeURIComponent(session.cartId)}`
}
