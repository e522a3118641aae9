// SHUTTER_WORKERS: N server processes sharing one port (node:cluster; the primary hands each
// new connection to the next worker) against one PostgreSQL. The primary serves nothing: it
// forks, replaces a worker that dies, and passes SIGTERM/SIGINT on for a graceful stop.
import cluster, { type Worker } from "node:cluster"

// A worker dying sooner than this after its start counts as a failed start; after a few in a
// row the primary gives up instead of forking forever (e.g. the database is unreachable).
const FAILED_START_MS = 10_000
const MAX_FAILED_STARTS = 3

/**
 * How many processes to run: SHUTTER_WORKERS (default 1). PGlite is one process's embedded
 * database, so more than one is refused there (with a log line) and one process runs.
 */
export const workerCount = (
  requested: string | undefined,
  usesPostgres: boolean,
  warn: (message: string) => void,
): number => {
  if (requested === undefined || requested.trim() === "") return 1
  const count = Number.parseInt(requested, 10)
  if (!Number.isInteger(count) || count < 1) {
    warn(`Invalid SHUTTER_WORKERS: ${requested}; running 1 process`)
    return 1
  }
  if (count > 1 && !usesPostgres) {
    warn(
      `SHUTTER_WORKERS=${count} ignored: PGlite is an embedded single-process database; running 1 process (set DATABASE_URL to run workers on PostgreSQL)`,
    )
    return 1
  }
  return count
}

/** In the primary: forks `count` workers (each runs this same script) and supervises them. */
export const superviseWorkers = (count: number, log: (message: string) => void): void => {
  let stopping = false
  let failedStarts = 0
  const startedAt = new Map<Worker, number>()

  const fork = (): void => {
    const worker = cluster.fork()
    startedAt.set(worker, Date.now())
  }

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0)
    startedAt.delete(worker)
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0)
      return
    }
    failedStarts = lived < FAILED_START_MS ? failedStarts + 1 : 0
    if (failedStarts >= MAX_FAILED_STARTS) {
      log(
        `worker ${worker.process.pid} exited (${signal ?? code}); too many failed starts, stopping`,
      )
      stop(1)
      return
    }
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`)
    fork()
  })

  const stop = (code = 0): void => {
    if (stopping) return
    stopping = true
    const workers = Object.values(cluster.workers ?? {})
    if (workers.length === 0) process.exit(code)
    for (const worker of workers) worker?.process.kill("SIGTERM")
    // The workers' own grace period is 10 s.
    setTimeout(() => process.exit(code), 15_000).unref()
  }
  process.on("SIGINT", () => stop(0))
  process.on("SIGTERM", () => stop(0))

  log(`Shutter server: ${count} workers`)
  for (let i = 0; i < count; i++) fork()
}
