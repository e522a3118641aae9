import { randomInt } from "node:crypto"
import { sql } from "drizzle-orm"
import { firstRow, type Queryable, rows } from "../cart/sqlRows.js"
import type { CheckedQuote, QuoteCondition, QuoteStatus } from "./quoteRules.js"

/** No 0/O, 1/I/L: a reference read out over the phone is not misheard. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

export const newQuoteNumber = (): string =>
  `UGQ-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`

export interface QuoteRow {
  readonly id: number
  readonly number: string
  readonly email: string
  readonly firstname: string
  readonly status: QuoteStatus
  readonly created_at: string
}

export interface QuoteItemRow {
  readonly brand: string
  readonly model: string
  readonly condition: QuoteCondition
  readonly accessories: string | null
  readonly photo_count: number
}

/** Writes the request, its items and photos; the caller's transaction makes it all or nothing. */
export const insertQuote = async (
  tx: Queryable,
  storeId: number,
  customerId: number | null,
  quote: CheckedQuote,
): Promise<QuoteRow> => {
  const number = newQuoteNumber()
  const row = await firstRow<QuoteRow>(
    tx,
    sql`insert into used_gear_quotes
          (number, store_id, customer_id, firstname, lastname, email, telephone, postcode, comment)
        values (${number}, ${storeId}, ${customerId}, ${quote.firstname}, ${quote.lastname},
                ${quote.email}, ${quote.telephone}, ${quote.postcode}, ${quote.comment})
        returning id, number, email, firstname, status,
                  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as created_at`,
  )
  if (row === undefined) throw new Error("used_gear_quotes insert returned no row")
  for (const [position, item] of quote.items.entries()) {
    const inserted = await firstRow<{ id: number }>(
      tx,
      sql`insert into used_gear_quote_items (quote_id, position, brand, model, condition, accessories)
          values (${row.id}, ${position}, ${item.brand}, ${item.model}, ${item.condition},
                  ${item.accessories})
          returning id`,
    )
    for (const [photoPosition, photo] of item.photos.entries())
      await tx.execute(
        sql`insert into used_gear_quote_photos (item_id, position, file_name, content_type, bytes)
            values (${inserted?.id}, ${photoPosition}, ${photo.fileName}, ${photo.contentType},
                    ${Buffer.from(photo.bytes)})`,
      )
  }
  return row
}

/** A request by its reference and the e-mail it was sent from (case-insensitive). */
export const quoteByNumberAndEmail = (
  db: Queryable,
  number: string,
  email: string,
): Promise<QuoteRow | undefined> =>
  firstRow<QuoteRow>(
    db,
    sql`select id, number, email, firstname, status,
               to_char(created_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS') as created_at
        from used_gear_quotes
        where number = ${number.trim().toUpperCase()} and lower(email) = ${email.trim().toLowerCase()}`,
  )

export const quoteItems = (db: Queryable, quoteId: number): Promise<QuoteItemRow[]> =>
  rows<QuoteItemRow>(
    db,
    sql`select i.brand, i.model, i.condition, i.accessories,
               (select count(*)::int from used_gear_quote_photos p where p.item_id = i.id) as photo_count
        from used_gear_quote_items i where i.quote_id = ${quoteId} order by i.position`,
  )
