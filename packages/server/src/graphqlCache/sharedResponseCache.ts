// The response cache shared by every server process through Redis (REDIS_URL): answers are
// stored there, each process keeps a copy of those it served (an LRU in memory), and an
// invalidation is both written to Redis (each tag stamped with the shared epoch) and
// published, so every process drops its copies. An answer read from Redis is checked against
// its tags' stamps, so one stored before an invalidation is never served after it.

import { INVALIDATION_CHANNEL } from "../platform/sharedState/invalidationChannel.js"
import type { SharedState } from "../platform/sharedState/sharedState.js"
import {
  type CachedResponse,
  type MemoryCacheLimits,
  memoryLru,
  type ResponseCacheStore,
} from "./responseCache.js"

const EPOCH_KEY = "graphql-cache:epoch"
const answerKey = (key: string): string => `graphql-cache:answer:${key}`
const tagKey = (tag: string): string => `graphql-cache:tag:${tag}`
// The epoch counter lives as long as Redis keeps it; `hit` needs a window.
const EPOCH_WINDOW_MS = 10 * 365 * 24 * 3600_000

interface StoredAnswer extends CachedResponse {
  /** The epoch the answer's computation started in. */
  readonly since: number
}

interface Invalidation {
  readonly tags: readonly string[]
  /** Answers begun at or before this epoch and carrying one of the tags are stale. */
  readonly stamp: number
}

export const sharedResponseCache = async (
  shared: SharedState,
  limits: MemoryCacheLimits,
): Promise<ResponseCacheStore> => {
  const local = memoryLru(limits)
  // Stamps this process has heard of (published invalidations), for fills still running here.
  const heard = new Map<string, number>()
  const noteStamps = (invalidation: Invalidation): void => {
    if (heard.size > 10_000) heard.clear()
    for (const tag of invalidation.tags)
      heard.set(tag, Math.max(heard.get(tag) ?? -1, invalidation.stamp))
    local.dropTags(invalidation.tags)
  }
  const unsubscribe = await shared.subscribe(INVALIDATION_CHANNEL, (message) => {
    try {
      noteStamps(JSON.parse(message) as Invalidation)
    } catch {
      // Not ours: ignore.
    }
  })

  const staleLocally = (tags: readonly string[], since: number): boolean =>
    tags.some((tag) => (heard.get(tag) ?? -1) >= since)
  // One MGET for all of an answer's tags: a listing carries one per product shown.
  const staleInRedis = async (tags: readonly string[], since: number): Promise<boolean> => {
    const stamps = await shared.getMany(tags.map(tagKey))
    return stamps.some((stamp) => stamp !== undefined && Number(stamp) >= since)
  }

  return {
    get: async (key) => {
      const copy = local.get(key)
      if (copy !== undefined) return copy
      const raw = await shared.get(answerKey(key))
      if (raw === undefined) return undefined
      const answer = JSON.parse(raw) as StoredAnswer
      if (
        staleLocally(answer.tags, answer.since) ||
        (await staleInRedis(answer.tags, answer.since))
      )
        return undefined
      // An invalidation heard while the stamps were read must not leave a stale copy here.
      if (staleLocally(answer.tags, answer.since)) return undefined
      const response = { body: answer.body, contentType: answer.contentType, tags: answer.tags }
      local.set(key, response)
      return response
    },
    beginFill: async () => (await shared.peek(EPOCH_KEY)).count,
    set: async (key, response, since) => {
      if (staleLocally(response.tags, since) || (await staleInRedis(response.tags, since))) return
      await shared.set(answerKey(key), JSON.stringify({ ...response, since }), limits.ttlMs)
      if (!staleLocally(response.tags, since)) local.set(key, response)
    },
    invalidate: async (tags) => {
      if (tags.length === 0) return
      const epoch = (await shared.hit(EPOCH_KEY, EPOCH_WINDOW_MS)).count
      const invalidation: Invalidation = { tags: [...new Set(tags)], stamp: epoch - 1 }
      // Stamped for as long as an answer can live, so a stored one is judged by them.
      await Promise.all(
        invalidation.tags.map((tag) =>
          shared.set(tagKey(tag), String(invalidation.stamp), limits.ttlMs),
        ),
      )
      noteStamps(invalidation)
      await shared.publish(INVALIDATION_CHANNEL, JSON.stringify(invalidation))
    },
    size: () => local.size(),
    close: async () => {
      await unsubscribe()
      local.clear()
    },
  }
}
