// The outbox: mail is queued in the caller's transaction and delivered after it commits.
import { sql } from "drizzle-orm"
import type { Queryable } from "../cart/sqlRows.js"
import { rows } from "../cart/sqlRows.js"
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

/** The brand of the request's store view: its name, its logo, its URL as the client reached us. */
export const mailBrandOf = async (context: MailSource, db: Queryable): Promise<MailBrand> => {
  const [logo] = await rows<{ value: string | null }>(
    db,
    sql`select value #>> '{}' as value from store_config
        where store_id = ${context.store.id} and path = 'header_logo_src'`,
  )
  return {
    storeName: context.store.name,
    logoUrl: `${context.urls.base}${MEDIA_PATH}logo/${logo?.value ?? "default/shutter.svg"}`,
    baseUrl: context.urls.base,
  }
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

/** Renders a message with a brand already read and queues it in `tx`. */
export const queueBrandedMail = async (
  tx: Queryable,
  storeId: number,
  brand: MailBrand,
  template: string,
  to: MailRecipient,
  content: MailContent,
): Promise<void> => {
  const mail = renderMail(brand, content)
  await tx.execute(sql`
    insert into mail_outbox (store_id, template, from_name, to_address, to_name, subject, html, text)
    values (${storeId}, ${template}, ${brand.storeName}, ${to.email}, ${to.name ?? null},
            ${mail.subject}, ${mail.html}, ${mail.text})`)
}

export interface PendingMail {
  readonly id: number
  readonly from_name: string
  readonly to_address: string
  readonly to_name: string | null
  readonly subject: string
  readonly html: string
  readonly text: string
  readonly attempts: number
}

/**
 * Takes up to `limit` unsent messages for this sender for `leaseSeconds`: several server
 * processes on one database never send the same message twice while a lease runs.
 */
export const claimPendingMail = (db: Queryable, limit: number, leaseSeconds: number) =>
  rows<PendingMail>(
    db,
    sql`update mail_outbox set locked_until = now() + make_interval(secs => ${leaseSeconds}),
               attempts = attempts + 1
        where id in (select id from mail_outbox
                     where sent_at is null and (locked_until is null or locked_until < now())
                     order by id limit ${limit} for update skip locked)
        returning id, from_name, to_address, to_name, subject, html, text, attempts`,
  )

export const markMailSent = (db: Queryable, id: number) =>
  db.execute(sql`update mail_outbox set sent_at = now(), last_error = null where id = ${id}`)

/** Leaves the message for a later try, after a delay growing with the attempts. */
export const markMailFailed = (db: Queryable, id: number, error: string, retryInSeconds: number) =>
  db.execute(sql`update mail_outbox set last_error = ${error},
                   locked_until = now() + make_interval(secs => ${retryInSeconds})
                 where id = ${id}`)
