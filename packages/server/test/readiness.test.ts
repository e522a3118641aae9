// Liveness (/health) says the process serves; readiness (/health/ready) says it can serve
// shoppers: the database answers, and Redis too when the shared state lives there.
import { randomBytes } from "node:crypto"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type RunningServer, startServer } from "../src/app/startServer.js"
import { silentLogger } from "../src/platform/logger.js"
import { createSeededPostgresDatabase, startTestServer } from "../src/testing.js"
import { bothDrivers, graphql, sharedStateBackends } from "./helpers.js"

const get = async (server: RunningServer, path: string) => {
  const res = await fetch(`${server.url}${path}`)
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe.each(bothDrivers)("readiness on $name", ({ databaseUrl }) => {
  describe.each(sharedStateBackends)("shared state in $name", ({ redisUrl }) => {
    let server: RunningServer
    beforeAll(async () => {
      server = await startTestServer({
        ...(databaseUrl ? { databaseUrl } : {}),
        ...(redisUrl ? { redisUrl } : {}),
      })
    })
    afterAll(() => server?.close())

    it("is ready when the database and the shared state answer", async () => {
      expect(await get(server, "/health")).toEqual({ status: 200, body: { status: "ok" } })
      expect(await get(server, "/health/ready")).toEqual({
        status: 200,
        body: { status: "ready", database: "ok", sharedState: "ok" },
      })
    })
  })
})

const adminUrl = process.env.DATABASE_URL

describe.skipIf(!adminUrl)("readiness when PostgreSQL goes away", () => {
  const name = `shutter_ready_${randomBytes(4).toString("hex")}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  let server: RunningServer
  beforeAll(async () => {
    await createSeededPostgresDatabase(adminUrl ?? "", name)
    const url = new URL(adminUrl ?? "")
    url.pathname = `/${name}`
    server = await startServer({ port: 0, databaseUrl: url.toString(), logger: silentLogger })
  })
  afterAll(async () => {
    await server?.close()
    await admin(`drop database if exists "${name}" with (force)`)
  })

  it("stays live but answers 503 not ready once its database is gone", async () => {
    expect((await get(server, "/health/ready")).status).toBe(200)
    // Terminates the server's connections and removes the database under it.
    await admin(`drop database "${name}" with (force)`)
    expect(await get(server, "/health")).toEqual({ status: 200, body: { status: "ok" } })
    expect(await get(server, "/health/ready")).toEqual({
      status: 503,
      body: { status: "unavailable", database: "unavailable", sharedState: "ok" },
    })
  })
})

describe("readiness when Redis is unreachable", () => {
  let server: RunningServer
  beforeAll(async () => {
    // Nothing listens on port 1.
    server = await startTestServer({ redisUrl: "redis://127.0.0.1:1" })
  })
  afterAll(() => server?.close())

  it("answers 503 not ready, and still serves shoppers without its limits", async () => {
    expect(await get(server, "/health/ready")).toEqual({
      status: 503,
      body: { status: "unavailable", database: "ok", sharedState: "unavailable" },
    })
    const res = await graphql(
      server,
      `{ guestOrder(input: { number: "123456789", email: "a@example.com", postcode: "1" }) { number } }`,
    )
    expect(res.errors?.[0]?.message).toBe(
      "We couldn't locate an order with the information provided.",
    )
  })
})
