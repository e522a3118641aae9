import { ReviewFields } from "../catalog/catalog.graphql.js"
import { capabilityFragment } from "../graphql/capabilities.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

// The signed-in customer's reviews (Magento 2.4's ReviewGraphQl `customer.reviews`, spec §7
// customerProductReview): every review they wrote, whatever its moderation status, newest first.

/** The product a review is about: enough to name it, show its picture and link to it. */
export const ReviewedProductFields = gql`
  fragment ReviewedProductFields on ProductInterface {
    uid
    sku
    name
    url_key
    url_suffix
    url_rewrites {
      url
    }
    thumbnail {
      url
      label
    }
  }
`

/** Whether the shop has published the review yet (extension "review-status"). */
export const ReviewStatusFields = capabilityFragment(
  "review-status",
  gql`
    fragment ReviewStatusFields on ProductReview {
      status
    }
  `,
)

export const CustomerReviewsQuery: TypedDocumentString<
  G.CustomerProductReviewQuery,
  G.CustomerProductReviewQueryVariables
> = gql`
  query customerProductReview($pageSize: Int = 10, $currentPage: Int = 1) {
    customer {
      reviews(pageSize: $pageSize, currentPage: $currentPage) {
        items {
          ...ReviewFields
          ...ReviewStatusFields
          product {
            ...ReviewedProductFields
          }
        }
        page_info {
          current_page
          page_size
          total_pages
        }
      }
    }
  }
  ${ReviewFields}
  ${ReviewStatusFields}
  ${ReviewedProductFields}
`
