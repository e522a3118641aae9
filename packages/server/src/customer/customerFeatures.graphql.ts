// Customer fields of Magento modules our store does not run, answering as Magento does when
// they are off: the wish list (wishlist/general/active off: Magento's resolvers refuse with
// "The wishlist configuration is currently disabled.", so no wish list object is ever served)
// and the product comparison list (none is ever created here: Magento's CustomerCompareList
// answers null for a customer without one).
import { inputError } from "../graphql/errors.js"

export const WISHLIST_DISABLED = "The wishlist configuration is currently disabled."

const wishlistItemFields = `
    id: ID!
    quantity: Float!
    description: String
    added_at: String!
    product: ProductInterface
    customizable_options: [SelectedCustomizableOption]!
`

export const customerFeaturesTypeDefs = /* GraphQL */ `
  extend type Customer {
    wishlists(pageSize: Int = 20, currentPage: Int = 1): [Wishlist!]!
    wishlist: Wishlist! @deprecated(reason: "Use \`Customer.wishlists\` or \`Customer.wishlist_v2\` instead.")
    wishlist_v2(id: ID!): Wishlist
    compare_list: CompareList
  }

  type Wishlist {
    id: ID
    items: [WishlistItem] @deprecated(reason: "Use the \`items_v2\` field instead.")
    items_v2(currentPage: Int = 1, pageSize: Int = 20): WishlistItems
    items_count: Int
    sharing_code: String
    updated_at: String
  }

  type WishlistItem {
    id: Int
    qty: Float
    description: String
    added_at: String
    product: ProductInterface
  }

  type WishlistItems {
    items: [WishlistItemInterface]!
    page_info: SearchResultPageInfo
  }

  interface WishlistItemInterface {
    ${wishlistItemFields}
  }

  type SimpleWishlistItem implements WishlistItemInterface {
    ${wishlistItemFields}
  }

  type VirtualWishlistItem implements WishlistItemInterface {
    ${wishlistItemFields}
  }

  type GroupedProductWishlistItem implements WishlistItemInterface {
    ${wishlistItemFields}
  }

  type ConfigurableWishlistItem implements WishlistItemInterface {
    ${wishlistItemFields}
    child_sku: String! @deprecated(reason: "Use \`ConfigurableWishlistItem.configured_variant.sku\` instead.")
    configurable_options: [SelectedConfigurableOption!]
    configured_variant: ProductInterface
  }

  type BundleWishlistItem implements WishlistItemInterface {
    ${wishlistItemFields}
    bundle_options: [SelectedBundleOption!]
  }

  type DownloadableWishlistItem implements WishlistItemInterface {
    ${wishlistItemFields}
    links_v2: [DownloadableProductLinks]
    samples: [DownloadableProductSamples]
  }

  type CompareList {
    uid: ID!
    items: [ComparableItem]
    attributes: [ComparableAttribute]
    item_count: Int!
  }

  type ComparableItem {
    uid: ID!
    product: ProductInterface!
    attributes: [ProductAttribute]!
  }

  type ComparableAttribute {
    code: String!
    label: String!
  }

  type ProductAttribute {
    code: String!
    value: String!
  }
`

const wishlistDisabled = (): never => {
  throw inputError(WISHLIST_DISABLED)
}

export const customerFeaturesResolvers = {
  Customer: {
    wishlists: wishlistDisabled,
    wishlist: wishlistDisabled,
    wishlist_v2: wishlistDisabled,
    compare_list: () => null,
  },
}
