// Every SQL statement of customer accounts and their tokens.
import { and, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm"
import { alias } from "drizzle-orm/pg-core"
import { customers, customerTokens } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"
import type { Clock } from "../platform/clock.js"

export type CustomerRow = typeof customers.$inferSelect

/** The clock's now plus a number of milliseconds (the database's `now()` on the system clock). */
const nowPlusMs = (clock: Clock, ms: number) =>
  sql`${clock.sqlNow()} + ${ms} * interval '1 millisecond'`

export const customerById = async (db: Queryable, id: number): Promise<CustomerRow | undefined> =>
  (await db.select().from(customers).where(eq(customers.id, id)))[0]

/** Locks the row for the rest of the transaction (password checks, failure counts). */
export const customerByIdForUpdate = async (
  db: Queryable,
  id: number,
): Promise<CustomerRow | undefined> =>
  (await db.select().from(customers).where(eq(customers.id, id)).for("update"))[0]

export const customerByEmail = async (
  db: Queryable,
  websiteId: number,
  email: string,
): Promise<CustomerRow | undefined> =>
  (
    await db
      .select()
      .from(customers)
      .where(
        and(
          eq(customers.websiteId, websiteId),
          // lower(email) is what the unique index holds.
          sql`lower(${customers.email}) = lower(${email.trim()})`,
        ),
      )
  )[0]

/** The account's own fields: set at registration, changed by the customer later. */
type ProfileColumn =
  | "email"
  | "prefix"
  | "firstname"
  | "middlename"
  | "lastname"
  | "suffix"
  | "dob"
  | "taxvat"
  | "gender"
  | "isSubscribed"
  | "allowRemoteShoppingAssistance"
  | "passwordHash"

export type NewCustomer = Pick<
  typeof customers.$inferInsert,
  ProfileColumn | "websiteId" | "storeId" | "confirmationHash"
>

/** Inserts the account; undefined when the e-mail is taken in the website (unique index). */
export const insertCustomer = async (
  db: Queryable,
  c: NewCustomer,
): Promise<CustomerRow | undefined> =>
  (await db.insert(customers).values(c).onConflictDoNothing().returning())[0]

/** Profile fields a customer may change; undefined leaves a field as it is. */
export type CustomerChanges = Partial<
  Pick<typeof customers.$inferInsert, ProfileColumn | "defaultBilling" | "defaultShipping">
>

/** Applies the changes; undefined when another account of the website has the new e-mail. */
export const updateCustomer = async (
  db: Queryable,
  id: number,
  changes: CustomerChanges,
): Promise<CustomerRow | undefined> => {
  if (changes.email !== undefined) {
    const other = customers
    const me = alias(customers, "me")
    const [clash] = await db
      .select({ id: other.id })
      .from(other)
      .innerJoin(me, eq(me.id, id))
      .where(
        and(
          eq(other.websiteId, me.websiteId),
          sql`lower(${other.email}) = lower(${changes.email})`,
          ne(other.id, id),
        ),
      )
    if (clash !== undefined) return undefined
  }
  const sets = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as CustomerChanges
  return (
    await db
      .update(customers)
      .set({ ...sets, updatedAt: sql`now()` })
      .where(eq(customers.id, id))
      .returning()
  )[0]
}

/**
 * Magento's Authentication::processAuthenticationFailure, made before the password is checked:
 * the check is counted as a failure up front (given back by `passwordCheckSucceeded`), in one
 * statement that also refuses a locked account. However many checks arrive at once, at most
 * `maxFailures` are made before the lock. Undefined when the account is locked; `locks` when
 * this check reached the limit and set the lock.
 */
export const reservePasswordCheck = async (
  db: Queryable,
  id: number,
  maxFailures: number,
  lockoutMs: number,
  clock: Clock,
): Promise<{ locks: boolean } | undefined> => {
  const c = customers
  const now = clock.sqlNow()
  // A first failure, or the first after an expired lock, starts counting again.
  const startsOver = sql`(${c.failuresNum} = 0 or ${c.firstFailure} is null
    or (${c.lockExpires} is not null and ${c.lockExpires} < ${now}))`
  return (
    await db
      .update(c)
      .set({
        failuresNum: sql`case when ${startsOver} then 1 else ${c.failuresNum} + 1 end`,
        firstFailure: sql`case when ${startsOver} then ${now} else ${c.firstFailure} end`,
        lockExpires: sql`case when ${startsOver} then null
          when ${c.failuresNum} + 1 >= ${maxFailures} then ${nowPlusMs(clock, lockoutMs)}
          else ${c.lockExpires} end`,
      })
      .where(and(eq(c.id, id), sql`(${c.lockExpires} is null or ${c.lockExpires} <= ${now})`))
      .returning({ locks: sql<boolean>`coalesce(${c.lockExpires} > ${now}, false)` })
  )[0]
}

/**
 * The right password: Magento's unlock (failures forgotten). Not when other checks locked the
 * account while this one was made (unless this check's own count set the lock): false then,
 * and the lock stays.
 */
export const passwordCheckSucceeded = async (
  db: Queryable,
  id: number,
  lockedByThisCheck: boolean,
  clock: Clock,
): Promise<boolean> => {
  const c = customers
  const cleared = await db
    .update(c)
    .set({ failuresNum: 0, firstFailure: null, lockExpires: null })
    .where(
      and(
        eq(c.id, id),
        lockedByThisCheck
          ? undefined
          : sql`(${c.lockExpires} is null or ${c.lockExpires} <= ${clock.sqlNow()})`,
      ),
    )
    .returning({ id: c.id })
  return cleared.length > 0
}

export const isLocked = (customer: CustomerRow, clock: Clock): boolean =>
  customer.lockExpires !== null && customer.lockExpires.getTime() > clock.now()

// Tokens.

export const insertToken = (
  db: Queryable,
  customerId: number,
  tokenHash: string,
  ttlMs: number,
  clock: Clock,
) => db.insert(customerTokens).values({ customerId, tokenHash, expiresAt: nowPlusMs(clock, ttlMs) })

/** The customer a live token belongs to (not expired, not revoked). */
export const customerIdOfToken = async (
  db: Queryable,
  tokenHash: string,
  clock: Clock,
): Promise<number | undefined> =>
  (
    await db
      .select({ customerId: customerTokens.customerId })
      .from(customerTokens)
      .where(
        and(
          eq(customerTokens.tokenHash, tokenHash),
          isNull(customerTokens.revokedAt),
          gt(customerTokens.expiresAt, clock.sqlNow()),
        ),
      )
  )[0]?.customerId

export const revokeToken = (db: Queryable, tokenHash: string) =>
  db
    .update(customerTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(customerTokens.tokenHash, tokenHash), isNull(customerTokens.revokedAt)))

/** Every live token of the customer (password change or reset: Magento's SessionCleaner). */
export const revokeAllTokens = (db: Queryable, customerId: number, exceptHash?: string) =>
  db
    .update(customerTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(customerTokens.customerId, customerId),
        isNull(customerTokens.revokedAt),
        ne(customerTokens.tokenHash, exceptHash ?? ""),
      ),
    )

export const customersByIds = async (
  db: Queryable,
  ids: readonly number[],
): Promise<CustomerRow[]> =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(customers)
        .where(inArray(customers.id, [...ids]))

// Password reset and confirmation keys (digests only).

export const setResetToken = (db: Queryable, id: number, tokenHash: string, clock: Clock) =>
  db
    .update(customers)
    .set({ rpTokenHash: tokenHash, rpTokenCreatedAt: clock.sqlNow() })
    .where(eq(customers.id, id))

/** The reset token is this customer's and younger than `lifetimeMs`. */
const liveResetToken = (id: number, tokenHash: string, lifetimeMs: number, clock: Clock) =>
  and(
    eq(customers.id, id),
    eq(customers.rpTokenHash, tokenHash),
    gt(
      customers.rpTokenCreatedAt,
      sql`${clock.sqlNow()} - ${lifetimeMs} * interval '1 millisecond'`,
    ),
  )

/**
 * Sets the new password if the reset token is this customer's and younger than `lifetimeMs`;
 * the token is spent in the same statement (single use), failures and lock are cleared.
 */
export const resetPasswordWithToken = async (
  db: Queryable,
  id: number,
  tokenHash: string,
  lifetimeMs: number,
  passwordHash: string,
  clock: Clock,
): Promise<boolean> =>
  (
    await db
      .update(customers)
      .set({
        passwordHash,
        rpTokenHash: null,
        rpTokenCreatedAt: null,
        failuresNum: 0,
        firstFailure: null,
        lockExpires: null,
        updatedAt: sql`now()`,
      })
      .where(liveResetToken(id, tokenHash, lifetimeMs, clock))
      .returning({ id: customers.id })
  ).length === 1

export const resetTokenIsLive = async (
  db: Queryable,
  id: number,
  tokenHash: string,
  lifetimeMs: number,
  clock: Clock,
): Promise<boolean> =>
  (
    await db
      .select({ id: customers.id })
      .from(customers)
      .where(liveResetToken(id, tokenHash, lifetimeMs, clock))
  ).length === 1

export const setConfirmationKey = (db: Queryable, id: number, keyHash: string) =>
  db.update(customers).set({ confirmationHash: keyHash }).where(eq(customers.id, id))

/** Confirms the account if the key is its pending one; the confirmed row, else undefined. */
export const confirmWithKey = async (
  db: Queryable,
  id: number,
  keyHash: string,
): Promise<CustomerRow | undefined> =>
  (
    await db
      .update(customers)
      .set({ confirmationHash: null, updatedAt: sql`now()` })
      .where(and(eq(customers.id, id), eq(customers.confirmationHash, keyHash)))
      .returning()
  )[0]
