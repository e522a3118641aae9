// The web server's full-page cache for guest HTML (what Magento's Varnish / built-in FPC does):
// rendered responses kept in memory per key, fresh for a TTL, then served stale while ONE
// background render refreshes them, and dropped at once when one of their tags is invalidated
// (Varnish's ban on X-Magento-Tags). Knows nothing about HTTP: values are opaque.
// lru-cache keeps the entries within their count and bytes; the freshness states (TTL, grace,
// stale-if-error) are Magento's VCL rules, which its single `ttl` cannot express, so they are here.
import { LRUCache } from "lru-cache"

export type CacheState = "hit" | "miss" | "stale"

export interface PageCacheOptions<V> {
  /** How long a stored value is fresh (a hit). 0 disables the cache. */
  readonly ttlMs: number
  /**
   * After the TTL, how long a value is still served at once (stale) while it is re-rendered in
   * the background. Past that, a request waits for the render (as Magento's VCL: 300 s grace
   * while the backend is healthy).
   */
  readonly graceMs?: number
  /**
   * When a render fails, a stored value up to this old is served (stale) instead of the
   * failure: the shop keeps its pages while the backend is down (Magento's VCL: 3 days).
   */
  readonly staleIfErrorMs?: number
  readonly maxEntries?: number
  readonly maxBytes?: number
  /**
   * At most this many entries share one group (see `groupOf`): a flood of keys in one group
   * evicts that group's own entries, never the others'.
   */
  readonly maxEntriesPerGroup?: number
  /** The group of a stored value (default: one group for all). */
  readonly groupOf?: (key: string, value: V) => string
  /** The tags of a stored value, for `invalidate` (default: none). */
  readonly tagsOf?: (value: V) => readonly string[]
  /** The size a value counts against `maxBytes`. */
  readonly sizeOf: (value: V) => number
  /** The clock (tests move it). */
  readonly now?: () => number
}

export interface CacheAnswer<V> {
  /** undefined: the render failed and nothing stored could stand in for it. */
  readonly value: V | undefined
  readonly state: CacheState
  /** How long ago the value was rendered, by the cache's clock (the Age header). */
  readonly ageMs: number
}

export interface PageCache<V> {
  /**
   * The value for `key`. `render` resolves undefined for a result that must not be kept (a
   * failure); it must not reject. Concurrent lookups of one key share one render.
   */
  readonly lookup: (key: string, render: () => Promise<V | undefined>) => Promise<CacheAnswer<V>>
  readonly size: () => { readonly entries: number; readonly bytes: number }
  readonly clear: () => void
  /**
   * Drops every value carrying one of `tags`; a render running meanwhile is answered but not
   * kept (it may have read the data before the change).
   */
  readonly invalidate: (tags: readonly string[]) => void
}

interface Entry<V> {
  readonly value: V
  readonly bytes: number
  readonly storedAt: number
  readonly group: string
}

export const DEFAULT_PAGE_CACHE = {
  ttlMs: 60_000,
  graceMs: 300_000,
  staleIfErrorMs: 3 * 24 * 3600_000,
  maxEntries: 500,
  maxBytes: 50 * 1024 * 1024,
  maxEntriesPerGroup: 50,
} as const

export const createPageCache = <V>(options: PageCacheOptions<V>): PageCache<V> => {
  const now = options.now ?? Date.now
  const ttlMs = options.ttlMs
  const graceMs = options.graceMs ?? DEFAULT_PAGE_CACHE.graceMs
  const staleIfErrorMs = options.staleIfErrorMs ?? DEFAULT_PAGE_CACHE.staleIfErrorMs
  const maxEntries = options.maxEntries ?? DEFAULT_PAGE_CACHE.maxEntries
  const maxBytes = options.maxBytes ?? DEFAULT_PAGE_CACHE.maxBytes
  const maxPerGroup = options.maxEntriesPerGroup ?? DEFAULT_PAGE_CACHE.maxEntriesPerGroup
  const groupOf = options.groupOf
  // How many entries each group holds, kept by the cache's own removals (evictions included).
  const groupSizes = new Map<string, number>()
  const countIn = (group: string, by: number): void => {
    const size = (groupSizes.get(group) ?? 0) + by
    if (size > 0) groupSizes.set(group, size)
    else groupSizes.delete(group)
  }
  const entries = new LRUCache<string, Entry<V>>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.bytes),
    dispose: (entry) => countIn(entry.group, -1),
  })
  const rendering = new Map<string, Promise<V | undefined>>()
  // The latest invalidations, numbered: a render is not kept when one made after it started
  // names one of its tags (or is too old to be known any more).
  let invalidations = 0
  const recent: { readonly seq: number; readonly tags: ReadonlySet<string> }[] = []
  const RECENT = 256
  const invalidatedSince = (before: number, value: V): boolean => {
    if (before === invalidations) return false
    if (invalidations - before > recent.length) return true
    const tags = options.tagsOf?.(value) ?? []
    return recent.some((entry) => entry.seq > before && tags.some((tag) => entry.tags.has(tag)))
  }

  const store = (key: string, value: V): void => {
    entries.delete(key)
    const group = groupOf?.(key, value) ?? ""
    const entry = { value, bytes: options.sizeOf(value), storedAt: now(), group }
    if (entry.bytes > maxBytes) return
    if (groupOf !== undefined && (groupSizes.get(group) ?? 0) >= maxPerGroup) {
      // The group's least recently used entries make room, oldest first.
      const inGroup: string[] = []
      entries.rforEach((other, otherKey) => {
        if (other.group === group) inGroup.push(otherKey)
      })
      for (const otherKey of inGroup.slice(0, inGroup.length - maxPerGroup + 1))
        entries.delete(otherKey)
    }
    entries.set(key, entry)
    countIn(group, 1)
  }

  /** One render per key at a time; a successful one replaces the stored value. */
  const renderShared = (key: string, render: () => Promise<V | undefined>) => {
    const running = rendering.get(key)
    if (running !== undefined) return running
    const before = invalidations
    const started = render()
      .catch(() => undefined)
      .then((value) => {
        if (value !== undefined && !invalidatedSince(before, value)) store(key, value)
        return value
      })
      .finally(() => rendering.delete(key))
    rendering.set(key, started)
    return started
  }

  const lookup = async (
    key: string,
    render: () => Promise<V | undefined>,
  ): Promise<CacheAnswer<V>> => {
    if (ttlMs <= 0) return { value: await render(), state: "miss", ageMs: 0 }
    // Read as used: the least recently used entries go first.
    const entry = entries.get(key)
    if (entry !== undefined) {
      const age = now() - entry.storedAt
      if (age < ttlMs) return { value: entry.value, state: "hit", ageMs: age }
      if (age < ttlMs + graceMs) {
        void renderShared(key, render)
        return { value: entry.value, state: "stale", ageMs: age }
      }
    }
    const rendered = await renderShared(key, render)
    if (rendered !== undefined) {
      // Waiters that joined a render share its result.
      return {
        value: rendered,
        state: "miss",
        ageMs: now() - (entries.get(key)?.storedAt ?? now()),
      }
    }
    if (entry !== undefined && now() - entry.storedAt < staleIfErrorMs) {
      return { value: entry.value, state: "stale", ageMs: now() - entry.storedAt }
    }
    return { value: undefined, state: "miss", ageMs: 0 }
  }

  return {
    lookup,
    size: () => ({ entries: entries.size, bytes: entries.calculatedSize }),
    clear: () => entries.clear(),
    invalidate: (tags) => {
      if (tags.length === 0) return
      const wanted = new Set(tags)
      invalidations++
      recent.push({ seq: invalidations, tags: wanted })
      if (recent.length > RECENT) recent.shift()
      const tagged: string[] = []
      entries.forEach((entry, key) => {
        if ((options.tagsOf?.(entry.value) ?? []).some((tag) => wanted.has(tag))) tagged.push(key)
      })
      for (const key of tagged) entries.delete(key)
    },
  }
}
