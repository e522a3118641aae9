// Every SQL statement of customer accounts and their tokens.
import { sql } from "drizzle-orm"
import { firstRow, type Queryable, rows } from "../cart/sqlRows.js"

export interface CustomerRow {
  readonly id: number
  readonly website_id: number
  readonly store_id: number
  readonly email: string
  readonly prefix: string | null
  readonly firstname: string
  readonly middlename: string | null
  readonly lastname: string
  readonly suffix: string | null
  readonly dob: string | null
  readonly taxvat: string | null
  readonly gender: number | null
  readonly is_subscribed: boolean
  readonly allow_remote_shopping_assistance: boolean
  readonly password_hash: string | null
  readonly default_billing: number | null
  readonly default_shipping: number | null
  readonly confirmation_hash: string | null
  readonly failures_num: number
  readonly first_failure: Date | string | null
  readonly lock_expires: Date | string | null
  readonly rp_token_hash: string | null
  readonly rp_token_created_at: Date | string | null
  readonly created_at: string
}

const COLUMNS = sql.raw(
  `id, website_id, store_id, email, prefix, firstname, middlename, lastname, suffix, dob, taxvat,
   gender, is_subscribed, allow_remote_shopping_assistance, password_hash, default_billing,
   default_shipping, confirmation_hash, failures_num, first_failure, lock_expires, rp_token_hash,
   rp_token_created_at, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as created_at`,
)

export const customerById = (db: Queryable, id: number) =>
  firstRow<CustomerRow>(db, sql`select ${COLUMNS} from customers where id = ${id}`)

/** Locks the row for the rest of the transaction (password checks, failure counts). */
export const customerByIdForUpdate = (db: Queryable, id: number) =>
  firstRow<CustomerRow>(db, sql`select ${COLUMNS} from customers where id = ${id} for update`)

export const customerByEmail = (db: Queryable, websiteId: number, email: string) =>
  firstRow<CustomerRow>(
    db,
    sql`select ${COLUMNS} from customers
        where website_id = ${websiteId} and lower(email) = lower(${email.trim()})`,
  )

export interface NewCustomer {
  readonly websiteId: number
  readonly storeId: number
  readonly email: string
  readonly prefix: string | null
  readonly firstname: string
  readonly middlename: string | null
  readonly lastname: string
  readonly suffix: string | null
  readonly dob: string | null
  readonly taxvat: string | null
  readonly gender: number | null
  readonly isSubscribed: boolean
  readonly allowRemoteShoppingAssistance: boolean
  readonly passwordHash: string | null
  readonly confirmationHash: string | null
}

/** Inserts the account; undefined when the e-mail is taken in the website (unique index). */
export const insertCustomer = (db: Queryable, c: NewCustomer) =>
  firstRow<CustomerRow>(
    db,
    sql`insert into customers (website_id, store_id, email, prefix, firstname, middlename, lastname,
          suffix, dob, taxvat, gender, is_subscribed, allow_remote_shopping_assistance, password_hash,
          confirmation_hash)
        values (${c.websiteId}, ${c.storeId}, ${c.email}, ${c.prefix}, ${c.firstname}, ${c.middlename},
          ${c.lastname}, ${c.suffix}, ${c.dob}, ${c.taxvat}, ${c.gender}, ${c.isSubscribed},
          ${c.allowRemoteShoppingAssistance}, ${c.passwordHash}, ${c.confirmationHash})
        on conflict do nothing
        returning ${COLUMNS}`,
  )

/** Profile fields a customer may change; undefined leaves a field as it is. */
export interface CustomerChanges {
  readonly email?: string
  readonly prefix?: string | null
  readonly firstname?: string
  readonly middlename?: string | null
  readonly lastname?: string
  readonly suffix?: string | null
  readonly dob?: string | null
  readonly taxvat?: string | null
  readonly gender?: number | null
  readonly isSubscribed?: boolean
  readonly allowRemoteShoppingAssistance?: boolean
  readonly passwordHash?: string
  readonly defaultBilling?: number | null
  readonly defaultShipping?: number | null
}

const CHANGE_COLUMNS: Record<keyof CustomerChanges, string> = {
  email: "email",
  prefix: "prefix",
  firstname: "firstname",
  middlename: "middlename",
  lastname: "lastname",
  suffix: "suffix",
  dob: "dob",
  taxvat: "taxvat",
  gender: "gender",
  isSubscribed: "is_subscribed",
  allowRemoteShoppingAssistance: "allow_remote_shopping_assistance",
  passwordHash: "password_hash",
  defaultBilling: "default_billing",
  defaultShipping: "default_shipping",
}

/** Applies the changes; undefined when another account of the website has the new e-mail. */
export const updateCustomer = async (
  db: Queryable,
  id: number,
  changes: CustomerChanges,
): Promise<CustomerRow | undefined> => {
  const sets = Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => sql`${sql.raw(CHANGE_COLUMNS[key as keyof CustomerChanges])} = ${value}`)
  if (changes.email !== undefined) {
    const clash = await firstRow<{ id: number }>(
      db,
      sql`select c.id from customers c join customers me on me.id = ${id}
          where c.website_id = me.website_id and lower(c.email) = lower(${changes.email}) and c.id <> ${id}`,
    )
    if (clash !== undefined) return undefined
  }
  return firstRow<CustomerRow>(
    db,
    sql`update customers set ${sql.join([...sets, sql`updated_at = now()`], sql`, `)}
        where id = ${id} returning ${COLUMNS}`,
  )
}

/** Magento's Authentication::processAuthenticationFailure (the row is locked by the caller). */
export const recordPasswordFailure = (
  db: Queryable,
  id: number,
  maxFailures: number,
  lockoutMs: number,
) =>
  firstRow<{ failures_num: number; locked: boolean }>(
    db,
    sql`update customers set
          failures_num = case
            when failures_num = 0 or first_failure is null
              or (lock_expires is not null and lock_expires < now()) then 1
            else failures_num + 1 end,
          first_failure = case
            when failures_num = 0 or first_failure is null
              or (lock_expires is not null and lock_expires < now()) then now()
            else first_failure end,
          lock_expires = case
            when failures_num = 0 or first_failure is null
              or (lock_expires is not null and lock_expires < now()) then null
            when failures_num + 1 >= ${maxFailures}
              then now() + ${lockoutMs} * interval '1 millisecond'
            else lock_expires end
        where id = ${id}
        returning failures_num, coalesce(lock_expires > now(), false) as locked`,
  )

export const clearPasswordFailures = (db: Queryable, id: number) =>
  db.execute(
    sql`update customers set failures_num = 0, first_failure = null, lock_expires = null
        where id = ${id} and (failures_num <> 0 or lock_expires is not null)`,
  )

export const isLocked = (customer: CustomerRow): boolean =>
  customer.lock_expires !== null && new Date(customer.lock_expires).getTime() > Date.now()

// Tokens.

export const insertToken = (db: Queryable, customerId: number, tokenHash: string, ttlMs: number) =>
  db.execute(
    sql`insert into customer_tokens (customer_id, token_hash, expires_at)
        values (${customerId}, ${tokenHash}, now() + ${ttlMs} * interval '1 millisecond')`,
  )

/** The customer a live token belongs to (not expired, not revoked). */
export const customerIdOfToken = async (
  db: Queryable,
  tokenHash: string,
): Promise<number | undefined> =>
  (
    await firstRow<{ customer_id: number }>(
      db,
      sql`select customer_id from customer_tokens
          where token_hash = ${tokenHash} and revoked_at is null and expires_at > now()`,
    )
  )?.customer_id

export const revokeToken = (db: Queryable, tokenHash: string) =>
  db.execute(
    sql`update customer_tokens set revoked_at = now() where token_hash = ${tokenHash} and revoked_at is null`,
  )

/** Every live token of the customer (password change or reset: Magento's SessionCleaner). */
export const revokeAllTokens = (db: Queryable, customerId: number, exceptHash?: string) =>
  db.execute(
    sql`update customer_tokens set revoked_at = now()
        where customer_id = ${customerId} and revoked_at is null
          and token_hash <> ${exceptHash ?? ""}`,
  )

export const customersByIds = (db: Queryable, ids: readonly number[]) =>
  rows<CustomerRow>(
    db,
    sql`select ${COLUMNS} from customers where id = any(${`{${ids.join(",")}}`}::int[])`,
  )

// Password reset and confirmation keys (digests only).

export const setResetToken = (db: Queryable, id: number, tokenHash: string) =>
  db.execute(
    sql`update customers set rp_token_hash = ${tokenHash}, rp_token_created_at = now() where id = ${id}`,
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
): Promise<boolean> =>
  (
    await rows<{ id: number }>(
      db,
      sql`update customers set password_hash = ${passwordHash}, rp_token_hash = null,
            rp_token_created_at = null, failures_num = 0, first_failure = null, lock_expires = null,
            updated_at = now()
          where id = ${id} and rp_token_hash = ${tokenHash}
            and rp_token_created_at > now() - ${lifetimeMs} * interval '1 millisecond'
          returning id`,
    )
  ).length === 1

export const resetTokenIsLive = async (
  db: Queryable,
  id: number,
  tokenHash: string,
  lifetimeMs: number,
): Promise<boolean> =>
  (
    await rows<{ id: number }>(
      db,
      sql`select id from customers where id = ${id} and rp_token_hash = ${tokenHash}
            and rp_token_created_at > now() - ${lifetimeMs} * interval '1 millisecond'`,
    )
  ).length === 1

export const setConfirmationKey = (db: Queryable, id: number, keyHash: string) =>
  db.execute(sql`update customers set confirmation_hash = ${keyHash} where id = ${id}`)

/** Confirms the account if the key is its pending one; the confirmed row, else undefined. */
export const confirmWithKey = (db: Queryable, id: number, keyHash: string) =>
  firstRow<CustomerRow>(
    db,
    sql`update customers set confirmation_hash = null, updated_at = now()
        where id = ${id} and confirmation_hash = ${keyHash}
        returning ${COLUMNS}`,
  )
