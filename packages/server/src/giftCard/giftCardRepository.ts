// Every SQL statement of the gift card domain.
import { randomInt } from "node:crypto"
import { sql } from "drizzle-orm"
import { firstRow, type Queryable, rows } from "../cart/sqlRows.js"

export interface GiftCardAccountRow {
  readonly id: number
  readonly code: string
  readonly balance: number
  readonly currency: string
  /** `YYYY-MM-DD`, or null when it never expires. */
  readonly expires_at: string | null
}

const COLUMNS = sql.raw(`id, code, balance, currency, expires_at::text as expires_at`)

export const accountByCode = (db: Queryable, code: string) =>
  firstRow<GiftCardAccountRow>(
    db,
    sql`select ${COLUMNS} from gift_card_accounts where code = ${code.trim().toUpperCase()}`,
  )

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
  const found = await rows<GiftCardAccountRow>(
    db,
    sql`select ${COLUMNS} from gift_card_accounts
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) order by id ${lock ? sql`for update` : sql``}`,
  )
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
    const row = await firstRow<GiftCardAccountRow>(
      db,
      sql`insert into gift_card_accounts (code, store_id, balance, initial_balance, currency,
            order_id, sender_name, sender_email, recipient_name, recipient_email, message)
          values (${newGiftCardCode()}, ${a.storeId}, ${a.balance}, ${a.balance}, ${a.currency},
            ${a.orderId}, ${a.senderName}, ${a.senderEmail}, ${a.recipientName},
            ${a.recipientEmail}, ${a.message})
          on conflict (code) do nothing
          returning ${COLUMNS}`,
    )
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
    await rows<{ id: number }>(
      db,
      sql`update gift_card_accounts set balance = balance - ${amount}
          where id = ${accountId} and balance >= ${amount} returning id`,
    )
  ).length > 0

export const insertOrderGiftCards = async (
  db: Queryable,
  orderId: number,
  cards: readonly { accountId: number; code: string; amount: number }[],
): Promise<void> => {
  if (cards.length === 0) return
  await db.execute(
    sql`insert into order_gift_cards (order_id, account_id, code, amount) values ${sql.join(
      cards.map((c) => sql`(${orderId}, ${c.accountId}, ${c.code}, ${c.amount})`),
      sql`, `,
    )}`,
  )
}

export const orderGiftCardsOf = (db: Queryable, orderId: number) =>
  rows<{ code: string; amount: number; balance: number; expires_at: string | null }>(
    db,
    sql`select o.code, o.amount, a.balance, a.expires_at::text as expires_at
        from order_gift_cards o join gift_card_accounts a on a.id = o.account_id
        where o.order_id = ${orderId} order by o.account_id`,
  )
