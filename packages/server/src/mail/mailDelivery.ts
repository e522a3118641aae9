// Sends what the outbox holds: through SMTP when a URL is configured, otherwise as one RFC 822
// `.eml` file per message in the outbox folder. Runs after each commit that queued mail
// (deliverSoon) and on a timer, so a message queued by another process or left by a failed
// attempt goes out too.
import { mkdir, rename, writeFile } from "node:fs/promises"
import { join } from "node:path"
import nodemailer from "nodemailer"
import type { Db } from "../db/database.js"
import type { Logger } from "../platform/logger.js"
import { claimPendingMail, markMailFailed, markMailSent, type PendingMail } from "./outbox.js"

export interface MailOptions {
  /** e.g. `smtp://user:pass@smtp.example.com:587`, `smtps://…:465`. */
  readonly smtpUrl?: string
  /** Folder for `.eml` files when there is no SMTP URL. */
  readonly outboxDir?: string
  /** Sender address; the display name is the store's. Default `hello@shutter.example`. */
  readonly fromAddress?: string
  /** How often the outbox is looked at besides after each commit. Default 5000 ms. */
  readonly pollMs?: number
}

export interface MailDelivery {
  /** Starts a delivery round now (or right after the running one). */
  readonly deliverSoon: () => void
  /** Delivers every due message; resolves with how many went out. */
  readonly deliverPending: () => Promise<number>
  /** Stops the timer and waits for the running round. */
  readonly close: () => Promise<void>
  /** Where `.eml` files go, or null when mail goes through SMTP. */
  readonly outboxDir: string | null
}

export const DEFAULT_FROM_ADDRESS = "hello@shutter.example"
const BATCH = 20
const LEASE_SECONDS = 60
const MAX_RETRY_SECONDS = 3600

type Send = (message: PendingMail, from: { name: string; address: string }) => Promise<void>

const envelopeOf = (m: PendingMail, from: { name: string; address: string }) => ({
  from,
  to: m.toName ? { name: m.toName, address: m.toAddress } : m.toAddress,
  subject: m.subject,
  text: m.text,
  html: m.html,
})

const smtpSender = (url: string): { send: Send; close: () => void } => {
  const transport = nodemailer.createTransport(url)
  return {
    send: async (m, from) => {
      await transport.sendMail(envelopeOf(m, from))
    },
    close: () => transport.close(),
  }
}

const isMissingFolder = (error: unknown): boolean =>
  (error as NodeJS.ErrnoException | null)?.code === "ENOENT"

const fileSender = (dir: string): { send: Send; close: () => void } => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true })
  // The folder is made once, and again only if it disappears.
  let folder: Promise<unknown> | undefined
  const makeFolder = (): Promise<unknown> => {
    folder ??= mkdir(dir, { recursive: true }).catch((error: unknown) => {
      folder = undefined
      throw error
    })
    return folder
  }
  const write = async (name: string, message: Buffer) => {
    await makeFolder()
    // Written under a temporary name first: a reader never sees half a message.
    const partial = join(dir, `.${name}.part`)
    await writeFile(partial, message)
    await rename(partial, join(dir, name))
  }
  return {
    send: async (m, from) => {
      const info = await transport.sendMail(envelopeOf(m, from))
      const name = `${String(m.id).padStart(8, "0")}.eml`
      try {
        await write(name, info.message as Buffer)
      } catch (error) {
        if (!isMissingFolder(error)) throw error
        folder = undefined
        await write(name, info.message as Buffer)
      }
    },
    close: () => transport.close(),
  }
}

export const createMailDelivery = (db: Db, logger: Logger, options: MailOptions): MailDelivery => {
  const smtpUrl = options.smtpUrl?.trim() || undefined
  const outboxDir = smtpUrl ? null : (options.outboxDir ?? null)
  const sender = smtpUrl
    ? smtpSender(smtpUrl)
    : outboxDir !== null
      ? fileSender(outboxDir)
      : undefined
  const address = options.fromAddress ?? DEFAULT_FROM_ADDRESS
  let running: Promise<number> | undefined
  let again = false
  let closed = false

  const round = async (): Promise<number> => {
    if (sender === undefined) return 0
    let sent = 0
    for (;;) {
      const batch = await claimPendingMail(db, BATCH, LEASE_SECONDS)
      for (const message of batch) {
        try {
          await sender.send(message, { name: message.fromName, address })
          await markMailSent(db, message.id)
          sent++
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error)
          logger.warn("mail delivery failed", { id: message.id, error: reason })
          const retry = Math.min(MAX_RETRY_SECONDS, 30 * 2 ** (message.attempts - 1))
          await markMailFailed(db, message.id, reason, retry)
        }
      }
      if (batch.length < BATCH) return sent
    }
  }

  const deliverPending = (): Promise<number> => {
    if (running !== undefined) {
      again = true
      return running
    }
    running = round()
      .catch((error: unknown) => {
        if (!closed) logger.error("mail outbox round failed", { error: String(error) })
        return 0
      })
      .finally(() => {
        running = undefined
        if (again && !closed) {
          again = false
          void deliverPending()
        }
      })
    return running
  }

  const timer = setInterval(() => void deliverPending(), options.pollMs ?? 5000)
  timer.unref()

  return {
    deliverSoon: () => void deliverPending(),
    deliverPending,
    outboxDir,
    close: async () => {
      closed = true
      clearInterval(timer)
      await running
      sender?.close()
    },
  }
}
