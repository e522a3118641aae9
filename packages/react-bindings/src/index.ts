export { type AccountState, type AccountStore, createAccountStore } from "./accountStore.js"
export {
  createQueryStore,
  type DehydratedQueries,
  LOADING_DISPLAY_DELAY_MS,
  type QueryEntry,
  type QueryStore,
  type QueryStoreOptions,
} from "./queryStore.js"
export {
  StorefrontContext,
  type StorefrontContextValue,
  StorefrontProvider,
  type StorefrontProviderProps,
} from "./StorefrontProvider.js"
export {
  createShoppingStore,
  type ShoppingState,
  type ShoppingStore,
} from "./shoppingStore.js"
export {
  createStoreConfigStore,
  type StoreConfigState,
  type StoreConfigStore,
} from "./storeConfigStore.js"
export { useAddresses } from "./useAddresses.js"
export {
  useCart,
  useCartActionStatus,
  useCartActions,
  useCartTotalQuantity,
  useCheckoutActions,
  useNotifications,
  usePaymentActions,
} from "./useCart.js"
export { useGiftCardProduct, useWarrantyOffers } from "./useCartOffers.js"
export {
  type CreateReviewState,
  type ProductListingInput,
  useCategory,
  useCreateReview,
  useLinkedProducts,
  useProduct,
  useProductListing,
  useRatingsMetadata,
  useReviews,
} from "./useCatalog.js"
export {
  type CategoryTreeResult,
  useCategoryTree,
  useCmsBlocks,
  useCmsPage,
  useTicker,
} from "./useContent.js"
export { useCountries } from "./useCountries.js"
export { useCustomer, useCustomerSession, useHomeRequest, useIsSignedIn } from "./useCustomer.js"
export { useAccountActionStatus, useCustomerActions } from "./useCustomerActions.js"
export { useMegaMenu } from "./useMegaMenu.js"
export { useOrder, useOrderActions, useOrders } from "./useOrders.js"
export { type QueryResult, type SuspendWhile, useQuery } from "./useQuery.js"
export { useQuoteActions, useQuoteLookup, useQuoteSubmission } from "./useQuotes.js"
export { useRoute } from "./useRoute.js"
export { type SearchSuggestionsState, useSearchSuggestions } from "./useSearchSuggestions.js"
export { type StoreConfigResult, useStoreConfig } from "./useStoreConfig.js"
export { useStorefront, useStorefrontEvent } from "./useStorefront.js"
export {
  useWishlistActionStatus,
  useWishlistActions,
  useWishlistCount,
  useWishlistItem,
} from "./useWishlist.js"
export { useSharedWishlist, useWishlist } from "./useWishlistPage.js"
export { type WishlistState, type WishlistStore, wishlistStoreOf } from "./wishlistStore.js"
