// "@shutter/react/engagement": the newsletter, the customer's reviews and product alerts. A
// separate entry so a UI's first paint does not carry them: only the screens that use them
// (a modal, account pages, a product page's form) import it.
export {
  type ActionState,
  useMyReviews,
  useNewsletter,
  useNewsletterSignup,
  useProductAlerts,
  useSubmitReview,
} from "./useEngagement.js"
