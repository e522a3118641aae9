// SHUTTER_WORKERS: the built binary runs N worker processes on one port against one PostgreSQL;
// with REDIS_URL they count rate limits together, without it each counts its own.
import { type ChildProcess, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtemp, readFile, rm } from "node:fs/promises"
import { createServer, request } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { TOO_MANY_REQUESTS } from "../src/graphql/errors.js"
import { ORDER_NOT_LOCATED } from "../src/sales/sales.graphql.js"
import { createSeededPostgresDatabase } from "../src/testing.js"

const postgresUrl = process.env.DATABASE_URL
const redisUrl = process.env.REDIS_URL
const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url))
const node = process.execPath

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

const adminQuery = async (sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: postgresUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/** One GraphQL POST on a connection of its own (the cluster hands each to the next worker). */
const post = (port: number, query: string, variables: object, from: string) =>
  new Promise<{ data?: unknown; errors?: { message: string }[] }>((resolve, reject) => {
    const body = JSON.stringify({ query, variables })
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/graphql",
        method: "POST",
        localAddress: from,
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => resolve(JSON.parse(Buffer.concat(chunks).toString())))
      },
    )
    req.on("error", reject)
    req.end(body)
  })

/** GET /health on a connection of its own: 200 once the worker it reaches is ready. */
const healthy = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/health", agent: false }, (res) => {
      res.resume()
      resolve(res.statusCode === 200)
    })
    req.on("error", () => resolve(false))
    req.end()
  })

/** Four fresh connections in a row answered ready: every worker is (they take turns). */
const allReady = async (port: number): Promise<boolean> => {
  for (let i = 0; i < 4; i++) if (!(await healthy(port))) return false
  return true
}

/** The pids of a process's children (Linux). */
const childrenOf = async (pid: number): Promise<number[]> =>
  (await readFile(`/proc/${pid}/task/${pid}/children`, "utf8").catch(() => ""))
    .split(/\s+/)
    .filter((p) => p !== "")
    .map(Number)

const stopped = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill("SIGTERM")
  })

const GUEST_ORDER = `query ($input: OrderInformationInput!) { guestOrder(input: $input) { number } }`
const wrongDetails = { number: "123456789", email: "nobody@example.com", postcode: "00000" }

describe.runIf(postgresUrl && redisUrl)("SHUTTER_WORKERS=2 on one PostgreSQL", () => {
  const database = `shutter_workers_${randomBytes(4).toString("hex")}`
  let outbox = ""
  let cluster: ChildProcess | undefined
  let port = 0

  const startCluster = async (withRedis: boolean): Promise<ChildProcess> => {
    port = await freePort()
    const url = new URL(postgresUrl ?? "")
    url.pathname = `/${database}`
    const child = spawn(node, [bin], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: url.toString(),
        REDIS_URL: withRedis ? (redisUrl ?? "") : "",
        SHUTTER_REDIS_PREFIX: `shutter-test:workers-${randomBytes(4).toString("hex")}:`,
        SHUTTER_WORKERS: "2",
        SHUTTER_OUTBOX_DIR: outbox,
      },
      stdio: ["ignore", "pipe", "ignore"],
    })
    // A worker listens before its database is ready (and answers 503 until then), and the
    // primary hands connections only to workers that listen: the health checks below prove
    // both ready only once both have said so.
    let readyWorkers = 0
    child.stdout?.on("data", (chunk: Buffer) => {
      readyWorkers += chunk.toString("utf8").split("database ready").length - 1
    })
    await expect.poll(() => readyWorkers, { timeout: 120_000, interval: 250 }).toBe(2)
    await expect
      .poll(async () => (await childrenOf(child.pid ?? 0)).length, { timeout: 60_000 })
      .toBe(2)
    await expect.poll(() => allReady(port), { timeout: 120_000, interval: 250 }).toBe(true)
    return child
  }

  beforeAll(async () => {
    await createSeededPostgresDatabase(postgresUrl ?? "", database)
    outbox = await mkdtemp(join(tmpdir(), "shutter-workers-"))
  })
  afterAll(async () => {
    if (cluster) await stopped(cluster)
    await adminQuery(`drop database if exists "${database}" with (force)`)
    await rm(outbox, { recursive: true, force: true })
  })

  it("answers on one port from two worker processes, counting rate limits together in Redis", async () => {
    cluster = await startCluster(true)
    const workers = await childrenOf(cluster.pid ?? 0)
    expect(workers).toHaveLength(2)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(port, "{ storeConfig { store_code } }", {}, "127.0.4.1"),
      ),
    )
    for (const answer of answers)
      expect(answer.data).toEqual({ storeConfig: { store_code: "default" } })
    // Ten wrong lookups from one address, one connection each: the workers take turns. The
    // binary reads the system clock; lookups count in 10-minute slots, the previous slot weighted
    // by the share of it still in the window. Should a slot end among these 12 calls, the 11th
    // is still refused unless it comes over a minute (a tenth of the slot per counted call)
    // after that end: the count a slot boundary loses is under one call.
    for (let guess = 0; guess < 10; guess++) {
      const answer = await post(port, GUEST_ORDER, { input: wrongDetails }, "127.0.4.2")
      expect(answer.errors?.[0]?.message).toBe(ORDER_NOT_LOCATED)
    }
    for (let i = 0; i < 2; i++) {
      const answer = await post(port, GUEST_ORDER, { input: wrongDetails }, "127.0.4.2")
      expect(answer.errors?.[0]?.message).toBe(TOO_MANY_REQUESTS)
    }
    await stopped(cluster)
    cluster = undefined
  }, 240_000)

  it("without REDIS_URL each worker counts on its own: the same 11 lookups are all answered", async () => {
    cluster = await startCluster(false)
    for (let guess = 0; guess < 11; guess++) {
      const answer = await post(port, GUEST_ORDER, { input: wrongDetails }, "127.0.4.3")
      expect(answer.errors?.[0]?.message).toBe(ORDER_NOT_LOCATED)
    }
    await stopped(cluster)
    cluster = undefined
  }, 240_000)
})
