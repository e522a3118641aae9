// The GraphQL response cache: answers of cacheable GET queries, tagged like Magento's
// X-Magento-Tags (cat_p_12, cat_p, cms_b…) and dropped by tag when the catalogue changes.
//
// Invalidation is race-free against answers being computed meanwhile: a fill starts by taking
// the cache's current epoch, every invalidation advances the epoch and stamps its tags with it,
// and a fill whose tags were stamped after its start is not stored.

export interface CachedResponse {
  readonly body: string
  readonly contentType: string
  readonly tags: readonly string[]
}

export interface ResponseCacheStore {
  readonly get: (key: string) => Promise<CachedResponse | undefined>
  /** Call before computing an answer; pass the result to `set`. */
  readonly beginFill: () => Promise<number>
  readonly set: (key: string, response: CachedResponse, filledSince: number) => Promise<void>
  /** Drops every answer carrying one of `tags` (in every process sharing the store). */
  readonly invalidate: (tags: readonly string[]) => Promise<void>
  readonly size: () => { readonly entries: number; readonly bytes: number }
  readonly close: () => Promise<void>
}

export interface MemoryCacheLimits {
  readonly maxEntries: number
  readonly maxBytes: number
  /** How long an answer is kept at most (catalogue edits outside the server show after this). */
  readonly ttlMs: number
  readonly now?: () => number
}

export const DEFAULT_RESPONSE_CACHE_LIMITS: MemoryCacheLimits = {
  maxEntries: 5000,
  maxBytes: 64 * 1024 * 1024,
  ttlMs: 3600_000,
}

interface Entry {
  readonly response: CachedResponse
  readonly bytes: number
  readonly expiresAt: number
}

/**
 * One process's cache: an LRU bounded by entries and bytes, and an index from tag to keys so
 * that an invalidation costs the number of answers it drops.
 */
export const memoryLru = (limits: MemoryCacheLimits) => {
  const now = limits.now ?? Date.now
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const entries = new Map<string, Entry>()
  const keysByTag = new Map<string, Set<string>>()
  let bytes = 0

  const remove = (key: string): void => {
    const entry = entries.get(key)
    if (entry === undefined) return
    entries.delete(key)
    bytes -= entry.bytes
    for (const tag of entry.response.tags) {
      const keys = keysByTag.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) keysByTag.delete(tag)
    }
  }

  return {
    get: (key: string): CachedResponse | undefined => {
      const entry = entries.get(key)
      if (entry === undefined) return undefined
      if (entry.expiresAt <= now()) {
        remove(key)
        return undefined
      }
      entries.delete(key)
      entries.set(key, entry)
      return entry.response
    },
    set: (key: string, response: CachedResponse, ttlMs = limits.ttlMs): void => {
      remove(key)
      const size = response.body.length * 2 + key.length * 2 + 64 * response.tags.length + 200
      if (size > limits.maxBytes) return
      entries.set(key, { response, bytes: size, expiresAt: now() + ttlMs })
      bytes += size
      for (const tag of response.tags) {
        let keys = keysByTag.get(tag)
        if (keys === undefined) {
          keys = new Set()
          keysByTag.set(tag, keys)
        }
        keys.add(key)
      }
      for (const oldest of entries.keys()) {
        if (entries.size <= limits.maxEntries && bytes <= limits.maxBytes) break
        remove(oldest)
      }
    },
    dropTags: (tags: readonly string[]): void => {
      for (const tag of tags) for (const key of [...(keysByTag.get(tag) ?? [])]) remove(key)
    },
    size: () => ({ entries: entries.size, bytes }),
    clear: () => {
      entries.clear()
      keysByTag.clear()
      bytes = 0
    },
  }
}

/** The cache of a single process (no REDIS_URL). */
export const memoryResponseCache = (
  limits: MemoryCacheLimits = DEFAULT_RESPONSE_CACHE_LIMITS,
): ResponseCacheStore => {
  const lru = memoryLru(limits)
  let epoch = 0
  const stamped = new Map<string, number>()
  const staleSince = (tags: readonly string[], since: number): boolean =>
    tags.some((tag) => (stamped.get(tag) ?? -1) >= since)
  return {
    get: async (key) => lru.get(key),
    beginFill: async () => epoch,
    set: async (key, response, filledSince) => {
      if (!staleSince(response.tags, filledSince)) lru.set(key, response)
    },
    invalidate: async (tags) => {
      if (tags.length === 0) return
      epoch += 1
      // Only fills begun before this epoch need the stamp; older stamps are dropped now and then.
      if (stamped.size > 10_000) stamped.clear()
      for (const tag of tags) stamped.set(tag, epoch - 1)
      lru.dropTags(tags)
    },
    size: () => lru.size(),
    close: async () => lru.clear(),
  }
}
