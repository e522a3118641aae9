// Keeps a child process running for `npm start`: a child that dies (other than by stop()) is
// started again after a delay that doubles with each quick death (base … max), and falls back to
// the base once a run has lasted `resetAfterMs`.
import { once } from "node:events"

/**
 * @param {object} options
 * @param {string} options.name                   for the log line
 * @param {() => import("node:child_process").ChildProcess} options.start  spawns one run
 * @param {number} [options.baseDelayMs]          first restart delay (default 1 s)
 * @param {number} [options.maxDelayMs]           longest restart delay (default 30 s)
 * @param {number} [options.resetAfterMs]         a run this long resets the delay (default 60 s)
 * @param {(line: string) => void} [options.log]
 */
export const supervise = ({
  name,
  start,
  baseDelayMs = 1_000,
  maxDelayMs = 30_000,
  resetAfterMs = 60_000,
  log = (line) => console.error(line),
}) => {
  let child
  let stopped = false
  let quickDeaths = 0
  let restarts = 0
  let timer

  const launch = () => {
    const startedAt = Date.now()
    const run = start()
    child = run
    let ended = false
    const onEnd = (how) => {
      if (ended) return
      ended = true
      if (stopped) return
      if (Date.now() - startedAt >= resetAfterMs) quickDeaths = 0
      const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** quickDeaths)
      quickDeaths += 1
      log(`${name} stopped (${how}); restarting in ${(delay / 1000).toFixed(1)} s`)
      timer = setTimeout(() => {
        restarts += 1
        launch()
      }, delay)
    }
    run.once("exit", (code, signal) => onEnd(signal ?? `exit ${code}`))
    run.once("error", (error) => onEnd(error.message))
  }

  launch()
  return {
    /** The current run. */
    get child() {
      return child
    },
    /** How many times the child was started again. */
    get restarts() {
      return restarts
    },
    /** Stops supervising and ends the current run (SIGTERM, then waits for it). */
    stop: async (signal = "SIGTERM") => {
      stopped = true
      clearTimeout(timer)
      if (child.exitCode === null && child.signalCode === null) {
        const exited = once(child, "exit")
        child.kill(signal)
        await exited
      }
    },
  }
}
