// Newsletter subscribers (Magento's newsletter_subscriber) and the newsletter settings.
import { randomBytes } from "node:crypto"
import { sql } from "drizzle-orm"
import { firstRow, type Queryable, rows } from "../cart/sqlRows.js"

/** Magento's Subscriber::STATUS_* values. */
export const STATUS = { SUBSCRIBED: 1, NOT_ACTIVE: 2, UNSUBSCRIBED: 3, UNCONFIRMED: 4 } as const
export type SubscriberStatus = (typeof STATUS)[keyof typeof STATUS]

export const STATUS_NAMES: Readonly<Record<SubscriberStatus, string>> = {
  1: "SUBSCRIBED",
  2: "NOT_ACTIVE",
  3: "UNSUBSCRIBED",
  4: "UNCONFIRMED",
}

export interface SubscriberRow {
  readonly id: number
  readonly website_id: number
  readonly store_id: number
  readonly customer_id: number | null
  readonly email: string
  readonly status: SubscriberStatus
  readonly code: string
}

const COLUMNS = sql.raw("id, website_id, store_id, customer_id, email, status, code")

export const subscriberByEmail = (db: Queryable, websiteId: number, email: string) =>
  firstRow<SubscriberRow>(
    db,
    sql`select ${COLUMNS} from newsletter_subscribers
        where website_id = ${websiteId} and lower(email) = lower(${email})`,
  )

export const subscriberById = (db: Queryable, id: number) =>
  firstRow<SubscriberRow>(db, sql`select ${COLUMNS} from newsletter_subscribers where id = ${id}`)

/** Magento's subscriber_confirm_code: 32 random characters. */
const newCode = (): string => randomBytes(16).toString("hex")

/**
 * Writes the address's subscription (one row per address and website) and mirrors it on the
 * account of that address, whose `is_subscribed` is true exactly while it is SUBSCRIBED.
 */
export const saveSubscription = async (
  db: Queryable,
  input: {
    readonly websiteId: number
    readonly storeId: number
    readonly email: string
    readonly customerId: number | null
    readonly status: SubscriberStatus
  },
): Promise<SubscriberRow> => {
  const [row] = await rows<SubscriberRow>(
    db,
    sql`insert into newsletter_subscribers (website_id, store_id, customer_id, email, status, code)
        values (${input.websiteId}, ${input.storeId}, ${input.customerId}, ${input.email},
                ${input.status}, ${newCode()})
        on conflict (website_id, lower(email)) do update set
          status = excluded.status, store_id = excluded.store_id,
          customer_id = coalesce(excluded.customer_id, newsletter_subscribers.customer_id),
          changed_at = now()
        returning ${COLUMNS}`,
  )
  if (row === undefined) throw new Error("The subscription was not stored")
  await mirrorOnAccount(db, row)
  return row
}

export const setSubscriberStatus = async (
  db: Queryable,
  subscriber: SubscriberRow,
  status: SubscriberStatus,
): Promise<SubscriberRow> => {
  const [row] = await rows<SubscriberRow>(
    db,
    sql`update newsletter_subscribers set status = ${status}, changed_at = now()
        where id = ${subscriber.id} returning ${COLUMNS}`,
  )
  if (row === undefined) throw new Error("The subscription vanished")
  await mirrorOnAccount(db, row)
  return row
}

const mirrorOnAccount = (db: Queryable, row: SubscriberRow) =>
  db.execute(sql`
    update customers set is_subscribed = ${row.status === STATUS.SUBSCRIBED}, updated_at = now()
    where website_id = ${row.website_id}
      and (id = ${row.customer_id} or lower(email) = lower(${row.email}))`)

/** Magento's newsletter/subscription settings of a store view (absent = Magento's default). */
export interface NewsletterSettings {
  /** newsletter/subscription/allow_guest_subscribe (default yes). */
  readonly allowGuests: boolean
  /** newsletter/subscription/confirm: a guest's subscription waits for the link (default no). */
  readonly needConfirm: boolean
}

export const ALLOW_GUEST_SUBSCRIBE_PATH = "newsletter_allow_guest_subscribe"
export const NEED_CONFIRM_PATH = "newsletter_confirm"

export const newsletterSettings = async (
  db: Queryable,
  storeId: number,
): Promise<NewsletterSettings> => {
  const found = await rows<{ path: string; value: string | null }>(
    db,
    sql`select path, value #>> '{}' as value from store_config
        where store_id = ${storeId} and path in (${ALLOW_GUEST_SUBSCRIBE_PATH}, ${NEED_CONFIRM_PATH})`,
  )
  const value = (path: string) => found.find((row) => row.path === path)?.value
  const on = (path: string, fallback: boolean) => {
    const v = value(path)
    return v === undefined || v === null ? fallback : v === "1" || v === "true"
  }
  return {
    allowGuests: on(ALLOW_GUEST_SUBSCRIBE_PATH, true),
    needConfirm: on(NEED_CONFIRM_PATH, false),
  }
}
