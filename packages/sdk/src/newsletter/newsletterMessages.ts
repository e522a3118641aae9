import type { NewsletterStatus } from "../checkout/checkout.graphql.js"

// What the shopper reads after subscribing an address (Magento's Newsletter\Controller\Subscriber
// \NewAction texts), one per status of `subscribeEmailToNewsletter`. Pure: the modal, the footer
// and the CLI show the same.

export const NEWSLETTER_SUBSCRIBED_MESSAGE = "Thank you for your subscription."
export const NEWSLETTER_CONFIRMATION_SENT_MESSAGE = "The confirmation request has been sent."
/** Magento's UNCONFIRMED: the address belongs to an account still waiting for its confirmation. */
export const NEWSLETTER_UNCONFIRMED_MESSAGE =
  "Your subscription starts once your account is confirmed. Please check your email for the confirmation link."
export const NEWSLETTER_UNSUBSCRIBED_MESSAGE = "You unsubscribed."

/** The message for a status `subscribeEmailToNewsletter` answered. */
export const newsletterStatusMessage = (status: NewsletterStatus): string => {
  switch (status) {
    case "SUBSCRIBED":
      return NEWSLETTER_SUBSCRIBED_MESSAGE
    case "NOT_ACTIVE":
      return NEWSLETTER_CONFIRMATION_SENT_MESSAGE
    case "UNCONFIRMED":
      return NEWSLETTER_UNCONFIRMED_MESSAGE
    case "UNSUBSCRIBED":
      return NEWSLETTER_UNSUBSCRIBED_MESSAGE
  }
}

/** Whether a status means the address now gets the newsletter. */
export const isSubscribedStatus = (status: NewsletterStatus): boolean => status === "SUBSCRIBED"

/** A subscription as the SDK answers it: the server's status and the text to show. */
export interface NewsletterSubscription {
  readonly status: NewsletterStatus
  readonly message: string
}
