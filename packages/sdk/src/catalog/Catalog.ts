import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { GraphqlClientError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import type * as G from "../graphql/generated/operations.js"
import {
  type Aggregation,
  type CategoryDetails,
  type CategoryNode,
  CategoryQuery,
  CategoryTreeQuery,
  CreateProductReviewMutation,
  type CreateReviewInput,
  type LinkedProducts,
  LinkedProductsQuery,
  type PageInfo,
  PRODUCT_PAGE_REVIEWS,
  type ProductCard,
  type ProductDetails,
  ProductDetailsQuery,
  ProductListQuery,
  ProductReviewsQuery,
  type RatingMetadata,
  RelatedProductsQuery,
  type Review,
  type ReviewPage,
  ReviewRatingsMetadataQuery,
  type ReviewWithRating,
  UpsellProductsQuery,
} from "./catalog.graphql.js"
import { NotFoundError, type UnknownFilterError } from "./catalogErrors.js"
import { MENU_CATEGORY_PAGE_SIZE, menuCategories } from "./categoryTree.js"
import { withPriceBucketLabels } from "./filterLabels.js"
import type { ListingFiltersInput } from "./listingFilters.js"
import {
  type ListingParams,
  type ListingQueryInput,
  parseListingQuery,
  productsVariables,
} from "./listingParams.js"
import { reviewRating } from "./pricing.js"
import { starsOfRatingSummary } from "./rating.js"
import { SearchSuggestionsQuery, toSearchSuggestions } from "./searchSuggestions.js"
import {
  correctedSearchTerm,
  type SearchSuggestions,
  SUGGESTED_PRODUCTS,
} from "./searchSuggestRules.js"

export interface ListProductsInput {
  /** The category being listed (omit for a search). */
  readonly categoryUid?: string
  /**
   * The category as a previous call returned it (a `categoryTree()` node, `route()`'s
   * category): the same as its `categoryUid`.
   */
  readonly category?: { readonly uid: string }
  /** A search phrase; defaults to the URL's `term`. */
  readonly search?: string
  /** The page's URL query: filters, sort, page, itemsPerPage, term (spec §2, §5). */
  readonly query: ListingQueryInput
  /**
   * More filters, by attribute code and option label or value, e.g. `{ manufacturer: ["Canon"] }`
   * (price: "from_to" ranges), added to the query's. Labels are matched against the listing's
   * own filter options (one more request); anything it cannot apply fails with
   * `UnknownFilterError` naming the choices.
   */
  readonly filters?: ListingFiltersInput
}

export interface ProductListing {
  readonly items: ReadonlyArray<ProductCard>
  readonly aggregations: ReadonlyArray<Aggregation>
  readonly pageInfo: PageInfo
  readonly totalCount: number
  /**
   * The search term the results are for when the server corrected the one asked for ("tripd" →
   * "tripod"); absent otherwise. Asking again with the term in double quotes searches it as typed.
   */
  readonly corrected?: string
  /** The listing state read from the query (what the UI writes back with `listingQuery`). */
  readonly params: ListingParams
  readonly sortFields: ReadonlyArray<{ readonly value: string; readonly label: string }>
}

export interface ReviewsInput {
  readonly sku: string
  readonly pageSize?: number
  readonly currentPage?: number
}

/** Listings, product pages, linked products, reviews and categories (spec §3, §5, §7, §9). */
export class Catalog extends Context.Service<
  Catalog,
  {
    /**
     * ONE `products(search:)` request for the search overlay: the corrected term, categories and
     * the first products. Interrupting it aborts the request (a newer term supersedes it).
     */
    readonly searchSuggestions: (input: {
      readonly term: string
    }) => Effect.Effect<SearchSuggestions, GraphqlClientError>
    /** ONE `products` request: items, aggregations, page_info and total_count. */
    readonly listProducts: (
      input: ListProductsInput,
    ) => Effect.Effect<ProductListing, UnknownFilterError | GraphqlClientError>
    readonly productByUrlKey: (input: {
      readonly urlKey: string
    }) => Effect.Effect<ProductDetails, NotFoundError | GraphqlClientError>
    readonly productBySku: (input: {
      readonly sku: string
    }) => Effect.Effect<ProductDetails, NotFoundError | GraphqlClientError>
    /** ONE request for both carousels of a product page: related and upsell cards. */
    readonly linkedProducts: (input: {
      readonly sku: string
    }) => Effect.Effect<LinkedProducts, GraphqlClientError>
    readonly upsellProducts: (input: {
      readonly sku: string
    }) => Effect.Effect<ReadonlyArray<ProductCard>, GraphqlClientError>
    readonly relatedProducts: (input: {
      readonly sku: string
    }) => Effect.Effect<ReadonlyArray<ProductCard>, GraphqlClientError>
    readonly reviews: (
      input: ReviewsInput,
    ) => Effect.Effect<ReviewPage, NotFoundError | GraphqlClientError>
    readonly ratingsMetadata: () => Effect.Effect<ReadonlyArray<RatingMetadata>, GraphqlClientError>
    /** A mutation: never retried. */
    readonly createReview: (
      input: CreateReviewInput,
    ) => Effect.Effect<ReviewWithRating, GraphqlClientError>
    /** The menu's top-level categories with their children (categoryList pageSize 20). */
    readonly categoryTree: () => Effect.Effect<ReadonlyArray<CategoryNode>, GraphqlClientError>
    readonly category: (input: {
      readonly uid: string
    }) => Effect.Effect<CategoryDetails, NotFoundError | GraphqlClientError>
  }
>()("@shutter/sdk/Catalog") {
  static readonly layer = Layer.effect(
    Catalog,
    Effect.gen(function* () {
      const gql = yield* GraphqlClient

      const listing = Effect.fn("Catalog.listing")(function* (
        input: Omit<ListProductsInput, "filters">,
      ) {
        const params = parseListingQuery(input.query)
        const categoryUid = input.categoryUid ?? input.category?.uid
        const variables = productsVariables(params, {
          ...(categoryUid === undefined ? {} : { categoryUid }),
          ...(input.search === undefined ? {} : { search: input.search }),
        })
        const { products } = yield* gql.execute(ProductListQuery, variables)
        const items = compact(products?.items)
        // Every price of one listing is in the store view's currency: its buckets are too.
        const currency = items[0]?.price_range?.minimum_price?.final_price?.currency ?? null
        return {
          items,
          aggregations: withPriceBucketLabels(compact(products?.aggregations), currency),
          pageInfo: products?.page_info ?? {
            current_page: variables.currentPage,
            page_size: variables.pageSize,
            total_pages: 0,
          },
          totalCount: products?.total_count ?? 0,
          ...optionalCorrected(correctedSearchTerm(input.search, products?.suggestions)),
          params,
          sortFields: compact(products?.sort_fields?.options).flatMap((o) =>
            o.value === null ? [] : [{ value: o.value, label: o.label ?? o.value }],
          ),
        } satisfies ProductListing
      })

      const listProducts = Effect.fn("Catalog.listProducts")(function* (input: ListProductsInput) {
        const { filters, ...rest } = input
        if (filters === undefined || Object.keys(filters).length === 0) return yield* listing(rest)
        // Loaded when asked for: a storefront UI filters by the URL's option values, so its
        // bundle does not carry the label rules.
        const { filterAttributeProblem, needsAggregations, resolveListingFilters, withFilters } =
          yield* Effect.promise(() => import("./listingFilters.js"))
        const problem = filterAttributeProblem(filters)
        if (problem !== undefined) return yield* Effect.fail(problem)
        let values: Readonly<Record<string, ReadonlyArray<string>>> = filters
        if (needsAggregations(filters)) {
          const resolved = resolveListingFilters((yield* listing(rest)).aggregations, filters)
          if (resolved instanceof Error) return yield* Effect.fail(resolved)
          values = resolved
        }
        return yield* listing({ ...rest, query: withFilters(rest.query, values) })
      })

      const searchSuggestions = Effect.fn("Catalog.searchSuggestions")(function* (input: {
        readonly term: string
      }) {
        const { products } = yield* gql.execute(SearchSuggestionsQuery, {
          search: input.term,
          pageSize: SUGGESTED_PRODUCTS,
        })
        return toSearchSuggestions(input.term, products)
      })

      // One request per product page: the details and the first page of reviews.
      const productWhere = (filter: G.ProductAttributeFilterInput, key: string) =>
        Effect.gen(function* () {
          const { products } = yield* gql.execute(ProductDetailsQuery, {
            filter,
            reviewPageSize: PRODUCT_PAGE_REVIEWS,
          })
          const product = compact(products?.items)[0]
          if (product === undefined)
            return yield* new NotFoundError({
              entity: "product",
              key,
              message: `The product "${key}" was not found.`,
            })
          return withFirstReviews(product)
        })

      const productByUrlKey = Effect.fn("Catalog.productByUrlKey")(function* (input: {
        readonly urlKey: string
      }) {
        return yield* productWhere({ url_key: { eq: input.urlKey } }, input.urlKey)
      })

      const productBySku = Effect.fn("Catalog.productBySku")(function* (input: {
        readonly sku: string
      }) {
        return yield* productWhere({ sku: { eq: input.sku } }, input.sku)
      })

      const linkedProducts = Effect.fn("Catalog.linkedProducts")(function* (input: {
        readonly sku: string
      }) {
        const { products } = yield* gql.execute(LinkedProductsQuery, { sku: input.sku })
        const product = compact(products?.items)[0]
        return {
          related: compact(product?.related_products),
          upsell: compact(product?.upsell_products),
        } satisfies LinkedProducts
      })

      const upsellProducts = Effect.fn("Catalog.upsellProducts")(function* (input: {
        readonly sku: string
      }) {
        const { products } = yield* gql.execute(UpsellProductsQuery, { sku: input.sku })
        return compact(compact(products?.items)[0]?.upsell_products)
      })

      const relatedProducts = Effect.fn("Catalog.relatedProducts")(function* (input: {
        readonly sku: string
      }) {
        const { products } = yield* gql.execute(RelatedProductsQuery, { sku: input.sku })
        return compact(compact(products?.items)[0]?.related_products)
      })

      const reviews = Effect.fn("Catalog.reviews")(function* (input: ReviewsInput) {
        const { products } = yield* gql.execute(ProductReviewsQuery, {
          sku: input.sku,
          ...(input.pageSize === undefined ? {} : { pageSize: input.pageSize }),
          ...(input.currentPage === undefined ? {} : { currentPage: input.currentPage }),
        })
        const product = compact(products?.items)[0]
        if (product === undefined)
          return yield* new NotFoundError({
            entity: "product",
            key: input.sku,
            message: `The product "${input.sku}" was not found.`,
          })
        const items = compact(product.reviews.items).map(withRating)
        return {
          items,
          pageInfo: product.reviews.page_info,
          reviewCount: product.review_count,
          averageRating: starsOfRatingSummary(product.rating_summary),
        } satisfies ReviewPage
      })

      const ratingsMetadata = Effect.fn("Catalog.ratingsMetadata")(function* () {
        const result = yield* gql.execute(ReviewRatingsMetadataQuery)
        return result.productReviewRatingsMetadata.items
      })

      const createReview = Effect.fn("Catalog.createReview")(function* (input: CreateReviewInput) {
        const result = yield* gql.execute(CreateProductReviewMutation, { input })
        return withRating(result.createProductReview.review)
      })

      const categoryTree = Effect.fn("Catalog.categoryTree")(function* () {
        const { categoryList } = yield* gql.execute(CategoryTreeQuery, {
          pageSize: MENU_CATEGORY_PAGE_SIZE,
        })
        return menuCategories(categoryList)
      })

      const category = Effect.fn("Catalog.category")(function* (input: { readonly uid: string }) {
        const { categoryList } = yield* gql.execute(CategoryQuery, { uid: input.uid })
        const found = compact(categoryList)[0]
        if (found === undefined)
          return yield* new NotFoundError({
            entity: "category",
            key: input.uid,
            message: `The category "${input.uid}" was not found.`,
          })
        return found
      })

      return Catalog.of({
        searchSuggestions,
        listProducts,
        productByUrlKey,
        productBySku,
        linkedProducts,
        upsellProducts,
        relatedProducts,
        reviews,
        ratingsMetadata,
        createReview,
        categoryTree,
        category,
      })
    }),
  )
}

const withRating = (review: Review): ReviewWithRating => ({
  ...review,
  rating: reviewRating(review),
})

/** A product page's product as the server answers it: the details and the first reviews. */
type ProductDetailsNode = NonNullable<
  NonNullable<NonNullable<G.ProductDetailsQuery["products"]>["items"]>[number]
>

/** The details' first page of reviews as a ReviewPage (page 1 of ⌈review_count / size⌉). */
const withFirstReviews = ({ reviews, ...product }: ProductDetailsNode): ProductDetails => {
  const items = compact(reviews?.items).map(withRating)
  const pageInfo: PageInfo = {
    current_page: 1,
    page_size: PRODUCT_PAGE_REVIEWS,
    total_pages: Math.ceil(product.review_count / PRODUCT_PAGE_REVIEWS),
  }
  return {
    ...product,
    reviews: {
      items,
      pageInfo,
      reviewCount: product.review_count,
      averageRating: starsOfRatingSummary(product.rating_summary),
    },
  }
}

const optionalCorrected = (corrected: string | undefined) =>
  corrected === undefined ? {} : { corrected }

const compact = <A>(list: ReadonlyArray<A | null> | null | undefined): ReadonlyArray<A> =>
  (list ?? []).filter((item): item is A => item !== null)
