import { ProductCardFields } from "../catalog/catalog.graphql.js"
import { capabilityFragment, capabilityOperation } from "../graphql/capabilities.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

// The customer's wish list (spec §7 Wishlist): Magento 2.4's WishlistGraphQl calls, plus the
// Shutter extension that shares a list by e-mail and reads it by its sharing code.

/** Magento `WishlistItemInput`. */
export type WishlistItemInput = G.WishlistItemInput

/** Adobe Commerce: a gift card's amount and who it is from and for, as the shopper filled them. */
const GiftCardWishlistItemFields = capabilityFragment(
  "gift-cards",
  gql`
    fragment GiftCardWishlistItemFields on GiftCardWishlistItem {
      gift_card_options {
        amount { value currency }
        custom_giftcard_amount { value currency }
        sender_name
        sender_email
        recipient_name
        recipient_email
        message
      }
    }
  `,
)

export const WishlistItemFields = gql`
  fragment WishlistItemFields on WishlistItemInterface {
    __typename
    id
    quantity
    description
    added_at
    product {
      ...ProductCardFields
    }
    ... on ConfigurableWishlistItem {
      configured_variant {
        sku
        name
      }
      configurable_options {
        option_label
        value_label
      }
    }
    ... on BundleWishlistItem {
      bundle_options {
        label
        values {
          label
          quantity
        }
      }
    }
    ...GiftCardWishlistItemFields
  }
  ${ProductCardFields}
  ${GiftCardWishlistItemFields}
`

/** One page of a wish list: `$currentPage`/`$pageSize` come from the operation. */
export const WishlistFields = gql`
  fragment WishlistFields on Wishlist {
    id
    items_count
    sharing_code
    updated_at
    items_v2(currentPage: $currentPage, pageSize: $pageSize) {
      items {
        ...WishlistItemFields
      }
      page_info {
        current_page
        page_size
        total_pages
      }
    }
  }
  ${WishlistItemFields}
`

export type WishlistData = G.WishlistFieldsFragment
export type WishlistItemData = G.WishlistItemFieldsFragment

export const WishlistQuery: TypedDocumentString<G.WishlistQuery, G.WishlistQueryVariables> = gql`
  query wishlist($currentPage: Int = 1, $pageSize: Int = 10) {
    customer {
      wishlists {
        ...WishlistFields
      }
    }
  }
  ${WishlistFields}
`

export const WishlistItemsCountQuery: TypedDocumentString<
  G.WishlistItemsCountQuery,
  G.WishlistItemsCountQueryVariables
> = gql`
  query wishlistItemsCount {
    customer {
      wishlists {
        id
        items_count
      }
    }
  }
`

export const AddProductsToWishlistMutation: TypedDocumentString<
  G.AddProductsToWishlistMutation,
  G.AddProductsToWishlistMutationVariables
> = gql`
  mutation addProductsToWishlist(
    $id: ID!
    $items: [WishlistItemInput!]!
    $currentPage: Int = 1
    $pageSize: Int = 10
  ) {
    addProductsToWishlist(wishlistId: $id, wishlistItems: $items) {
      wishlist {
        ...WishlistFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${WishlistFields}
`

export const RemoveProductsFromWishlistMutation: TypedDocumentString<
  G.RemoveProductsFromWishlistMutation,
  G.RemoveProductsFromWishlistMutationVariables
> = gql`
  mutation removeProductsFromWishlist(
    $id: ID!
    $items: [ID!]!
    $currentPage: Int = 1
    $pageSize: Int = 10
  ) {
    removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: $items) {
      wishlist {
        ...WishlistFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${WishlistFields}
`

export const AddWishlistItemsToCartMutation: TypedDocumentString<
  G.AddWishlistItemsToCartMutation,
  G.AddWishlistItemsToCartMutationVariables
> = gql`
  mutation addWishlistItemsToCart(
    $id: ID!
    $items: [ID!]
    $currentPage: Int = 1
    $pageSize: Int = 10
  ) {
    addWishlistItemsToCart(wishlistId: $id, wishlistItemIds: $items) {
      status
      wishlist {
        ...WishlistFields
      }
      add_wishlist_items_to_cart_user_errors {
        code
        message
        wishlistItemId
      }
    }
  }
  ${WishlistFields}
`

export const SharedWishlistQuery: TypedDocumentString<
  G.SharedWishlistQuery,
  G.SharedWishlistQueryVariables
> = capabilityOperation(
  "wishlist-sharing",
  gql`
  query sharedWishlist($code: String!, $currentPage: Int = 1, $pageSize: Int = 10) {
    sharedWishlist(sharingCode: $code) {
      ...WishlistFields
    }
  }
  ${WishlistFields}
`,
)

export const ShareWishlistMutation: TypedDocumentString<
  G.ShareWishlistMutation,
  G.ShareWishlistMutationVariables
> = capabilityOperation(
  "wishlist-sharing",
  gql`
  mutation shareWishlist(
    $id: ID!
    $emails: [String!]!
    $message: String
    $currentPage: Int = 1
    $pageSize: Int = 10
  ) {
    shareWishlist(wishlistId: $id, emails: $emails, message: $message) {
      wishlist {
        ...WishlistFields
      }
    }
  }
  ${WishlistFields}
`,
)
