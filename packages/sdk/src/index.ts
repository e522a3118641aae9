// "@shutter/sdk": the Promise facade. Effect inside, Promises outside.
import { Effect, ManagedRuntime } from "effect"
import { Addresses } from "./addresses/Addresses.js"
import type { SavedAddress, SavedAddressInput } from "./addresses/savedAddress.js"
import type { AddItemInput } from "./cart/addToCartRules.js"
import { Cart, type CouponResult, type LoadCartInput } from "./cart/Cart.js"
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
import type {
  CartUnavailableError,
  CartUserError,
  UnsupportedProductTypeError,
  VariantNotSelectedError,
} from "./cart/cartErrors.js"
import type { CartStatus } from "./cart/cartState.js"
import type { GiftCardProductFields } from "./cart/giftCardRules.js"
import type { WarrantyLead } from "./cart/warrantyLead.js"
import type { WarrantyOffers } from "./cart/warrantyPlans.js"
import {
  Catalog,
  type ListProductsInput,
  type ProductListing,
  type ReviewsInput,
} from "./catalog/Catalog.js"
import type {
  CategoryDetails,
  CategoryNode,
  CreateReviewInput,
  LinkedProducts,
  ProductCard,
  ProductDetails,
  RatingMetadata,
  ReviewPage,
  ReviewWithRating,
} from "./catalog/catalog.graphql.js"
import type { NotFoundError } from "./catalog/catalogErrors.js"
import type { SearchSuggestions } from "./catalog/searchSuggestRules.js"
import type { AddressForm } from "./checkout/addressForm.js"
import {
  Checkout,
  type CheckoutBillingAddressInput,
  type CheckoutShippingAddressInput,
  type PlacedOrder,
  type ShippingMethodInput,
} from "./checkout/Checkout.js"
import type { NewsletterStatus } from "./checkout/checkout.graphql.js"
import type { GuestOrder, GuestOrderInput } from "./checkout/guestOrderDocument.js"
import type { ShippingMethodError } from "./checkout/shippingMessages.js"
import { Content } from "./content/Content.js"
import type { CmsBlock, CmsPage } from "./content/content.graphql.js"
import type { MegaMenuEntry } from "./content/megaMenu.js"
import type { ObservableState } from "./content/observableState.js"
import type { TickerState } from "./content/ticker.js"
import type { AccountStatus } from "./customer/accountState.js"
import {
  type ChangePasswordInput,
  Customer,
  type RegisterInput,
  type RegisterResult,
  type ResetPasswordInput,
  type SignInInput,
  type UpdateProfileInput,
} from "./customer/Customer.js"
import type { AccountError, NotSignedInError } from "./customer/customerErrors.js"
import type { CustomerProfile, CustomerSession, HomeRequest } from "./customer/customerModel.js"
import {
  type EngagementServices,
  type EngagementStorefront,
  engagementFacade,
} from "./engagementFacade.js"
import type { GraphqlClientError } from "./graphql/errors.js"
import { type StorefrontConfig, storefrontLayer } from "./live.js"
import type { NewsletterError } from "./newsletter/Newsletter.js"
import { Notifications } from "./notifications/Notifications.js"
import type { Notification, NotificationInput } from "./notifications/notificationQueue.js"
import {
  type ListOrdersInput,
  type OrderNotFoundError,
  Orders,
  type ReorderResult,
} from "./orders/Orders.js"
import type { OrderDetails, OrderPage } from "./orders/orderModel.js"
import {
  type QuoteLookupInput,
  type QuoteNotFoundError,
  type QuoteRejectedError,
  Quotes,
} from "./quotes/Quotes.js"
import type { QuoteForm } from "./quotes/quoteForm.js"
import type { UsedGearQuote } from "./quotes/quotes.graphql.js"
import { ReCaptcha, type ReCaptchaSettings } from "./recaptcha/ReCaptcha.js"
import type { ReCaptchaForm } from "./recaptcha/recaptchaForms.js"
import type { UnknownMiddlewareError } from "./routing/guards.js"
import { type GuardOutcome, type ResolvedRoute, Routing } from "./routing/Routing.js"
import { memoryStorage } from "./storage/memoryStorage.js"
import {
  type CurrencyChange,
  Store,
  type StoreChange,
  type UnknownStoreError,
} from "./store/Store.js"
import type { Country, Currency, StoreConfig } from "./store/store.graphql.js"
import { Wishlist } from "./wishlist/Wishlist.js"
import { type WishlistFacade, wishlistFacade } from "./wishlist/wishlistFacade.js"
import type { WishlistFailure } from "./wishlist/wishlistState.js"

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
export type { CartCallError, CouponResult, LoadCartInput } from "./cart/Cart.js"
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
  UnsupportedProductTypeError,
  VariantNotSelectedError,
} from "./cart/cartErrors.js"
export * from "./cart/cartLines.js"
export * from "./cart/cartMessages.js"
export {
  CART_ACTIONS,
  type CartAction,
  type CartFailure,
  type CartStatus,
} from "./cart/cartState.js"
export * from "./cart/couponRules.js"
export * from "./cart/freeShipping.js"
export * from "./cart/freeShippingPromo.js"
export * from "./cart/giftCardDisplay.js"
export * from "./cart/giftCardRules.js"
export * from "./cart/optionPricing.js"
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
export { NotFoundError } from "./catalog/catalogErrors.js"
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
export type {
  CheckoutBillingAddressInput,
  CheckoutShippingAddressInput,
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
export * from "./customer/accountState.js"
export type {
  AccountCallError,
  ChangePasswordInput,
  RegisterInput,
  RegisterResult,
  ResetPasswordInput,
  SignInInput,
  UpdateProfileInput,
} from "./customer/Customer.js"
export type { ConfirmationStatus } from "./customer/customer.graphql.js"
export { AccountError, NotSignedInError } from "./customer/customerErrors.js"
export * from "./customer/customerModel.js"
export type { EngagementStorefront } from "./engagementFacade.js"
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
export * from "./routing/errorPage.js"
export * from "./routing/guards.js"
export type { GuardOutcome, ResolvedRoute } from "./routing/Routing.js"
export * from "./routing/routePaths.js"
export { categoryBreadcrumbs, productBreadcrumbs } from "./seo/breadcrumbs.js"
export type { Crumb } from "./seo/structuredData.js"
export { cookieStorage } from "./storage/cookieStorage.js"
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

export * from "./wishlist/publicApi.js"

/** The last argument of the account, address and order methods. */
export interface CallOptions {
  /** Aborting it interrupts the call (the promise rejects). */
  readonly signal?: AbortSignal
}

export interface Storefront extends EngagementStorefront {
  readonly store: {
    config(): Promise<StoreConfig>
    availableStores(): Promise<ReadonlyArray<StoreConfig>>
    currency(): Promise<Currency>
    countries(): Promise<ReadonlyArray<Country>>
    country(id: string): Promise<Country>
    /** Stores store code, currency and locale; resolves to the locale path to go to. */
    changeStore(storeCode: string): Promise<StoreChange>
    /** Stores the currency; resolves to `{ reload: true }` (the UI reloads the page). */
    changeCurrency(currency: string): Promise<CurrencyChange>
  }
  readonly catalog: {
    /** One request: items, aggregations, page info and total for the URL's listing state. */
    listProducts(input: ListProductsInput): Promise<ProductListing>
    /** The search overlay's suggestions for a term; aborting `signal` cancels the request. */
    searchSuggestions(term: string, options?: CallOptions): Promise<SearchSuggestions>
    /** One request: the details and the first page of reviews (`reviews` on the result). */
    productByUrlKey(urlKey: string): Promise<ProductDetails>
    productBySku(sku: string): Promise<ProductDetails>
    /** One request for both carousels of a product page. */
    linkedProducts(sku: string): Promise<LinkedProducts>
    upsellProducts(sku: string): Promise<ReadonlyArray<ProductCard>>
    relatedProducts(sku: string): Promise<ReadonlyArray<ProductCard>>
    reviews(input: ReviewsInput): Promise<ReviewPage>
    ratingsMetadata(): Promise<ReadonlyArray<RatingMetadata>>
    createReview(input: CreateReviewInput): Promise<ReviewWithRating>
    categoryTree(): Promise<ReadonlyArray<CategoryNode>>
    category(uid: string): Promise<CategoryDetails>
  }
  readonly routing: {
    resolve(path: string): Promise<ResolvedRoute>
    /** Rejects with `UnknownMiddlewareError` (status 500, 'Unknown middleware') for an unknown name. */
    guard(name: string, path: string): Promise<GuardOutcome>
  }
  readonly content: {
    cmsPage(identifier: string): Promise<CmsPage>
    cmsBlocks(identifiers: ReadonlyArray<string>): Promise<ReadonlyArray<CmsBlock>>
    /** "loading" until `loadTicker()` settles, then "hidden" or "shown". */
    readonly ticker: ObservableState<TickerState>
    loadTicker(): Promise<TickerState>
    megaMenu(title?: string): Promise<ReadonlyArray<MegaMenuEntry>>
    /** null until `loadCategories()` first runs (spec §4 Categories). */
    readonly categories: ObservableState<ReadonlyArray<CategoryNode> | null>
    loadCategories(): Promise<ReadonlyArray<CategoryNode>>
  }
  /** Spec §4 cart; state as subscribe/get pairs. Rejections: cart errors below, GraphQL errors. */
  readonly cart: {
    readonly cart: ObservableState<CartModel | null>
    readonly totalQuantity: ObservableState<number>
    readonly cartSidebarOpen: ObservableState<boolean>
    /** The line waiting for the removal confirmation modal. */
    readonly pendingRemoval: ObservableState<CartItem | null>
    /** Busy flag and last error per action (`busy.addWarranty` is the warranty loader). */
    readonly status: ObservableState<CartStatus>
    setCartSidebarOpen(open: boolean): Promise<void>
    load(input?: LoadCartInput): Promise<CartModel | null>
    clear(): Promise<CartModel | null>
    addItem(input: AddItemInput): Promise<CartModel>
    /** Debounced 1000 ms per item; never rejects (danger toast); null when skipped/superseded/failed. */
    updateQuantity(uid: string, quantity: number): Promise<CartModel | null>
    requestRemove(uid: string): Promise<CartItem | null>
    cancelRemove(): Promise<void>
    confirmRemove(): Promise<CartModel | null>
    removeItem(uid: string): Promise<CartModel | null>
    applyCoupon(code: string): Promise<CouponResult>
    removeCoupon(): Promise<CartModel>
    /** Applies a gift card code; rejects with the server's GraphqlError (unknown code, no funds…). */
    applyGiftCard(code: string): Promise<CartModel>
    removeGiftCard(code: string): Promise<CartModel>
    /** A gift card's balance and expiry by code; rejects when the code is unknown. */
    giftCardBalance(code: string): Promise<GiftCardAccount | null>
    /** A gift card product's picker fields (amounts, open amount range, type). */
    giftCardProduct(sku: string): Promise<GiftCardProductFields | null>
    /** Never rejects: errors are logged (null). */
    addWarranty(plan: WarrantyPlan, quantity?: number): Promise<CartModel | null>
    /**
     * Plans offered for a product by sku (the warranty provider storeConfig points to); no plans
     * when cart offers are off or the sku is unknown. Rejects with TransportError/HttpError.
     */
    warrantyOffers(sku: string): Promise<WarrantyOffers>
    /** Spec §2 leadToken: the linked aftermarket offer (product, plans; region US), or null. */
    warrantyLead(leadToken: string): Promise<WarrantyLead | null>
    /** Adds a lead's plan, signed in or not; errors are logged only (null). */
    addAftermarketWarranty(leadToken: string, plan: WarrantyPlan): Promise<CartModel | null>
    /** Resolves to the URL without `quote_id`; never rejects. */
    applyQuoteId(url: string): Promise<string>
    loadTotalQuantity(): Promise<number>
    mergeCarts(sourceCartId: string, destinationCartId: string): Promise<CartModel>
  }
  readonly checkout: {
    loadShippingStep(): Promise<ShippingCartAddress | null>
    /** One request; `options.email` (a guest's) goes in the same request. */
    setShippingAddress(
      address: AddressForm,
      options?: Omit<CheckoutShippingAddressInput, "address">,
    ): Promise<CartModel>
    /**
     * Re-applies the selected shipping method in the same request (or chooses
     * `options.shippingMethod`); a virtual-only cart sends the address (and `options.email`) alone.
     */
    setBillingAddress(
      address: AddressForm,
      options?: Omit<CheckoutBillingAddressInput, "address">,
    ): Promise<CartModel>
    selectedShippingMethod(): Promise<SelectedShippingMethod | null>
    shippingMethods(): Promise<ReadonlyArray<AvailableShippingMethod>>
    setShippingMethod(input: ShippingMethodInput): Promise<CartModel>
    paymentMethods(): Promise<ReadonlyArray<PaymentMethod>>
    setPaymentMethod(code: string): Promise<CartModel>
    setGuestEmail(email: string): Promise<CartModel>
    beginCheckout(): Promise<void>
    /**
     * Spec §2: the external site to check out on (its cart sync path with the customer token and
     * cart id), or null when checkout happens here. The UI navigates there; the SDK decides.
     */
    externalCheckoutUrl(): Promise<string | null>
    placeOrder(): Promise<PlacedOrder>
    subscribeToNewsletter(email: string): Promise<NewsletterStatus | null>
    /** Track an order: rejects with the server's GraphqlError when no order matches. */
    guestOrder(input: GuestOrderInput): Promise<GuestOrder>
  }
  /**
   * Spec §4 Login, Logout, Register, User load, Authorization failure, Password reset. Refusals
   * reject with `AccountError` (Magento's messages joined by commas), customer-only calls
   * without a token with `NotSignedInError` (no request).
   */
  readonly customer: {
    /** Signed in? and who (spec §3 client state "customer"). */
    readonly session: ObservableState<CustomerSession>
    /** A new value asks the UI to navigate home (authorization failure, password reset). */
    readonly homeRequest: ObservableState<HomeRequest | null>
    /** Busy flag and last error message per account action. */
    readonly status: ObservableState<AccountStatus>
    signIn(input: SignInInput, options?: CallOptions): Promise<CustomerProfile>
    signOut(options?: CallOptions): Promise<void>
    register(input: RegisterInput, options?: CallOptions): Promise<RegisterResult>
    /** Null without a customer token; a failed fetch signs out. */
    load(options?: CallOptions): Promise<CustomerProfile | null>
    updateProfile(input: UpdateProfileInput, options?: CallOptions): Promise<CustomerProfile>
    changePassword(input: ChangePasswordInput, options?: CallOptions): Promise<CustomerProfile>
    requestPasswordReset(input: { readonly email: string }, options?: CallOptions): Promise<boolean>
    resetPassword(input: ResetPasswordInput, options?: CallOptions): Promise<true>
    isEmailAvailable(input: { readonly email: string }, options?: CallOptions): Promise<boolean>
  }
  /** The signed-in customer's address book; without a token `NotSignedInError`. */
  readonly addresses: {
    /** null until `list()`; null again after a sign-out. */
    readonly addresses: ObservableState<ReadonlyArray<SavedAddress> | null>
    list(options?: CallOptions): Promise<ReadonlyArray<SavedAddress>>
    add(input: SavedAddressInput, options?: CallOptions): Promise<SavedAddress>
    update(
      input: { readonly id: number; readonly address: SavedAddressInput },
      options?: CallOptions,
    ): Promise<SavedAddress>
    /** Rejects with Magento's message for a default address. */
    remove(input: { readonly id: number }, options?: CallOptions): Promise<boolean>
  }
  /** The signed-in customer's orders, newest first; without a token `NotSignedInError`. */
  readonly orders: {
    list(input?: ListOrdersInput, options?: CallOptions): Promise<OrderPage>
    /** `OrderNotFoundError` when the customer has no order with this number. */
    get(input: { readonly number: string }, options?: CallOptions): Promise<OrderDetails>
    /** The order's lines into the customer cart (now `cart.cart`); lines that failed in `errors`. */
    reorder(input: { readonly number: string }, options?: CallOptions): Promise<ReorderResult>
  }
  /** The signed-in customer's wish list (spec §4 Wishlist). */
  readonly wishlist: WishlistFacade
  /** Used-gear quote requests (guests and customers alike). */
  readonly quotes: {
    /**
     * Checks the form (nothing is sent when it has problems), then sends it: the stored request
     * with its reference number. Rejects with `QuoteRejectedError` (errors by field path).
     */
    submit(form: QuoteForm, options?: CallOptions): Promise<UsedGearQuote>
    /** Rejects with `QuoteNotFoundError` when no request has this reference and e-mail. */
    status(input: QuoteLookupInput, options?: CallOptions): Promise<UsedGearQuote>
  }
  /** reCAPTCHA v3 on the forms the store protects (the header itself is added by every call). */
  readonly recaptcha: {
    /** The store's settings; null when off. */
    settings(): Promise<ReCaptchaSettings | null>
    /**
     * Gets the token source ready when the store protects `form` (a browser: loads the
     * provider's script, which shows its badge); resolves whether it does. Nothing loads for
     * an unprotected form. Rejects with `ReCaptchaError`.
     */
    prepare(input: { readonly form: ReCaptchaForm }): Promise<boolean>
  }
  /** The notification area: subscribe/get, plus add/dismiss/clear. */
  readonly notifications: ObservableState<ReadonlyArray<Notification>> & {
    add(input: NotificationInput): Promise<Notification | null>
    dismiss(id: number): Promise<void>
    clear(): Promise<void>
  }
  /** Releases the runtime; the storefront must not be used afterwards. */
  dispose(): Promise<void>
}

/**
 * Builds one runtime for all calls. Every method rejects with the tagged error instance itself
 * (`TransportError`, `HttpError`, `GraphqlError`, `GraphqlAuthorizationError`), so
 * `switch (error._tag)` works.
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
    | Checkout
    | Notifications
    | Customer
    | Addresses
    | Orders
    | Wishlist
    | EngagementServices
    | Quotes
    | ReCaptcha
  type Failure =
    | GraphqlClientError
    | NotFoundError
    | UnknownMiddlewareError
    | UnknownStoreError
    | CartUserError
    | UnsupportedProductTypeError
    | VariantNotSelectedError
    | CartUnavailableError
    | ShippingMethodError
    | AccountError
    | NotSignedInError
    | OrderNotFoundError
    | WishlistFailure
    | NewsletterError
    | QuoteRejectedError
    | QuoteNotFoundError
  const run = <A>(effect: Effect.Effect<A, Failure, Services>, options?: CallOptions): Promise<A> =>
    runtime.runPromise(
      effect,
      options?.signal === undefined ? undefined : { signal: options.signal },
    )
  // The content service is built synchronously on first use, so its state can be read at once.
  let content: Content["Service"] | undefined
  const contentService = () => {
    content ??= runtime.runSync(Effect.service(Content))
    return content
  }
  // Same for the state UIs watch: cart and notifications.
  let cart: Cart["Service"] | undefined
  const cartService = () => {
    cart ??= runtime.runSync(Effect.service(Cart))
    return cart
  }
  let notifications: Notifications["Service"] | undefined
  const notificationsService = () => {
    notifications ??= runtime.runSync(Effect.service(Notifications))
    return notifications
  }
  let addresses: Addresses["Service"] | undefined
  const addressesService = () => {
    addresses ??= runtime.runSync(Effect.service(Addresses))
    return addresses
  }
  let wishlist: Wishlist["Service"] | undefined
  let customer: Customer["Service"] | undefined
  const customerService = () => {
    customer ??= runtime.runSync(Effect.service(Customer))
    return customer
  }
  const observe = <A>(state: () => ObservableState<A>): ObservableState<A> => ({
    get: () => state().get(),
    subscribe: (listener) => state().subscribe(listener),
  })
  return {
    store: {
      config: () => run(Store.use((s) => s.config)),
      availableStores: () => run(Store.use((s) => s.availableStores)),
      currency: () => run(Store.use((s) => s.currency)),
      countries: () => run(Store.use((s) => s.countries)),
      country: (id) => run(Store.use((s) => s.country({ id }))),
      changeStore: (storeCode) => run(Store.use((s) => s.changeStore({ storeCode }))),
      changeCurrency: (currency) => run(Store.use((s) => s.changeCurrency({ currency }))),
    },
    catalog: {
      listProducts: (input) => run(Catalog.use((c) => c.listProducts(input))),
      searchSuggestions: (term, options) =>
        run(
          Catalog.use((c) => c.searchSuggestions({ term })),
          options,
        ),
      productByUrlKey: (urlKey) => run(Catalog.use((c) => c.productByUrlKey({ urlKey }))),
      productBySku: (sku) => run(Catalog.use((c) => c.productBySku({ sku }))),
      linkedProducts: (sku) => run(Catalog.use((c) => c.linkedProducts({ sku }))),
      upsellProducts: (sku) => run(Catalog.use((c) => c.upsellProducts({ sku }))),
      relatedProducts: (sku) => run(Catalog.use((c) => c.relatedProducts({ sku }))),
      reviews: (input) => run(Catalog.use((c) => c.reviews(input))),
      ratingsMetadata: () => run(Catalog.use((c) => c.ratingsMetadata())),
      createReview: (input) => run(Catalog.use((c) => c.createReview(input))),
      categoryTree: () => run(Catalog.use((c) => c.categoryTree())),
      category: (uid) => run(Catalog.use((c) => c.category({ uid }))),
    },
    routing: {
      resolve: (path) => run(Routing.use((r) => r.resolve({ path }))),
      guard: (name, path) => run(Routing.use((r) => r.guard({ name, path }))),
    },
    content: {
      cmsPage: (identifier) => run(Content.use((c) => c.cmsPage({ identifier }))),
      cmsBlocks: (identifiers) => run(Content.use((c) => c.cmsBlocks({ identifiers }))),
      ticker: {
        get: () => contentService().ticker.get(),
        subscribe: (listener) => contentService().ticker.subscribe(listener),
      },
      loadTicker: () => run(Content.use((c) => c.loadTicker())),
      megaMenu: (title) =>
        run(Content.use((c) => c.megaMenu(title === undefined ? {} : { title }))),
      categories: {
        get: () => contentService().categories.get(),
        subscribe: (listener) => contentService().categories.subscribe(listener),
      },
      loadCategories: () => run(Content.use((c) => c.loadCategories())),
    },
    cart: {
      cart: observe(() => cartService().cart),
      totalQuantity: observe(() => cartService().totalQuantity),
      cartSidebarOpen: observe(() => cartService().cartSidebarOpen),
      pendingRemoval: observe(() => cartService().pendingRemoval),
      status: observe(() => cartService().status),
      setCartSidebarOpen: (open) => run(Cart.use((c) => c.setCartSidebarOpen({ open }))),
      load: (input) => run(Cart.use((c) => c.load(input))),
      clear: () => run(Cart.use((c) => c.clear())),
      addItem: (input) => run(Cart.use((c) => c.addItem(input))),
      updateQuantity: (uid, quantity) => run(Cart.use((c) => c.updateQuantity({ uid, quantity }))),
      requestRemove: (uid) => run(Cart.use((c) => c.requestRemove({ uid }))),
      cancelRemove: () => run(Cart.use((c) => c.cancelRemove())),
      confirmRemove: () => run(Cart.use((c) => c.confirmRemove())),
      removeItem: (uid) => run(Cart.use((c) => c.removeItem({ uid }))),
      applyCoupon: (code) => run(Cart.use((c) => c.applyCoupon({ code }))),
      removeCoupon: () => run(Cart.use((c) => c.removeCoupon())),
      applyGiftCard: (code) => run(Cart.use((c) => c.applyGiftCard({ code }))),
      removeGiftCard: (code) => run(Cart.use((c) => c.removeGiftCard({ code }))),
      giftCardBalance: (code) => run(Cart.use((c) => c.giftCardBalance({ code }))),
      giftCardProduct: (sku) => run(Cart.use((c) => c.giftCardProduct({ sku }))),
      addWarranty: (plan, quantity) =>
        run(Cart.use((c) => c.addWarranty(quantity === undefined ? { plan } : { plan, quantity }))),
      warrantyOffers: (sku) => run(Cart.use((c) => c.warrantyOffers({ sku }))),
      warrantyLead: (leadToken) => run(Cart.use((c) => c.warrantyLead({ leadToken }))),
      addAftermarketWarranty: (leadToken, plan) =>
        run(Cart.use((c) => c.addAftermarketWarranty({ leadToken, plan }))),
      applyQuoteId: (url) => run(Cart.use((c) => c.applyQuoteId({ url }))),
      loadTotalQuantity: () => run(Cart.use((c) => c.loadTotalQuantity())),
      mergeCarts: (sourceCartId, destinationCartId) =>
        run(Cart.use((c) => c.mergeCarts({ sourceCartId, destinationCartId }))),
    },
    checkout: {
      loadShippingStep: () => run(Checkout.use((c) => c.loadShippingStep())),
      setShippingAddress: (address, options) =>
        run(Checkout.use((c) => c.setShippingAddress({ ...options, address }))),
      setBillingAddress: (address, options) =>
        run(Checkout.use((c) => c.setBillingAddress({ ...options, address }))),
      selectedShippingMethod: () => run(Checkout.use((c) => c.selectedShippingMethod())),
      shippingMethods: () => run(Checkout.use((c) => c.shippingMethods())),
      setShippingMethod: (input) => run(Checkout.use((c) => c.setShippingMethod(input))),
      paymentMethods: () => run(Checkout.use((c) => c.paymentMethods())),
      setPaymentMethod: (code) => run(Checkout.use((c) => c.setPaymentMethod({ code }))),
      setGuestEmail: (email) => run(Checkout.use((c) => c.setGuestEmail({ email }))),
      beginCheckout: () => run(Checkout.use((c) => c.beginCheckout())),
      externalCheckoutUrl: () => run(Checkout.use((c) => c.externalCheckoutUrl())),
      placeOrder: () => run(Checkout.use((c) => c.placeOrder())),
      subscribeToNewsletter: (email) =>
        run(Checkout.use((c) => c.subscribeToNewsletter({ email }))),
      guestOrder: (input) => run(Checkout.use((c) => c.guestOrder(input))),
    },
    customer: {
      session: observe(() => customerService().session),
      homeRequest: observe(() => customerService().homeRequest),
      status: observe(() => customerService().status),
      signIn: (input, options) =>
        run(
          Customer.use((c) => c.signIn(input)),
          options,
        ),
      signOut: (options) =>
        run(
          Customer.use((c) => c.signOut()),
          options,
        ),
      register: (input, options) =>
        run(
          Customer.use((c) => c.register(input)),
          options,
        ),
      load: (options) =>
        run(
          Customer.use((c) => c.load()),
          options,
        ),
      updateProfile: (input, options) =>
        run(
          Customer.use((c) => c.updateProfile(input)),
          options,
        ),
      changePassword: (input, options) =>
        run(
          Customer.use((c) => c.changePassword(input)),
          options,
        ),
      requestPasswordReset: (input, options) =>
        run(
          Customer.use((c) => c.requestPasswordReset(input)),
          options,
        ),
      resetPassword: (input, options) =>
        run(
          Customer.use((c) => c.resetPassword(input)),
          options,
        ),
      isEmailAvailable: (input, options) =>
        run(
          Customer.use((c) => c.isEmailAvailable(input)),
          options,
        ),
    },
    addresses: {
      addresses: observe(() => addressesService().addresses),
      list: (options) =>
        run(
          Addresses.use((a) => a.list()),
          options,
        ),
      add: (input, options) =>
        run(
          Addresses.use((a) => a.add(input)),
          options,
        ),
      update: (input, options) =>
        run(
          Addresses.use((a) => a.update(input)),
          options,
        ),
      remove: (input, options) =>
        run(
          Addresses.use((a) => a.remove(input)),
          options,
        ),
    },
    orders: {
      list: (input, options) =>
        run(
          Orders.use((o) => o.list(input)),
          options,
        ),
      get: (input, options) =>
        run(
          Orders.use((o) => o.get(input)),
          options,
        ),
      reorder: (input, options) =>
        run(
          Orders.use((o) => o.reorder(input)),
          options,
        ),
    },
    wishlist: wishlistFacade(run, () => {
      wishlist ??= runtime.runSync(Effect.service(Wishlist))
      return wishlist
    }),
    quotes: {
      submit: (form, options) =>
        run(
          Quotes.use((q) => q.submit(form)),
          options,
        ),
      status: (input, options) =>
        run(
          Quotes.use((q) => q.status(input)),
          options,
        ),
    },
    recaptcha: {
      settings: () => run(ReCaptcha.use((r) => r.settings())),
      prepare: (input) => run(ReCaptcha.use((r) => r.prepare(input))),
    },
    notifications: {
      ...observe(() => notificationsService().notifications),
      add: (input) => run(Notifications.use((n) => n.add(input))),
      dismiss: (id) => run(Notifications.use((n) => n.dismiss({ id }))),
      clear: () => run(Notifications.use((n) => n.clear())),
    },
    ...engagementFacade(run, (effect) => runtime.runSync(effect)),
    dispose: () => runtime.dispose(),
  }
}
