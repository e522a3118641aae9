// With the database gone, /graphql answers 503 with Retry-After and an error a client knows it
// may retry later, not 200 "Internal server error"; the shop recovers when the database is back.
import { randomBytes } from "node:crypto"
import { connect, createServer, type Server, type Socket } from "node:net"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { launchServer, type RunningServer, startServer } from "../src/app/startServer.js"
import type { Database } from "../src/db/database.js"
import { silentLogger } from "../src/platform/logger.js"
import { createSeededPostgresDatabase, openTestDatabase } from "../src/testing.js"

const UNAVAILABLE = {
  errors: [
    {
      message: "The store is temporarily unavailable. Please try again in a moment.",
      extensions: { category: "graphql-service-unavailable" },
    },
  ],
}

const post = async (server: RunningServer, query: string) => {
  const response = await fetch(server.graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query }),
  })
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    body: await response.json(),
  }
}

const STORE = "{ storeConfig { store_code } }"
const ADD = `mutation { createEmptyCart }`

describe("a PGlite database that is gone", () => {
  let database: Database
  let server: RunningServer
  beforeAll(async () => {
    database = await openTestDatabase()
    // The server closes it again on close: the second close is a no-op for PGlite.
    server = await launchServer(async () => database, { port: 0, logger: silentLogger })
  })
  afterAll(() => server?.close())

  it("answers 503 with Retry-After and a retryable error, for queries and mutations", async () => {
    expect((await post(server, STORE)).status).toBe(200)
    await database.close()
    for (const query of [STORE, ADD]) {
      expect(await post(server, query)).toEqual({
        status: 503,
        retryAfter: "5",
        body: UNAVAILABLE,
      })
    }
  })
})

/**
 * A TCP relay between the server and PostgreSQL: stopping it is what the server sees when the
 * cluster stops (connections cut, new ones refused), and starting it again brings it back.
 */
const relayTo = (target: URL) => {
  let listener: Server | undefined
  const sockets = new Set<Socket>()
  let port = 0
  const start = () =>
    new Promise<void>((resolve) => {
      const relay = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname)
        for (const socket of [client, upstream]) {
          sockets.add(socket)
          socket.on("close", () => sockets.delete(socket))
          socket.on("error", () => socket.destroy())
        }
        client.pipe(upstream).pipe(client)
      })
      listener = relay
      relay.listen(port, "127.0.0.1", () => {
        port = (relay.address() as { port: number }).port
        resolve()
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      listener?.close(() => resolve())
    })
  return { start, stop, port: () => port }
}

const adminUrl = process.env.DATABASE_URL

describe.skipIf(!adminUrl)("a PostgreSQL cluster that stops and comes back", () => {
  const name = `shutter_outage_${randomBytes(4).toString("hex")}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  const relay = relayTo(new URL(adminUrl ?? "postgres://127.0.0.1"))
  let server: RunningServer
  beforeAll(async () => {
    await createSeededPostgresDatabase(adminUrl ?? "", name)
    await relay.start()
    const url = new URL(adminUrl ?? "")
    url.hostname = "127.0.0.1"
    url.port = String(relay.port())
    url.pathname = `/${name}`
    server = await startServer({ port: 0, databaseUrl: url.toString(), logger: silentLogger })
  })
  afterAll(async () => {
    await server?.close()
    await relay.stop()
    await admin(`drop database if exists "${name}" with (force)`)
  })

  it("answers 503 with Retry-After while it is down, and serves again once it is back", async () => {
    expect((await post(server, STORE)).status).toBe(200)
    await relay.stop()
    for (const query of [STORE, ADD]) {
      expect(await post(server, query)).toEqual({
        status: 503,
        retryAfter: "5",
        body: UNAVAILABLE,
      })
    }
    await relay.start()
    const back = await post(server, STORE)
    expect(back.status).toBe(200)
    expect(back.body).toEqual({ data: { storeConfig: { store_code: "default" } } })
  })
})
