import { GraphQLError } from "graphql"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { formatError } from "../src/graphql/formatError.js"
import type { Logger } from "../src/platform/logger.js"
import { startTestServer } from "../src/testing.js"
import { drivers, graphql } from "./helpers.js"

describe.each(drivers)("http endpoints on $name", ({ databaseUrl }) => {
  let server: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    server = await startTestServer(databaseUrl === undefined ? {} : { databaseUrl })
  })
  afterAll(() => server?.close())

  it("reports health once the database is ready", async () => {
    const response = await fetch(`${server.url}/health`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: "ok" })
  })

  it("serves the logo that storeConfig points to", async () => {
    const { data } = await graphql<{
      storeConfig: { base_media_url: string; header_logo_src: string }
    }>(server, "{ storeConfig { base_media_url header_logo_src } }")
    const logoUrl = `${data?.storeConfig.base_media_url}logo/${data?.storeConfig.header_logo_src}`
    const response = await fetch(logoUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/svg+xml")
    const svg = await response.text()
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 189 68"/)
    expect(svg).toContain(">Shutter<")
  })

  it("answers 404 for unknown media and unknown paths", async () => {
    expect((await fetch(`${server.url}/media/logo/none.svg`)).status).toBe(404)
    expect((await fetch(`${server.url}/media/logo%2F..%2F..%2Fsecret`)).status).toBe(404)
    expect((await fetch(`${server.url}/nowhere`)).status).toBe(404)
  })
})

describe("unexpected errors", () => {
  it("are masked as Magento does and logged with their cause", () => {
    const logged: string[] = []
    const logger: Logger = {
      info: () => {},
      warn: () => {},
      error: (message, details) => logged.push(`${message} ${JSON.stringify(details)}`),
    }
    const error = new GraphQLError("connection reset", {
      originalError: new Error("connection reset"),
      path: ["storeConfig"],
    })
    const shown = formatError(logger)(error)
    expect(shown.toJSON()).toEqual({
      message: "Internal server error",
      extensions: { category: "internal" },
      path: ["storeConfig"],
    })
    expect(logged).toHaveLength(1)
    expect(logged[0]).toContain("connection reset")
  })
})
