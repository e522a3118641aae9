// Magento 2.4's WishlistGraphQl types, plus the shared wish list (schema/shutter-extensions.graphql).
const itemFields = `
    id: ID!
    quantity: Float!
    description: String
    added_at: String!
    product: ProductInterface
    customizable_options: [SelectedCustomizableOption]!
`

export const wishlistTypeDefs = /* GraphQL */ `
  type Query {
    sharedWishlist(sharingCode: String!): Wishlist
  }

  type Mutation {
    addProductsToWishlist(wishlistId: ID!, wishlistItems: [WishlistItemInput!]!): AddProductsToWishlistOutput
    removeProductsFromWishlist(wishlistId: ID!, wishlistItemsIds: [ID!]!): RemoveProductsFromWishlistOutput
    updateProductsInWishlist(wishlistId: ID!, wishlistItems: [WishlistItemUpdateInput!]!): UpdateProductsInWishlistOutput
    addWishlistItemsToCart(wishlistId: ID!, wishlistItemIds: [ID!]): AddWishlistItemsToCartOutput
    shareWishlist(wishlistId: ID!, emails: [String!]!, message: String): ShareWishlistOutput
  }

  extend type Customer {
    wishlists(pageSize: Int = 20, currentPage: Int = 1): [Wishlist!]!
    wishlist: Wishlist! @deprecated(reason: "Use \`Customer.wishlists\` or \`Customer.wishlist_v2\` instead.")
    wishlist_v2(id: ID!): Wishlist
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
    ${itemFields}
  }

  type SimpleWishlistItem implements WishlistItemInterface {
    ${itemFields}
  }

  type VirtualWishlistItem implements WishlistItemInterface {
    ${itemFields}
  }

  type GroupedProductWishlistItem implements WishlistItemInterface {
    ${itemFields}
  }

  type ConfigurableWishlistItem implements WishlistItemInterface {
    ${itemFields}
    child_sku: String! @deprecated(reason: "Use \`ConfigurableWishlistItem.configured_variant.sku\` instead.")
    configurable_options: [SelectedConfigurableOption!]
    configured_variant: ProductInterface
  }

  type BundleWishlistItem implements WishlistItemInterface {
    ${itemFields}
    bundle_options: [SelectedBundleOption!]
  }

  type DownloadableWishlistItem implements WishlistItemInterface {
    ${itemFields}
    links_v2: [DownloadableProductLinks]
    samples: [DownloadableProductSamples]
  }

  type GiftCardWishlistItem implements WishlistItemInterface {
    ${itemFields}
    gift_card_options: GiftCardOptions!
  }

  type GiftCardOptions {
    sender_name: String
    sender_email: String
    recipient_name: String
    recipient_email: String
    message: String
    amount: Money
    custom_giftcard_amount: Money
  }

  input WishlistItemInput {
    sku: String!
    quantity: Float!
    parent_sku: String
    selected_options: [ID!]
    entered_options: [EnteredOptionInput!]
  }

  input WishlistItemUpdateInput {
    wishlist_item_id: ID!
    quantity: Float
    description: String
    selected_options: [ID!]
    entered_options: [EnteredOptionInput!]
  }

  type WishListUserInputError {
    message: String!
    code: WishListUserInputErrorType!
  }

  enum WishListUserInputErrorType {
    PRODUCT_NOT_FOUND
    UNDEFINED
  }

  type AddProductsToWishlistOutput {
    wishlist: Wishlist!
    user_errors: [WishListUserInputError!]!
  }

  type RemoveProductsFromWishlistOutput {
    wishlist: Wishlist!
    user_errors: [WishListUserInputError!]!
  }

  type UpdateProductsInWishlistOutput {
    wishlist: Wishlist!
    user_errors: [WishListUserInputError!]!
  }

  type AddWishlistItemsToCartOutput {
    wishlist: Wishlist!
    status: Boolean!
    add_wishlist_items_to_cart_user_errors: [WishlistCartUserInputError!]!
  }

  type WishlistCartUserInputError {
    message: String!
    code: WishlistCartUserInputErrorType!
    wishlistId: ID!
    wishlistItemId: ID!
  }

  enum WishlistCartUserInputErrorType {
    PRODUCT_NOT_FOUND
    NOT_SALABLE
    INSUFFICIENT_STOCK
    UNDEFINED
  }

  type ShareWishlistOutput {
    wishlist: Wishlist!
  }
`
