import { toProductSource } from "../catalog/productResolvers.js"
import { customerById } from "../customer/customerRepository.js"
import type { GraphqlContext } from "../graphql/context.js"
import { authorizationError, inputError, noSuchEntityError } from "../graphql/errors.js"
import { productTag } from "../graphqlCache/cacheTags.js"
import { cachedStoreConfig } from "../store/storeConfigCache.js"
import { storeConfigOf } from "../store/storeConfigLoader.js"
import { ALLOW_GUESTS_PATH, REVIEWS_ENABLED_PATH } from "./reviewOptions.js"
import {
  findProductIdBySku,
  insertReview,
  listActiveRatings,
  listCustomerReviews,
  type ReviewRecord,
} from "./reviewRepository.js"

const PRODUCT_TYPES = [
  "SimpleProduct",
  "VirtualProduct",
  "ConfigurableProduct",
  "BundleProduct",
  "DownloadableProduct",
  "GroupedProduct",
  "GiftCardProduct",
] as const

const REVIEWS_FIELD = "reviews(pageSize: Int = 20, currentPage: Int = 1): ProductReviews!"

// Magento 2.4's ReviewGraphQl. `rating_summary`/`review_count` are declared (and resolved from
// the denormalised product columns) by the catalogue; `reviews` is added to its product types here.
export const reviewTypeDefs = /* GraphQL */ `
  type Query {
    productReviewRatingsMetadata: ProductReviewRatingsMetadata!
  }

  type Mutation {
    createProductReview(input: CreateProductReviewInput!): CreateProductReviewOutput!
  }

  type ProductReviewRatingsMetadata {
    items: [ProductReviewRatingMetadata!]!
  }

  type ProductReviewRatingMetadata {
    id: String!
    name: String!
    values: [ProductReviewRatingValueMetadata!]!
  }

  type ProductReviewRatingValueMetadata {
    value_id: String!
    value: String!
  }

  extend type Customer {
    reviews(pageSize: Int = 20, currentPage: Int = 1): ProductReviews!
  }

  type ProductReviews {
    items: [ProductReview]!
    page_info: SearchResultPageInfo!
  }

  type ProductReview {
    product: ProductInterface!
    summary: String!
    text: String!
    nickname: String!
    created_at: String!
    average_rating: Float!
    ratings_breakdown: [ProductReviewRating!]!
    status: ProductReviewStatusEnum
  }

  enum ProductReviewStatusEnum {
    APPROVED
    PENDING
    NOT_APPROVED
  }

  type ProductReviewRating {
    name: String!
    value: String!
  }

  input CreateProductReviewInput {
    sku: String!
    nickname: String!
    summary: String!
    text: String!
    ratings: [ProductReviewRatingInput!]!
  }

  input ProductReviewRatingInput {
    id: String!
    value_id: String!
  }

  type CreateProductReviewOutput {
    review: ProductReview!
  }

  extend interface ProductInterface {
    ${REVIEWS_FIELD}
  }
  ${PRODUCT_TYPES.map((type) => `extend type ${type} {\n    ${REVIEWS_FIELD}\n  }`).join("\n  ")}
`

// Magento's texts: CreateProductReview, AddReviewToProduct, Product\Reviews, Review::validate().
export const REVIEWS_UNAVAILABLE = "Creating product reviews are not currently available."
export const GUESTS_NOT_ALLOWED = "Guest customers aren't allowed to add product reviews."
export const productNotFound = (sku: string): string => `Could not find a product with SKU "${sku}"`
export const CURRENT_PAGE_INVALID = "currentPage value must be greater than 0."
export const PAGE_SIZE_INVALID = "pageSize value must be greater than 0."
export const NICKNAME_REQUIRED = "Please enter a nickname."
export const SUMMARY_REQUIRED = "Please enter a review summary."
export const TEXT_REQUIRED = "Please enter a review."
/** Shutter's text: Magento has no check and fails deep in the database. */
export const ratingValueInvalid = (id: string, valueId: string): string =>
  `The rating "${id}" has no value "${valueId}".`

const encode = (id: number): string => Buffer.from(String(id)).toString("base64")
const decode = (uid: string): string => Buffer.from(uid, "base64").toString("utf8")

interface ReviewObject {
  readonly productId: number
  readonly summary: string
  readonly text: string
  readonly nickname: string
  readonly created_at: string
  readonly average_rating: number
  readonly ratings_breakdown: readonly { readonly name: string; readonly value: string }[]
  readonly status: "APPROVED" | "PENDING" | "NOT_APPROVED"
}

/**
 * average_rating as Magento's AverageRating computes it: the mean of the votes' percentages
 * (stars × 20, on 5-star ratings), 0–100, two decimals.
 */
const toReviewObject = (record: ReviewRecord): ReviewObject => {
  const sum = record.votes.reduce((total, vote) => total + vote.value * 20, 0)
  return {
    productId: record.productId,
    summary: record.summary,
    text: record.text,
    nickname: record.nickname,
    created_at: record.createdAt,
    average_rating:
      record.votes.length === 0 ? 0 : Math.round((sum / record.votes.length) * 100) / 100,
    ratings_breakdown: record.votes.map((vote) => ({ name: vote.name, value: String(vote.value) })),
    status:
      record.status === "approved"
        ? "APPROVED"
        : record.status === "pending"
          ? "PENDING"
          : "NOT_APPROVED",
  }
}

/**
 * The store view's review settings. What shows reviews reads the process's copy of the settings
 * (`cachedStoreConfig`: the store admin drops it at once, another process sees a change within
 * seconds), so a product page's reviews cost no statement for them; an answer that shows reviews
 * is cached under its products' tags, which a change of a setting does not purge in any case.
 * Writing a review reads them as they are now.
 */
const reviewSettings = async (context: GraphqlContext, now = false) => {
  const config = now
    ? await storeConfigOf(context)
    : await cachedStoreConfig(context.db, context.store.id)
  const on = (path: string) => {
    const value = config.get(path)
    return value === undefined || value === null || value === "1" || value === 1 || value === true
  }
  return {
    enabled: on(REVIEWS_ENABLED_PATH),
    allowGuests: context.reviews.allowGuests ?? on(ALLOW_GUESTS_PATH),
    newReviewStatus: context.reviews.newReviewStatus ?? ("pending" as const),
  }
}

const customerIdOf = (context: GraphqlContext): number | null => context.customerId

/** The product's entity id, whatever shape the catalogue gives its product objects. */
const productIdOf = (product: unknown): number => {
  const id = (product as { readonly id?: unknown }).id
  if (typeof id !== "number") throw new Error("A product object without a numeric id")
  return id
}

const productReviews = async (
  product: unknown,
  args: { readonly pageSize: number; readonly currentPage: number },
  context: GraphqlContext,
) => {
  if (!(await reviewSettings(context)).enabled)
    return {
      items: [],
      page_info: { page_size: args.pageSize, current_page: args.currentPage, total_pages: 0 },
    }
  if (args.currentPage < 1) throw inputError(CURRENT_PAGE_INVALID)
  if (args.pageSize < 1) throw inputError(PAGE_SIZE_INVALID)
  const page = await context.loaders.reviews.load({
    productId: productIdOf(product),
    pageSize: args.pageSize,
    currentPage: args.currentPage,
  })
  return {
    items: page.items.map(toReviewObject),
    page_info: {
      page_size: args.pageSize,
      current_page: args.currentPage,
      total_pages: Math.ceil(page.totalCount / args.pageSize),
    },
  }
}

/** Magento's CustomerReviews: the signed-in customer's own reviews, whatever their status. */
const customerReviews = async (
  customer: { readonly __customerId: number },
  args: { readonly pageSize: number; readonly currentPage: number },
  context: GraphqlContext,
) => {
  if (!(await reviewSettings(context)).enabled)
    return {
      items: [],
      page_info: { page_size: args.pageSize, current_page: args.currentPage, total_pages: 0 },
    }
  if (args.currentPage < 1) throw inputError(CURRENT_PAGE_INVALID)
  if (args.pageSize < 1) throw inputError(PAGE_SIZE_INVALID)
  const page = await listCustomerReviews(context.db, {
    customerId: customer.__customerId,
    storeId: context.store.id,
    pageSize: args.pageSize,
    currentPage: args.currentPage,
  })
  return {
    items: page.items.map(toReviewObject),
    page_info: {
      page_size: args.pageSize,
      current_page: args.currentPage,
      total_pages: Math.ceil(page.totalCount / args.pageSize),
    },
  }
}

interface CreateReviewArgs {
  readonly input: {
    readonly sku: string
    readonly nickname: string
    readonly summary: string
    readonly text: string
    readonly ratings: readonly { readonly id: string; readonly value_id: string }[]
  }
}

/** A review's product: the catalogue's own product object (one query for every review's). */
const loadProduct = async (context: GraphqlContext, id: number) => {
  const row = await context.loaders.catalog.products.load(id)
  if (row === undefined) throw new Error(`Review of a missing product ${id}`)
  return toProductSource(row)
}

export const reviewResolvers = {
  Query: {
    productReviewRatingsMetadata: async (
      _parent: unknown,
      _args: unknown,
      context: GraphqlContext,
    ) => {
      if (!(await reviewSettings(context)).enabled) return { items: [] }
      const ratings = await listActiveRatings(context.db)
      return {
        items: ratings.map((rating) => ({
          id: encode(rating.ratingId),
          name: rating.code,
          values: rating.options.map((option) => ({
            value_id: encode(option.optionId),
            value: String(option.value),
          })),
        })),
      }
    },
  },
  Mutation: {
    createProductReview: async (
      _parent: unknown,
      { input }: CreateReviewArgs,
      context: GraphqlContext,
    ) => {
      const settings = await reviewSettings(context, true)
      if (!settings.enabled) throw authorizationError(REVIEWS_UNAVAILABLE)
      const customerId = customerIdOf(context)
      if (customerId === null && !settings.allowGuests) throw authorizationError(GUESTS_NOT_ALLOWED)
      const productId = await findProductIdBySku(context.db, input.sku)
      if (productId === undefined) throw noSuchEntityError(productNotFound(input.sku))
      // A signed-in customer's review form comes with their first name as the nickname.
      const nickname =
        input.nickname.trim() === "" && customerId !== null
          ? ((await customerById(context.db, customerId))?.firstname ?? "")
          : input.nickname
      if (nickname.trim() === "") throw inputError(NICKNAME_REQUIRED)
      if (input.summary.trim() === "") throw inputError(SUMMARY_REQUIRED)
      if (input.text.trim() === "") throw inputError(TEXT_REQUIRED)
      const ratings = await listActiveRatings(context.db)
      const votes = input.ratings.map((vote) => {
        const rating = ratings.find((r) => String(r.ratingId) === decode(vote.id))
        const option = rating?.options.find((o) => String(o.optionId) === decode(vote.value_id))
        if (rating === undefined || option === undefined)
          throw inputError(ratingValueInvalid(vote.id, vote.value_id))
        return { ratingId: rating.ratingId, optionId: option.optionId, value: option.value }
      })
      const record = await insertReview(context.db, {
        productId,
        storeId: context.store.id,
        customerId,
        status: settings.newReviewStatus,
        nickname,
        summary: input.summary,
        text: input.text,
        votes,
      })
      // An approved review changes the product's rating, review count and reviews at once.
      if (settings.newReviewStatus === "approved")
        await context.invalidateCache([productTag(productId)])
      return { review: toReviewObject(record) }
    },
  },
  Customer: { reviews: customerReviews },
  ProductReview: {
    product: (review: ReviewObject, _args: unknown, context: GraphqlContext) =>
      loadProduct(context, review.productId),
  },
  ...Object.fromEntries(PRODUCT_TYPES.map((type) => [type, { reviews: productReviews }])),
}
