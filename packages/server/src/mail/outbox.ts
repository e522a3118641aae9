// The outbox: mail is queued in the caller's transaction and delivered after it commits.
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm"
import { mailOutbox } from "../db/mailSchema.js"
import { storeConfig } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"
import type { RequestUrls } from "../graphql/requestUrls.js"
import { MEDIA_PATH } from "../store/storeConfig.js"
import type { StoreView } from "../store/storeRepository.js"
import { type MailBrand, type MailContent, renderMail } from "./mailLayout.js"

export interface MailRecipient {
  readonly email: string
  readonly name?: string | null
}

/** What a message needs of the request: its store view and the URL the client reached us at. */
export interface MailSource {
  readonly store: Pick<StoreView, "id" | "name">
  readonly urls: Pick<RequestUrls, "base">
}

/** The brand of the request's store view, its logo path (`header_logo_src`) already read. */
export const mailBrand = (context: MailSource, logoPath: string | null): MailBrand => ({
  storeName: context.store.name,
  logoUrl: `${context.urls.base}${MEDIA_PATH}logo/${logoPath ?? "default/shutter.svg"}`,
  baseUrl: context.urls.base,
})

/** The brand of the request's store view: its name, its logo, its URL as the client reached us. */
export const mailBrandOf = async (context: MailSource, db: Queryable): Promise<MailBrand> => {
  const [logo] = await db
    .select({ value: sql<string | null>`${storeConfig.value} #>> '{}'` })
    .from(storeConfig)
    .where(and(eq(storeConfig.storeId, context.store.id), eq(storeConfig.path, "header_logo_src")))
  return mailBrand(context, logo?.value ?? null)
}

/**
 * Renders a message with the store's brand and queues it in `tx`: it is sent only if the
 * transaction commits. Call `context.mail.deliverSoon()` after the commit.
 */
export const queueMail = async (
  context: MailSource,
  tx: Queryable,
  template: string,
  to: MailRecipient,
  content: MailContent,
): Promise<void> => {
  const brand = await mailBrandOf(context, tx)
  await queueBrandedMail(tx, context.store.id, brand, template, to, content)
}

/** A message rendered and addressed, ready for the outbox. */
export type QueuedMail = Pick<
  typeof mailOutbox.$inferInsert,
  "storeId" | "template" | "fromName" | "toAddress" | "toName" | "subject" | "html" | "text"
>

// PostgreSQL's text holds no NUL character: one would make the insert, and so the
// transaction it shares, fail.
const withoutNul = (text: string): string => text.replaceAll("\u0000", "")

/** Renders a message with a brand already read (no database work; it throws only on a bug). */
export const renderQueuedMail = (
  storeId: number,
  brand: MailBrand,
  template: string,
  to: MailRecipient,
  content: MailContent,
): QueuedMail => {
  const mail = renderMail(brand, content)
  return {
    storeId,
    template,
    fromName: withoutNul(brand.storeName),
    toAddress: withoutNul(to.email),
    toName: to.name == null ? null : withoutNul(to.name),
    subject: withoutNul(mail.subject),
    html: withoutNul(mail.html),
    text: withoutNul(mail.text),
  }
}

/** Queues a rendered message in `tx`: it is sent only if the transaction commits. */
export const insertQueuedMail = async (tx: Queryable, mail: QueuedMail): Promise<void> => {
  await tx.insert(mailOutbox).values(mail)
}

/** Renders a message with a brand already read and queues it in `tx`. */
export const queueBrandedMail = (
  tx: Queryable,
  storeId: number,
  brand: MailBrand,
  template: string,
  to: MailRecipient,
  content: MailContent,
): Promise<void> => insertQueuedMail(tx, renderQueuedMail(storeId, brand, template, to, content))

const pendingColumns = {
  id: mailOutbox.id,
  fromName: mailOutbox.fromName,
  toAddress: mailOutbox.toAddress,
  toName: mailOutbox.toName,
  subject: mailOutbox.subject,
  html: mailOutbox.html,
  text: mailOutbox.text,
  attempts: mailOutbox.attempts,
}

export type PendingMail = Pick<
  typeof mailOutbox.$inferSelect,
  "id" | "fromName" | "toAddress" | "toName" | "subject" | "html" | "text" | "attempts"
>

/** `now()` plus a number of seconds. */
const nowPlusSeconds = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`

/**
 * Takes up to `limit` unsent messages for this sender for `leaseSeconds`: several server
 * processes on one database never send the same message twice while a lease runs.
 */
export const claimPendingMail = (
  db: Queryable,
  limit: number,
  leaseSeconds: number,
): Promise<PendingMail[]> => {
  // The inner select's unqualified columns are its own table's, as they should be.
  const claimable = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true })
  return db
    .update(mailOutbox)
    .set({ lockedUntil: nowPlusSeconds(leaseSeconds), attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, claimable))
    .returning(pendingColumns)
}

export const markMailSent = (db: Queryable, id: number) =>
  db.update(mailOutbox).set({ sentAt: sql`now()`, lastError: null }).where(eq(mailOutbox.id, id))

/** Leaves the message for a later try, after a delay growing with the attempts. */
export const markMailFailed = (db: Queryable, id: number, error: string, retryInSeconds: number) =>
  db
    .update(mailOutbox)
    .set({ lastError: error, lockedUntil: nowPlusSeconds(retryInSeconds) })
    .where(eq(mailOutbox.id, id))
