// The catalogue's part of the Promise facade (`storefront.store`, `.catalog`, `.routing`), and
// `createCatalog`: a client with only these, for a consumer that browses and never sells.
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import type { ListProductsInput, ProductListing, ReviewsInput } from "./catalog/Catalog.js"
import { Catalog } from "./catalog/Catalog.js"
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
import type { SearchSuggestions } from "./catalog/searchSuggestRules.js"
import {
  type CallInput,
  type CallOptions,
  type FacadeRun,
  facadeRun,
  serviceInput,
} from "./facadeRun.js"
import { MagentoCapabilities, type MagentoExtension } from "./graphql/capabilities.js"
import { fetchLayer } from "./graphql/Fetch.js"
import { GraphqlClient } from "./graphql/GraphqlClient.js"
import type { StorefrontConfig } from "./live.js"
import { type GuardOutcome, type ResolvedRoute, Routing } from "./routing/Routing.js"
import { memoryStorage } from "./storage/memoryStorage.js"
import { type CurrencyChange, Store, type StoreChange } from "./store/Store.js"
import { StoreLocale } from "./store/StoreLocale.js"
import type { Country, Currency, StoreConfig } from "./store/store.graphql.js"

/** `storefront.store`: the store view's configuration, stores, currencies, countries. */
export interface StoreFacade {
  /**
   * The store view's configuration (cached per store code).
   * @example const { store_name } = await storefront.store.config()
   */
  config(input?: CallOptions): Promise<StoreConfig>
  /**
   * Every store view of the website.
   * @example const stores = await storefront.store.availableStores()
   */
  availableStores(input?: CallOptions): Promise<ReadonlyArray<StoreConfig>>
  /**
   * The currencies the store offers and the shopper's.
   * @example const { available_currency_codes } = await storefront.store.currency()
   */
  currency(input?: CallOptions): Promise<Currency>
  /**
   * The countries an address may be in.
   * @example const countries = await storefront.store.countries()
   */
  countries(input?: CallOptions): Promise<ReadonlyArray<Country>>
  /**
   * One country with its regions.
   * @example const { available_regions } = await storefront.store.country({ id: "US" })
   */
  country(input: CallInput<{ readonly id: string }>): Promise<Country>
  /**
   * Stores store code, currency and locale; resolves to the locale path to go to.
   * Rejects with `UnknownStoreError`.
   * @example const { path } = await storefront.store.changeStore({ storeCode: "ca_en" })
   */
  changeStore(input: CallInput<{ readonly storeCode: string }>): Promise<StoreChange>
  /**
   * Stores the currency; resolves to `{ reload: true }` (the UI reloads the page).
   * @example await storefront.store.changeCurrency({ currency: "EUR" })
   */
  changeCurrency(input: CallInput<{ readonly currency: string }>): Promise<CurrencyChange>
}

/** `storefront.catalog`: listings, products, categories, reviews. */
export interface CatalogFacade {
  /**
   * One request: items, aggregations, page info and total for the URL's listing state.
   * `filters` by label take one more (the listing's options); an attribute or label it cannot
   * apply rejects with `UnknownFilterError`.
   * @example
   * const listing = await storefront.catalog.listProducts({ categoryUid: "Mw==", query: location.search })
   * const canons = await storefront.catalog.listProducts({ search: "lens", query: {}, filters: { manufacturer: ["Canon"] } })
   * const [photography] = await storefront.catalog.categoryTree()
   * const first = await storefront.catalog.listProducts({ category: photography, query: {} })
   */
  listProducts(input: CallInput<ListProductsInput>): Promise<ProductListing>
  /**
   * The search overlay's suggestions for a term; aborting `signal` cancels the request.
   * @example
   * const { products } = await storefront.catalog.searchSuggestions({ term: "lens", signal })
   */
  searchSuggestions(input: CallInput<{ readonly term: string }>): Promise<SearchSuggestions>
  /**
   * One request: the details and the first page of reviews. Rejects with `NotFoundError`.
   * @example const product = await storefront.catalog.productByUrlKey({ urlKey: "canon-eos-r5" })
   */
  productByUrlKey(input: CallInput<{ readonly urlKey: string }>): Promise<ProductDetails>
  /**
   * As `productByUrlKey`, by sku.
   * @example const product = await storefront.catalog.productBySku({ sku: "EOS-R5" })
   */
  productBySku(input: CallInput<{ readonly sku: string }>): Promise<ProductDetails>
  /**
   * One request for both carousels of a product page.
   * @example const { related, upsell } = await storefront.catalog.linkedProducts({ sku: "EOS-R5" })
   */
  linkedProducts(input: CallInput<{ readonly sku: string }>): Promise<LinkedProducts>
  /**
   * The product's up-sells.
   * @example const cards = await storefront.catalog.upsellProducts({ sku: "EOS-R5" })
   */
  upsellProducts(input: CallInput<{ readonly sku: string }>): Promise<ReadonlyArray<ProductCard>>
  /**
   * The product's related products.
   * @example const cards = await storefront.catalog.relatedProducts({ sku: "EOS-R5" })
   */
  relatedProducts(input: CallInput<{ readonly sku: string }>): Promise<ReadonlyArray<ProductCard>>
  /**
   * A page of a product's reviews.
   * @example const page = await storefront.catalog.reviews({ sku: "EOS-R5", currentPage: 2 })
   */
  reviews(input: CallInput<ReviewsInput>): Promise<ReviewPage>
  /**
   * The rating names and values a review form offers.
   * @example const ratings = await storefront.catalog.ratingsMetadata()
   */
  ratingsMetadata(input?: CallOptions): Promise<ReadonlyArray<RatingMetadata>>
  /**
   * Writes a product review.
   * @example
   * await storefront.catalog.createReview({ sku, nickname, summary, text, ratings: [{ id, value_id }] })
   */
  createReview(input: CallInput<CreateReviewInput>): Promise<ReviewWithRating>
  /**
   * The category tree from the root.
   * @example const tree = await storefront.catalog.categoryTree()
   */
  categoryTree(input?: CallOptions): Promise<ReadonlyArray<CategoryNode>>
  /**
   * A category's page fields (a `CategoryNode` is an input). Rejects with `NotFoundError`.
   * @example const category = await storefront.catalog.category({ uid: "Mw==" })
   */
  category(input: CallInput<{ readonly uid: string }>): Promise<CategoryDetails>
}

/** `storefront.routing`: what a path shows, and the navigation guards. */
export interface RoutingFacade {
  /**
   * What a path shows: product, category, CMS page, redirect or not found.
   * @example const route = await storefront.routing.resolve({ path: "/cameras.html" })
   */
  resolve(input: CallInput<{ readonly path: string }>): Promise<ResolvedRoute>
  /**
   * Runs a route guard. Rejects with `UnknownMiddlewareError` (status 500) for an unknown name.
   * @example const outcome = await storefront.routing.guard({ name: "is-authenticated", path })
   */
  guard(input: CallInput<{ readonly name: string; readonly path: string }>): Promise<GuardOutcome>
  /**
   * Runs a resolved page's guards (a CMS page's `guards`, from the store's `cms_page_guards`):
   * the first redirect wins. Rejects with `UnknownMiddlewareError` (status 500) for an unknown name.
   * @example const outcome = await storefront.routing.guardPage({ route, path: "/members-deals" })
   */
  guardPage(
    input: CallInput<{ readonly route: ResolvedRoute; readonly path: string }>,
  ): Promise<GuardOutcome>
}

export const storeMethods = (run: FacadeRun<Store>): StoreFacade => ({
  config: (input) =>
    run(
      Store.use((s) => s.config),
      input,
    ),
  availableStores: (input) =>
    run(
      Store.use((s) => s.availableStores),
      input,
    ),
  currency: (input) =>
    run(
      Store.use((s) => s.currency),
      input,
    ),
  countries: (input) =>
    run(
      Store.use((s) => s.countries),
      input,
    ),
  country: (input) =>
    run(
      Store.use((s) => s.country(serviceInput(input))),
      input,
    ),
  changeStore: (input) =>
    run(
      Store.use((s) => s.changeStore(serviceInput(input))),
      input,
    ),
  changeCurrency: (input) =>
    run(
      Store.use((s) => s.changeCurrency(serviceInput(input))),
      input,
    ),
})

/** `storefront.catalog`: listings, products, categories, reviews. */
export const catalogMethods = (run: FacadeRun<Catalog>): CatalogFacade => ({
  listProducts: (input) =>
    run(
      Catalog.use((c) => c.listProducts(serviceInput(input))),
      input,
    ),
  searchSuggestions: (input) =>
    run(
      Catalog.use((c) => c.searchSuggestions(serviceInput(input))),
      input,
    ),
  productByUrlKey: (input) =>
    run(
      Catalog.use((c) => c.productByUrlKey({ urlKey: input.urlKey })),
      input,
    ),
  productBySku: (input) =>
    run(
      Catalog.use((c) => c.productBySku({ sku: input.sku })),
      input,
    ),
  linkedProducts: (input) =>
    run(
      Catalog.use((c) => c.linkedProducts({ sku: input.sku })),
      input,
    ),
  upsellProducts: (input) =>
    run(
      Catalog.use((c) => c.upsellProducts({ sku: input.sku })),
      input,
    ),
  relatedProducts: (input) =>
    run(
      Catalog.use((c) => c.relatedProducts({ sku: input.sku })),
      input,
    ),
  reviews: (input) =>
    run(
      Catalog.use((c) => c.reviews(serviceInput(input))),
      input,
    ),
  ratingsMetadata: (input) =>
    run(
      Catalog.use((c) => c.ratingsMetadata()),
      input,
    ),
  createReview: (input) =>
    run(
      Catalog.use((c) => c.createReview(serviceInput(input))),
      input,
    ),
  categoryTree: (input) =>
    run(
      Catalog.use((c) => c.categoryTree()),
      input,
    ),
  category: (input) =>
    run(
      Catalog.use((c) => c.category({ uid: input.uid })),
      input,
    ),
})

/** `storefront.routing`: what a path shows, and the navigation guards. */
export const routingMethods = (run: FacadeRun<Routing>): RoutingFacade => ({
  resolve: (input) =>
    run(
      Routing.use((r) => r.resolve({ path: input.path })),
      input,
    ),
  guard: (input) =>
    run(
      Routing.use((r) => r.guard({ name: input.name, path: input.path })),
      input,
    ),
  guardPage: (input) =>
    run(
      Routing.use((r) => r.guardPage({ route: input.route, path: input.path })),
      input,
    ),
})

/** What `createCatalog` is configured with: `StorefrontConfig`'s connection and locale settings. */
export type CatalogConfig = Pick<
  StorefrontConfig,
  | "endpoint"
  | "storage"
  | "fetch"
  | "storeCode"
  | "locales"
  | "currentPath"
  | "pathDecidesStore"
  | "timeoutMs"
  | "urlPrefix"
  | "magento"
>

/** The catalogue part of a `Storefront`: the same methods, inputs and errors. */
export interface CatalogStorefront {
  readonly store: StoreFacade
  readonly catalog: CatalogFacade
  readonly routing: RoutingFacade
  /** Releases the runtime; the client must not be used afterwards. */
  dispose(): Promise<void>
}

/** The services of `createCatalog`: Catalog, Store and Routing over one GraphQL client. */
export const catalogLayer = (config: CatalogConfig) => {
  const extensions = config.magento?.extensions
  return Layer.mergeAll(
    Catalog.layer,
    Store.layer,
    Routing.layer(config.urlPrefix === undefined ? {} : { urlPrefix: config.urlPrefix }),
  ).pipe(
    Layer.provideMerge(GraphqlClient.layer({ endpoint: config.endpoint })),
    Layer.provideMerge(
      StoreLocale.layer({
        ...(config.locales === undefined ? {} : { locales: config.locales }),
        ...(config.storeCode === undefined ? {} : { storeCode: config.storeCode }),
        ...(config.currentPath === undefined ? {} : { currentPath: config.currentPath }),
        ...(config.pathDecidesStore === undefined
          ? {}
          : { pathDecidesStore: config.pathDecidesStore }),
      }),
    ),
    Layer.provideMerge(config.storage ?? memoryStorage()),
    Layer.provideMerge(
      fetchLayer({
        ...(config.fetch === undefined ? {} : { fetch: config.fetch }),
        ...(config.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
      }),
    ),
    Layer.provideMerge(
      extensions === undefined
        ? Layer.empty
        : Layer.succeed(MagentoCapabilities, new Set<MagentoExtension>(extensions)),
    ),
  )
}

/**
 * A catalogue-only client: browse, search, show products and categories, resolve URLs. It loads
 * none of the cart, checkout or account code (`createStorefront` has everything).
 *
 * @example
 * const shop = createCatalog({ endpoint: "https://shop.example/graphql" })
 * const { items } = await shop.catalog.listProducts({ search: "lens", query: {} })
 */
export const createCatalog = (config: CatalogConfig): CatalogStorefront => {
  const runtime = ManagedRuntime.make(catalogLayer(config))
  const run = facadeRun(runtime)
  return {
    store: storeMethods(run),
    catalog: catalogMethods(run),
    routing: routingMethods(run),
    dispose: () => runtime.dispose(),
  }
}
