// The binary against a shop that answers but cannot serve: a proxy whose backend is down, a
// shop that rate-limits. Both are "unavailable" (exit 3), not a domain failure.
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runShutter } from "./shutterBinary.js"

/** A local server answering every request with one fixed status, headers and body. */
const answering = (status: number, headers: Record<string, string>, body: string) => {
  let server: Server
  let url = ""
  let requests = 0
  beforeAll(async () => {
    server = createServer((_req, res) => {
      requests += 1
      res.writeHead(status, headers).end(body)
    })
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return { url: () => url, requests: () => requests }
}

describe("shutter against a proxy whose backend is down", () => {
  const proxy = answering(
    502,
    { "content-type": "application/json" },
    JSON.stringify({
      errors: [
        { message: "The store backend is unavailable", extensions: { category: "graphql" } },
      ],
    }),
  )

  it("exits 3 with an HttpError after retrying the query", async () => {
    const result = await runShutter(["--json", "store", "--endpoint", proxy.url()], {})
    expect(result.code).toBe(3)
    expect(JSON.parse(result.stderr)).toEqual({
      error: {
        tag: "HttpError",
        message: "storeConfig failed with HTTP 502: the shop is unavailable",
      },
    })
    expect(proxy.requests()).toBe(3)
  })
})

describe("shutter against a shop that rate-limits", () => {
  const shop = answering(429, { "retry-after": "5" }, "Too Many Requests")

  it("exits 3 with a RateLimitedError", async () => {
    const result = await runShutter(["store", "--endpoint", shop.url()], {})
    expect(result.code).toBe(3)
    // The shop's Retry-After, in the SDK's sentence.
    expect(result.stderr).toBe(
      "shutter: The shop has had too many requests from you. Please try again in 5 seconds.\n",
    )
  })
})
