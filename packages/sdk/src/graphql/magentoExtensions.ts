// The Magento extensions the SDK knows, without Effect: the CLI and a UI read them at startup.

/**
 * What a Magento installation serves beyond Magento Open Source 2.4 (schema/magento/extensions.graphql
 * and schema/shutter-extensions.graphql at the repository root):
 * - "amasty-labels": Amasty Product Labels (`am_product_labels`, `am_category_labels`).
 * - "amasty-coupons": Amasty Multiple Coupons (`amastyApplyCouponToCart`).
 * - "warranty": the warranty module (`hasWarranty`/`warranty` on cart lines, `addWarrantyToCart`,
 *   the `warranty_*` store configuration).
 * - "mega-menu": the mega-menu module (`getMegaMenuByGroupTitle`).
 * - "gift-cards": Adobe Commerce gift cards (`GiftCardProduct`, `GiftCardCartItem`,
 *   `applied_gift_cards`, `giftCardAccount`, `applyGiftCardToCart`, `removeGiftCardFromCart`).
 * - "custom-attributes": the catalogue's own product attributes (`manufacturer_name`,
 *   `stock_display_status`, `tab_box`, `stu_price`, …), `SelectedBundleOptionValue.qty` and a
 *   filter option's swatch (`AggregationOption.swatch_data`).
 * - "magento-2.4.7": names Magento added after the 2.4 reference (`guestOrder`, `confirmEmail`).
 * - "wishlist-sharing": a wish list shared by e-mail (`shareWishlist`, `sharedWishlist`).
 * - "product-alerts": back-in-stock and price-drop alerts (`customer.product_alerts`,
 *   `subscribeProductAlert`, `unsubscribeProductAlert`; Magento's ProductAlert has no GraphQL).
 * - "review-status": a review's moderation status (`ProductReview.status`), shown on the customer's
 *   own reviews.
 * - "used-gear-quotes": Shutter's used-gear quote requests (`submitUsedGearQuote`, `usedGearQuote`).
 * - "external-checkout": the external checkout's store settings (`external_checkout_*`).
 * - "stripe-payments": Stripe's module for Magento (`getStripeConfiguration`, the
 *   `stripe_payments` card method and its 3-D Secure answer).
 * - "third-party-scripts": Shutter's store settings for third-party scripts (`chat_widget_script_url`,
 *   `chat_widget_key`, … `ratings_widget_key`) and for CMS pages' guards (`cms_page_guards`).
 */
export const MAGENTO_EXTENSIONS = [
  "amasty-labels",
  "amasty-coupons",
  "warranty",
  "mega-menu",
  "gift-cards",
  "custom-attributes",
  "magento-2.4.7",
  "wishlist-sharing",
  "product-alerts",
  "review-status",
  "used-gear-quotes",
  "external-checkout",
  "stripe-payments",
  "third-party-scripts",
] as const

export type MagentoExtension = (typeof MAGENTO_EXTENSIONS)[number]

export const isMagentoExtension = (name: string): name is MagentoExtension =>
  (MAGENTO_EXTENSIONS as ReadonlyArray<string>).includes(name)

/**
 * A comma-separated list of extension names (e.g. an environment variable): empty text is no
 * extension (stock Magento); names not in `MAGENTO_EXTENSIONS` come back in `unknown`.
 */
export const parseMagentoExtensions = (
  text: string,
): {
  readonly extensions: ReadonlyArray<MagentoExtension>
  readonly unknown: ReadonlyArray<string>
} => {
  const names = text
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "")
  return {
    extensions: names.filter(isMagentoExtension),
    unknown: names.filter((name) => !isMagentoExtension(name)),
  }
}
