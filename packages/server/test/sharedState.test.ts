import { randomBytes } from "node:crypto"
import { setTimeout as sleep } from "node:timers/promises"
import { afterEach, describe, expect, it } from "vitest"
import { silentLogger } from "../src/platform/logger.js"
import { createSharedState } from "../src/platform/sharedState/createSharedState.js"
import type { SharedState } from "../src/platform/sharedState/sharedState.js"
import { sharedStateBackends } from "./helpers.js"

describe.each(sharedStateBackends)("shared state ($name)", ({ name, redisUrl }) => {
  const opened: SharedState[] = []
  // Two handles on one store: in Redis they are two connections (two processes' view of it).
  const open = (prefix: string): SharedState => {
    const state = createSharedState(
      redisUrl !== undefined ? { redisUrl, redisPrefix: prefix } : {},
      silentLogger,
    )
    opened.push(state)
    return state
  }
  const fresh = (): SharedState => open(`shutter-test:${randomBytes(6).toString("hex")}:`)

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((state) => state.close()))
  })

  it(`is ${name}`, () => {
    expect(fresh().kind).toBe(name)
  })

  it("counts hits in a fixed window, closes it after windowMs and resets on demand", async () => {
    const state = fresh()
    expect(await state.peek("ip:1")).toEqual({ count: 0, resetInMs: 0 })
    expect((await state.hit("ip:1", 400)).count).toBe(1)
    expect((await state.hit("ip:1", 400)).count).toBe(2)
    const third = await state.hit("ip:1", 400)
    expect(third.count).toBe(3)
    expect(third.resetInMs).toBeGreaterThan(0)
    expect(third.resetInMs).toBeLessThanOrEqual(400)
    expect((await state.peek("ip:1")).count).toBe(3)

    await sleep(450)
    expect((await state.peek("ip:1")).count).toBe(0)
    expect((await state.hit("ip:1", 400)).count).toBe(1)
    expect((await state.hit("ip:2", 400)).count).toBe(1)

    await state.reset("ip:1")
    expect((await state.peek("ip:1")).count).toBe(0)
    expect((await state.peek("ip:2")).count).toBe(1)
  })

  it("counts at most `limit` of simultaneous hitWithin calls (two connections to Redis) and takes hits back", async () => {
    const prefix = `shutter-test:${randomBytes(6).toString("hex")}:`
    const one = open(prefix)
    // In memory a second handle is a second store: one handle then.
    const two = redisUrl !== undefined ? open(prefix) : one
    // Both connected first: the burst tests the count's atomicity, not connecting under load
    // (commands queued while connecting can outlast the command timeout and open the breaker).
    await Promise.all([one.peek("warm-up"), two.peek("warm-up")])
    const counted = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? one : two).hitWithin("g", 60_000, 10)),
    )
    expect(counted.filter(Boolean)).toHaveLength(10)
    expect((await one.peek("g")).count).toBe(10)
    // Another key's hits weigh in: 10 × 0.5 leaves room for 5.
    const weighted = await Promise.all(
      Array.from({ length: 20 }, () => two.hitWithin("h", 60_000, 10, { key: "g", weight: 0.5 })),
    )
    expect(weighted.filter(Boolean)).toHaveLength(5)
    await one.unhit("h")
    expect((await two.peek("h")).count).toBe(4)
    expect(await one.hitWithin("h", 60_000, 10, { key: "g", weight: 0.5 })).toBe(true)
    expect(await one.hitWithin("h", 60_000, 10, { key: "g", weight: 0.5 })).toBe(false)
    // Never below zero, never creating a key.
    await one.unhit("nothing")
    expect((await one.peek("nothing")).count).toBe(0)
  })

  it("keeps a value for its TTL, then forgets it", async () => {
    const state = fresh()
    expect(await state.get("page")).toBeUndefined()
    await state.set("page", '{"a":1}', 300)
    expect(await state.get("page")).toBe('{"a":1}')
    await state.delete("page")
    expect(await state.get("page")).toBeUndefined()
    await state.set("page", "again", 300)
    await sleep(350)
    expect(await state.get("page")).toBeUndefined()
  })

  it("reads several values at once, in the order asked, a missing one as undefined", async () => {
    const state = fresh()
    await state.set("tag:a", "7", 60_000)
    await state.set("tag:c", "9", 60_000)
    expect(await state.getMany(["tag:c", "tag:b", "tag:a"])).toEqual(["9", undefined, "7"])
    expect(await state.getMany([])).toEqual([])
  })

  it("delivers published messages to every subscriber until it unsubscribes", async () => {
    const state = fresh()
    const received: string[] = []
    const unsubscribe = await state.subscribe("invalidate", (message) => received.push(message))
    await state.publish("invalidate", "product:42")
    await state.publish("other", "ignored")
    await expect.poll(() => received, { timeout: 10_000 }).toEqual(["product:42"])
    await unsubscribe()
    await state.publish("invalidate", "product:43")
    await sleep(100)
    expect(received).toEqual(["product:42"])
  })

  it.runIf(redisUrl !== undefined)(
    "is one store for every process on the same Redis and prefix, none for another prefix",
    async () => {
      const prefix = `shutter-test:${randomBytes(6).toString("hex")}:`
      const one = open(prefix)
      const two = open(prefix)
      const other = fresh()
      await one.hit("order:000000001", 60_000)
      expect((await two.hit("order:000000001", 60_000)).count).toBe(2)
      expect((await other.peek("order:000000001")).count).toBe(0)

      await one.set("k", "v", 60_000)
      expect(await two.get("k")).toBe("v")

      const received: string[] = []
      await two.subscribe("invalidate", (message) => received.push(message))
      await one.publish("invalidate", "category:3")
      await expect.poll(() => received, { timeout: 10_000 }).toEqual(["category:3"])
    },
  )

  it("answers ping", async () => {
    await expect(fresh().ping()).resolves.toBeUndefined()
  })
})
