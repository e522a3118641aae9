import { Redis } from "ioredis"
import type { Logger } from "../logger.js"
import { DEFAULT_REDIS_PREFIX } from "./invalidationChannel.js"
import type { SharedState, WindowCount } from "./sharedState.js"

// INCR and set the window's expiry on its first hit, atomically; a key left without expiry
// (written by `set`) gets one too. Returns [count, ms left].
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local left = redis.call('PTTL', KEYS[1])
if left < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  left = tonumber(ARGV[1])
end
return {count, left}
`

// HIT_SCRIPT's count, only when the hits so far, this one and ARGV[3] times KEYS[2]'s hits
// stay within ARGV[2]. One script, so no other client's hit comes between check and count.
// Returns 1 when counted, 0 when refused.
const HIT_WITHIN_SCRIPT = `
local current = tonumber(redis.call('GET', KEYS[1])) or 0
local other = 0
if #KEYS > 1 then other = (tonumber(redis.call('GET', KEYS[2])) or 0) * tonumber(ARGV[3]) end
if current + 1 + other > tonumber(ARGV[2]) then return 0 end
redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return 1
`

// One hit taken back, never below zero nor creating the key; DECR keeps the key's expiry.
const UNHIT_SCRIPT = `
if (tonumber(redis.call('GET', KEYS[1])) or 0) > 0 then redis.call('DECR', KEYS[1]) end
return 1
`

// Longest a command waits for Redis's answer. A command that times out is answered from this
// process's memory (from the counts last read from Redis, so a limit is not reopened): 2 s
// rather than less, so a busy host's slow answers are not taken for an outage (a Redis that is
// down fails at once).
const COMMAND_TIMEOUT_MS = 2_000

// Logged at most this often while Redis is unreachable (ioredis retries every ≤ 2 s).
const WARN_EVERY_MS = 30_000

export interface RedisSharedStateOptions {
  readonly url: string
  /** Prepended to every key and channel, so several shops (or test runs) can share a Redis. */
  readonly prefix?: string
  readonly logger: Logger
}

/** Shared state in Redis: every process pointing at the same Redis (and prefix) shares it. */
/** QUIT when connected; a connection still waiting for Redis is dropped (QUIT would wait too). */
const closeConnection = async (connection: Redis): Promise<void> => {
  if (connection.status !== "ready") {
    connection.disconnect()
    return
  }
  await connection.quit().then(
    () => undefined,
    () => connection.disconnect(),
  )
}

export const redisSharedState = (options: RedisSharedStateOptions): SharedState => {
  const prefix = options.prefix ?? DEFAULT_REDIS_PREFIX
  let lastWarning = 0
  const onError = (error: Error): void => {
    const at = Date.now()
    if (at - lastWarning < WARN_EVERY_MS) return
    lastWarning = at
    options.logger.warn("redis unreachable", { error: error.message })
  }
  // Reconnects in the background (every ≤ 2 s) while Redis is away.
  const connection = {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (times: number) => Math.min(times * 100, 2_000),
  }
  // A command waits at most 2 s, connected or not (one issued while connecting is queued
  // and sent once connected): the circuit breaker answers from memory after a few such failures.
  const client = new Redis(options.url, { ...connection, commandTimeout: COMMAND_TIMEOUT_MS })
  client.on("error", onError)
  let subscriber: Redis | undefined
  const listeners = new Map<string, Set<(message: string) => void>>()

  const subscriberConnection = (): Redis => {
    if (subscriber !== undefined) return subscriber
    const created = new Redis(options.url, { ...connection, maxRetriesPerRequest: null })
    created.on("error", onError)
    created.on("message", (channel: string, message: string) => {
      for (const listener of listeners.get(channel) ?? []) listener(message)
    })
    subscriber = created
    return created
  }

  const windowOf = (count: number, left: number): WindowCount => ({
    count,
    resetInMs: Math.max(0, left),
  })

  return {
    kind: "redis",
    hit: async (key, windowMs) => {
      const [count, left] = (await client.eval(HIT_SCRIPT, 1, prefix + key, windowMs)) as [
        number,
        number,
      ]
      return windowOf(count, left)
    },
    hitWithin: async (key, windowMs, limit, other) => {
      const keys = other === undefined ? [prefix + key] : [prefix + key, prefix + other.key]
      const counted = await client.eval(
        HIT_WITHIN_SCRIPT,
        keys.length,
        ...keys,
        windowMs,
        limit,
        other?.weight ?? 0,
      )
      return counted === 1
    },
    unhit: async (key) => {
      await client.eval(UNHIT_SCRIPT, 1, prefix + key)
    },
    peek: async (key) => {
      const [value, left] = await client
        .multi()
        .get(prefix + key)
        .pttl(prefix + key)
        .exec()
        .then((replies) =>
          (replies ?? []).map(([error, reply]) => {
            if (error !== null) throw error
            return reply
          }),
        )
      const count = Number(value ?? 0) || 0
      return count === 0 ? windowOf(0, 0) : windowOf(count, Number(left))
    },
    reset: async (key) => {
      await client.del(prefix + key)
    },
    get: async (key) => (await client.get(prefix + key)) ?? undefined,
    getMany: async (keys) =>
      keys.length === 0
        ? []
        : (await client.mget(keys.map((key) => prefix + key))).map((value) => value ?? undefined),
    set: async (key, value, ttlMs) => {
      await client.set(prefix + key, value, "PX", Math.max(1, Math.round(ttlMs)))
    },
    delete: async (key) => {
      await client.del(prefix + key)
    },
    publish: async (channel, message) => {
      await client.publish(prefix + channel, message)
    },
    subscribe: async (channel, listener) => {
      const name = prefix + channel
      const wrapped = (message: string): void => listener(message)
      const set = listeners.get(name) ?? new Set()
      listeners.set(name, set)
      set.add(wrapped)
      if (set.size === 1) {
        // With Redis down the SUBSCRIBE waits for the connection, and a server starting up must
        // not: return once subscribed or once the connection fails (ioredis subscribes again
        // after every reconnection).
        const connection = subscriberConnection()
        const subscribed = connection.subscribe(name).then(
          () => undefined,
          () => undefined,
        )
        const failed = new Promise<void>((resolve) => connection.once("error", () => resolve()))
        await Promise.race([subscribed, failed])
      }
      return async () => {
        set.delete(wrapped)
        if (set.size === 0) {
          listeners.delete(name)
          // A connection still waiting for Redis would hold the UNSUBSCRIBE until it connects.
          if (subscriber?.status === "ready") await subscriber.unsubscribe(name)
        }
      }
    },
    ping: async () => {
      await client.ping()
    },
    close: async () => {
      listeners.clear()
      await Promise.all(
        [client, subscriber].map((connection) => connection && closeConnection(connection)),
      )
    },
  }
}
