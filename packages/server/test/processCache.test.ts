// The per-process cache of store views, settings and checkout tables: a request inside a
// transaction must never wait on a load another request started (see processCache.ts).
import { describe, expect, it } from "vitest"
import { processCache } from "../src/platform/processCache.js"

const database = {}

describe("processCache", () => {
  it("a caller with its transaction's loader does not wait on another request's load", async () => {
    // Another request's load through the pool, which never gets a connection.
    const cache = processCache<object, string>(10_000, () => new Promise<string>(() => {}))
    const stuck = cache.get(database)
    const inTransaction = await cache.get(database, async () => "read in the transaction")
    expect(inTransaction).toBe("read in the transaction")
    // What the transaction read is the copy from then on, for every caller.
    expect(await cache.get(database)).toBe("read in the transaction")
    // The other request's load is still waiting: nothing above waited on it.
    expect(await Promise.race([stuck, Promise.resolve("still waiting")])).toBe("still waiting")
  })

  it("a loaded copy serves every caller, with or without a loader, until it is older than the TTL", async () => {
    let clock = 0
    let loads = 0
    const cache = processCache<object, number>(
      10_000,
      async () => {
        loads += 1
        return loads
      },
      () => clock,
    )
    expect(await cache.get(database)).toBe(1)
    expect(await cache.get(database, async () => -1)).toBe(1)
    clock = 9_999
    expect(await cache.get(database)).toBe(1)
    clock = 10_000
    expect(await cache.get(database)).toBe(2)
    expect(loads).toBe(2)
  })

  it("callers without a loader share one load", async () => {
    let loads = 0
    const cache = processCache<object, number>(10_000, async () => {
      loads += 1
      return loads
    })
    expect(await Promise.all([cache.get(database), cache.get(database)])).toEqual([1, 1])
    expect(loads).toBe(1)
  })
})
