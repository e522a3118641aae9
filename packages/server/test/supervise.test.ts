// `npm start` keeps the backend running: scripts/supervise.mjs restarts a dead child with
// exponential backoff, bounded, reset once a run has stayed up.
import { spawn } from "node:child_process"
import { mkdtemp, rm } from "node:fs/promises"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { afterAll, describe, expect, it } from "vitest"
import { type Supervisor, supervise } from "../../../scripts/supervise.mjs"
import { seedDataFolder } from "../src/testing.js"

const node = process.execPath

const delaysIn = (lines: readonly string[]): number[] =>
  lines.map((line) => Number(line.match(/restarting in ([\d.]+) s/)?.[1]))

describe("supervise", () => {
  it("restarts a crashing child after doubling delays, never longer than the maximum", async () => {
    const lines: string[] = []
    const supervisor = supervise({
      name: "crasher",
      start: () => spawn(node, ["-e", "process.exit(3)"]),
      baseDelayMs: 100,
      maxDelayMs: 400,
      resetAfterMs: 60_000,
      log: (line) => lines.push(line),
    })
    await expect.poll(() => lines.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(5)
    await supervisor.stop()
    expect(lines[0]).toBe("crasher stopped (exit 3); restarting in 0.1 s")
    expect(delaysIn(lines).slice(0, 5)).toEqual([0.1, 0.2, 0.4, 0.4, 0.4])
  })

  it("goes back to the first delay after a run that stayed up", async () => {
    const lines: string[] = []
    const supervisor = supervise({
      name: "steady",
      // Each run lasts 400 ms, longer than resetAfterMs.
      start: () => spawn(node, ["-e", "setTimeout(() => process.exit(1), 400)"]),
      baseDelayMs: 100,
      maxDelayMs: 1_000,
      resetAfterMs: 300,
      log: (line) => lines.push(line),
    })
    await expect.poll(() => lines.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(3)
    await supervisor.stop()
    expect(delaysIn(lines).slice(0, 3)).toEqual([0.1, 0.1, 0.1])
  })
})

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer()
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0))
    })
  })

const healthy = (url: string): Promise<boolean> =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  )

describe("the backend under npm start's supervisor", () => {
  let dir = ""
  let supervisor: Supervisor | undefined
  afterAll(async () => {
    await supervisor?.stop()
    if (dir !== "") await rm(dir, { recursive: true, force: true })
  })

  it("comes back on its own after being killed", async () => {
    dir = await mkdtemp(join(tmpdir(), "shutter-supervise-"))
    await seedDataFolder(join(dir, "db"))
    const port = await freePort()
    const bin = fileURLToPath(new URL("../dist/bin.js", import.meta.url))
    const lines: string[] = []
    supervisor = supervise({
      name: "server",
      start: () =>
        spawn(node, [bin], {
          // The embedded default in a folder of its own, whatever DATABASE_URL the suite has.
          env: {
            ...process.env,
            DATABASE_URL: "",
            REDIS_URL: "",
            PORT: String(port),
            SHUTTER_DATA_DIR: join(dir, "db"),
          },
          stdio: "ignore",
        }),
      baseDelayMs: 200,
      log: (line) => lines.push(line),
    })
    const health = `http://127.0.0.1:${port}/health`
    await expect.poll(() => healthy(health), { timeout: 120_000, interval: 250 }).toBe(true)
    const first = supervisor.child.pid

    supervisor.child.kill("SIGKILL")
    await expect.poll(() => supervisor?.restarts, { timeout: 30_000 }).toBe(1)
    await expect.poll(() => healthy(health), { timeout: 120_000, interval: 250 }).toBe(true)
    expect(supervisor.child.pid).not.toBe(first)
    expect(lines).toEqual(["server stopped (SIGKILL); restarting in 0.2 s"])
  })
})
