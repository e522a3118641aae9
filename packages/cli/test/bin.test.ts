// Runs the built `shutter` binary, as a user would, against the real server over HTTP.
import { execFile } from "node:child_process"
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { type RunningServer, startTestServer } from "@shutter/server/testing"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { databases } from "./shutterBinary.js"

const exec = promisify(execFile)
const bin = fileURLToPath(new URL("../bin/shutter.js", import.meta.url))

describe.each(databases)("shutter binary against the real server on %s", (database) => {
  let server: RunningServer
  let stateDir: string

  beforeAll(async () => {
    server = await startTestServer(
      database === "postgres" ? { databaseUrl: process.env.DATABASE_URL as string } : {},
    )
    stateDir = await mkdtemp(join(tmpdir(), "shutter-cli-"))
  }, 120_000)

  afterAll(async () => {
    await server?.close()
    if (stateDir) await rm(stateDir, { recursive: true, force: true })
  })

  const shutter = (args: ReadonlyArray<string>, env: Record<string, string> = {}) =>
    exec(process.execPath, [bin, ...args], {
      env: { ...process.env, SHUTTER_STATE_DIR: stateDir, ...env },
    })

  it("prints the store from the database as JSON", async () => {
    const { stdout } = await shutter(["store", "--json", "--endpoint", server.graphqlUrl])
    const config = JSON.parse(stdout)
    expect(config.store_code).toBe("default")
    expect(config.store_name).toBe("Shutter Camera & Photo")
    expect(config.base_currency_code).toBe("USD")
  })

  it("reads the endpoint from SHUTTER_ENDPOINT and prints readable rows", async () => {
    const { stdout } = await shutter(["store"], { SHUTTER_ENDPOINT: server.graphqlUrl })
    expect(stdout).toMatch(/Store name\s+Shutter Camera & Photo/)
  })

  it("exits 3 and explains when nothing listens at the endpoint", async () => {
    const failure = await shutter(["store", "--endpoint", "http://127.0.0.1:9/graphql"]).catch(
      (error: { code: number; stderr: string }) => error,
    )
    expect(failure).toMatchObject({ code: 3 })
    expect((failure as { stderr: string }).stderr).toMatch(/^shutter: /)
  })

  it("prints help with the store command", async () => {
    const { stdout } = await shutter(["--help"])
    expect(stdout).toContain("store")
    expect(stdout).toContain("--endpoint")
  })
})
