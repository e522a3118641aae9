// `shutter admin` before any shop answers: where the REST API is, usage errors (exit 2), no
// sign-in (exit 1) and an unreachable shop (exit 3), in process.
import { mkdtemp, rm } from "node:fs/promises"
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { restUrlBeside } from "../src/admin/adminRun.js"
import { runInProcess } from "./inProcess.js"

let stateDir: string
beforeEach(async () => {
  stateDir = await mkdtemp(join(tmpdir(), "shutter-cli-admin-usage-"))
})
afterEach(async () => {
  await rm(stateDir, { recursive: true, force: true })
})

/** A port nothing listens on. */
const closedPort = async (): Promise<number> => {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

describe("the REST API beside a GraphQL endpoint", () => {
  it.each([
    ["http://127.0.0.1:4000/graphql", "http://127.0.0.1:4000/rest"],
    ["https://shop.example/graphql?store=default", "https://shop.example/rest"],
    ["https://shop.example/magento/graphql", "https://shop.example/magento/rest"],
    ["https://shop.example/api", "https://shop.example/rest"],
  ])("%s → %s", (endpoint, rest) => {
    expect(restUrlBeside(endpoint)).toBe(rest)
  })
})

describe("shutter admin usage", () => {
  const shutter = (...args: ReadonlyArray<string>) =>
    runInProcess(args, { stateDir, endpoint: "http://127.0.0.1:9/graphql" })

  it.each([
    [
      ["admin", "order", "ship", "1", "--track", "ups"],
      "option '--track <carrier:number>' argument 'ups' is invalid. expects CARRIER:NUMBER, e.g. ups:1Z999AA10123456784, got 'ups'",
    ],
    [
      ["admin", "order", "ship", "1", "--track", ":123"],
      "option '--track <carrier:number>' argument ':123' is invalid. expects CARRIER:NUMBER, e.g. ups:1Z999AA10123456784, got ':123'",
    ],
    [["admin", "product", "set", "NIK-Z6-II"], "give --price, --qty, --enable or --disable"],
    [
      ["admin", "product", "set", "NIK-Z6-II", "--enable", "--disable"],
      "give --enable or --disable, not both",
    ],
    [
      ["admin", "product", "set", "NIK-Z6-II", "--price", "-5"],
      "option '--price <amount>' argument '-5' is invalid. --price expects an amount of 0 or more, got '-5'",
    ],
    [
      ["admin", "product", "set", "NIK-Z6-II", "--qty", "1.5"],
      "option '--qty <n>' argument '1.5' is invalid. --qty expects a whole number of 0 or more, got '1.5'",
    ],
    [
      ["admin", "--rest-url", "ftp://shop/rest", "orders"],
      "--rest-url 'ftp://shop/rest' is invalid: expected an http(s) URL such as http://127.0.0.1:4000/rest",
    ],
    [
      ["admin", "login", "--username", "admin"],
      "required option '--password <password>' not specified",
    ],
    [["admin", "order", "comment", "1"], "missing required argument 'text'"],
  ])("%j: exit 2 with the reason", async (args, message) => {
    const result = await shutter("--json", ...args)
    expect(result.code, result.stderr).toBe(2)
    expect(JSON.parse(result.stderr)).toEqual({ error: { tag: "UsageError", message } })
  })

  it("asks for a sign-in first, naming the REST API (exit 1)", async () => {
    const result = await shutter("admin", "orders")
    expect(result.code).toBe(1)
    expect(result.stderr).toBe(
      "shutter: Not signed in to http://127.0.0.1:9/rest as an admin: run 'shutter admin login' first.\n",
    )
  })

  it("an unreachable shop exits 3 with a TransportError", async () => {
    const port = await closedPort()
    const result = await runInProcess(
      ["--json", "admin", "login", "--username", "admin", "--password", "secret-1"],
      { stateDir, endpoint: `http://127.0.0.1:${port}/graphql` },
    )
    expect(result.code).toBe(3)
    expect(JSON.parse(result.stderr)).toEqual({
      error: {
        tag: "TransportError",
        message: `Could not reach the shop at http://127.0.0.1:${port}/rest: the request failed`,
      },
    })
  })

  it("a web server that does not proxy /rest: Magento's no-route answer says where to point", async () => {
    // As Shutter's web server answers /rest/* unless it proxies the admin API.
    const web = createServer((_request, response) => {
      response.writeHead(404, { "content-type": "application/json; charset=utf-8" })
      response.end(JSON.stringify({ message: "Request does not match any route." }))
    })
    await new Promise<void>((resolve) => web.listen(0, "127.0.0.1", resolve))
    const { port } = web.address() as AddressInfo
    try {
      const result = await runInProcess(
        ["admin", "login", "--username", "admin", "--password", "secret-1"],
        { stateDir, endpoint: `http://127.0.0.1:${port}/graphql` },
      )
      expect(result.code).toBe(1)
      expect(result.stderr).toBe(
        `shutter: Request does not match any route. (no admin REST API at http://127.0.0.1:${port}/rest: give the backend's with --rest-url or SHUTTER_ADMIN_URL)\n`,
      )
    } finally {
      await new Promise((resolve) => web.close(resolve))
    }
  })
})
