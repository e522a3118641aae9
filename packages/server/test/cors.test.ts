import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"

const QUERY = JSON.stringify({ query: "{ __typename }" })

/** A credentialed POST (or preflight) from a page on `origin`, as a browser sends it. */
const fromPage = (server: RunningServer, origin: string, method: "POST" | "OPTIONS" = "POST") =>
  fetch(server.graphqlUrl, {
    method,
    headers:
      method === "POST"
        ? { origin, "content-type": "application/json", authorization: "Bearer x" }
        : {
            origin,
            "access-control-request-method": "POST",
            "access-control-request-headers": "content-type, authorization, store",
          },
    ...(method === "POST" ? { body: QUERY } : {}),
  })

describe("CORS, by default", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server?.close())

  it("grants no other origin access: no Access-Control-Allow-* on answers or preflights", async () => {
    const post = await fromPage(server, "https://evil.example")
    expect(post.headers.get("access-control-allow-origin")).toBeNull()
    expect(post.headers.get("access-control-allow-credentials")).toBeNull()
    const preflight = await fromPage(server, "https://evil.example", "OPTIONS")
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull()
    expect(preflight.headers.get("access-control-allow-headers")).toBeNull()
  })

  it("still answers the shop's own pages (same origin needs no CORS)", async () => {
    const post = await fromPage(server, server.url)
    expect(post.status).toBe(200)
    expect(await post.json()).toEqual({ data: { __typename: "Query" } })
  })
})

describe("CORS with an allow-list (SHUTTER_CORS_ORIGINS)", () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startTestServer({
      graphql: { corsOrigins: ["https://app.example", "http://localhost:5173"] },
    })
  })
  afterAll(() => server?.close())

  it("lets a listed origin call with credentials, and names the headers the SDK sends", async () => {
    const post = await fromPage(server, "https://app.example")
    expect(post.headers.get("access-control-allow-origin")).toBe("https://app.example")
    expect(post.headers.get("access-control-allow-credentials")).toBe("true")
    expect(post.headers.get("vary")).toContain("Origin")
    const preflight = await fromPage(server, "http://localhost:5173", "OPTIONS")
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:5173")
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET, POST")
    expect(preflight.headers.get("access-control-allow-headers")?.split(", ")).toEqual(
      expect.arrayContaining(["Content-Type", "Authorization", "Store", "Content-Currency"]),
    )
  })

  it("grants nothing to an origin off the list, nor to a look-alike", async () => {
    for (const origin of ["https://evil.example", "https://app.example.evil.example", "null"]) {
      const post = await fromPage(server, origin)
      expect([origin, post.headers.get("access-control-allow-origin")]).toEqual([origin, null])
    }
  })
})
