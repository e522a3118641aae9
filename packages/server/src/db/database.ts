// Raw SQL only for the advisory lock that serialises migrations across processes (no table to build on).
import { access, mkdir } from "node:fs/promises"
import { fileURLToPath } from "node:url"
import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import type { ExtractTablesWithRelations } from "drizzle-orm"
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres"
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core"
import { drizzle as drizzlePglite } from "drizzle-orm/pglite"
import pg from "pg"
import { DurableNodeFS, durableStartParams } from "./durableNodeFs.js"
import { preparedStatementClient } from "./pglitePrepared.js"
import { prepareStatementsOn } from "./pgPrepared.js"
import * as schema from "./schema.js"

export type Schema = typeof schema

/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>

export interface Database {
  readonly db: Db
  readonly driver: "pglite" | "postgres"
  /** Applies the committed migrations (serialised across processes on PostgreSQL). */
  readonly migrate: () => Promise<void>
  readonly close: () => Promise<void>
}

/**
 * PGlite in a data folder (created when missing), or in memory / from a dump when none is given.
 * A data folder is durable by default: each commit is fsynced before it returns (`fsync: false`
 * gives PGlite's own behaviour: written to the OS, not forced to disk).
 */
export const openPglite = async (
  options: {
    readonly dataDir?: string
    readonly loadDataDir?: Blob
    readonly fsync?: boolean
    /** initdb's WAL segment size in MB (PostgreSQL's default: 16). */
    readonly walSegmentMb?: number
    /**
     * PostgreSQL's shared_buffers in MB (128 unless given). Setting up the buffer pool is a large
     * part of the database's own start-up: a small one starts a throwaway database faster.
     */
    readonly sharedBuffersMb?: number
  } = {},
): Promise<Database & { readonly dumpDataDir: () => Promise<Blob> }> => {
  if (options.dataDir !== undefined) await mkdir(options.dataDir, { recursive: true })
  const durable = options.dataDir !== undefined && options.fsync !== false
  const startParams = [
    ...(durable ? durableStartParams() : PGlite.defaultStartParams),
    ...(options.sharedBuffersMb !== undefined
      ? ["-c", `shared_buffers=${options.sharedBuffersMb}MB`]
      : []),
  ]
  const client = await PGlite.create({
    // Trigram similarity for search typo correction (migration 0015 creates the extension).
    extensions: { pg_trgm },
    startParams,
    ...(options.dataDir !== undefined && durable ? { fs: new DurableNodeFS(options.dataDir) } : {}),
    ...(options.dataDir !== undefined && !durable ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir !== undefined ? { loadDataDir: options.loadDataDir } : {}),
    ...(options.walSegmentMb !== undefined
      ? { initDbStartParams: [`--wal-segsize=${options.walSegmentMb}`] }
      : {}),
  })
  // Drizzle's statements run prepared, each in one call into PGlite (pglitePrepared.ts).
  const db = drizzlePglite(preparedStatementClient(client) as unknown as PGlite, { schema })
  return {
    db: db as unknown as Db,
    driver: "pglite",
    migrate: async () => {
      const { migrate } = await import("drizzle-orm/pglite/migrator")
      await migrate(db, { migrationsFolder: await migrationsFolder() })
    },
    // Uncompressed: loading it back is faster than gunzipping.
    dumpDataDir: () => client.dumpDataDir("none"),
    close: async () => {
      if (!client.closed) await client.close()
    },
  }
}

// Any constant works; it only has to be the same for every Shutter process sharing a database.
const MIGRATION_LOCK_KEY = 7_242_001

export const openPostgres = async (
  databaseUrl: string,
  options: { readonly onConnectionError?: (error: Error) => void } = {},
): Promise<Database> => {
  // No JIT: every statement here is a short OLTP one, and a catalogue statement whose estimated
  // cost passes jit_above_cost (a search over 100k products) spent 1.6 s compiling itself.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: "-c jit=off" })
  // An idle connection can die under us (server restart, admin terminate). The pool drops it and
  // opens a new one for the next query; without a listener node would crash on the 'error' event.
  pool.on("error", options.onConnectionError ?? (() => {}))
  // Each connection keeps the shop's statements prepared (pgPrepared.ts).
  pool.on("connect", (client) => prepareStatementsOn(client as pg.Client))
  const db = drizzlePg(pool, { schema })
  return {
    db: db as unknown as Db,
    driver: "postgres",
    migrate: async () => {
      const { migrate } = await import("drizzle-orm/node-postgres/migrator")
      // Several servers may start together on one database: one migrates, the others wait.
      const client = await pool.connect()
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY])
        await migrate(drizzlePg(client, { schema }), {
          migrationsFolder: await migrationsFolder(),
        })
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {})
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

let folder: Promise<string> | undefined

/** The package's `drizzle/` folder, found from this module whether it runs from src/ or dist/. */
const migrationsFolder = (): Promise<string> => {
  folder ??= findMigrationsFolder()
  return folder
}

const findMigrationsFolder = async (): Promise<string> => {
  let dir = new URL(".", import.meta.url)
  for (let depth = 0; depth < 5; depth++) {
    const candidate = new URL("drizzle/meta/_journal.json", dir)
    try {
      await access(candidate)
      return fileURLToPath(new URL("drizzle/", dir))
    } catch {
      dir = new URL("../", dir)
    }
  }
  throw new Error("Cannot find the drizzle/ migrations folder of @shutter/server")
}
