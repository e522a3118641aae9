// The catalogue part of the "@shutter/sdk" facade exports.
export type { ListProductsInput, ProductListing, ReviewsInput } from "./Catalog.js"
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
} from "./catalog.graphql.js"
export { NotFoundError, UnknownFilterError } from "./catalogErrors.js"
export * from "./displayCurrency.js"
export * from "./filterLabels.js"
export * from "./gallery.js"
export * from "./labelDisplay.js"
export * from "./listingChoices.js"
export type { ListingFiltersInput } from "./listingFilters.js"
export * from "./listingParams.js"
export * from "./money.js"
export * from "./pricing.js"
export * from "./productDisplay.js"
export * from "./productQuestions.js"
export * from "./rating.js"
export * from "./searchSuggestRules.js"
export * from "./uids.js"
export * from "./variants.js"
