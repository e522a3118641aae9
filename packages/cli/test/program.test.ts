import type { StoreConfig, Storefront } from "@shutter/sdk"
import { describe, expect, it } from "vitest"
import { createProgram } from "../src/program.js"
import { exitCodeOfThrown } from "../src/run.js"

const config = {
  store_code: "default",
  store_name: "Shutter Camera & Photo",
  default_title: "Shutter",
  locale: "en_US",
  base_currency_code: "USD",
  default_display_currency_code: "USD",
  base_url: "http://127.0.0.1:3000/",
  base_media_url: "http://127.0.0.1:3000/media/",
  header_logo_src: "logo/default/shutter.svg",
} as StoreConfig

class FakeTransportError extends Error {
  readonly _tag = "TransportError"
}

const run = async (argv: ReadonlyArray<string>, fail?: Error, envEndpoint?: string) => {
  const out: string[] = []
  const err: string[] = []
  const endpoints: string[] = []
  const storefront = {
    store: { config: async () => (fail ? Promise.reject(fail) : config) },
    dispose: async () => {},
  } as unknown as Storefront
  const program = createProgram({
    out: (s) => out.push(s),
    err: (s) => err.push(s),
    envEndpoint,
    openStorefront: (endpoint) => {
      endpoints.push(endpoint)
      return storefront
    },
  })
  let code = 0
  try {
    await program.parseAsync(["node", "shutter", ...argv])
  } catch (error) {
    code = exitCodeOfThrown(error)
  }
  return { out: out.join("\n"), err: err.join("\n"), endpoints, code }
}

describe("shutter store", () => {
  it("prints the store name and currency as readable rows", async () => {
    const result = await run(["store"])
    expect(result.code).toBe(0)
    expect(result.out).toMatch(/Store name\s+Shutter Camera & Photo/)
    expect(result.out).toMatch(/Base currency\s+USD/)
  })

  it("prints the same value as JSON with --json", async () => {
    const result = await run(["--json", "store"])
    expect(JSON.parse(result.out)).toEqual(config)
  })

  it("uses --endpoint, then SHUTTER_ENDPOINT, then the local shop", async () => {
    expect(
      (await run(["--endpoint", "http://x/graphql", "store"], undefined, "http://env/graphql"))
        .endpoints,
    ).toEqual(["http://x/graphql"])
    expect((await run(["store"], undefined, "http://env/graphql")).endpoints).toEqual([
      "http://env/graphql",
    ])
    expect((await run(["store"])).endpoints).toEqual(["http://127.0.0.1:3000/graphql"])
  })

  it("exits 3 with the reason on stderr when the shop is unreachable", async () => {
    const result = await run(["--json", "store"], new FakeTransportError("connect ECONNREFUSED"))
    expect(result.code).toBe(3)
    expect(JSON.parse(result.err)).toMatchObject({
      error: { tag: "TransportError", message: "connect ECONNREFUSED" },
    })
  })

  it("exits 2 (usage) when a command misses its argument, through the same output", async () => {
    const result = await run(["product"])
    expect(result.code).toBe(2)
    expect(result.err).toContain("missing required argument")
  })
})
