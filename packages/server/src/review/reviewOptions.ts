/**
 * Review settings. Each store view holds Magento's two switches in `store_config`
 * (`product_reviews_enabled`, `allow_guests_to_write_product_reviews`, seeded "1");
 * server options override them for every store view.
 */
export interface ReviewOptions {
  /** Whether guests may write reviews (Magento `catalog/review/allow_guest`). */
  readonly allowGuests?: boolean
  /** Status of a new review: Magento makes it "pending" (listed once approved). */
  readonly newReviewStatus?: "pending" | "approved"
}

export const REVIEWS_ENABLED_PATH = "product_reviews_enabled"
export const ALLOW_GUESTS_PATH = "allow_guests_to_write_product_reviews"
