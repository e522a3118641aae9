// Newsletter subscribers (Magento's newsletter_subscriber) and the newsletter settings.
import { randomBytes } from "node:crypto"
import { and, eq, inArray, or, sql } from "drizzle-orm"
import { customers, newsletterSubscribers, storeConfig } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"

/** Magento's Subscriber::STATUS_* values. */
export const STATUS = { SUBSCRIBED: 1, NOT_ACTIVE: 2, UNSUBSCRIBED: 3, UNCONFIRMED: 4 } as const
export type SubscriberStatus = (typeof STATUS)[keyof typeof STATUS]

export const STATUS_NAMES: Readonly<Record<SubscriberStatus, string>> = {
  1: "SUBSCRIBED",
  2: "NOT_ACTIVE",
  3: "UNSUBSCRIBED",
  4: "UNCONFIRMED",
}

export type SubscriberRow = typeof newsletterSubscribers.$inferSelect & {
  readonly status: SubscriberStatus
}

const subscribers = newsletterSubscribers

const first = async (found: Promise<(typeof subscribers.$inferSelect)[]>) =>
  (await found)[0] as SubscriberRow | undefined

export const subscriberByEmail = (db: Queryable, websiteId: number, email: string) =>
  first(
    db
      .select()
      .from(subscribers)
      .where(
        and(
          eq(subscribers.websiteId, websiteId),
          sql`lower(${subscribers.email}) = lower(${email})`,
        ),
      ),
  )

export const subscriberById = (db: Queryable, id: number) =>
  first(db.select().from(subscribers).where(eq(subscribers.id, id)))

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
  // Raw: the conflict target is the (website_id, lower(email)) expression index, which drizzle's
  // onConflictDoUpdate (columns only) cannot name.
  const stored = await db.execute(
    sql`insert into newsletter_subscribers (website_id, store_id, customer_id, email, status, code)
        values (${input.websiteId}, ${input.storeId}, ${input.customerId}, ${input.email},
                ${input.status}, ${newCode()})
        on conflict (website_id, lower(email)) do update set
          status = excluded.status, store_id = excluded.store_id,
          customer_id = coalesce(excluded.customer_id, newsletter_subscribers.customer_id),
          changed_at = now()
        returning id`,
  )
  const id = (stored as unknown as { rows: { id: number }[] }).rows[0]?.id
  const row = id === undefined ? undefined : await subscriberById(db, id)
  if (row === undefined) throw new Error("The subscription was not stored")
  await mirrorOnAccount(db, row)
  return row
}

export const setSubscriberStatus = async (
  db: Queryable,
  subscriber: SubscriberRow,
  status: SubscriberStatus,
): Promise<SubscriberRow> => {
  const row = await first(
    db
      .update(subscribers)
      .set({ status, changedAt: sql`now()` })
      .where(eq(subscribers.id, subscriber.id))
      .returning(),
  )
  if (row === undefined) throw new Error("The subscription vanished")
  await mirrorOnAccount(db, row)
  return row
}

const mirrorOnAccount = (db: Queryable, row: SubscriberRow) =>
  db
    .update(customers)
    .set({ isSubscribed: row.status === STATUS.SUBSCRIBED, updatedAt: sql`now()` })
    .where(
      and(
        eq(customers.websiteId, row.websiteId),
        or(
          row.customerId === null ? undefined : eq(customers.id, row.customerId),
          sql`lower(${customers.email}) = lower(${row.email})`,
        ),
      ),
    )

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
  const found = await db
    .select({ path: storeConfig.path, value: sql<string | null>`${storeConfig.value} #>> '{}'` })
    .from(storeConfig)
    .where(
      and(
        eq(storeConfig.storeId, storeId),
        inArray(storeConfig.path, [ALLOW_GUEST_SUBSCRIBE_PATH, NEED_CONFIRM_PATH]),
      ),
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
