// How a web process hears that catalogue data changed, so its page cache drops the pages
// showing it (Varnish's bans on X-Magento-Tags, for our own cache):
// - from the backend's answers it proxies (`X-Shutter-Invalidated-Tags` on an order or a
//   review), in the process's memory: enough for one web process, and immediate;
// - with Redis (`redisUrl`, the backend's REDIS_URL and prefix), from the backend's own
//   `graphql-cache:invalidate` messages, so every web process hears every backend's changes,
//   wherever they were made (another web process, the CLI, an admin).
import { DEFAULT_REDIS_PREFIX, INVALIDATION_CHANNEL } from "@shutter/server/edge"
import { Redis } from "ioredis"

export const INVALIDATED_TAGS_HEADER = "x-shutter-invalidated-tags"

export type InvalidationListener = (tags: readonly string[]) => void

export interface Invalidations {
  /** Tells this process's listeners (a proxied answer's header). */
  readonly publishLocally: (tags: readonly string[]) => void
  readonly subscribe: (listener: InvalidationListener) => () => void
  readonly close: () => Promise<void>
}

/** Tags from a header value (`cat_p_12,cat_p_13`). */
export const tagsOf = (value: string | string[] | null | undefined): string[] =>
  (Array.isArray(value) ? value.join(",") : (value ?? ""))
    .split(",")
    .map((tag) => tag.trim())
    .filter((tag) => tag !== "")

const localBus = () => {
  const listeners = new Set<InvalidationListener>()
  return {
    emit: (tags: readonly string[]) => {
      if (tags.length === 0) return
      for (const listener of listeners) listener(tags)
    },
    subscribe: (listener: InvalidationListener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export const memoryInvalidations = (): Invalidations => {
  const bus = localBus()
  return { publishLocally: bus.emit, subscribe: bus.subscribe, close: async () => {} }
}

export interface RedisInvalidationOptions {
  readonly url: string
  /** The backend's SHUTTER_REDIS_PREFIX (default `shutter:`). */
  readonly prefix?: string
  readonly log?: (message: string, error: unknown) => void
}

/**
 * Subscribed to the backend's invalidation channel; resolves once subscribed (or once Redis
 * has failed to answer: the proxied answers' headers still work, and ioredis subscribes again
 * when Redis comes back).
 */
export const redisInvalidations = async (
  options: RedisInvalidationOptions,
): Promise<Invalidations> => {
  const bus = localBus()
  const channel = `${options.prefix ?? DEFAULT_REDIS_PREFIX}${INVALIDATION_CHANNEL}`
  const subscriber = new Redis(options.url, {
    connectTimeout: 2_000,
    retryStrategy: (times: number) => Math.min(times * 100, 2_000),
  })
  let warned = false
  subscriber.on("error", (error: Error) => {
    if (warned) return
    warned = true
    ;(options.log ?? ((message, e) => console.error(message, e)))(
      "Redis unreachable: pages are invalidated by this process's own traffic only",
      error,
    )
  })
  subscriber.on("ready", () => {
    warned = false
  })
  subscriber.on("message", (from: string, message: string) => {
    if (from !== channel) return
    try {
      const { tags } = JSON.parse(message) as { tags?: unknown }
      if (Array.isArray(tags)) bus.emit(tags.filter((t): t is string => typeof t === "string"))
    } catch {
      // Not an invalidation: ignore.
    }
  })
  await Promise.race([
    subscriber.subscribe(channel).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 2_000).unref()),
  ])
  return {
    publishLocally: bus.emit,
    subscribe: bus.subscribe,
    close: async () => {
      if (subscriber.status !== "ready") {
        subscriber.disconnect()
        return
      }
      await subscriber.quit().then(
        () => undefined,
        () => subscriber.disconnect(),
      )
    },
  }
}
