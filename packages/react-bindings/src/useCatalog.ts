import type {
  CategoryDetails,
  CreateReviewInput,
  LinkedProducts,
  ProductDetails,
  ProductListing,
  RatingMetadata,
  ReviewPage,
  ReviewWithRating,
} from "@shutter/sdk"
import { useCallback } from "react"
import { useSnapshot } from "valtio"
import { type QueryResult, type SuspendWhile, useQuery } from "./useQuery.js"
import { useStorefrontContext } from "./useStorefront.js"

export interface ProductListingInput {
  /** The category being listed (omit for a search). */
  readonly categoryUid?: string
  /** A search phrase (otherwise the query's `term`). */
  readonly search?: string
  /** The URL's search string ("?color=49&page=2"): filters, sort, page, itemsPerPage, term. */
  readonly query: string
}

/**
 * One listing: ONE products request (items + aggregations) per distinct URL state. While the
 * next state loads, `data` keeps the previous one (`stale`), so the grid does not blank out.
 */
export const useProductListing = (
  input: ProductListingInput | undefined,
  options: { readonly suspendWhile?: SuspendWhile } = {},
): QueryResult<ProductListing> => {
  const { storefront } = useStorefrontContext()
  const key =
    input === undefined
      ? undefined
      : `listing:${input.categoryUid ?? ""}:${input.search ?? ""}:${input.query.replace(/^\?/, "")}`
  return useQuery(
    key,
    () =>
      storefront.catalog.listProducts({
        ...(input?.categoryUid === undefined ? {} : { categoryUid: input.categoryUid }),
        ...(input?.search === undefined ? {} : { search: input.search }),
        query: input?.query.replace(/^\?/, "") ?? "",
      }),
    options,
  )
}

/**
 * A product page's product, by URL key (`{url_key}.html`) or by sku (`/p/{sku}`): ONE request,
 * with its first page of reviews (`data.reviews`).
 */
export const useProduct = (
  by: { readonly urlKey: string } | { readonly sku: string } | undefined,
  options: { readonly suspendWhile?: SuspendWhile } = {},
): QueryResult<ProductDetails> => {
  const { storefront } = useStorefrontContext()
  const key =
    by === undefined
      ? undefined
      : "urlKey" in by
        ? `product:url:${by.urlKey}`
        : `product:sku:${by.sku}`
  return useQuery(
    key,
    () =>
      by !== undefined && "urlKey" in by
        ? storefront.catalog.productByUrlKey({ urlKey: by.urlKey })
        : storefront.catalog.productBySku({ sku: by?.sku ?? "" }),
    options,
  )
}

/**
 * A page of reviews on its own (a product page already has its first page from `useProduct`).
 * While the next page loads, the page shown before stays as `data` (`stale`).
 */
export const useReviews = (sku: string | undefined, currentPage = 1): QueryResult<ReviewPage> => {
  const { storefront } = useStorefrontContext()
  return useQuery(sku === undefined ? undefined : `reviews:${sku}:${currentPage}`, () =>
    storefront.catalog.reviews({ sku: sku ?? "", currentPage }),
  )
}

/** The review form's rating scales: call it where the form is open, not before (one request). */
export const useRatingsMetadata = (): QueryResult<ReadonlyArray<RatingMetadata>> => {
  const { storefront } = useStorefrontContext()
  return useQuery("ratingsMetadata", () => storefront.catalog.ratingsMetadata())
}

/**
 * A product page's related and upsell cards, both from ONE request. `sku` undefined means "not
 * needed yet" (the carousels are still far below the viewport): nothing is fetched.
 */
export const useLinkedProducts = (sku: string | undefined): QueryResult<LinkedProducts> => {
  const { storefront } = useStorefrontContext()
  return useQuery(sku === undefined ? undefined : `linked:${sku}`, () =>
    storefront.catalog.linkedProducts({ sku: sku ?? "" }),
  )
}

export interface CreateReviewState {
  readonly submit: (input: CreateReviewInput) => Promise<ReviewWithRating | undefined>
  readonly status: "idle" | "loading" | "done" | "failed"
  readonly review: ReviewWithRating | undefined
  readonly error: unknown
}

/** createProductReview for one product; the state (busy, answer, error) lives in the store. */
export const useCreateReview = (sku: string): CreateReviewState => {
  const { storefront, queries } = useStorefrontContext()
  const key = `createReview:${sku}`
  const entry = useSnapshot(queries.entries)[key]
  const submit = useCallback(
    (input: CreateReviewInput) =>
      queries
        .run(key, () => storefront.catalog.createReview(input))
        .then(
          (review) => {
            queries.invalidate(`reviews:${input.sku}`)
            return review
          },
          () => undefined,
        ),
    [storefront, queries, key],
  )
  return {
    submit,
    status: entry?.status ?? "idle",
    review: entry?.status === "done" ? (entry.data as ReviewWithRating) : undefined,
    error: entry?.status === "failed" ? entry.error : undefined,
  }
}

/**
 * A category's name, meta title/description and breadcrumbs. A category page gets them with its
 * route (`ResolvedRoute.category`); this is for when it did not (`uid` undefined: no request).
 */
export const useCategory = (uid: string | undefined): QueryResult<CategoryDetails> => {
  const { storefront } = useStorefrontContext()
  return useQuery(uid === undefined ? undefined : `category:${uid}`, () =>
    storefront.catalog.category({ uid: uid ?? "" }),
  )
}
