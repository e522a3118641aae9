import { mkdtemp, rm } from "node:fs/promises"
import { request } from "node:http"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { eq, sql } from "drizzle-orm"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { seedSteps } from "../src/app/seedSteps.js"
import { launchServer, startServer } from "../src/app/startServer.js"
import { openPglite } from "../src/db/database.js"
import { storeConfig, stores } from "../src/db/schema.js"
import type { Logger } from "../src/platform/logger.js"
import { openTestDatabase, startTestServer } from "../src/testing.js"
import { graphql } from "./helpers.js"

const recordingLogger = () => {
  const lines: { message: string; details?: Record<string, unknown> }[] = []
  const logger: Logger = {
    info: (message, details) => lines.push({ message, ...(details ? { details } : {}) }),
    warn: (message, details) => lines.push({ message, ...(details ? { details } : {}) }),
    error: () => {},
  }
  return { logger, lines }
}

const TITLE = "{ storeConfig { default_title } }"

describe("data folder", () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "shutter-data-"))
  })
  afterAll(() => rm(dir, { recursive: true, force: true }))

  it("is created and seeded on first start, then reused as it is", async () => {
    const dataDir = join(dir, "db")
    const first = recordingLogger()
    const server = await startServer({ port: 0, dataDir, logger: first.logger })
    // Every registered step runs, in registry order, on a fresh folder.
    expect(first.lines.find((l) => l.message === "database ready")?.details?.seeded).toEqual(
      seedSteps.map((step) => step.name),
    )
    expect((await graphql(server, TITLE)).data).toEqual({
      storeConfig: { default_title: "Shutter Camera & Photo" },
    })
    await server.close()

    // A change made while the server is down must survive the next start (no re-seed).
    const database = await openPglite({ dataDir })
    const [store] = await database.db.select().from(stores).where(eq(stores.code, "default"))
    await database.db
      .update(storeConfig)
      .set({ value: "Shutter (edited)" })
      .where(sql`${storeConfig.storeId} = ${store?.id} and ${storeConfig.path} = 'default_title'`)
    await database.close()

    const second = recordingLogger()
    const again = await startServer({ port: 0, dataDir, logger: second.logger })
    expect(second.lines.find((l) => l.message === "database ready")?.details?.seeded).toEqual([])
    expect((await graphql(again, TITLE)).data).toEqual({
      storeConfig: { default_title: "Shutter (edited)" },
    })
    const { data } = await graphql<{ availableStores: unknown[] }>(
      again,
      "{ availableStores { store_code } }",
    )
    expect(data?.availableStores).toHaveLength(2)
    await again.close()
  })
})

const postgresUrl = process.env.DATABASE_URL

describe.skipIf(!postgresUrl)("PostgreSQL database (DATABASE_URL)", () => {
  it("is migrated and seeded once, then reused by the next start", async () => {
    const admin = new pg.Client({ connectionString: postgresUrl })
    await admin.connect()
    const name = `shutter_restart_${Date.now()}`
    await admin.query(`create database "${name}"`)
    const url = new URL(postgresUrl ?? "")
    url.pathname = `/${name}`
    try {
      const first = recordingLogger()
      const server = await startServer({
        port: 0,
        databaseUrl: url.toString(),
        logger: first.logger,
      })
      expect(first.lines.find((l) => l.message === "database ready")?.details?.seeded).toEqual(
        seedSteps.map((step) => step.name),
      )
      await server.close()
      // The first server's connections may still be closing when the second one's are killed.
      const secondStarts = (await admin.query<{ now: Date }>("select now()")).rows[0]?.now
      const second = recordingLogger()
      const again = await startServer({
        port: 0,
        databaseUrl: url.toString(),
        logger: second.logger,
      })
      expect(second.lines.find((l) => l.message === "database ready")?.details?.seeded).toEqual([])
      expect((await graphql(again, TITLE)).data).toEqual({
        storeConfig: { default_title: "Shutter Camera & Photo" },
      })

      // PostgreSQL restarts or an admin kills sessions: the pool's idle connections die.
      const killed = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = $1 and backend_start >= $2 and state = 'idle'`,
        [name, secondStarts],
      )
      expect(killed.rowCount).toBeGreaterThan(0)
      // Every killed connection was idle in the pool: each one's loss is seen before the next query.
      await expect
        .poll(
          () => second.lines.filter((l) => l.message === "idle database connection lost").length,
          { timeout: 10_000 },
        )
        .toBe(killed.rowCount)
      expect((await graphql(again, TITLE)).data).toEqual({
        storeConfig: { default_title: "Shutter Camera & Photo" },
      })
      await again.close()
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`)
      await admin.end()
    }
  })
})

describe("startup and shutdown", () => {
  const firstAnswer = async (url: string): Promise<Response> => {
    for (let attempt = 0; ; attempt++) {
      try {
        return await fetch(url, { headers: { connection: "close" } })
      } catch (error) {
        if (attempt >= 100) throw error
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  }

  it("answers 503 on /health until the database is ready", async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { logger } = recordingLogger()
    // Reserve a free port first, then start on it with a database that waits for the gate.
    const probe = await startTestServer()
    const port = probe.port
    await probe.close()
    const starting = launchServer(
      async () => {
        await gate
        return openTestDatabase()
      },
      { port, logger },
    )
    // The port opens before the database: poll until it answers (a busy CI machine may take a
    // while, and a pooled socket to the closed probe may be reset once).
    const early = await firstAnswer(`http://127.0.0.1:${port}/health`)
    expect(early.status).toBe(503)
    release()
    const server = await starting
    const ready = await fetch(`${server.url}/health`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: "ok" })
    await server.close()
  })

  it("finishes a request in flight, then refuses new connections", async () => {
    const server = await startTestServer()
    const body = JSON.stringify({ query: "{ storeConfig { store_code } }" })
    // Send the headers and half the body, close the server, then send the rest.
    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(
        server.graphqlUrl,
        {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = ""
          res.setEncoding("utf8")
          res.on("data", (chunk: string) => {
            text += chunk
          })
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }))
        },
      )
      req.on("error", reject)
      req.write(body.slice(0, 10))
      setTimeout(() => req.end(body.slice(10)), 200)
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    const closed = server.close()
    const answer = await response
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).toEqual({ data: { storeConfig: { store_code: "default" } } })
    await closed
    await expect(fetch(`${server.url}/health`)).rejects.toThrow()
  })
})
