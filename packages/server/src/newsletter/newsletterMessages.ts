// Magento's texts: NewsletterGraphQl (SubscribeEmailToNewsletter, its Validation) and the
// Newsletter module's subscriber controllers.
export const EMAIL_REQUIRED = "You must specify an email address to subscribe to a newsletter."
export const EMAIL_INVALID = "Enter a valid email address."
export const CANNOT_SUBSCRIBE = "Cannot create a newsletter subscription."
export const GUESTS_NOT_ALLOWED =
  "Guests can not subscribe to the newsletter. You must create an account to subscribe."
export const ALREADY_SUBSCRIBED = "This email address is already subscribed."
export const UNSUBSCRIBED = "You unsubscribed."
export const UNSUBSCRIBE_FAILED = "Something went wrong while unsubscribing you."
export const CONFIRMED = "Your subscription has been confirmed."
export const INVALID_CONFIRM_CODE = "This is an invalid subscription confirmation code."
export const INVALID_SUBSCRIPTION_ID = "This is an invalid subscription ID."
