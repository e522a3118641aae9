import { randomBytes } from "node:crypto"
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import { type ParsedMail, simpleParser } from "mailparser"
import pg from "pg"
import { SMTPServer } from "smtp-server"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type Database, openPostgres } from "../src/db/database.js"
import { rows } from "../src/db/sqlRows.js"
import { createMailDelivery } from "../src/mail/mailDelivery.js"
import { type MailSource, queueMail } from "../src/mail/outbox.js"
import { silentLogger } from "../src/platform/logger.js"
import { openTestDatabase } from "../src/testing.js"
import { drivers } from "./helpers.js"

const source: MailSource = {
  store: { id: 1, name: "Shutter Camera & Photo" },
  urls: { base: "http://shop.test/" },
}

const content = {
  subject: "Your Shutter gift card",
  heading: "A gift card for you",
  paragraphs: ["Ann sent you a gift card."],
  highlight: { label: "Gift card code", value: "ABCD-EFGH-JKLM" },
  facts: [{ label: "Amount", value: "$75.00" }],
}

const adminQuery = async (url: string, sql: string) => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** A migrated database on the driver (PGlite in memory, or a fresh PostgreSQL database). */
const openDatabase = async (
  databaseUrl: string | undefined,
): Promise<{ database: Database; drop: () => Promise<void> }> => {
  if (databaseUrl === undefined) {
    const database = await openTestDatabase()
    return { database, drop: () => database.close() }
  }
  const name = `shutter_mail_${randomBytes(4).toString("hex")}`
  await adminQuery(databaseUrl, `create database "${name}"`)
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  const database = await openPostgres(url.toString())
  await database.migrate()
  return {
    database,
    drop: async () => {
      await database.close()
      await adminQuery(databaseUrl, `drop database if exists "${name}" with (force)`)
    },
  }
}

const expectGiftCardMessage = (mail: ParsedMail) => {
  expect(mail.subject).toBe("Your Shutter gift card")
  expect(mail.from?.value).toEqual([
    { name: "Shutter Camera & Photo", address: "hello@shutter.example" },
  ])
  expect(mail.to).toMatchObject({ value: [{ name: "Ben Recipient", address: "ben@example.com" }] })
  expect(mail.headers.get("content-type")).toMatchObject({ value: "multipart/alternative" })
  expect(mail.text).toContain("Gift card code: ABCD-EFGH-JKLM")
  expect(mail.text).toContain("Amount: $75.00")
  expect(mail.text?.startsWith("Shutter Camera & Photo")).toBe(true)
  expect(mail.html).toContain('src="http://shop.test/media/logo/default/shutter.svg"')
  expect(mail.html).toContain('alt="Shutter Camera &amp; Photo"')
  expect(mail.html).toContain("ABCD-EFGH-JKLM")
}

for (const driver of drivers) {
  describe(`mail outbox (${driver.name})`, () => {
    let database: Database
    let drop: () => Promise<void>
    let dir: string

    beforeAll(async () => {
      ;({ database, drop } = await openDatabase(driver.databaseUrl))
      dir = await mkdtemp(join(tmpdir(), "shutter-mail-test-"))
    }, 300_000)
    afterAll(async () => {
      await drop?.()
      if (dir !== undefined) await rm(dir, { recursive: true, force: true })
    })

    it("writes each committed message as one RFC 822 .eml file with HTML and text parts", async () => {
      const delivery = createMailDelivery(database.db, silentLogger, { outboxDir: dir })
      try {
        await database.db.transaction(async (tx) => {
          await queueMail(
            source,
            tx,
            "gift_card",
            { email: "ben@example.com", name: "Ben Recipient" },
            content,
          )
        })
        // A rolled-back change sends nothing.
        await database.db
          .transaction(async (tx) => {
            await queueMail(source, tx, "gift_card", { email: "nobody@example.com" }, content)
            throw new Error("rolled back")
          })
          .catch(() => {})
        expect(await delivery.deliverPending()).toBe(1)
        const files = (await readdir(dir)).filter((f) => f.endsWith(".eml"))
        expect(files).toHaveLength(1)
        const mail = await simpleParser(await readFile(join(dir, files[0] ?? "")))
        expectGiftCardMessage(mail)
        // Sent once: the next round finds nothing.
        expect(await delivery.deliverPending()).toBe(0)
      } finally {
        await delivery.close()
      }
    })

    it("sends through SMTP when an SMTP URL is set, and retries a message the server refused", async () => {
      const received: ParsedMail[] = []
      let refuse = true
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onRcptTo(_address, _session, callback) {
          if (refuse) callback(Object.assign(new Error("Mailbox busy"), { responseCode: 450 }))
          else callback()
        },
        onData(stream, _session, callback) {
          simpleParser(stream).then(
            (mail) => {
              received.push(mail)
              callback()
            },
            (error: Error) => callback(error),
          )
        },
      })
      await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve))
      const port = (smtp.server.address() as { port: number }).port
      const delivery = createMailDelivery(database.db, silentLogger, {
        smtpUrl: `smtp://127.0.0.1:${port}`,
      })
      try {
        await database.db.transaction((tx) =>
          queueMail(
            source,
            tx,
            "gift_card",
            { email: "ben@example.com", name: "Ben Recipient" },
            content,
          ),
        )
        expect(await delivery.deliverPending()).toBe(0)
        expect(received).toHaveLength(0)
        const [failed] = await rows<{ last_error: string }>(
          database.db,
          sql`select last_error from mail_outbox where sent_at is null and attempts = 1`,
        )
        expect(failed?.last_error).toContain("Mailbox busy")
        // Due again once its retry time has come.
        await database.db.execute(sql`update mail_outbox set locked_until = now() - interval '1s'`)
        refuse = false
        expect(await delivery.deliverPending()).toBe(1)
        expect(received).toHaveLength(1)
        expectGiftCardMessage(received[0] as ParsedMail)
      } finally {
        await delivery.close()
        await new Promise<void>((resolve) => smtp.close(() => resolve()))
      }
    })
  })
}
