// "@shutter/sdk": the Promise facade. Effect inside, Promises outside.
import * as Effect from "effect/Effect"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { Addresses } from "./addresses/Addresses.js"
import { type AddressUpdate, addressUpdateOf } from "./addresses/addressUpdate.js"
import type { SavedAddress, SavedAddressInput } from "./addresses/savedAddress.js"
import type { AddItemInput } from "./cart/addToCartRules.js"
import { Cart, type LoadCartInput } from "./cart/Cart.js"
import { type CouponResult, Coupons } from "./cart/Coupons.js"
import type {
  AvailableShippingMethod,
  CartItem,
  CartModel,
  GiftCardAccount,
  PaymentMethod,
  SelectedShippingMethod,
  ShippingCartAddress,
  WarrantyPlan,
} from "./cart/cart.graphql.js"
import type { CartStatus } from "./cart/cartState.js"
import { GiftCards } from "./cart/GiftCards.js"
import type { GiftCardProductFields } from "./cart/giftCardRules.js"
import { type CartLineRef, lineUid } from "./cart/lineRef.js"
import { Warranty } from "./cart/Warranty.js"
import type { WarrantyLead } from "./cart/warrantyLead.js"
import type { WarrantyOffers } from "./cart/warrantyPlans.js"
import type { Catalog } from "./catalog/Catalog.js"
import type { CategoryNode } from "./catalog/catalog.graphql.js"
import {
  type CatalogFacade,
  catalogMethods,
  type RoutingFacade,
  routingMethods,
  type StoreFacade,
  storeMethods,
} from "./catalogFacade.js"
import {
  Checkout,
  type CheckoutBillingAddressInput,
  type CheckoutShippingAddressInput,
  type PlacedOrder,
  type ShippingMethodInput,
} from "./checkout/Checkout.js"
import type { NewsletterStatus } from "./checkout/checkout.graphql.js"
import type { GuestOrder, GuestOrderInput } from "./checkout/guestOrderDocument.js"
import { Content } from "./content/Content.js"
import type { CmsBlock, CmsPage } from "./content/content.graphql.js"
import type { MegaMenuEntry } from "./content/megaMenu.js"
import type { ObservableState } from "./content/observableState.js"
import type { TickerState } from "./content/ticker.js"
import type { AccountStatus } from "./customer/accountState.js"
import {
  type ChangePasswordInput,
  type ConfirmAccountInput,
  Customer,
  type RegisterInput,
  type RegisterResult,
  type ResetPasswordInput,
  type SignInInput,
  type UpdateProfileInput,
} from "./customer/Customer.js"
import type { CustomerProfile, CustomerSession, HomeRequest } from "./customer/customerModel.js"
import {
  type EngagementServices,
  type EngagementStorefront,
  engagementFacade,
} from "./engagementFacade.js"
import { StorefrontEvents } from "./events/StorefrontEvents.js"
import { eventSource, type StorefrontEventSource } from "./events/storefrontEvent.js"
import { type CallInput, type CallOptions, serviceInput } from "./facadeRun.js"
import { type StorefrontConfig, storefrontLayer } from "./live.js"
import { Notifications } from "./notifications/Notifications.js"
import type { Notification, NotificationInput } from "./notifications/notificationQueue.js"
import { type ListOrdersInput, Orders, type ReorderResult } from "./orders/Orders.js"
import type { OrderDetails, OrderPage } from "./orders/orderModel.js"
import { type PaymentChoice, Payments, type StripeConfiguration } from "./payments/Payments.js"
import { type QuoteLookupInput, Quotes } from "./quotes/Quotes.js"
import type { QuoteForm } from "./quotes/quoteForm.js"
import type { UsedGearQuote } from "./quotes/quotes.graphql.js"
import { ReCaptcha, type ReCaptchaSettings } from "./recaptcha/ReCaptcha.js"
import type { ReCaptchaForm } from "./recaptcha/recaptchaForms.js"
import type { Routing } from "./routing/Routing.js"
import { memoryStorage } from "./storage/memoryStorage.js"
import type { Store } from "./store/Store.js"
import { CallAbortedError, type StorefrontError } from "./storefrontError.js"
import { Wishlist } from "./wishlist/Wishlist.js"
import { type WishlistFacade, wishlistFacade } from "./wishlist/wishlistFacade.js"

export type { AddressUpdate } from "./addresses/addressUpdate.js"
export * from "./addresses/savedAddress.js"
export { Analytics, type BrowserAnalyticsOptions } from "./analytics/Analytics.js"
export type { Ga4Event, Ga4EventName, Ga4Item, MarketingEvent } from "./analytics/ga4Events.js"
export * from "./cart/addToCartButton.js"
export {
  type AddableProduct,
  type AddItemInput,
  canAddToCart,
  type EnteredOptionValue,
  SUPPORTED_CART_PRODUCT_TYPES,
  unsupportedProductTypeMessage,
} from "./cart/addToCartRules.js"
export type { CartCallError, LoadCartInput } from "./cart/Cart.js"
export type { CouponResult } from "./cart/Coupons.js"
export {
  type ChoicesInput,
  type ChoosableProduct,
  choicesMissing,
} from "./cart/canAddToCart.js"
export type {
  AppliedGiftCard,
  AvailableShippingMethod,
  CartAddress,
  CartItem,
  CartItemWarranty,
  CartModel,
  CartProduct,
  GiftCardAccount,
  PaymentMethod,
  SelectedShippingMethod,
  ShippingCartAddress,
  WarrantyPlan,
} from "./cart/cart.graphql.js"
export {
  CartUnavailableError,
  CartUserError,
  type CartUserErrorCode,
  QuantityNotSentError,
  UnsupportedProductTypeError,
  VariantNotSelectedError,
  WarrantyPayloadError,
} from "./cart/cartErrors.js"
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
export * from "./cart/giftCardRules.js"
export type { CartLineRef } from "./cart/lineRef.js"
export * from "./cart/productChoice.js"
export * from "./cart/productSelection.js"
export * from "./cart/quoteIdParam.js"
export * from "./cart/warrantyLead.js"
export type { WarrantyConfig } from "./cart/warrantyOffers.graphql.js"
export {
  canTakeWarranty,
  cartOffersBase,
  coveredProductId,
  type WarrantyOffer,
  type WarrantyOffers,
  warrantyPlanFor,
  warrantyPrice,
} from "./cart/warrantyPlans.js"
export type { ListProductsInput, ProductListing, ReviewsInput } from "./catalog/Catalog.js"
export type {
  Aggregation,
  AmLabel,
  Breadcrumb,
  BundleItem,
  CategoryDetails,
  CategoryNode,
  ConfigurableOption,
  CreateReviewInput,
  CustomizableOption,
  GroupedItem,
  LinkedProducts,
  PageInfo,
  PriceRange,
  ProductCard,
  ProductDetails,
  ProductImage,
  ProductPrice,
  RatingMetadata,
  Review,
  ReviewPage,
  ReviewWithRating,
} from "./catalog/catalog.graphql.js"
export { NotFoundError, UnknownFilterError } from "./catalog/catalogErrors.js"
export * from "./catalog/filterLabels.js"
export * from "./catalog/gallery.js"
export * from "./catalog/labelDisplay.js"
export * from "./catalog/listingChoices.js"
export type { ListingFiltersInput } from "./catalog/listingFilters.js"
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
export type {
  CheckoutBillingAddressInput,
  CheckoutShippingAddressInput,
  PaymentMethodChoiceInput,
  PlacedOrder,
  ShippingMethodInput,
} from "./checkout/Checkout.js"
export type {
  BillingAddressInput,
  CartAddressInput,
  NewsletterStatus,
  ShippingAddressInput,
} from "./checkout/checkout.graphql.js"
export * from "./checkout/checkoutRules.js"
export * from "./checkout/checkoutSteps.js"
export * from "./checkout/externalCheckout.js"
export type {
  GuestOrder,
  GuestOrderInput,
  GuestOrderItem,
} from "./checkout/guestOrderDocument.js"
export * from "./checkout/shippingMessages.js"
export type { CmsBlock, CmsPage, MegaMenuItem } from "./content/content.graphql.js"
export * from "./content/device.js"
export * from "./content/help.js"
export * from "./content/megaMenu.js"
export type { ObservableState } from "./content/observableState.js"
export * from "./content/pageLoad.js"
export * from "./content/serviceWorker.js"
export * from "./content/thirdPartyScriptLoader.js"
export * from "./content/thirdPartyScripts.js"
export * from "./content/thirdPartyScriptUrls.js"
export * from "./content/ticker.js"
export * from "./customer/accountForms.js"
export * from "./customer/accountMessages.js"
export * from "./customer/accountNavigation.js"
export * from "./customer/accountPages.js"
export * from "./customer/accountState.js"
export type {
  AccountCallError,
  ChangePasswordInput,
  ConfirmAccountInput,
  RegisterInput,
  RegisterResult,
  ResetPasswordInput,
  SignInInput,
  UpdateProfileInput,
} from "./customer/Customer.js"
export type { ConfirmationStatus } from "./customer/customer.graphql.js"
export { AccountError, NotSignedInError } from "./customer/customerErrors.js"
export * from "./customer/customerModel.js"
export * from "./customer/customerProfile.js"
export type { EngagementStorefront } from "./engagementFacade.js"
export type {
  StorefrontEvent,
  StorefrontEventListener,
  StorefrontEventOf,
  StorefrontEventSource,
  StorefrontEventType,
} from "./events/storefrontEvent.js"
export type { CallInput, CallOptions } from "./facadeRun.js"
export {
  FeatureUnavailableError,
  isMagentoExtension,
  MAGENTO_EXTENSIONS,
  type MagentoExtension,
  parseMagentoExtensions,
} from "./graphql/capabilities.js"
export {
  GraphqlAuthorizationError,
  type GraphqlClientError,
  GraphqlError,
  type GraphqlErrorDetail,
  HttpError,
  MAGENTO_ERROR_CATEGORIES,
  type MagentoErrorCategory,
  RateLimitedError,
  TransportError,
} from "./graphql/errors.js"
export type { MagentoConfig, ReCaptchaConfig, StorefrontConfig } from "./live.js"
export { type NewsletterChoice, NewsletterError } from "./newsletter/Newsletter.js"
export * from "./newsletter/newsletterMessages.js"
export * from "./notifications/notificationQueue.js"
export {
  type ListOrdersInput,
  OrderNotFoundError,
  type ReorderResult,
} from "./orders/Orders.js"
export * from "./orders/orderModel.js"
export * from "./orders/tracking.js"
export {
  BRAINTREE_METHOD_CODE,
  type PaymentAction,
  PaymentAuthenticationError,
  type PaymentChoice,
  STRIPE_METHOD_CODE,
  type StripeConfiguration,
} from "./payments/Payments.js"
export * from "./payments/paymentMessages.js"
export type { ProductAlertChange } from "./productAlerts/ProductAlerts.js"
export * from "./productAlerts/productAlertModel.js"
export { type QuoteLookupInput, QuoteNotFoundError, QuoteRejectedError } from "./quotes/Quotes.js"
export * from "./quotes/quoteForm.js"
export type {
  UsedGearQuote,
  UsedGearQuoteItem,
  UsedGearQuoteStatus,
} from "./quotes/quotes.graphql.js"
export { browserReCaptcha, GOOGLE_RECAPTCHA_SCRIPT } from "./recaptcha/browserReCaptcha.js"
export { RECAPTCHA_HEADER, type ReCaptchaSettings } from "./recaptcha/ReCaptcha.js"
export {
  givenReCaptchaTokens,
  noReCaptcha,
  type ReCaptchaSite,
  type ReCaptchaTokenSource,
} from "./recaptcha/ReCaptchaProvider.js"
export * from "./recaptcha/recaptchaErrors.js"
export { RECAPTCHA_FORMS, type ReCaptchaForm } from "./recaptcha/recaptchaForms.js"
export type { MyReviewsInput, SubmittedReview } from "./reviews/Reviews.js"
export * from "./reviews/reviewModel.js"
export * from "./routing/cmsPageGuards.js"
export * from "./routing/errorPage.js"
export * from "./routing/guards.js"
export type { GuardOutcome, ResolvedRoute } from "./routing/Routing.js"
export * from "./routing/routePaths.js"
export { categoryBreadcrumbs, productBreadcrumbs } from "./seo/breadcrumbs.js"
export type { Crumb } from "./seo/structuredData.js"
export { cookieStorage } from "./storage/cookieStorage.js"
export { parseCookies, readCookie } from "./storage/cookies.js"
export { memoryStorage } from "./storage/memoryStorage.js"
export {
  type CookieKey,
  cookieNames,
  type LocalKey,
  localStorageNames,
  type StorageLayer,
} from "./storage/Storage.js"
export {
  DEFAULT_COUNTRY,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  type LocaleDefinition,
  storeOfPath,
} from "./store/localeResolution.js"
export { DEFAULT_LOGO, type HeaderLogo, headerLogo } from "./store/logo.js"
export { type CurrencyChange, type StoreChange, UnknownStoreError } from "./store/Store.js"
export type {
  Country,
  Currency,
  ExchangeRate,
  Region,
  StoreConfig,
} from "./store/store.graphql.js"
export * from "./storefrontError.js"
export * from "./wishlist/publicApi.js"

/**
 * The Promise facade. Every method takes one readonly input object (the Effect service's input
 * plus `signal`), accepts what the call before it returned (a `CartItem` for `removeItem`, an
 * `AvailableShippingMethod` for `setShippingMethod`…) and rejects with a `StorefrontError`.
 * UI intents (open the cart, a toast, analytics) arrive through `events`.
 */
export interface Storefront extends EngagementStorefront {
  readonly store: StoreFacade
  readonly catalog: CatalogFacade
  readonly routing: RoutingFacade
  readonly content: {
    /**
     * A CMS page. Rejects with `NotFoundError`.
     * @example const page = await storefront.content.cmsPage({ identifier: "about-us" })
     */
    cmsPage(input: CallInput<{ readonly identifier: string }>): Promise<CmsPage>
    /**
     * CMS blocks by identifier.
     * @example const blocks = await storefront.content.cmsBlocks({ identifiers: ["footer"] })
     */
    cmsBlocks(
      input: CallInput<{ readonly identifiers: ReadonlyArray<string> }>,
    ): Promise<ReadonlyArray<CmsBlock>>
    /**
     * "loading" until `loadTicker()` settles, then "hidden" or "shown".
     * @example storefront.content.ticker.subscribe((ticker) => render(ticker))
     */
    readonly ticker: ObservableState<TickerState>
    /**
     * Loads the ticker block; never rejects (a CMS failure hides it).
     * @example await storefront.content.loadTicker()
     */
    loadTicker(input?: CallOptions): Promise<TickerState>
    /**
     * The mega menu (default title "main-menu").
     * @example const entries = await storefront.content.megaMenu()
     */
    megaMenu(input?: CallInput<{ readonly title?: string }>): Promise<ReadonlyArray<MegaMenuEntry>>
    /**
     * null until `loadCategories()` first runs (spec §4 Categories).
     * @example const categories = storefront.content.categories.get()
     */
    readonly categories: ObservableState<ReadonlyArray<CategoryNode> | null>
    /**
     * The menu's categories, loaded once.
     * @example await storefront.content.loadCategories()
     */
    loadCategories(input?: CallOptions): Promise<ReadonlyArray<CategoryNode>>
  }
  /** Spec §4 cart; state as subscribe/get pairs. */
  readonly cart: {
    /**
     * The shopper's cart; null until loaded, or when there is none.
     * @example const unsubscribe = storefront.cart.cart.subscribe((cart) => render(cart))
     */
    readonly cart: ObservableState<CartModel | null>
    /**
     * The header badge's quantity.
     * @example const quantity = storefront.cart.totalQuantity.get()
     */
    readonly totalQuantity: ObservableState<number>
    /**
     * The line waiting for the removal confirmation modal.
     * @example const line = storefront.cart.pendingRemoval.get()
     */
    readonly pendingRemoval: ObservableState<CartItem | null>
    /**
     * Busy flag and last error per action (`busy.addWarranty` is the warranty loader).
     * @example const { busy } = storefront.cart.status.get()
     */
    readonly status: ObservableState<CartStatus>
    /**
     * Loads the stored cart (`realCart`: make one when there is none).
     * @example const cart = await storefront.cart.load({ realCart: true })
     */
    load(input?: CallInput<LoadCartInput>): Promise<CartModel | null>
    /**
     * Drops the stored cart id and makes a fresh cart.
     * @example await storefront.cart.clear()
     */
    clear(input?: CallOptions): Promise<CartModel | null>
    /**
     * Adds a product (spec §5 rules first: `UnsupportedProductTypeError`,
     * `VariantNotSelectedError`; the server's refusal: `CartUserError`). Emits `cart:item-added`
     * and `open-sidebar`; opening anything is the UI's choice.
     * @example const cart = await storefront.cart.addItem({ product, quantity: 1 })
     */
    addItem(input: CallInput<AddItemInput>): Promise<CartModel>
    /**
     * Debounced 1000 ms per line. Rejects with `QuantityNotSentError` ("superseded" by a later
     * change to the line, or "not-positive"), or the call's error (also a danger toast). The
     * line is a `CartItem` of the cart (`{ line }`) or its uid (`{ uid }`).
     * @example
     * const [line] = storefront.cart.cart.get()?.items ?? []
     * if (line) await storefront.cart.updateQuantity({ line, quantity: 2 })
     */
    updateQuantity(
      input: CallInput<CartLineRef & { readonly quantity: number }>,
    ): Promise<CartModel>
    /**
     * Step 1 of a removal: the line for the confirmation modal (null when absent).
     * @example await storefront.cart.requestRemove({ line })
     */
    requestRemove(input: CallInput<CartLineRef>): Promise<CartItem | null>
    /**
     * Forgets the pending removal.
     * @example await storefront.cart.cancelRemove()
     */
    cancelRemove(input?: CallOptions): Promise<void>
    /**
     * Step 2: removes the pending line (null when nothing is pending).
     * @example await storefront.cart.confirmRemove()
     */
    confirmRemove(input?: CallOptions): Promise<CartModel | null>
    /**
     * Removes a line at once (`{ line }`, a `CartItem` itself, or `{ uid }`); nothing is sent
     * when it is absent.
     * @example await storefront.cart.removeItem({ line })
     */
    removeItem(input: CallInput<CartLineRef>): Promise<CartModel | null>
    /**
     * Applies a coupon; `applied` says whether the cart took it.
     * @example const { applied } = await storefront.cart.applyCoupon({ code: "SUMMER10" })
     */
    applyCoupon(input: CallInput<{ readonly code: string }>): Promise<CouponResult>
    /**
     * Removes the applied coupon.
     * @example await storefront.cart.removeCoupon()
     */
    removeCoupon(input?: CallOptions): Promise<CartModel>
    /**
     * Applies a gift card code; rejects with the server's `GraphqlError` (unknown code, no funds…).
     * @example await storefront.cart.applyGiftCard({ code: "GC-1234" })
     */
    applyGiftCard(input: CallInput<{ readonly code: string }>): Promise<CartModel>
    /**
     * Removes an applied gift card (an `AppliedGiftCard` is an input).
     * @example await storefront.cart.removeGiftCard(appliedCard)
     */
    removeGiftCard(input: CallInput<{ readonly code: string }>): Promise<CartModel>
    /**
     * A gift card's balance and expiry by code.
     * @example const account = await storefront.cart.giftCardBalance({ code: "GC-1234" })
     */
    giftCardBalance(input: CallInput<{ readonly code: string }>): Promise<GiftCardAccount | null>
    /**
     * A gift card product's picker fields (amounts, open amount range, type).
     * @example const fields = await storefront.cart.giftCardProduct({ sku: "GIFT-CARD" })
     */
    giftCardProduct(
      input: CallInput<{ readonly sku: string }>,
    ): Promise<GiftCardProductFields | null>
    /**
     * Adds a protection plan (`warrantyPlanFor(offers, plan, line)`): the updated cart. Rejects
     * with the call's `StorefrontError` (logged, no toast: spec §8).
     * @example await storefront.cart.addWarranty({ plan: warrantyPlanFor(offers, offer, line) })
     */
    addWarranty(
      input: CallInput<{ readonly plan: WarrantyPlan; readonly quantity?: number }>,
    ): Promise<CartModel>
    /**
     * Plans offered for a product by sku; no plans when cart offers are off or the sku is
     * unknown. Kept a minute; concurrent asks share one request. Rejects with
     * `TransportError`/`HttpError`, or `WarrantyPayloadError` when the provider's answer has
     * another shape.
     * @example const { plans } = await storefront.cart.warrantyOffers({ sku: line.product.sku })
     */
    warrantyOffers(input: CallInput<{ readonly sku: string }>): Promise<WarrantyOffers>
    /**
     * Spec §2 leadToken: the linked aftermarket offer (product, plans; region US), or null.
     * @example const lead = await storefront.cart.warrantyLead({ leadToken })
     */
    warrantyLead(input: CallInput<{ readonly leadToken: string }>): Promise<WarrantyLead | null>
    /**
     * Adds a lead's plan, signed in or not: the updated cart. Rejects with the call's
     * `StorefrontError` (logged, no toast).
     * @example await storefront.cart.addAftermarketWarranty({ leadToken, plan })
     */
    addAftermarketWarranty(
      input: CallInput<{ readonly leadToken: string; readonly plan: WarrantyPlan }>,
    ): Promise<CartModel>
    /**
     * Spec §2 `quote_id`: adopts the cart; resolves to the URL without it (never rejects).
     * @example const url = await storefront.cart.applyQuoteId({ url: location.href })
     */
    applyQuoteId(input: CallInput<{ readonly url: string }>): Promise<string>
    /**
     * The cart's total quantity from the server (0 without a cart).
     * @example const quantity = await storefront.cart.loadTotalQuantity()
     */
    loadTotalQuantity(input?: CallOptions): Promise<number>
    /**
     * Merges one cart into another (a guest cart into the customer's).
     * @example await storefront.cart.mergeCarts({ sourceCartId, destinationCartId })
     */
    mergeCarts(
      input: CallInput<{ readonly sourceCartId: string; readonly destinationCartId: string }>,
    ): Promise<CartModel>
  }
  readonly checkout: {
    /**
     * The cart's shipping address (the shipping step's form), loading the cart if needed.
     * @example const address = await storefront.checkout.loadShippingStep()
     */
    loadShippingStep(input?: CallOptions): Promise<ShippingCartAddress | null>
    /**
     * One request; `email` (a guest's) goes in the same request. `address` is the typed form or
     * a `SavedAddress` from `addresses.list()` (sent by its id).
     * @example
     * const [saved] = await storefront.addresses.list()
     * if (saved) await storefront.checkout.setShippingAddress({ address: saved })
     */
    setShippingAddress(input: CallInput<CheckoutShippingAddressInput>): Promise<CartModel>
    /**
     * Re-applies the selected shipping method in the same request (or chooses
     * `shippingMethod`); a virtual-only cart sends the address (and `email`) alone.
     * @example await storefront.checkout.setBillingAddress({ address: { ...form, sameAsShipping: true } })
     */
    setBillingAddress(input: CallInput<CheckoutBillingAddressInput>): Promise<CartModel>
    /**
     * The selected shipping method (fetches the cart only when none is selected).
     * @example const method = await storefront.checkout.selectedShippingMethod()
     */
    selectedShippingMethod(input?: CallOptions): Promise<SelectedShippingMethod | null>
    /**
     * The methods for the shipping address. Rejects with `ShippingMethodError` (spec §8 texts).
     * @example const [cheapest] = await storefront.checkout.shippingMethods()
     */
    shippingMethods(input?: CallOptions): Promise<ReadonlyArray<AvailableShippingMethod>>
    /**
     * Chooses a method (an `AvailableShippingMethod` is an input). Rejects with
     * `ShippingMethodError` "select".
     * @example await storefront.checkout.setShippingMethod(method)
     */
    setShippingMethod(input: CallInput<ShippingMethodInput>): Promise<CartModel>
    /**
     * The payment methods the cart offers.
     * @example const methods = await storefront.checkout.paymentMethods()
     */
    paymentMethods(input?: CallOptions): Promise<ReadonlyArray<PaymentMethod>>
    /**
     * Chooses a payment method (a `PaymentMethod` is an input).
     * @example await storefront.checkout.setPaymentMethod({ code: "checkmo" })
     */
    setPaymentMethod(input: CallInput<{ readonly code: string }>): Promise<CartModel>
    /**
     * A guest's e-mail on the cart.
     * @example await storefront.checkout.setGuestEmail({ email: "ann@example.com" })
     */
    setGuestEmail(input: CallInput<{ readonly email: string }>): Promise<CartModel>
    /**
     * Reports begin_checkout for the current cart.
     * @example await storefront.checkout.beginCheckout()
     */
    beginCheckout(input?: CallOptions): Promise<void>
    /**
     * Spec §2: the external site to check out on (its cart sync path with the customer token and
     * cart id), or null when checkout happens here. The UI navigates there; the SDK decides.
     * @example const url = await storefront.checkout.externalCheckoutUrl()
     */
    externalCheckoutUrl(input?: CallOptions): Promise<string | null>
    /**
     * Places the order and forgets the cart (the next add makes a new one).
     * @example const { orderNumber } = await storefront.checkout.placeOrder()
     */
    placeOrder(input?: CallOptions): Promise<PlacedOrder>
    /**
     * Subscribes an e-mail to the newsletter at checkout.
     * @example await storefront.checkout.subscribeToNewsletter({ email })
     */
    subscribeToNewsletter(
      input: CallInput<{ readonly email: string }>,
    ): Promise<NewsletterStatus | null>
    /**
     * Track an order: rejects with the server's `GraphqlError` when no order matches.
     * @example const order = await storefront.checkout.guestOrder({ number, email, lastname })
     */
    guestOrder(input: CallInput<GuestOrderInput>): Promise<GuestOrder>
  }
  /**
   * Spec §4 Login, Logout, Register, User load, Authorization failure, Password reset. Refusals
   * reject with `AccountError` (Magento's messages joined by commas), customer-only calls
   * without a token with `NotSignedInError` (no request).
   */
  readonly customer: {
    /**
     * Signed in? and who (spec §3 client state "customer").
     * @example storefront.customer.session.subscribe(({ signedIn }) => render(signedIn))
     */
    readonly session: ObservableState<CustomerSession>
    /**
     * A new value asks the UI to navigate home (authorization failure, password reset).
     * @example storefront.customer.homeRequest.subscribe((request) => request && navigate("/"))
     */
    readonly homeRequest: ObservableState<HomeRequest | null>
    /**
     * Busy flag and last error message per account action.
     * @example const { busy } = storefront.customer.status.get()
     */
    readonly status: ObservableState<AccountStatus>
    /**
     * Signs in (merging a guest cart into the customer's).
     * @example const profile = await storefront.customer.signIn({ email, password })
     */
    signIn(input: CallInput<SignInInput>): Promise<CustomerProfile>
    /**
     * Signs out and forgets the customer's cart and token.
     * @example await storefront.customer.signOut()
     */
    signOut(input?: CallOptions): Promise<void>
    /**
     * Creates an account, then signs in unless the store asks for confirmation.
     * @example const { status } = await storefront.customer.register({ email, password, firstname, lastname })
     */
    register(input: CallInput<RegisterInput>): Promise<RegisterResult>
    /**
     * The profile; null without a customer token; a failed fetch signs out.
     * @example const profile = await storefront.customer.load()
     */
    load(input?: CallOptions): Promise<CustomerProfile | null>
    /**
     * Updates the fields given (a changed e-mail needs `password`).
     * @example await storefront.customer.updateProfile({ firstname: "Ann" })
     */
    updateProfile(input: CallInput<UpdateProfileInput>): Promise<CustomerProfile>
    /**
     * Changes the password.
     * @example await storefront.customer.changePassword({ currentPassword, newPassword })
     */
    changePassword(input: CallInput<ChangePasswordInput>): Promise<CustomerProfile>
    /**
     * Sends the password reset e-mail.
     * @example await storefront.customer.requestPasswordReset({ email })
     */
    requestPasswordReset(input: CallInput<{ readonly email: string }>): Promise<boolean>
    /**
     * Sets a new password with the e-mailed token.
     * @example await storefront.customer.resetPassword({ email, resetPasswordToken, newPassword })
     */
    resetPassword(input: CallInput<ResetPasswordInput>): Promise<true>
    /**
     * Confirms a new account with the e-mailed link's key; then the customer can sign in.
     * @example await storefront.customer.confirmAccount({ email, confirmationKey })
     */
    confirmAccount(input: CallInput<ConfirmAccountInput>): Promise<true>
    /**
     * Whether no account uses the e-mail.
     * @example const available = await storefront.customer.isEmailAvailable({ email })
     */
    isEmailAvailable(input: CallInput<{ readonly email: string }>): Promise<boolean>
  }
  /** The signed-in customer's address book; without a token `NotSignedInError`. */
  readonly addresses: {
    /**
     * null until `list()`; null again after a sign-out.
     * @example storefront.addresses.addresses.subscribe((list) => render(list ?? []))
     */
    readonly addresses: ObservableState<ReadonlyArray<SavedAddress> | null>
    /**
     * The saved addresses.
     * @example const addresses = await storefront.addresses.list()
     */
    list(input?: CallOptions): Promise<ReadonlyArray<SavedAddress>>
    /**
     * Saves a new address.
     * @example await storefront.addresses.add({ firstname, lastname, street, city, postcode, countryCode: "US", telephone })
     */
    add(input: CallInput<SavedAddressInput>): Promise<SavedAddress>
    /**
     * Changes the fields given of a saved address: `{ address, changes }` takes the
     * `SavedAddress` a previous `list()`/`add()` returned, `{ id, address }` its id.
     * @example
     * const [saved] = await storefront.addresses.list()
     * if (saved) await storefront.addresses.update({ address: saved, changes: { city: "Boston" } })
     * await storefront.addresses.update({ id: 7, address: { city: "Boston" } })
     */
    update(input: CallInput<AddressUpdate>): Promise<SavedAddress>
    /**
     * Deletes a saved address (a `SavedAddress` is an input); Magento refuses a default one.
     * @example await storefront.addresses.remove(address)
     */
    remove(input: CallInput<{ readonly id: number }>): Promise<boolean>
  }
  /** The signed-in customer's orders, newest first; without a token `NotSignedInError`. */
  readonly orders: {
    /**
     * A page of orders.
     * @example const { items } = await storefront.orders.list({ currentPage: 1 })
     */
    list(input?: CallInput<ListOrdersInput>): Promise<OrderPage>
    /**
     * One order (an `OrderSummary` is an input); `OrderNotFoundError` when there is none.
     * @example
     * const { orders } = await storefront.orders.list()
     * if (orders[0]) await storefront.orders.get(orders[0])
     */
    get(input: CallInput<{ readonly number: string }>): Promise<OrderDetails>
    /**
     * The order's lines into the customer cart (now `cart.cart`); lines that failed in `errors`.
     * @example const { errors } = await storefront.orders.reorder(order)
     */
    reorder(input: CallInput<{ readonly number: string }>): Promise<ReorderResult>
  }
  /**
   * Payment methods and card payments: an offline method, a card through Stripe (the
   * PaymentMethod id Stripe.js made), or Braintree's nonce on a stock Magento.
   */
  readonly payments: {
    /**
     * The methods the cart can be paid with.
     * @example const methods = await storefront.payments.methods()
     */
    methods(input?: CallOptions): Promise<ReadonlyArray<PaymentMethod>>
    /**
     * Stripe.js's start-up values, or null when the Magento offers no Stripe.
     * @example const stripe = await storefront.payments.stripeConfiguration()
     */
    stripeConfiguration(input?: CallOptions): Promise<StripeConfiguration | null>
    /**
     * Sets the method with what it needs.
     * @example await storefront.payments.choose({ kind: "stripe", paymentMethodId: "pm_card_visa" })
     */
    choose(input: CallInput<{ readonly choice: PaymentChoice }>): Promise<CartModel>
    /**
     * Places the order; a card that needs 3-D Secure goes through `paymentConfirmer` (config)
     * and the order is placed again. Rejects with `PaymentAuthenticationError` when it is not
     * completed, with the server's `GraphqlError` (the card's message) on a decline.
     * @example const { orderNumber } = await storefront.payments.placeOrder()
     */
    placeOrder(input?: CallOptions): Promise<PlacedOrder>
  }
  /** The signed-in customer's wish list (spec §4 Wishlist). */
  readonly wishlist: WishlistFacade
  /** Used-gear quote requests (guests and customers alike). */
  readonly quotes: {
    /**
     * Checks the form (nothing is sent when it has problems), then sends it: the stored request
     * with its reference number. Rejects with `QuoteRejectedError` (errors by field path).
     * @example const { number } = await storefront.quotes.submit(form)
     */
    submit(input: CallInput<QuoteForm>): Promise<UsedGearQuote>
    /**
     * Rejects with `QuoteNotFoundError` when no request has this reference and e-mail.
     * @example const quote = await storefront.quotes.status({ number: "UGQ-1A2B3C", email })
     */
    status(input: CallInput<QuoteLookupInput>): Promise<UsedGearQuote>
  }
  /** reCAPTCHA v3 on the forms the store protects (the header itself is added by every call). */
  readonly recaptcha: {
    /**
     * The store's settings; null when off.
     * @example const settings = await storefront.recaptcha.settings()
     */
    settings(input?: CallOptions): Promise<ReCaptchaSettings | null>
    /**
     * Gets the token source ready when the store protects `form` (a browser: loads the
     * provider's script, which shows its badge); resolves whether it does. Nothing loads for
     * an unprotected form. Rejects with `ReCaptchaError`.
     * @example await storefront.recaptcha.prepare({ form: "CUSTOMER_CREATE" })
     */
    prepare(input: CallInput<{ readonly form: ReCaptchaForm }>): Promise<boolean>
  }
  /** The notification area: subscribe/get, plus add/dismiss/clear. */
  readonly notifications: ObservableState<ReadonlyArray<Notification>> & {
    /**
     * Shows a notification (also emitted as a `toast` event); null when already shown.
     * @example await storefront.notifications.add({ type: "info", message: "Saved" })
     */
    add(input: CallInput<NotificationInput>): Promise<Notification | null>
    /**
     * Dismisses one (a `Notification` is an input).
     * @example await storefront.notifications.dismiss(notification)
     */
    dismiss(input: CallInput<{ readonly id: number }>): Promise<void>
    /**
     * Dismisses all.
     * @example await storefront.notifications.clear()
     */
    clear(input?: CallOptions): Promise<void>
  }
  /**
   * What the storefront asks a UI to do or know: `cart:item-added`, `open-sidebar`, `toast`,
   * `analytics`. Listeners are called synchronously; a throwing one is logged.
   * @example
   * const stop = storefront.events.on("open-sidebar", () => { ui.cartSidebarOpen = true })
   */
  readonly events: StorefrontEventSource
  /**
   * Releases the runtime; the storefront must not be used afterwards.
   * @example await storefront.dispose()
   */
  dispose(): Promise<void>
}

/**
 * Builds one runtime for all calls. Every method rejects with a `StorefrontError`: the tagged
 * error instance itself, so `switch (error._tag)` works.
 *
 * @example
 * const storefront = createStorefront({ endpoint: "https://shop.example/graphql" })
 * const cart = await storefront.cart.addItem({ product, quantity: 1 })
 */
export const createStorefront = (config: StorefrontConfig): Storefront => {
  const runtime = ManagedRuntime.make(
    storefrontLayer({ ...config, storage: config.storage ?? memoryStorage() }),
  )
  type Services =
    | Store
    | Catalog
    | Routing
    | Content
    | Cart
    | Warranty
    | Coupons
    | GiftCards
    | Checkout
    | Notifications
    | Customer
    | Addresses
    | Orders
    | Payments
    | Wishlist
    | EngagementServices
    | Quotes
    | ReCaptcha
  const run = <A>(
    effect: Effect.Effect<A, Exclude<StorefrontError, CallAbortedError>, Services>,
    options?: CallOptions,
  ): Promise<A> => {
    const signal = options?.signal
    if (signal === undefined) return runtime.runPromise(effect)
    // An aborted signal interrupts the fiber (and its request); the rejection says so.
    return runtime.runPromise(effect, { signal }).catch((error: unknown) => {
      throw signal.aborted ? new CallAbortedError(signal.reason) : error
    })
  }
  // The services UIs watch are built synchronously on first use, so their state can be read at once.
  const lazyService = <S>(service: Effect.Effect<S, never, Services>) => {
    let built: S | undefined
    return () => {
      built ??= runtime.runSync(service)
      return built
    }
  }
  const contentService = lazyService(Effect.service(Content))
  const cartService = lazyService(Effect.service(Cart))
  const notificationsService = lazyService(Effect.service(Notifications))
  const addressesService = lazyService(Effect.service(Addresses))
  const customerService = lazyService(Effect.service(Customer))
  const wishlistService = lazyService(Effect.service(Wishlist))
  const events = lazyService(Effect.service(StorefrontEvents))
  const observe = <A>(state: () => ObservableState<A>): ObservableState<A> => ({
    get: () => state().get(),
    subscribe: (listener) => state().subscribe(listener),
  })
  return {
    store: storeMethods(run),
    catalog: catalogMethods(run),
    routing: routingMethods(run),
    content: {
      cmsPage: (input) =>
        run(
          Content.use((c) => c.cmsPage({ identifier: input.identifier })),
          input,
        ),
      cmsBlocks: (input) =>
        run(
          Content.use((c) => c.cmsBlocks({ identifiers: input.identifiers })),
          input,
        ),
      ticker: observe(() => contentService().ticker),
      loadTicker: (input) =>
        run(
          Content.use((c) => c.loadTicker()),
          input,
        ),
      megaMenu: (input) =>
        run(
          Content.use((c) => c.megaMenu(serviceInput(input ?? {}))),
          input,
        ),
      categories: observe(() => contentService().categories),
      loadCategories: (input) =>
        run(
          Content.use((c) => c.loadCategories()),
          input,
        ),
    },
    cart: {
      cart: observe(() => cartService().cart),
      totalQuantity: observe(() => cartService().totalQuantity),
      pendingRemoval: observe(() => cartService().pendingRemoval),
      status: observe(() => cartService().status),
      load: (input) =>
        run(
          Cart.use((c) => c.load(serviceInput(input ?? {}))),
          input,
        ),
      clear: (input) =>
        run(
          Cart.use((c) => c.clear()),
          input,
        ),
      addItem: (input) =>
        run(
          Cart.use((c) => c.addItem(serviceInput(input))),
          input,
        ),
      updateQuantity: (input) =>
        run(
          Cart.use((c) => c.updateQuantity({ uid: lineUid(input), quantity: input.quantity })),
          input,
        ),
      requestRemove: (input) =>
        run(
          Cart.use((c) => c.requestRemove({ uid: lineUid(input) })),
          input,
        ),
      cancelRemove: (input) =>
        run(
          Cart.use((c) => c.cancelRemove()),
          input,
        ),
      confirmRemove: (input) =>
        run(
          Cart.use((c) => c.confirmRemove()),
          input,
        ),
      removeItem: (input) =>
        run(
          Cart.use((c) => c.removeItem({ uid: lineUid(input) })),
          input,
        ),
      applyCoupon: (input) =>
        run(
          Coupons.use((c) => c.applyCoupon({ code: input.code })),
          input,
        ),
      removeCoupon: (input) =>
        run(
          Coupons.use((c) => c.removeCoupon()),
          input,
        ),
      applyGiftCard: (input) =>
        run(
          GiftCards.use((g) => g.applyGiftCard({ code: input.code })),
          input,
        ),
      removeGiftCard: (input) =>
        run(
          GiftCards.use((g) => g.removeGiftCard({ code: input.code })),
          input,
        ),
      giftCardBalance: (input) =>
        run(
          GiftCards.use((g) => g.giftCardBalance({ code: input.code })),
          input,
        ),
      giftCardProduct: (input) =>
        run(
          GiftCards.use((g) => g.giftCardProduct({ sku: input.sku })),
          input,
        ),
      addWarranty: (input) =>
        run(
          Warranty.use((w) => w.addWarranty(serviceInput(input))),
          input,
        ),
      warrantyOffers: (input) =>
        run(
          Warranty.use((w) => w.warrantyOffers({ sku: input.sku })),
          input,
        ),
      warrantyLead: (input) =>
        run(
          Warranty.use((w) => w.warrantyLead({ leadToken: input.leadToken })),
          input,
        ),
      addAftermarketWarranty: (input) =>
        run(
          Warranty.use((w) =>
            w.addAftermarketWarranty({ leadToken: input.leadToken, plan: input.plan }),
          ),
          input,
        ),
      applyQuoteId: (input) =>
        run(
          Cart.use((c) => c.applyQuoteId({ url: input.url })),
          input,
        ),
      loadTotalQuantity: (input) =>
        run(
          Cart.use((c) => c.loadTotalQuantity()),
          input,
        ),
      mergeCarts: (input) =>
        run(
          Cart.use((c) => c.mergeCarts(serviceInput(input))),
          input,
        ),
    },
    checkout: {
      loadShippingStep: (input) =>
        run(
          Checkout.use((c) => c.loadShippingStep()),
          input,
        ),
      setShippingAddress: (input) =>
        run(
          Checkout.use((c) => c.setShippingAddress(serviceInput(input))),
          input,
        ),
      setBillingAddress: (input) =>
        run(
          Checkout.use((c) => c.setBillingAddress(serviceInput(input))),
          input,
        ),
      selectedShippingMethod: (input) =>
        run(
          Checkout.use((c) => c.selectedShippingMethod()),
          input,
        ),
      shippingMethods: (input) =>
        run(
          Checkout.use((c) => c.shippingMethods()),
          input,
        ),
      setShippingMethod: (input) =>
        run(
          Checkout.use((c) =>
            c.setShippingMethod({
              carrier_code: input.carrier_code,
              method_code: input.method_code,
            }),
          ),
          input,
        ),
      paymentMethods: (input) =>
        run(
          Checkout.use((c) => c.paymentMethods()),
          input,
        ),
      setPaymentMethod: (input) =>
        run(
          Checkout.use((c) => c.setPaymentMethod({ code: input.code })),
          input,
        ),
      setGuestEmail: (input) =>
        run(
          Checkout.use((c) => c.setGuestEmail({ email: input.email })),
          input,
        ),
      beginCheckout: (input) =>
        run(
          Checkout.use((c) => c.beginCheckout()),
          input,
        ),
      externalCheckoutUrl: (input) =>
        run(
          Checkout.use((c) => c.externalCheckoutUrl()),
          input,
        ),
      placeOrder: (input) =>
        run(
          Checkout.use((c) => c.placeOrder()),
          input,
        ),
      subscribeToNewsletter: (input) =>
        run(
          Checkout.use((c) => c.subscribeToNewsletter({ email: input.email })),
          input,
        ),
      guestOrder: (input) =>
        run(
          Checkout.use((c) => c.guestOrder(serviceInput(input))),
          input,
        ),
    },
    customer: {
      session: observe(() => customerService().session),
      homeRequest: observe(() => customerService().homeRequest),
      status: observe(() => customerService().status),
      signIn: (input) =>
        run(
          Customer.use((c) => c.signIn(serviceInput(input))),
          input,
        ),
      signOut: (input) =>
        run(
          Customer.use((c) => c.signOut()),
          input,
        ),
      register: (input) =>
        run(
          Customer.use((c) => c.register(serviceInput(input))),
          input,
        ),
      load: (input) =>
        run(
          Customer.use((c) => c.load()),
          input,
        ),
      updateProfile: (input) =>
        run(
          Customer.use((c) => c.updateProfile(serviceInput(input))),
          input,
        ),
      changePassword: (input) =>
        run(
          Customer.use((c) => c.changePassword(serviceInput(input))),
          input,
        ),
      requestPasswordReset: (input) =>
        run(
          Customer.use((c) => c.requestPasswordReset({ email: input.email })),
          input,
        ),
      resetPassword: (input) =>
        run(
          Customer.use((c) => c.resetPassword(serviceInput(input))),
          input,
        ),
      confirmAccount: (input) =>
        run(
          Customer.use((c) =>
            c.confirmAccount({ email: input.email, confirmationKey: input.confirmationKey }),
          ),
          input,
        ),
      isEmailAvailable: (input) =>
        run(
          Customer.use((c) => c.isEmailAvailable({ email: input.email })),
          input,
        ),
    },
    addresses: {
      addresses: observe(() => addressesService().addresses),
      list: (input) =>
        run(
          Addresses.use((a) => a.list()),
          input,
        ),
      add: (input) =>
        run(
          Addresses.use((a) => a.add(serviceInput(input))),
          input,
        ),
      update: (input) =>
        run(
          Addresses.use((a) => a.update(addressUpdateOf(input))),
          input,
        ),
      remove: (input) =>
        run(
          Addresses.use((a) => a.remove({ id: input.id })),
          input,
        ),
    },
    orders: {
      list: (input) =>
        run(
          Orders.use((o) => o.list(serviceInput(input ?? {}))),
          input,
        ),
      get: (input) =>
        run(
          Orders.use((o) => o.get({ number: input.number })),
          input,
        ),
      reorder: (input) =>
        run(
          Orders.use((o) => o.reorder({ number: input.number })),
          input,
        ),
    },
    payments: {
      methods: (input) =>
        run(
          Payments.use((p) => p.methods()),
          input,
        ),
      stripeConfiguration: (input) =>
        run(
          Payments.use((p) => p.stripeConfiguration()),
          input,
        ),
      choose: (input) =>
        run(
          Payments.use((p) => p.choose(input.choice)),
          input,
        ),
      placeOrder: (input) =>
        run(
          Payments.use((p) => p.placeOrder()),
          input,
        ),
    },
    wishlist: wishlistFacade(run, wishlistService),
    quotes: {
      submit: (input) =>
        run(
          Quotes.use((q) => q.submit(serviceInput(input))),
          input,
        ),
      status: (input) =>
        run(
          Quotes.use((q) => q.status({ number: input.number, email: input.email })),
          input,
        ),
    },
    recaptcha: {
      settings: (input) =>
        run(
          ReCaptcha.use((r) => r.settings()),
          input,
        ),
      prepare: (input) =>
        run(
          ReCaptcha.use((r) => r.prepare({ form: input.form })),
          input,
        ),
    },
    notifications: {
      ...observe(() => notificationsService().notifications),
      add: (input) =>
        run(
          Notifications.use((n) => n.add(serviceInput(input))),
          input,
        ),
      dismiss: (input) =>
        run(
          Notifications.use((n) => n.dismiss({ id: input.id })),
          input,
        ),
      clear: (input) =>
        run(
          Notifications.use((n) => n.clear()),
          input,
        ),
    },
    ...engagementFacade(run, (effect) => runtime.runSync(effect)),
    events: eventSource((listener) => events().subscribe(listener)),
    dispose: () => runtime.dispose(),
  }
}
