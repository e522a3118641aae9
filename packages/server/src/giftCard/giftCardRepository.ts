// Every SQL statement of the gift card domain.
import { randomInt } from "node:crypto"
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm"
import { giftCardAccounts, orderGiftCards } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"

const accounts = giftCardAccounts

/** An account as checkout sees it; `expiresAt` is `YYYY-MM-DD`, or null when it never expires. */
export type GiftCardAccountRow = Pick<
  typeof accounts.$inferSelect,
  "id" | "code" | "balance" | "currency" | "expiresAt"
>

const COLUMNS = {
  id: accounts.id,
  code: accounts.code,
  balance: accounts.balance,
  currency: accounts.currency,
  expiresAt: accounts.expiresAt,
}

export const accountByCode = async (
  db: Queryable,
  code: string,
): Promise<GiftCardAccountRow | undefined> =>
  (
    await db
      .select(COLUMNS)
      .from(accounts)
      .where(and(eq(accounts.code, code.trim().toUpperCase()), eq(accounts.isActive, true)))
  )[0]

/**
 * The accounts of `ids`; with `lock`, their rows stay locked until the transaction ends (in id
 * order, so two orders spending the same cards never deadlock).
 */
export const accountsByIds = async (
  db: Queryable,
  ids: readonly number[],
  lock = false,
): Promise<GiftCardAccountRow[]> => {
  if (ids.length === 0) return []
  const query = db
    .select(COLUMNS)
    .from(accounts)
    // A disabled card (its order line refunded) pays for nothing, also where already applied.
    .where(and(inArray(accounts.id, [...ids]), eq(accounts.isActive, true)))
    .orderBy(asc(accounts.id))
  const found = lock ? await query.for("update") : await query
  const byId = new Map(found.map((a) => [a.id, a]))
  return ids.map((id) => byId.get(id)).filter((a) => a !== undefined)
}

// Adobe Commerce's default code pool: 12 upper-case letters and digits.
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
const CODE_LENGTH = 12

export const newGiftCardCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")

export interface NewGiftCardAccount {
  readonly storeId: number
  readonly balance: number
  readonly currency: string
  readonly orderId: number | null
  readonly orderItemId?: number | null
  readonly senderName: string | null
  readonly senderEmail: string | null
  readonly recipientName: string | null
  readonly recipientEmail: string | null
  readonly message: string | null
}

/** Creates an account with a fresh random code (another is drawn on the rare collision). */
export const insertAccount = async (
  db: Queryable,
  a: NewGiftCardAccount,
): Promise<GiftCardAccountRow> => {
  for (;;) {
    const [row] = await db
      .insert(accounts)
      .values({ ...a, code: newGiftCardCode(), initialBalance: a.balance })
      .onConflictDoNothing({ target: accounts.code })
      .returning(COLUMNS)
    if (row !== undefined) return row
  }
}

/** Takes `amount` off the balance; false when the balance no longer covers it. */
export const spendBalance = async (
  db: Queryable,
  accountId: number,
  amount: number,
): Promise<boolean> =>
  (
    await db
      .update(accounts)
      .set({ balance: sql`${accounts.balance} - ${amount}` })
      .where(and(eq(accounts.id, accountId), gte(accounts.balance, amount)))
      .returning({ id: accounts.id })
  ).length > 0

export const insertOrderGiftCards = async (
  db: Queryable,
  orderId: number,
  cards: readonly { accountId: number; code: string; amount: number }[],
): Promise<void> => {
  if (cards.length === 0) return
  await db.insert(orderGiftCards).values(cards.map((c) => ({ orderId, ...c })))
}

export const orderGiftCardsOf = (db: Queryable, orderId: number) =>
  db
    .select({
      code: orderGiftCards.code,
      amount: orderGiftCards.amount,
      balance: accounts.balance,
      expiresAt: accounts.expiresAt,
    })
    .from(orderGiftCards)
    .innerJoin(accounts, eq(accounts.id, orderGiftCards.accountId))
    .where(eq(orderGiftCards.orderId, orderId))
    .orderBy(asc(orderGiftCards.accountId))

/** How many accounts an order line has issued (enabled or not). */
export const accountsIssuedFor = async (db: Queryable, orderItemId: number): Promise<number> =>
  (await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.orderItemId, orderItemId)))
    .length

/** Disables up to `count` enabled accounts of an order line, newest first; answers their codes. */
export const disableAccountsOf = async (
  db: Queryable,
  orderItemId: number,
  count: number,
): Promise<string[]> => {
  if (count <= 0) return []
  const found = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.orderItemId, orderItemId), eq(accounts.isActive, true)))
    .orderBy(sql`${accounts.id} desc`)
    .limit(count)
    .for("update")
  if (found.length === 0) return []
  return (
    await db
      .update(accounts)
      .set({ isActive: false })
      .where(
        inArray(
          accounts.id,
          found.map((a) => a.id),
        ),
      )
      .returning({ code: accounts.code })
  ).map((a) => a.code)
}

/** Per order line: accounts issued and how many of them are still enabled. */
export const accountsByOrderItems = async (
  db: Queryable,
  orderItemIds: readonly number[],
): Promise<Map<number, { issued: number; active: number }>> => {
  const out = new Map<number, { issued: number; active: number }>()
  if (orderItemIds.length === 0) return out
  const found = await db
    .select({ orderItemId: accounts.orderItemId, isActive: accounts.isActive })
    .from(accounts)
    .where(inArray(accounts.orderItemId, [...orderItemIds]))
  for (const a of found) {
    if (a.orderItemId === null) continue
    const entry = out.get(a.orderItemId) ?? { issued: 0, active: 0 }
    out.set(a.orderItemId, {
      issued: entry.issued + 1,
      active: entry.active + (a.isActive ? 1 : 0),
    })
  }
  return out
}
