// Entry "@shutter/server/testing": throwaway servers for integration tests of any package.
import { randomBytes } from "node:crypto"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"
import { seedSteps } from "./app/seedSteps.js"
import { launchServer, type RunningServer, type StartServerOptions } from "./app/startServer.js"
import { type Database, openPglite, openPostgres } from "./db/database.js"
import { runSeedSteps } from "./db/seed.js"
import type { MailOptions } from "./mail/mailDelivery.js"
import { silentLogger } from "./platform/logger.js"
import { cachedTemplate } from "./testTemplateCache.js"

export type { RunningServer } from "./app/startServer.js"
export type { MailOptions } from "./mail/mailDelivery.js"
export {
  type LocalStripe,
  type LocalStripeEvent,
  type LocalStripeIntent,
  startLocalStripe,
} from "./payment/testing/localStripe.js"
export { type Clock, type ManualClock, manualClock } from "./platform/clock.js"

// initdb in WASM costs seconds, loading a dump well under one: a migrated and seeded in-memory
// PGlite is dumped once per machine and code version (testTemplateCache), every call then
// starts from a copy of it.
let template: Promise<Blob> | undefined

const buildTemplate = async (): Promise<Blob> => {
  const database = await openPglite()
  try {
    await database.migrate()
    await runSeedSteps(database.db, seedSteps)
    return await database.dumpDataDir()
  } finally {
    await database.close()
  }
}

/** An in-memory PGlite, migrated and seeded, copied from this process's template. */
export const openTestDatabase = async (): Promise<Database> => {
  template ??= cachedTemplate(buildTemplate)
  return openPglite({ loadDataDir: await template })
}

/** A database name no other test run uses. */
const uniqueDatabaseName = (): string =>
  `shutter_test_${Date.now()}_${randomBytes(4).toString("hex")}`

const adminQuery = async (databaseUrl: string, sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * Starts a server on a free port with a database of its own, seeded with the fixtures: an
 * in-memory PGlite by default, or a fresh database on the PostgreSQL server of `databaseUrl`
 * (dropped again on close). Shared state (rate-limit counters, cached values) lives in memory,
 * or in the Redis of `redisUrl` under a key prefix of its own. Mail goes to a fresh temporary
 * folder (`outboxDir` of the result, removed on close) unless `mail` says otherwise; quote photos
 * likewise (`quotePhotosDir`) unless `quotePhotos.dir` is given. Quiet
 * (logs nothing) unless given a `logger`.
 */
export const startTestServer = async (
  options: {
    databaseUrl?: string
    redisUrl?: string
    redisPrefix?: string
    mail?: MailOptions
  } & Pick<
    StartServerOptions,
    | "graphql"
    | "reviews"
    | "accounts"
    | "graphqlCache"
    | "rateLimits"
    | "inputLimits"
    | "logger"
    | "trustedProxies"
    | "recaptcha"
    | "quotePhotos"
    | "clock"
    | "admin"
    | "adminAuth"
    | "payments"
    | "stripe"
  > = {},
): Promise<RunningServer> => {
  const ownOutbox =
    options.mail === undefined ? await mkdtemp(join(tmpdir(), "shutter-outbox-")) : undefined
  const mail: MailOptions = options.mail ?? { outboxDir: ownOutbox ?? "", pollMs: 1000 }
  const photosDir = options.quotePhotos?.dir ?? (await mkdtemp(join(tmpdir(), "shutter-photos-")))
  const removeOutbox = async () => {
    if (ownOutbox !== undefined) await rm(ownOutbox, { recursive: true, force: true })
    if (options.quotePhotos?.dir === undefined)
      await rm(photosDir, { recursive: true, force: true })
  }
  const serverOptions = {
    port: 0,
    host: "127.0.0.1",
    logger: options.logger ?? silentLogger,
    ...(options.trustedProxies !== undefined ? { trustedProxies: options.trustedProxies } : {}),
    ...(options.graphql !== undefined ? { graphql: options.graphql } : {}),
    ...(options.reviews !== undefined ? { reviews: options.reviews } : {}),
    ...(options.accounts !== undefined ? { accounts: options.accounts } : {}),
    ...(options.rateLimits !== undefined ? { rateLimits: options.rateLimits } : {}),
    ...(options.inputLimits !== undefined ? { inputLimits: options.inputLimits } : {}),
    ...(options.recaptcha !== undefined ? { recaptcha: options.recaptcha } : {}),
    ...(options.clock !== undefined ? { clock: options.clock } : {}),
    ...(options.admin !== undefined ? { admin: options.admin } : {}),
    ...(options.payments !== undefined ? { payments: options.payments } : {}),
    ...(options.adminAuth !== undefined ? { adminAuth: options.adminAuth } : {}),
    ...(options.stripe !== undefined ? { stripe: options.stripe } : {}),
    // A prefix of its own (unless given), so servers sharing one Redis never see each other's counters.
    ...(options.redisUrl !== undefined && options.redisUrl !== ""
      ? {
          sharedState: {
            redisUrl: options.redisUrl,
            redisPrefix: options.redisPrefix ?? `shutter-test:${randomBytes(6).toString("hex")}:`,
          },
        }
      : {}),
    mail,
    quotePhotos: { ...options.quotePhotos, dir: photosDir },
    ...(options.graphqlCache !== undefined ? { graphqlCache: options.graphqlCache } : {}),
  }
  if (options.databaseUrl === undefined || options.databaseUrl === "") {
    return launchServer(openTestDatabase, serverOptions, removeOutbox)
  }
  const adminUrl = options.databaseUrl
  const name = uniqueDatabaseName()
  await adminQuery(adminUrl, `create database "${name}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return launchServer(
    () => openPostgres(url.toString()),
    serverOptions,
    async () => {
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`)
      await removeOutbox()
    },
  )
}
