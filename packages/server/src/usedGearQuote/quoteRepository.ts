import { randomInt } from "node:crypto"
import { and, asc, eq, sql } from "drizzle-orm"
import { usedGearQuoteItems, usedGearQuotePhotos, usedGearQuotes } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"
import type { StoredPhoto } from "./quotePhotoStore.js"
import type { CheckedQuote, QuoteCondition, QuoteStatus } from "./quoteRules.js"

/** No 0/O, 1/I/L: a reference read out over the phone is not misheard. */
const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

export const newQuoteNumber = (): string =>
  `UGQ-${Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("")}`

const quotes = usedGearQuotes
const items = usedGearQuoteItems

/** What a request shows: its reference, status and when it came (UTC, Magento's format). */
const quoteColumns = {
  id: quotes.id,
  number: quotes.number,
  email: quotes.email,
  firstname: quotes.firstname,
  status: sql<QuoteStatus>`${quotes.status}`,
  createdAt: sql<string>`to_char(${quotes.createdAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`,
}

export interface QuoteRow {
  readonly id: number
  readonly number: string
  readonly email: string
  readonly firstname: string
  readonly status: QuoteStatus
  readonly createdAt: string
}

/**
 * Writes the request, its items and where each item's photos are kept (`photos[item]`, files in
 * the photo folder, never their bytes); the caller's transaction makes it all or nothing.
 */
export const insertQuote = async (
  tx: Queryable,
  storeId: number,
  customerId: number | null,
  quote: CheckedQuote,
  photos: ReadonlyArray<ReadonlyArray<StoredPhoto>>,
): Promise<QuoteRow> => {
  const [row] = await tx
    .insert(quotes)
    .values({
      number: newQuoteNumber(),
      storeId,
      customerId,
      firstname: quote.firstname,
      lastname: quote.lastname,
      email: quote.email,
      telephone: quote.telephone,
      postcode: quote.postcode,
      comment: quote.comment,
    })
    .returning(quoteColumns)
  if (row === undefined) throw new Error("used_gear_quotes insert returned no row")
  for (const [position, item] of quote.items.entries()) {
    const [inserted] = await tx
      .insert(items)
      .values({
        quoteId: row.id,
        position,
        brand: item.brand,
        model: item.model,
        condition: item.condition,
        accessories: item.accessories,
      })
      .returning({ id: items.id })
    if (inserted === undefined) throw new Error("used_gear_quote_items insert returned no row")
    for (const [photoPosition, photo] of item.photos.entries()) {
      const kept = photos[position]?.[photoPosition]
      if (kept === undefined) throw new Error("a quote photo was not kept")
      await tx.insert(usedGearQuotePhotos).values({
        itemId: inserted.id,
        position: photoPosition,
        fileName: photo.fileName,
        contentType: kept.contentType,
        path: kept.path,
        byteSize: kept.byteSize,
        width: kept.width,
        height: kept.height,
      })
    }
  }
  return row
}

/** A request by its reference and the e-mail it was sent from (case-insensitive). */
export const quoteByNumberAndEmail = async (
  db: Queryable,
  number: string,
  email: string,
): Promise<QuoteRow | undefined> =>
  (
    await db
      .select(quoteColumns)
      .from(quotes)
      .where(
        and(
          eq(quotes.number, number.trim().toUpperCase()),
          sql`lower(${quotes.email}) = ${email.trim().toLowerCase()}`,
        ),
      )
  )[0]

/** A request's items as GraphQL shows them, with how many photos each came with. */
export const quoteItems = (db: Queryable, quoteId: number) =>
  db
    .select({
      brand: items.brand,
      model: items.model,
      condition: sql<QuoteCondition>`${items.condition}`,
      accessories: items.accessories,
      // Qualified by hand: drizzle leaves a one-table select's columns unqualified.
      photo_count: sql<number>`(select count(*)::int from used_gear_quote_photos p
        where p.item_id = ${items}.id)`,
    })
    .from(items)
    .where(eq(items.quoteId, quoteId))
    .orderBy(asc(items.position))
