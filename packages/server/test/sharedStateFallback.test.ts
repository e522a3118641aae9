// A Redis command that fails once (a timeout on a busy host) is answered from this process's
// memory: the failure limits must go on from the counts Redis last gave, not from zero.
import { describe, expect, it } from "vitest"
import { silentLogger } from "../src/platform/logger.js"
import { withCircuitBreaker } from "../src/platform/sharedState/circuitBreaker.js"
import { memorySharedState } from "../src/platform/sharedState/memorySharedState.js"
import type { SharedState } from "../src/platform/sharedState/sharedState.js"

/** Another process's view of a shared store: `failNext` makes its next command fail. */
const flaky = (store: SharedState) => {
  let failing = 0
  const fail =
    <A extends unknown[], R>(op: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      if (failing > 0) {
        failing -= 1
        throw new Error("Command timed out")
      }
      return op(...args)
    }
  return {
    state: {
      ...store,
      hit: fail(store.hit),
      hitWithin: fail(store.hitWithin),
      peek: fail(store.peek),
      unhit: fail(store.unhit),
    } satisfies SharedState,
    failNext: () => {
      failing += 1
    },
  }
}

const LIMIT = 10
const WINDOW_MS = 60_000

describe("shared state when one Redis command fails", () => {
  it("a failure limit full in Redis stays full when its next check is answered from memory", async () => {
    const redis = flaky(memorySharedState())
    const state = withCircuitBreaker(redis.state, memorySharedState(), { logger: silentLogger })
    const checked = []
    for (let i = 0; i < 12; i++)
      checked.push(await state.hitWithin("guess:198.51.100.7", WINDOW_MS, LIMIT))
    expect(checked.filter(Boolean)).toHaveLength(LIMIT)
    redis.failNext()
    expect(await state.hitWithin("guess:198.51.100.7", WINDOW_MS, LIMIT)).toBe(false)
    expect(state.circuit()).toBe("closed")
  })

  it("a counter answered from memory goes on from Redis's count; taken back and reset in both", async () => {
    const redis = flaky(memorySharedState())
    const state = withCircuitBreaker(redis.state, memorySharedState(), { logger: silentLogger })
    for (let i = 0; i < 6; i++) await state.hit("signin:shopper@example.com", WINDOW_MS)
    redis.failNext()
    expect((await state.hit("signin:shopper@example.com", WINDOW_MS)).count).toBe(7)
    await state.unhit("signin:shopper@example.com")
    redis.failNext()
    expect((await state.peek("signin:shopper@example.com")).count).toBe(6)
    await state.reset("signin:shopper@example.com")
    redis.failNext()
    expect((await state.peek("signin:shopper@example.com")).count).toBe(0)
  })

  it("a window Redis has closed is closed in memory too", async () => {
    const redis = flaky(memorySharedState())
    const state = withCircuitBreaker(redis.state, memorySharedState(), { logger: silentLogger })
    await state.hitWithin("coupon:198.51.100.7", WINDOW_MS, LIMIT)
    await redis.state.reset("coupon:198.51.100.7") // expired in Redis
    expect((await state.peek("coupon:198.51.100.7")).count).toBe(0)
    redis.failNext()
    expect((await state.peek("coupon:198.51.100.7")).count).toBe(0)
  })
})
