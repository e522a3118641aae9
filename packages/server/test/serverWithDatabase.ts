// A test server on a PGlite database the test also holds (copied from the seeded template), for
// rows no API writes: a second website's store view, a merchant's URL rewrites.
import { mkdtemp, rm } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { launchServer, type RunningServer } from "../src/app/startServer.js"
import type { Database } from "../src/db/database.js"
import { silentLogger } from "../src/platform/logger.js"
import { openTestDatabase } from "../src/testing.js"

export interface ServerWithDatabase {
  readonly server: RunningServer
  readonly database: Database
  /** Stops the server (closing the database) and removes its mail folder. */
  readonly close: () => Promise<void>
}

export const serverWithDatabase = async (): Promise<ServerWithDatabase> => {
  const outbox = await mkdtemp(join(tmpdir(), "shutter-outbox-"))
  const database = await openTestDatabase()
  const server = await launchServer(async () => database, {
    port: 0,
    logger: silentLogger,
    mail: { outboxDir: outbox },
  })
  return {
    server,
    database,
    close: async () => {
      await server.close()
      await rm(outbox, { recursive: true, force: true })
    },
  }
}
