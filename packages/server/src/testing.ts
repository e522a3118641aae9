// Entry "@shutter/server/testing": throwaway servers for integration tests of any package.
import { randomBytes } from "node:crypto"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { sql } from "drizzle-orm"
import pg from "pg"
import { seedSteps } from "./app/seedSteps.js"
import { launchServer, type RunningServer, type StartServerOptions } from "./app/startServer.js"
import { type Database, openPglite, openPostgres } from "./db/database.js"
import { runSeedSteps } from "./db/seed.js"
import { firstRow } from "./db/sqlRows.js"
import { withWalSegmentsBetween } from "./db/walTrim.js"
import type { MailOptions } from "./mail/mailDelivery.js"
import { silentLogger } from "./platform/logger.js"
import { cachedTemplate, loadedCodeKey } from "./testTemplateCache.js"

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

// Small WAL segments, and only those recovery reads (walTrim): loading the dump is then a copy
// of 43 MB instead of 76, in every test server's start.
const buildTemplate = async (): Promise<Uint8Array<ArrayBuffer>> => {
  const database = await openPglite({ walSegmentMb: 1 })
  try {
    await database.migrate()
    await runSeedSteps(database.db, seedSteps)
    await database.db.execute(sql`checkpoint`)
    const wal = await firstRow<{ first: string; last: string }>(
      database.db,
      sql`select pg_walfile_name(redo_lsn) as first,
            pg_walfile_name(pg_current_wal_insert_lsn()) as last
          from pg_control_checkpoint()`,
    )
    const dump = new Uint8Array(await (await database.dumpDataDir()).arrayBuffer())
    return wal === undefined ? dump : withWalSegmentsBetween(dump, wal.first, wal.last)
  } finally {
    await database.close()
  }
}

const seededTemplate = (): Promise<Blob> => {
  template ??= cachedTemplate(buildTemplate).then(templateBlob)
  return template
}

/**
 * The dump as a Blob whose `arrayBuffer()` (all PGlite reads of it) hands out a copy of bytes
 * already in memory: Node's own reads a 43 MB Blob back chunk by chunk, about 85 ms of every
 * start.
 */
const templateBlob = (bytes: Uint8Array<ArrayBuffer>): Blob =>
  new (class TemplateBlob extends Blob {
    override arrayBuffer(): Promise<ArrayBuffer> {
      return Promise.resolve(bytes.slice().buffer)
    }
  })([bytes])

/**
 * An in-memory PGlite, migrated and seeded, copied from this process's template. Its buffer
 * pool is 16 MB (the seeded database is 25): setting up PostgreSQL's default 128 MB was a
 * quarter of loading the copy.
 */
export const openTestDatabase = async (): Promise<
  Database & { readonly dumpDataDir: () => Promise<Blob> }
> => openPglite({ loadDataDir: await seededTemplate(), sharedBuffersMb: 16 })

/**
 * Writes the migrated and seeded template into a PGlite data folder (`SHUTTER_DATA_DIR`), so a
 * test that starts the binary on the embedded default skips initdb and the seed. Unbuffered
 * (`fsync: false`): the folder is closed cleanly before any process opens it.
 */
export const seedDataFolder = async (dataDir: string): Promise<void> => {
  const database = await openPglite({ dataDir, fsync: false, loadDataDir: await seededTemplate() })
  await database.close()
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

const urlOfDatabase = (adminUrl: string, name: string): string => {
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

// Migrating and seeding a PostgreSQL database costs seconds; copying one (CREATE DATABASE …
// TEMPLATE) a fraction of that. The template is built once per server and code version (the
// PGlite dump's cache key) under an advisory lock, so concurrent test processes build it once;
// templates of other code versions are dropped when a new one is made.
const TEMPLATE_LOCK_KEY = 7_344_021
const postgresTemplates = new Map<string, Promise<string>>()

const buildPostgresTemplate = async (adminUrl: string): Promise<string> => {
  const name = `shutter_template_${await loadedCodeKey()}`
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query("select pg_advisory_lock($1)", [TEMPLATE_LOCK_KEY])
    const found = await client.query("select 1 from pg_database where datname = $1", [name])
    if (found.rowCount === 0) {
      const stale = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like 'shutter\\_template\\_%'",
      )
      for (const { datname } of stale.rows) {
        // One still in use by another checkout's run stays; it goes with the next new template.
        await client.query(`drop database if exists "${datname}"`).catch(() => {})
      }
      const building = `${name}_building`
      await client.query(`drop database if exists "${building}"`)
      await client.query(`create database "${building}"`)
      const database = await openPostgres(urlOfDatabase(adminUrl, building))
      try {
        await database.migrate()
        await runSeedSteps(database.db, seedSteps)
      } finally {
        await database.close()
      }
      await client.query(`alter database "${building}" rename to "${name}"`)
    }
    return name
  } finally {
    await client.query("select pg_advisory_unlock($1)", [TEMPLATE_LOCK_KEY]).catch(() => {})
    await client.end()
  }
}

/** The name of the migrated and seeded template database on the server of `adminUrl`. */
const postgresTemplate = (adminUrl: string): Promise<string> => {
  let template = postgresTemplates.get(adminUrl)
  if (template === undefined) {
    template = buildPostgresTemplate(adminUrl)
    postgresTemplates.set(adminUrl, template)
    // A failed build is not kept: the next server tries again.
    template.catch(() => postgresTemplates.delete(adminUrl))
  }
  return template
}

/**
 * Creates the database `name` on the PostgreSQL server of `adminUrl`, migrated and seeded (a
 * copy of the template database), for a test that starts the binary on DATABASE_URL.
 */
export const createSeededPostgresDatabase = async (adminUrl: string, name: string) => {
  const copy = async () =>
    adminQuery(adminUrl, `create database "${name}" template "${await postgresTemplate(adminUrl)}"`)
  try {
    await copy()
  } catch (error) {
    // Another checkout's run on the same server replaced the template (3D000: it no longer
    // exists): build this code's again.
    if ((error as { code?: string }).code !== "3D000") throw error
    postgresTemplates.delete(adminUrl)
    await copy()
  }
}

/**
 * Starts a server on a free port with a database of its own, seeded with the fixtures: an
 * in-memory PGlite by default, or a fresh database on the PostgreSQL server of `databaseUrl`
 * (copied from a seeded template database there, dropped again on close). Shared state (rate-limit counters, cached values) lives in memory,
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
  await createSeededPostgresDatabase(adminUrl, name)
  return launchServer(
    () => openPostgres(urlOfDatabase(adminUrl, name)),
    serverOptions,
    async () => {
      await adminQuery(adminUrl, `drop database if exists "${name}" with (force)`)
      await removeOutbox()
    },
  )
}
