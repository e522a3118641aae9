// A test server of a suite's own, with every SQL statement it sends counted (it runs in this
// process, so its statements pass the counter): for the suites that hold requests to their counts.
import { afterAll, beforeAll } from "vitest"
import type { RunningServer } from "../src/app/startServer.js"
import { startTestServer } from "../src/testing.js"
import { installStatementCounter, type StatementCounter } from "./statementCounter.js"

export interface CountedServer {
  readonly server: () => RunningServer
  readonly counter: () => StatementCounter
}

/** Starts the server before the suite's tests (on `databaseUrl`'s PostgreSQL when given). */
export const countedServer = (databaseUrl: string | undefined): CountedServer => {
  let server: RunningServer | undefined
  let counter: StatementCounter | undefined
  beforeAll(async () => {
    server = await startTestServer(databaseUrl ? { databaseUrl } : {})
    counter = installStatementCounter()
  })
  afterAll(async () => {
    counter?.uninstall()
    await server?.close()
  })
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the counted server starts in beforeAll")
    return value
  }
  return { server: () => started(server), counter: () => started(counter) }
}
