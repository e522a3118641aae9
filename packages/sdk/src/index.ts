// "@shutter/sdk": the Promise facade. Effect inside, Promises outside.
import { Effect, ManagedRuntime } from "effect"
import {
  Catalog,
  type ListProductsInput,
  type ProductListing,
  type ReviewPage,
  type ReviewsInput,
  type ReviewWithRating,
} from "./catalog/Catalog.js"
import type {
  CategoryDetails,
  CategoryNode,
  CreateReviewInput,
  ProductCard,
  ProductDetails,
  RatingMetadata,
} from "./catalog/catalog.graphql.js"
import type { NotFoundError } from "./catalog/catalogErrors.js"
import { Content } from "./content/Content.js"
import type { CmsBlock, CmsPage } from "./content/content.graphql.js"
import type { MegaMenuEntry } from "./content/megaMenu.js"
import type { ObservableState } from "./content/observableState.js"
import type { TickerState } from "./content/ticker.js"
import type { GraphqlClientError } from "./graphql/errors.js"
import { type StorefrontConfig, storefrontLayer } from "./live.js"
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

export type {
  ListProductsInput,
  ProductListing,
  ReviewPage,
  ReviewsInput,
  ReviewWithRating,
} from "./catalog/Catalog.js"
export type {
  Aggregation,
  AmLabel,
  Breadcrumb,
  CategoryDetails,
  CategoryNode,
  CreateReviewInput,
  PageInfo,
  PriceRange,
  ProductCard,
  ProductDetails,
  ProductPrice,
  RatingMetadata,
  Review,
} from "./catalog/catalog.graphql.js"
export { NotFoundError } from "./catalog/catalogErrors.js"
export * from "./catalog/listingParams.js"
export * from "./catalog/pricing.js"
export type { CmsBlock, CmsPage, MegaMenuItem } from "./content/content.graphql.js"
export * from "./content/megaMenu.js"
export type { ObservableState } from "./content/observableState.js"
export * from "./content/ticker.js"
export {
  GraphqlAuthorizationError,
  type GraphqlClientError,
  GraphqlError,
  type GraphqlErrorDetail,
  HttpError,
  TransportError,
} from "./graphql/errors.js"
export type { StorefrontConfig } from "./live.js"
export * from "./routing/guards.js"
export type { GuardOutcome, ResolvedRoute } from "./routing/Routing.js"
export * from "./routing/routePaths.js"
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

export interface Storefront {
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
    productByUrlKey(urlKey: string): Promise<ProductDetails>
    productBySku(sku: string): Promise<ProductDetails>
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
  type Services = Store | Catalog | Routing | Content
  type Failure = GraphqlClientError | NotFoundError | UnknownMiddlewareError | UnknownStoreError
  const run = <A>(effect: Effect.Effect<A, Failure, Services>): Promise<A> =>
    runtime.runPromise(effect)
  // The content service is built synchronously on first use, so its state can be read at once.
  let content: Content["Service"] | undefined
  const contentService = () => {
    content ??= runtime.runSync(Effect.service(Content))
    return content
  }
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
      productByUrlKey: (urlKey) => run(Catalog.use((c) => c.productByUrlKey({ urlKey }))),
      productBySku: (sku) => run(Catalog.use((c) => c.productBySku({ sku }))),
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
    dispose: () => runtime.dispose(),
  }
}
