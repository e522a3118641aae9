// Magento's newsletter e-mails (newsletter_subscr_confirm, newsletter_subscr_success,
// newsletter_unsub_success). Every message about a subscription carries the link that ends it
// (Magento's newsletter/subscriber/unsubscribe, answered by this server: newsletterRoute.ts).
import type { Queryable } from "../db/sqlRows.js"
import type { MailSource } from "../mail/outbox.js"
import { queueMail } from "../mail/outbox.js"
import { STATUS, type SubscriberRow } from "./newsletterRepository.js"

export const NEWSLETTER_PATH = "newsletter/subscriber"

const link = (base: string, action: "confirm" | "unsubscribe", subscriber: SubscriberRow) =>
  `${base}${NEWSLETTER_PATH}/${action}?${new URLSearchParams({
    id: String(subscriber.id),
    code: subscriber.code,
  }).toString()}`

export const unsubscribeUrl = (base: string, subscriber: SubscriberRow) =>
  link(base, "unsubscribe", subscriber)

/** Magento's sendEmailAfterChangeStatus: the message the new status calls for, if any. */
export const queueStatusMail = async (
  context: MailSource,
  tx: Queryable,
  subscriber: SubscriberRow,
): Promise<boolean> => {
  const base = context.urls.base
  const unsubscribe = `To stop receiving our newsletter, unsubscribe here: ${unsubscribeUrl(base, subscriber)}`
  const to = { email: subscriber.email }
  if (subscriber.status === STATUS.NOT_ACTIVE) {
    await queueMail(context, tx, "newsletter_subscr_confirm", to, {
      subject: "Newsletter subscription confirmation",
      heading: "Thank you for subscribing to our newsletter.",
      paragraphs: [
        "To begin receiving the newsletter, you must first confirm your subscription by clicking on the following link:",
        link(base, "confirm", subscriber),
        unsubscribe,
      ],
    })
    return true
  }
  if (subscriber.status === STATUS.SUBSCRIBED) {
    await queueMail(context, tx, "newsletter_subscr_success", to, {
      subject: "Newsletter subscription success",
      heading: "Thank you for subscribing to our newsletter.",
      paragraphs: [unsubscribe],
    })
    return true
  }
  if (subscriber.status === STATUS.UNSUBSCRIBED) {
    await queueMail(context, tx, "newsletter_unsub_success", to, {
      subject: "Newsletter unsubscription success",
      heading: "You have been unsubscribed from the newsletter.",
      paragraphs: [],
    })
    return true
  }
  return false
}
