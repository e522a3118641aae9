// What an acknowledged order survives: the built binary is killed with SIGKILL right after
// placeOrder answers, started again on the same data, and the order and its stock are there —
// on PGlite (fsync on by default, and with SHUTTER_PGLITE_FSYNC=off) and on PostgreSQL.
import { type ChildProcess, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtemp, rm } from "node:fs/promises"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { sql } from "drizzle-orm"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { openPglite } from "../src/db/database.js"
import { createSeededPostgresDatabase, seedDataFolder } from "../src/testing.js"
import {
  addProducts,
  createCart,
  placeOrder,
  prepareCheckout,
  productStock,
} from "./cartTestKit.js"
import { graphql } from "./helpers.js"

const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url))
const SKU = "FUJ-SUPERIA-X-TRA-400-35MM-36-EXP"
const EMAIL = "durable@example.com"

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

interface Backend {
  readonly child: ChildProcess
  readonly server: RunningServer
  readonly output: () => string
}

/** The binary on `env`'s database, once /health answers 200. */
const startBin = async (env: Record<string, string>): Promise<Backend> => {
  const port = await freePort()
  const child = spawn(process.execPath, [bin], {
    env: { ...process.env, REDIS_URL: "", SHUTTER_WORKERS: "1", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
  let output = ""
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString()
  })
  const url = `http://127.0.0.1:${port}`
  await expect
    .poll(
      () =>
        fetch(`${url}/health`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 180_000, interval: 250 },
    )
    .toBe(true)
  const server = { url, graphqlUrl: `${url}/graphql`, port } as unknown as RunningServer
  return { child, server, output: () => output }
}

const killed = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.once("exit", () => resolve())
    child.kill("SIGKILL")
  })

const stopped = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once("exit", () => resolve())
    child.kill("SIGTERM")
  })

/** Places an order of one unit and, the moment it is acknowledged, kills the process. */
const orderThenKill = async (backend: Backend): Promise<{ number: string; qty: number }> => {
  const { qty } = await productStock(backend.server, SKU)
  const cartId = await createCart(backend.server)
  await addProducts(backend.server, cartId, [{ sku: SKU, quantity: 1 }])
  await prepareCheckout(backend.server, cartId, EMAIL)
  const placed = await placeOrder(backend.server, cartId)
  const number = placed.data?.placeOrder.order.order_number
  if (number === undefined) throw new Error(JSON.stringify(placed.errors))
  await killed(backend.child)
  return { number, qty: qty - 1 }
}

const expectOrderKept = async (
  backend: Backend,
  order: { number: string; qty: number },
  stockToo = true,
) => {
  const found = await graphql<{ guestOrder: { number: string } }>(
    backend.server,
    "query ($input: OrderInformationInput!) { guestOrder(input: $input) { number } }",
    { variables: { input: { number: order.number, email: EMAIL, postcode: "90001" } } },
  )
  expect(found.errors).toBeUndefined()
  expect(found.data?.guestOrder.number).toBe(order.number)
  if (stockToo) expect((await productStock(backend.server, SKU)).qty).toBe(order.qty)
}

/** PostgreSQL's fsync and wal_sync_method on a PGlite data folder opened as the server does. */
const durabilitySettings = async (dataDir: string, fsync?: boolean) => {
  const database = await openPglite({ dataDir, ...(fsync === false ? { fsync } : {}) })
  try {
    const setting = async (name: string) =>
      (
        (await database.db.execute(sql.raw(`show ${name}`))) as unknown as {
          rows: Record<string, string>[]
        }
      ).rows[0]?.[name]
    return { fsync: await setting("fsync"), walSyncMethod: await setting("wal_sync_method") }
  } finally {
    await database.close()
  }
}

describe("an acknowledged order survives kill -9 (PGlite data folder)", () => {
  let dir = ""
  let running: ChildProcess | undefined
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "shutter-kill9-"))
    // A seeded folder, as the first start leaves it: what is tested is what a kill keeps.
    await seedDataFolder(join(dir, "db"))
  })
  afterAll(async () => {
    if (running) await stopped(running)
    await rm(dir, { recursive: true, force: true })
  })

  it("keeps the order and its stock, with fsync on (the default) and with SHUTTER_PGLITE_FSYNC=off", async () => {
    const env = {
      DATABASE_URL: "",
      SHUTTER_DATA_DIR: join(dir, "db"),
      SHUTTER_OUTBOX_DIR: join(dir, "outbox"),
    }
    const first = await startBin(env)
    running = first.child
    expect(first.output()).toContain("each commit fsynced")
    const kept = await orderThenKill(first)

    const second = await startBin({ ...env, SHUTTER_PGLITE_FSYNC: "off" })
    running = second.child
    expect(second.output()).toContain("commits not fsynced (SHUTTER_PGLITE_FSYNC=off)")
    await expectOrderKept(second, kept)
    const keptToo = await orderThenKill(second)

    const third = await startBin(env)
    running = third.child
    await expectOrderKept(third, kept, false)
    await expectOrderKept(third, keptToo)
    await stopped(third.child)
    running = undefined
  }, 600_000)

  it("runs PGlite with PostgreSQL's fsync on and WAL flushed by fsync() unless told otherwise", async () => {
    const dataDir = join(dir, "db")
    expect(await durabilitySettings(dataDir)).toEqual({ fsync: "on", walSyncMethod: "fsync" })
    expect((await durabilitySettings(dataDir, false)).fsync).toBe("off")
  }, 120_000)
})

const postgresUrl = process.env.DATABASE_URL
describe.runIf(postgresUrl)("an acknowledged order survives kill -9 (PostgreSQL)", () => {
  const database = `shutter_kill9_${randomBytes(4).toString("hex")}`
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl })
    await client.connect()
    try {
      await client.query(sql)
    } finally {
      await client.end()
    }
  }
  let dir = ""
  let running: ChildProcess | undefined
  beforeAll(async () => {
    await createSeededPostgresDatabase(postgresUrl ?? "", database)
    dir = await mkdtemp(join(tmpdir(), "shutter-kill9-pg-"))
  })
  afterAll(async () => {
    if (running) await stopped(running)
    await admin(`drop database if exists "${database}" with (force)`)
    await rm(dir, { recursive: true, force: true })
  })

  it("keeps the order and its stock", async () => {
    const url = new URL(postgresUrl ?? "")
    url.pathname = `/${database}`
    const env = { DATABASE_URL: url.toString(), SHUTTER_OUTBOX_DIR: dir }
    const first = await startBin(env)
    running = first.child
    const kept = await orderThenKill(first)
    const second = await startBin(env)
    running = second.child
    await expectOrderKept(second, kept)
    await stopped(second.child)
    running = undefined
  }, 600_000)
})
