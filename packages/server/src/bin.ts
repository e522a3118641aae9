#!/usr/bin/env node
// `shutter-server`: the only module that reads process.env/argv or handles signals.
import { resolve } from "node:path"
import { DEFAULT_DATA_DIR, startServer } from "./server/startServer.js"

const env = process.env
const port = Number.parseInt(env.PORT ?? "4000", 10)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`Invalid PORT: ${env.PORT}`)
  process.exit(2)
}

try {
  const server = await startServer({
    port,
    host: env.HOST || "127.0.0.1",
    dataDir: resolve(env.SHUTTER_DATA_DIR || DEFAULT_DATA_DIR),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
  })
  console.log(`Shutter server listening on ${server.graphqlUrl}`)

  let stopping = false
  const shutdown = (signal: string): void => {
    if (stopping) return
    stopping = true
    console.log(`${signal} received, shutting down`)
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("Shutdown failed", error)
        process.exit(1)
      },
    )
  }
  process.on("SIGINT", () => shutdown("SIGINT"))
  process.on("SIGTERM", () => shutdown("SIGTERM"))
} catch (error) {
  console.error("Shutter server failed to start", error)
  process.exit(1)
}
