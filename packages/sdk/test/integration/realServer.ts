// The real server for the SDK's integration tests, on embedded PGlite. Turbo builds
// @shutter/server before these tests run; without a build (a bare `vitest` in this package) they
// are skipped with a warning.
import { existsSync } from "node:fs"
import { createRequire } from "node:module"

export interface TestServer {
  readonly url: string
  readonly graphqlUrl: string
  readonly port: number
  /** The shop owner's operations (review moderation, stock). */
  readonly admin: {
    pendingReviews(): Promise<ReadonlyArray<{ readonly reviewId: number; readonly sku: string }>>
    setReviewStatus(reviewId: number, status: "approved" | "pending"): Promise<boolean>
    setProductStock(sku: string, qty: number): Promise<number | undefined>
  }
  close(): Promise<void>
}

type StartTestServer = (options?: { databaseUrl?: string }) => Promise<TestServer>

const serverEntry = (() => {
  try {
    return createRequire(import.meta.url).resolve("@shutter/server/package.json")
  } catch {
    return undefined
  }
})()

export const serverBuilt =
  serverEntry !== undefined && existsSync(serverEntry.replace(/package\.json$/, "dist/testing.js"))

if (!serverBuilt) {
  console.warn("SDK integration tests skipped: @shutter/server is not built (no dist/testing.js)")
}

/**
 * [label, DATABASE_URL or undefined for PGlite] for `describe.each`: PGlite only. What the SDK
 * tests is its side of the wire, which is the same on either database; the server's suites
 * cover PostgreSQL.
 */
export const databases: ReadonlyArray<[string, string | undefined]> = [["PGlite", undefined]]

/** Starts a throwaway server (fresh database) on a free port. */
export const startRealServer = async (databaseUrl?: string): Promise<TestServer> => {
  // A variable specifier so the SDK typechecks before the server package is built.
  const serverTesting = "@shutter/server/testing"
  const { startTestServer } = (await import(serverTesting)) as { startTestServer: StartTestServer }
  return startTestServer(databaseUrl === undefined ? {} : { databaseUrl })
}
