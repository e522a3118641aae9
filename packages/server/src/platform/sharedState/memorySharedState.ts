import type { SharedState, WindowCount } from "./sharedState.js"

interface Entry {
  value: string
  count: number
  expiresAt: number
}

// Expired entries are also dropped on a timer, so a flood of one-off keys (one per client IP)
// cannot grow the map without bound between reads.
const SWEEP_EVERY_MS = 30_000

/** One process's shared state: a map with expiry and in-process publish/subscribe. */
export const memorySharedState = (now: () => number = Date.now): SharedState => {
  const entries = new Map<string, Entry>()
  const listeners = new Map<string, Set<(message: string) => void>>()

  const live = (key: string): Entry | undefined => {
    const entry = entries.get(key)
    if (entry === undefined) return undefined
    if (entry.expiresAt <= now()) {
      entries.delete(key)
      return undefined
    }
    return entry
  }
  const windowOf = (entry: Entry | undefined): WindowCount =>
    entry === undefined
      ? { count: 0, resetInMs: 0 }
      : { count: entry.count, resetInMs: Math.max(0, entry.expiresAt - now()) }

  const sweep = setInterval(() => {
    const at = now()
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key)
  }, SWEEP_EVERY_MS)
  sweep.unref()

  return {
    kind: "memory",
    hit: async (key, windowMs) => {
      const entry = live(key)
      if (entry === undefined) {
        const fresh = { value: "1", count: 1, expiresAt: now() + windowMs }
        entries.set(key, fresh)
        return windowOf(fresh)
      }
      entry.count += 1
      entry.value = String(entry.count)
      return windowOf(entry)
    },
    // Synchronous between the awaits: nothing else runs between the check and the count.
    hitWithin: async (key, windowMs, limit, other) => {
      const entry = live(key)
      const previous = other === undefined ? 0 : (live(other.key)?.count ?? 0) * other.weight
      if ((entry?.count ?? 0) + 1 + previous > limit) return false
      if (entry === undefined)
        entries.set(key, { value: "1", count: 1, expiresAt: now() + windowMs })
      else {
        entry.count += 1
        entry.value = String(entry.count)
      }
      return true
    },
    unhit: async (key) => {
      const entry = live(key)
      if (entry === undefined || entry.count <= 0) return
      entry.count -= 1
      entry.value = String(entry.count)
    },
    peek: async (key) => windowOf(live(key)),
    reset: async (key) => {
      entries.delete(key)
    },
    get: async (key) => live(key)?.value,
    getMany: async (keys) => keys.map((key) => live(key)?.value),
    set: async (key, value, ttlMs) => {
      entries.set(key, { value, count: Number(value) || 0, expiresAt: now() + ttlMs })
    },
    delete: async (key) => {
      entries.delete(key)
    },
    publish: async (channel, message) => {
      // Delivered after the publisher continues, as a Redis subscriber would receive it.
      for (const listener of listeners.get(channel) ?? []) queueMicrotask(() => listener(message))
    },
    subscribe: async (channel, listener) => {
      const set = listeners.get(channel) ?? new Set()
      listeners.set(channel, set)
      // A wrapper, so the same function subscribed twice is two subscriptions.
      const wrapped = (message: string): void => listener(message)
      set.add(wrapped)
      return async () => {
        set.delete(wrapped)
      }
    },
    ping: async () => {},
    close: async () => {
      clearInterval(sweep)
      entries.clear()
      listeners.clear()
    },
  }
}
