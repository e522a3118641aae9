// The catalogue's part of the Promise facade (`storefront.store`, `.catalog`, `.routing`), and
// `createCatalog`: a client with only these, for a consumer that browses and never sells.
import * as Layer from "effect/Layer"
import * as ManagedRuntime from "effect/ManagedRuntime"
import { Catalog } from "./catalog/Catalog.js"
import { facadeRun } from "./facadeRun.js"
import { MagentoCapabilities, type MagentoExtension } from "./graphql/capabilities.js"
import { fetchLayer } from "./graphql/Fetch.js"
import { GraphqlClient } from "./graphql/GraphqlClient.js"
import type { StorefrontConfig } from "./live.js"
import { Routing } from "./routing/Routing.js"
import { type CallTable, pick, type ServiceFacade, serviceCalls, whole } from "./serviceCalls.js"
import { memoryStorage } from "./storage/memoryStorage.js"
import { Store } from "./store/Store.js"
import { StoreLocale } from "./store/StoreLocale.js"

export const storeCalls = {
  /**
   * The store view's configuration (cached per store code).
   * @example const { store_name } = await storefront.store.config()
   */
  config: whole,
  /**
   * Every store view of the website.
   * @example const stores = await storefront.store.availableStores()
   */
  availableStores: whole,
  /**
   * The currencies the store offers and the shopper's.
   * @example const { available_currency_codes } = await storefront.store.currency()
   */
  currency: whole,
  /**
   * The countries an address may be in.
   * @example const countries = await storefront.store.countries()
   */
  countries: whole,
  /**
   * One country with its regions.
   * @example const { available_regions } = await storefront.store.country({ id: "US" })
   */
  country: whole,
  /**
   * Stores store code, currency and locale; resolves to the locale path to go to.
   * Rejects with `UnknownStoreError`.
   * @example const { path } = await storefront.store.changeStore({ storeCode: "ca_en" })
   */
  changeStore: whole,
  /**
   * Stores the currency; resolves to `{ reload: true }` (the UI reloads the page).
   * @example await storefront.store.changeCurrency({ currency: "EUR" })
   */
  changeCurrency: whole,
} satisfies CallTable<Store["Service"]>

/** `storefront.store`: the store view's configuration, stores, currencies, countries. */
export interface StoreFacade extends ServiceFacade<Store["Service"], typeof storeCalls> {}

export const catalogCalls = {
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
  listProducts: whole,
  /**
   * The search overlay's suggestions for a term; aborting `signal` cancels the request.
   * @example
   * const { products } = await storefront.catalog.searchSuggestions({ term: "lens", signal })
   */
  searchSuggestions: whole,
  /**
   * One request: the details and the first page of reviews. Rejects with `NotFoundError`.
   * @example const product = await storefront.catalog.productByUrlKey({ urlKey: "canon-eos-r5" })
   */
  productByUrlKey: pick("urlKey"),
  /**
   * As `productByUrlKey`, by sku.
   * @example const product = await storefront.catalog.productBySku({ sku: "EOS-R5" })
   */
  productBySku: pick("sku"),
  /**
   * One request for both carousels of a product page.
   * @example const { related, upsell } = await storefront.catalog.linkedProducts({ sku: "EOS-R5" })
   */
  linkedProducts: pick("sku"),
  /**
   * The product's up-sells.
   * @example const cards = await storefront.catalog.upsellProducts({ sku: "EOS-R5" })
   */
  upsellProducts: pick("sku"),
  /**
   * The product's related products.
   * @example const cards = await storefront.catalog.relatedProducts({ sku: "EOS-R5" })
   */
  relatedProducts: pick("sku"),
  /**
   * A page of a product's reviews.
   * @example const page = await storefront.catalog.reviews({ sku: "EOS-R5", currentPage: 2 })
   */
  reviews: whole,
  /**
   * The rating names and values a review form offers.
   * @example const ratings = await storefront.catalog.ratingsMetadata()
   */
  ratingsMetadata: whole,
  /**
   * Writes a product review.
   * @example
   * await storefront.catalog.createReview({ sku, nickname, summary, text, ratings: [{ id, value_id }] })
   */
  createReview: whole,
  /**
   * The category tree from the root.
   * @example const tree = await storefront.catalog.categoryTree()
   */
  categoryTree: whole,
  /**
   * A category's page fields (a `CategoryNode` is an input). Rejects with `NotFoundError`.
   * @example const category = await storefront.catalog.category({ uid: "Mw==" })
   */
  category: pick("uid"),
} satisfies CallTable<Catalog["Service"]>

/** `storefront.catalog`: listings, products, categories, reviews. */
export interface CatalogFacade extends ServiceFacade<Catalog["Service"], typeof catalogCalls> {}

export const routingCalls = {
  /**
   * What a path shows: product, category, CMS page, redirect or not found.
   * @example const route = await storefront.routing.resolve({ path: "/cameras.html" })
   */
  resolve: pick("path"),
  /**
   * Runs a route guard. Rejects with `UnknownMiddlewareError` (status 500) for an unknown name.
   * @example const outcome = await storefront.routing.guard({ name: "is-authenticated", path })
   */
  guard: pick("name", "path"),
  /**
   * Runs a resolved page's guards (a CMS page's `guards`, from the store's `cms_page_guards`):
   * the first redirect wins. Rejects with `UnknownMiddlewareError` (status 500) for an unknown name.
   * @example const outcome = await storefront.routing.guardPage({ route, path: "/members-deals" })
   */
  guardPage: pick("route", "path"),
} satisfies CallTable<Routing["Service"]>

/** `storefront.routing`: what a path shows, and the navigation guards. */
export interface RoutingFacade extends ServiceFacade<Routing["Service"], typeof routingCalls> {}

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
    store: serviceCalls(run, Store, storeCalls),
    catalog: serviceCalls(run, Catalog, catalogCalls),
    routing: serviceCalls(run, Routing, routingCalls),
    dispose: () => runtime.dispose(),
  }
}
