// The StoreConfig fields of Magento modules beyond the store's identity: CMS routes, checkout
// payment settings, reviews, gift messages, Send to a Friend, fixed product tax, static files,
// HTML head. Each answers the store's setting when `store_config` holds one, else what a Magento
// store configured like ours answers (its config.xml default for the feature as we run it).
import { checkoutConfigOf } from "../checkout/checkoutConfig.js"
import type { GraphqlContext } from "../graphql/context.js"
import type { StoreConfigObject } from "../store/storeConfig.js"

export const storeConfigFeaturesTypeDefs = /* GraphQL */ `
  extend type StoreConfig {
    front: String
    no_route: String
    cms_no_cookies: String
    show_cms_breadcrumbs: Int
    configurable_thumbnail_source: String
    autocomplete_on_storefront: Boolean
    allow_order: String
    allow_items: String
    zero_subtotal_enabled: Boolean
    zero_subtotal_title: String
    zero_subtotal_new_order_status: String
    zero_subtotal_payment_action: String
    zero_subtotal_enable_for_specific_countries: Boolean
    zero_subtotal_payment_from_specific_countries: String
    zero_subtotal_sort_order: Int
    check_money_order_enabled: Boolean
    check_money_order_title: String
    check_money_order_new_order_status: String
    check_money_order_enable_for_specific_countries: Boolean
    check_money_order_payment_from_specific_countries: String
    check_money_order_make_check_payable_to: String
    check_money_order_send_check_to: String
    check_money_order_min_order_total: String
    check_money_order_max_order_total: String
    check_money_order_sort_order: Int
    payment_payflowpro_cc_vault_active: String
    product_reviews_enabled: String
    allow_guests_to_write_product_reviews: String
    send_friend: SendFriendConfiguration
    base_static_url: String
    secure_base_static_url: String
    head_shortcut_icon: String
    head_includes: String
    demonotice: Int
    absolute_footer: String
    product_fixed_product_tax_display_setting: FixedProductTaxDisplaySettings
    category_fixed_product_tax_display_setting: FixedProductTaxDisplaySettings
    sales_fixed_product_tax_display_setting: FixedProductTaxDisplaySettings
    magento_wishlist_general_is_enabled: String
  }

  type SendFriendConfiguration {
    enabled_for_customers: Boolean!
    enabled_for_guests: Boolean!
  }

  enum FixedProductTaxDisplaySettings {
    INCLUDE_FPT_WITHOUT_DETAILS
    INCLUDE_FPT_WITH_DETAILS
    EXCLUDE_FPT_AND_INCLUDE_WITH_DETAILS
    EXCLUDE_FPT_WITHOUT_DETAILS
    FPT_DISABLED
  }
`

type Value = string | number | boolean | null

/**
 * Magento's defaults for the way we run the shop. Null where Magento answers null for a
 * setting left empty (payable-to, send-to, order total limits, specific countries, favicon,
 * footer) or a feature we do not run: no theme static files (the web app ships its own),
 * Payflow Pro vault off.
 */
const DEFAULTS: Readonly<Record<string, Value>> = {
  // Magento_Cms: web/default/front, web/default/no_route, web/default/cms_no_cookies, …
  front: "cms",
  no_route: "cms/noroute/index",
  cms_no_cookies: "enable-cookies",
  show_cms_breadcrumbs: 1,
  // Magento_ConfigurableProduct: checkout/cart/configurable_product_image.
  configurable_thumbnail_source: "parent",
  // Magento_Customer: customer/password/autocomplete_on_storefront.
  autocomplete_on_storefront: true,
  // Magento_GiftMessage: gift messages are off, so every gift_message field answers null.
  allow_order: "0",
  allow_items: "0",
  // Magento_OfflinePayments / Magento_Payment (api-functional PaymentGraphQl StoreConfigTest's
  // defaults); enabled and title come from the checkout's payment_methods table.
  zero_subtotal_enabled: true,
  zero_subtotal_title: "No Payment Information Required",
  zero_subtotal_new_order_status: "pending",
  zero_subtotal_payment_action: "authorize_capture",
  zero_subtotal_enable_for_specific_countries: false,
  zero_subtotal_payment_from_specific_countries: null,
  zero_subtotal_sort_order: 1,
  check_money_order_enabled: true,
  check_money_order_title: "Check / Money order",
  check_money_order_new_order_status: "pending",
  check_money_order_enable_for_specific_countries: false,
  check_money_order_payment_from_specific_countries: null,
  check_money_order_make_check_payable_to: null,
  check_money_order_send_check_to: null,
  check_money_order_min_order_total: null,
  check_money_order_max_order_total: null,
  check_money_order_sort_order: null,
  payment_payflowpro_cc_vault_active: "0",
  // Magento_Review (the review domain seeds both per store view).
  product_reviews_enabled: "1",
  allow_guests_to_write_product_reviews: "1",
  base_static_url: null,
  secure_base_static_url: null,
  head_shortcut_icon: null,
  head_includes: null,
  demonotice: 0,
  absolute_footer: null,
  // Magento_Weee: fixed product taxes are off.
  product_fixed_product_tax_display_setting: "FPT_DISABLED",
  category_fixed_product_tax_display_setting: "FPT_DISABLED",
  sales_fixed_product_tax_display_setting: "FPT_DISABLED",
  // Adobe Commerce's multiple wish lists: off, a customer keeps one wish list (src/wishlist).
  magento_wishlist_general_is_enabled: "0",
}

const setting =
  (field: string) =>
  (config: StoreConfigObject): Value =>
    config[field] !== undefined ? (config[field] ?? null) : (DEFAULTS[field] ?? null)

const asBoolean = (value: Value): boolean =>
  value === true || value === 1 || value === "1" || value === "true"

type Resolver = (config: StoreConfigObject, args: unknown, context: GraphqlContext) => unknown

/** A payment method's enabled flag and title: from the checkout's payment methods table. */
const payment = (code: string, field: string, part: "enabled" | "title"): Resolver => {
  return async (config, _args, context) => {
    if (config[field] !== undefined) return config[field] ?? null
    const active = (await checkoutConfigOf(context.db)).paymentMethods.find((m) => m.code === code)
    return part === "enabled" ? active !== undefined : (active?.title ?? DEFAULTS[field] ?? null)
  }
}

export const storeConfigFeaturesResolvers = {
  StoreConfig: {
    ...Object.fromEntries(Object.keys(DEFAULTS).map((field) => [field, setting(field)])),
    zero_subtotal_enabled: payment("free", "zero_subtotal_enabled", "enabled"),
    zero_subtotal_title: payment("free", "zero_subtotal_title", "title"),
    check_money_order_enabled: payment("checkmo", "check_money_order_enabled", "enabled"),
    check_money_order_title: payment("checkmo", "check_money_order_title", "title"),
    allow_guests_to_write_product_reviews: (
      config: StoreConfigObject,
      _args: unknown,
      context: GraphqlContext,
    ): Value => {
      const forced = context.reviews.allowGuests
      if (forced !== undefined) return forced ? "1" : "0"
      return setting("allow_guests_to_write_product_reviews")(config)
    },
    // Magento_SendFriend: sendfriend/email/enabled is off by default, for everyone.
    send_friend: (config: StoreConfigObject) => {
      const enabled = asBoolean(config.sendfriend_enabled ?? false)
      return {
        enabled_for_customers: enabled,
        enabled_for_guests: enabled && asBoolean(config.sendfriend_allow_guest ?? false),
      }
    },
  },
}
