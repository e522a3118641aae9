import type { SharedState } from "./sharedState.js"

/**
 * `remote` whose counter answers are copied into `local` as they come, so that when `remote`
 * fails and `local` answers instead (the circuit breaker's fallback), a counter goes on from the
 * count this process last read rather than from zero: a burst whose one command times out is not
 * counted one past its limit, and an outage does not reopen every failure limit at once. Counts
 * other processes made since then are still unseen. Values and messages are not copied.
 */
export const mirroredCounts = (remote: SharedState, local: SharedState): SharedState => ({
  ...remote,
  hit: async (key, windowMs) => {
    const counted = await remote.hit(key, windowMs)
    if (counted.count > 0 && counted.resetInMs > 0)
      await local.set(key, String(counted.count), counted.resetInMs)
    return counted
  },
  hitWithin: async (key, windowMs, limit, other) => {
    const counted = await remote.hitWithin(key, windowMs, limit, other)
    if (counted) await local.hit(key, windowMs)
    // Refused: the fallback refuses too until the window ends (sooner in Redis when it was the
    // other key's hits that filled it).
    else if ((await local.peek(key)).count < limit) await local.set(key, String(limit), windowMs)
    return counted
  },
  unhit: async (key) => {
    await remote.unhit(key)
    await local.unhit(key)
  },
  peek: async (key) => {
    const window = await remote.peek(key)
    if (window.count > 0 && window.resetInMs > 0)
      await local.set(key, String(window.count), window.resetInMs)
    else await local.reset(key)
    return window
  },
  reset: async (key) => {
    await remote.reset(key)
    await local.reset(key)
  },
})
