// "@shutter/sdk/effect": the services, their layers, errors and models for Effect users.
export * from "./addresses/Addresses.js"
export * from "./addresses/addresses.graphql.js"
export * from "./addresses/savedAddress.js"
export * from "./analytics/Analytics.js"
export * from "./analytics/ga4Events.js"
export * from "./cart/addToCartRules.js"
export * from "./cart/Cart.js"
export * from "./cart/Coupons.js"
export * from "./cart/cart.graphql.js"
export * from "./cart/cartErrors.js"
export * from "./cart/cartMessages.js"
export * from "./cart/cartState.js"
export * from "./cart/couponRules.js"
export * from "./cart/GiftCards.js"
export type { CartLineRef } from "./cart/lineRef.js"
export * from "./cart/quoteIdParam.js"
export * from "./cart/Warranty.js"
export * from "./catalog/Catalog.js"
export * from "./catalog/catalog.graphql.js"
export * from "./catalog/catalogErrors.js"
export * from "./catalog/categoryTree.js"
export * from "./catalog/listingParams.js"
export * from "./catalog/pricing.js"
export * from "./checkout/addressForm.js"
export * from "./checkout/Checkout.js"
export * from "./checkout/checkout.graphql.js"
export {
  NO_SHIPPING_METHODS_MESSAGE,
  SHIPPING_METHOD_SELECT_FAILED_MESSAGE,
  SHIPPING_METHODS_FETCH_FAILED_MESSAGE,
} from "./checkout/checkoutRules.js"
export * from "./checkout/shippingMessages.js"
export * from "./content/Content.js"
export * from "./content/content.graphql.js"
export * from "./content/megaMenu.js"
export * from "./content/observableState.js"
export * from "./content/ticker.js"
export * from "./customer/accountMessages.js"
export * from "./customer/accountState.js"
export * from "./customer/Customer.js"
export * from "./customer/customer.graphql.js"
export * from "./customer/customerErrors.js"
export * from "./customer/customerModel.js"
export * from "./customer/Session.js"
export * from "./events/StorefrontEvents.js"
export * from "./events/storefrontEvent.js"
export {
  capabilityFragment,
  capabilityOperation,
  documentFor,
  FeatureUnavailableError,
  MAGENTO_EXTENSIONS,
  MagentoCapabilities,
  type MagentoExtension,
  parseMagentoExtensions,
} from "./graphql/capabilities.js"
export {
  type DefinitionText,
  type GraphqlDocument,
  gql,
  type ResultOf,
  type TypedDocumentString,
  type VariablesOf,
} from "./graphql/document.js"
export { decodeEnvelope, GraphqlEnvelopeSchema } from "./graphql/envelopeSchema.js"
export * from "./graphql/errors.js"
export {
  Fetch,
  type FetchOptions,
  type FetchRequest,
  type FetchResponse,
  type FetchService,
  fetchLayer,
  makeFetch,
} from "./graphql/Fetch.js"
export {
  GraphqlClient,
  type GraphqlClientOptions,
  RequestHeaders,
  type VariablesArgs,
} from "./graphql/GraphqlClient.js"
export {
  type EnvelopeReader,
  type GraphqlEnvelope,
  GraphqlEnvelopeReader,
  readEnvelope,
} from "./graphql/graphqlEnvelope.js"
export { type OperationInfo, operationOf } from "./graphql/operation.js"
export {
  type MagentoConfig,
  type ReCaptchaConfig,
  type StorefrontConfig,
  storefrontLayer,
} from "./live.js"
export * from "./newsletter/Newsletter.js"
export * from "./newsletter/newsletter.graphql.js"
export * from "./newsletter/newsletterMessages.js"
export * from "./notifications/messages.js"
export * from "./notifications/Notifications.js"
export * from "./notifications/notificationQueue.js"
export * from "./orders/Orders.js"
export * from "./orders/orderModel.js"
export * from "./orders/orders.graphql.js"
export * from "./payments/Payments.js"
export * from "./payments/paymentMessages.js"
export * from "./productAlerts/ProductAlerts.js"
export * from "./productAlerts/productAlertModel.js"
export * from "./productAlerts/productAlerts.graphql.js"
export * from "./quotes/Quotes.js"
export * from "./quotes/quoteForm.js"
export * from "./quotes/quotes.graphql.js"
export { browserReCaptcha, GOOGLE_RECAPTCHA_SCRIPT } from "./recaptcha/browserReCaptcha.js"
export * from "./recaptcha/ReCaptcha.js"
export * from "./recaptcha/ReCaptchaProvider.js"
export * from "./recaptcha/recaptchaErrors.js"
export * from "./recaptcha/recaptchaForms.js"
export * from "./reviews/Reviews.js"
export * from "./reviews/reviewModel.js"
export * from "./reviews/reviews.graphql.js"
export * from "./routing/guards.js"
export * from "./routing/Routing.js"
export * from "./routing/routePaths.js"
export * from "./routing/routing.graphql.js"
export { type CookieStorageTargets, cookieStorage } from "./storage/cookieStorage.js"
export { parseCookies, readCookie, serializeCookie } from "./storage/cookies.js"
export { type MemoryStorageSeed, memoryStorage } from "./storage/memoryStorage.js"
export * from "./storage/Storage.js"
export * from "./store/localeResolution.js"
export {
  type CountryInput,
  type CurrencyChange,
  Store,
  type StoreChange,
  UnknownStoreError,
} from "./store/Store.js"
export { StoreLocale, type StoreLocaleOptions } from "./store/StoreLocale.js"
export * from "./store/store.graphql.js"
export * from "./storefrontError.js"
export * from "./wishlist/Wishlist.js"
export * from "./wishlist/wishlist.graphql.js"
export * from "./wishlist/wishlistErrors.js"
export * from "./wishlist/wishlistMessages.js"
export * from "./wishlist/wishlistModel.js"
export * from "./wishlist/wishlistPresence.js"
export * from "./wishlist/wishlistRules.js"
export * from "./wishlist/wishlistState.js"
