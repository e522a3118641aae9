// "@shutter/sdk/rules": the SDK's pure rules (price display, listing parameters, filter labels,
// route paths, logo, coupons, free shipping, notification queue, checkout forms…) and its model
// types, without Effect or the services. A UI bundles these into its first paint and loads the
// storefront itself later (see "@shutter/sdk/lazy"). rules.test.ts keeps this module Effect-free
// and every value here identical to the root entry's.
// The model types (and the Storefront interface) are the root entry's, as types only.

export * from "./addresses/savedAddress.js"
export * from "./cart/addToCartButton.js"
export {
  type ChoicesInput,
  type ChoosableProduct,
  canAddToCart,
  choicesMissing,
} from "./cart/canAddToCart.js"
export * from "./cart/cartLines.js"
export * from "./cart/cartMessages.js"
export {
  CART_ACTIONS,
  type CartAction,
  type CartFailure,
  type CartStatus,
} from "./cart/cartState.js"
export * from "./cart/choicePrice.js"
export * from "./cart/couponRules.js"
export * from "./cart/freeShipping.js"
export * from "./cart/freeShippingPromo.js"
export * from "./cart/giftCardDisplay.js"
export * from "./cart/productChoice.js"
export * from "./cart/productSelection.js"
export * from "./cart/quoteIdParam.js"
export * from "./cart/warrantyLead.js"
export {
  canTakeWarranty,
  cartOffersBase,
  coveredProductId,
  warrantyPlanFor,
  warrantyPrice,
} from "./cart/warrantyPlans.js"
export * from "./catalog/displayCurrency.js"
export * from "./catalog/filterLabels.js"
export * from "./catalog/gallery.js"
export * from "./catalog/labelDisplay.js"
export * from "./catalog/listingChoices.js"
export * from "./catalog/listingParams.js"
export * from "./catalog/money.js"
export * from "./catalog/pricing.js"
export * from "./catalog/productDisplay.js"
export * from "./catalog/productQuestions.js"
export * from "./catalog/rating.js"
export * from "./catalog/searchSuggestRules.js"
export * from "./catalog/uids.js"
export * from "./catalog/variants.js"
export * from "./checkout/addressForm.js"
export * from "./checkout/checkoutRules.js"
export * from "./checkout/checkoutSteps.js"
export * from "./checkout/externalCheckout.js"
export * from "./content/device.js"
export * from "./content/help.js"
export * from "./content/megaMenu.js"
export * from "./content/pageLoad.js"
export * from "./content/serviceWorker.js"
export * from "./content/thirdPartyScriptUrls.js"
export * from "./content/ticker.js"
export * from "./customer/accountForms.js"
export * from "./customer/accountMessages.js"
export * from "./customer/accountNavigation.js"
export * from "./customer/accountPages.js"
export * from "./customer/accountState.js"
export * from "./customer/customerModel.js"
export * from "./customer/customerProfile.js"
export type * from "./index.js"
export * from "./newsletter/newsletterMessages.js"
export * from "./notifications/messages.js"
export * from "./notifications/notificationQueue.js"
export * from "./orders/orderModel.js"
export * from "./orders/tracking.js"
export * from "./productAlerts/productAlertModel.js"
export * from "./quotes/quoteForm.js"
export * from "./reviews/reviewModel.js"
export * from "./routing/cmsPageGuards.js"
export * from "./routing/errorPage.js"
export * from "./routing/guardAccess.js"
export * from "./routing/routePaths.js"
export * from "./routing/storeSwitch.js"
export { categoryBreadcrumbs, productBreadcrumbs } from "./seo/breadcrumbs.js"
export type { Crumb } from "./seo/structuredData.js"
export { cookieNames, localStorageNames } from "./storage/clientState.js"
export { parseCookies, readCookie } from "./storage/cookies.js"
export {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  type LocaleDefinition,
  storeOfPath,
} from "./store/localeResolution.js"
export { DEFAULT_LOGO, type HeaderLogo, headerLogo } from "./store/logo.js"
export * from "./wishlist/wishlistMessages.js"
export * from "./wishlist/wishlistPresence.js"
export * from "./wishlist/wishlistState.js"

/**
 * The SDK's errors are tagged (`_tag`); this tells one apart without importing its class (and so
 * Effect): `hasErrorTag(error, "NotFoundError")`.
 */
export const hasErrorTag = <Tag extends string>(
  error: unknown,
  tag: Tag,
): error is Error & { readonly _tag: Tag } =>
  error instanceof Error && (error as { readonly _tag?: unknown })._tag === tag
export * from "./cart/giftCardRules.js"
export type * from "./events/storefrontEvent.js"
export {
  isMagentoExtension,
  MAGENTO_EXTENSIONS,
  type MagentoExtension,
  parseMagentoExtensions,
} from "./graphql/magentoExtensions.js"
export * from "./storefrontError.js"
