// Redis stopped and started again under a running shared state: operations answer from this
// process's memory at once while it is away, readiness says so, and Redis serves again after it
// is back. A real redis-server of the test's own; the breaker's clock is moved by hand.
import { type ChildProcess, spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { existsSync } from "node:fs"
import { createServer } from "node:net"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import { silentLogger } from "../src/platform/logger.js"
import type { CircuitState } from "../src/platform/sharedState/circuitBreaker.js"
import { createSharedState } from "../src/platform/sharedState/createSharedState.js"
import type { SharedState } from "../src/platform/sharedState/sharedState.js"

const REDIS = "/usr/bin/redis-server"

const freePort = (): Promise<number> =>
  new Promise((resolve) => {
    const probe = createServer()
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })

/** A redis-server on `port` (in memory only), resolved once it accepts connections. */
const startRedis = (port: number): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(REDIS, ["--port", String(port), "--save", "", "--appendonly", "no"], {
      stdio: ["ignore", "pipe", "ignore"],
    })
    child.once("error", reject)
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Ready to accept connections")) resolve(child)
    })
  })

const stopRedis = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    child.once("exit", () => resolve())
    child.kill("SIGKILL")
  })

describe.skipIf(!existsSync(REDIS))("shared state when Redis stops and comes back", () => {
  let port: number
  let redis: ChildProcess
  let clock = 1_000_000
  let state: SharedState & { readonly circuit: () => CircuitState }

  beforeAll(async () => {
    port = await freePort()
    redis = await startRedis(port)
    state = createSharedState(
      {
        redisUrl: `redis://127.0.0.1:${port}`,
        redisPrefix: `shutter-test:${randomBytes(6).toString("hex")}:`,
        breaker: { now: () => clock, failures: 3, openMs: 5_000 },
      },
      silentLogger,
    ) as SharedState & { readonly circuit: () => CircuitState }
    await vi.waitFor(() => state.ping(), { timeout: 10_000, interval: 50 })
  })
  afterAll(async () => {
    await state?.close()
    if (redis.exitCode === null) await stopRedis(redis)
  })

  it("answers from this process's memory while Redis is away, says not ready, and returns to Redis", async () => {
    expect((await state.hit("ip:203.0.113.9", 60_000)).count).toBe(1)
    expect(state.circuit()).toBe("closed")

    await stopRedis(redis)
    // Each operation still answers: from memory, once Redis has failed it, going on from the
    // count Redis last gave this process.
    const whileAway = []
    for (let i = 0; i < 4; i++) whileAway.push((await state.hit("ip:203.0.113.9", 60_000)).count)
    expect(whileAway).toEqual([2, 3, 4, 5])
    expect(state.circuit()).toBe("open")
    await state.set("answer", "from memory", 60_000)
    expect(await state.get("answer")).toBe("from memory")
    const heard: string[] = []
    await state.subscribe("invalidate", (message) => heard.push(message))
    await state.publish("invalidate", "cat_p_1")
    await vi.waitFor(() => expect(heard).toEqual(["cat_p_1"]))
    await expect(state.ping()).rejects.toThrow(
      "The shared state (Redis) is unreachable: answering from this process's memory",
    )

    // Still open before 5 s; Redis back, the first operation after them closes the breaker.
    redis = await startRedis(port)
    clock += 4_999
    await state.get("answer")
    expect(state.circuit()).toBe("open")
    await vi.waitFor(
      async () => {
        clock += 5_000
        await state.ping()
        expect(state.circuit()).toBe("closed")
      },
      { timeout: 10_000, interval: 100 },
    )
    // Counting in Redis again (a fresh one: this test's Redis keeps nothing on disk).
    expect((await state.hit("ip:203.0.113.9", 60_000)).count).toBe(1)
    expect(await state.get("answer")).toBeUndefined()
  })
})
