// Shared by the *.bin tests that shop: one real server per database for the file, and a new
// shopper (a fresh state folder, so no cart id yet) for every test.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { type RunningServer, startTestServer } from "@shutter/server/testing"
import { afterAll, beforeAll, beforeEach } from "vitest"
import { runShutterInProcess } from "./inProcess.js"
import type { BinResult, databases } from "./shutterBinary.js"

export interface Shop {
  /** The server of this file's database (set once `beforeAll` has run). */
  readonly server: RunningServer
  /** This test's state folder. */
  readonly stateDir: string
  /** Runs `shutter` (in this process) against the server, with this test's state folder. */
  readonly shutter: (...args: ReadonlyArray<string>) => Promise<BinResult>
}

/** Registers the hooks of a shopping test file; call inside its `describe`. */
export const realShop = (database: (typeof databases)[number], statePrefix: string): Shop => {
  let server: RunningServer | undefined
  let stateDir: string | undefined

  beforeAll(async () => {
    server = await startTestServer(
      database === "postgres" ? { databaseUrl: process.env.DATABASE_URL as string } : {},
    )
  }, 120_000)

  afterAll(async () => {
    await server?.close()
  })

  beforeEach(async () => {
    const dir = await mkdtemp(join(tmpdir(), statePrefix))
    stateDir = dir
    return () => rm(dir, { recursive: true, force: true })
  })

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is only there inside a test`)
    return value
  }

  return {
    get server() {
      return started(server, "the server")
    },
    get stateDir() {
      return started(stateDir, "the state folder")
    },
    shutter: (...args) =>
      runShutterInProcess(args, {
        SHUTTER_STATE_DIR: started(stateDir, "the state folder"),
        SHUTTER_ENDPOINT: started(server, "the server").graphqlUrl,
      }),
  }
}
