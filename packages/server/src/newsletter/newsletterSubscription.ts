// Magento's SubscriptionManager: subscribing an address (a guest's, or the signed-in customer's
// own), a customer's is_subscribed switch, and the confirm / unsubscribe links of the e-mails.
import { eq } from "drizzle-orm"
import type { CustomerRow } from "../customer/customerRepository.js"
import { customerByEmail, customerById } from "../customer/customerRepository.js"
import { isValidEmail } from "../customer/emailAddress.js"
import { stores } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"
import type { GraphqlContext } from "../graphql/context.js"
import { inputError, MagentoError } from "../graphql/errors.js"
import type { MailSource } from "../mail/outbox.js"
import { queueStatusMail } from "./newsletterMail.js"
import {
  ALREADY_SUBSCRIBED,
  CANNOT_SUBSCRIBE,
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  GUESTS_NOT_ALLOWED,
} from "./newsletterMessages.js"
import {
  newsletterSettings,
  STATUS,
  type SubscriberRow,
  type SubscriberStatus,
  saveSubscription,
  setSubscriberStatus,
  subscriberByEmail,
  subscriberById,
} from "./newsletterRepository.js"

/** subscribeEmailToNewsletter: Magento's validation order, then the new status. */
export const subscribeEmail = async (
  context: GraphqlContext,
  rawEmail: string,
): Promise<SubscriberRow> => {
  const email = rawEmail.trim()
  if (email === "") throw inputError(EMAIL_REQUIRED)
  if (!isValidEmail(email)) throw inputError(EMAIL_INVALID)
  const websiteId = context.store.websiteId
  const settings = await newsletterSettings(context.db, context.store.id)
  const customer =
    context.customerId === null ? undefined : await customerById(context.db, context.customerId)
  if (customer !== undefined) {
    const owner = await customerByEmail(context.db, websiteId, email)
    if (owner !== undefined && owner.email.toLowerCase() !== customer.email.toLowerCase())
      throw inputError(CANNOT_SUBSCRIBE)
  } else if (!settings.allowGuests) throw inputError(GUESTS_NOT_ALLOWED)
  const existing = await subscriberByEmail(context.db, websiteId, email)
  if (existing?.status === STATUS.SUBSCRIBED)
    throw new MagentoError(ALREADY_SUBSCRIBED, "graphql-already-exists")
  const own = customer !== undefined && customer.email.toLowerCase() === email.toLowerCase()
  const status: SubscriberStatus = own
    ? customerStatus(customer, settings.needConfirm)
    : settings.needConfirm
      ? STATUS.NOT_ACTIVE
      : STATUS.SUBSCRIBED
  return saveAndMail(context, {
    email: own ? customer.email : email,
    customerId: own ? customer.id : null,
    status,
  })
}

/** A customer's subscription: unconfirmed account → UNCONFIRMED, else as a guest's. */
const customerStatus = (customer: CustomerRow, needConfirm: boolean): SubscriberStatus =>
  customer.confirmationHash !== null
    ? STATUS.UNCONFIRMED
    : needConfirm
      ? STATUS.NOT_ACTIVE
      : STATUS.SUBSCRIBED

const saveAndMail = async (
  context: GraphqlContext,
  input: {
    readonly email: string
    readonly customerId: number | null
    readonly status: SubscriberStatus
  },
): Promise<SubscriberRow> => {
  const saved = await context.db.transaction(async (tx) => {
    const row = await saveSubscription(tx, {
      websiteId: context.store.websiteId,
      storeId: context.store.id,
      ...input,
    })
    await queueStatusMail(context, tx, row)
    return row
  })
  context.mail.deliverSoon()
  return saved
}

/**
 * createCustomer / updateCustomer with `is_subscribed`: subscribes the account's address (Magento's
 * subscribeCustomer) or unsubscribes it; nothing happens when it is already so.
 */
export const setCustomerSubscription = async (
  context: GraphqlContext,
  customer: CustomerRow,
  wanted: boolean,
): Promise<void> => {
  const existing = await subscriberByEmail(context.db, customer.websiteId, customer.email)
  if (wanted) {
    if (existing?.status === STATUS.SUBSCRIBED) return
    const settings = await newsletterSettings(context.db, context.store.id)
    await saveAndMail(context, {
      email: customer.email,
      customerId: customer.id,
      status: customerStatus(customer, settings.needConfirm),
    })
    return
  }
  if (existing === undefined || existing.status === STATUS.UNSUBSCRIBED) return
  await saveAndMail(context, {
    email: customer.email,
    customerId: customer.id,
    status: STATUS.UNSUBSCRIBED,
  })
}

/** What the links of the e-mails find: the subscription whose id and code both match. */
const byLink = async (db: Queryable, id: string, code: string) => {
  const n = Number.parseInt(id, 10)
  const row = Number.isInteger(n) && n > 0 ? await subscriberById(db, n) : undefined
  return row !== undefined && row.code === code ? row : undefined
}

/** The store view a subscription was made in: its e-mails speak in that view's name. */
const storeOf = async (db: Queryable, storeId: number) =>
  (
    await db.select({ id: stores.id, name: stores.name }).from(stores).where(eq(stores.id, storeId))
  )[0]

export type LinkOutcome = "done" | "invalid-id" | "invalid-code"

/** Magento's newsletter/subscriber/unsubscribe: the link in every newsletter e-mail. */
export const unsubscribeByLink = async (
  db: Queryable & { transaction: GraphqlContext["db"]["transaction"] },
  base: string,
  id: string,
  code: string,
): Promise<LinkOutcome> => {
  const row = await byLink(db, id, code)
  if (row === undefined) return "invalid-code"
  if (row.status === STATUS.UNSUBSCRIBED) return "done"
  await changeByLink(db, base, row, STATUS.UNSUBSCRIBED)
  return "done"
}

/** Magento's newsletter/subscriber/confirm: the link of the confirmation request. */
export const confirmByLink = async (
  db: Queryable & { transaction: GraphqlContext["db"]["transaction"] },
  base: string,
  id: string,
  code: string,
): Promise<LinkOutcome> => {
  const n = Number.parseInt(id, 10)
  if (!Number.isInteger(n) || n <= 0 || (await subscriberById(db, n)) === undefined)
    return "invalid-id"
  const row = await byLink(db, id, code)
  if (row === undefined) return "invalid-code"
  if (row.status !== STATUS.SUBSCRIBED) await changeByLink(db, base, row, STATUS.SUBSCRIBED)
  return "done"
}

const changeByLink = async (
  db: { transaction: GraphqlContext["db"]["transaction"] },
  base: string,
  row: SubscriberRow,
  status: SubscriberStatus,
) =>
  db.transaction(async (tx) => {
    const changed = await setSubscriberStatus(tx, row, status)
    const store = (await storeOf(tx, row.storeId)) ?? { id: row.storeId, name: "" }
    const source: MailSource = { store, urls: { base } }
    await queueStatusMail(source, tx, changed)
  })
