/**
 * State shared by every server process of one shop: rate-limit counters, small cached values
 * and invalidation messages. In memory for a single process (the default), in Redis when
 * `REDIS_URL` is set so that several processes count and cache together.
 */
export interface SharedState {
  readonly kind: "memory" | "redis"
  /**
   * Counts one hit on `key` in a fixed window of `windowMs` that opens at the key's first hit.
   * Returns the hits so far in that window (this one included) and the time until it closes.
   */
  readonly hit: (key: string, windowMs: number) => Promise<WindowCount>
  /**
   * Counts one hit on `key` (as `hit`) only if the hits so far, this one and `weight` times the
   * hits on `other.key` stay within `limit`; checked and counted in one atomic step, so
   * concurrent callers can never be counted past the limit. Resolves whether it was counted.
   */
  readonly hitWithin: (
    key: string,
    windowMs: number,
    limit: number,
    other?: { readonly key: string; readonly weight: number },
  ) => Promise<boolean>
  /** Takes back one hit counted on `key` (never below zero); its window keeps its end. */
  readonly unhit: (key: string) => Promise<void>
  /** The hits counted on `key` in its open window, without adding one. */
  readonly peek: (key: string) => Promise<WindowCount>
  /** Forgets `key`'s counter (its window closes now). */
  readonly reset: (key: string) => Promise<void>
  readonly get: (key: string) => Promise<string | undefined>
  /** The values of `keys`, in their order, in one round trip. */
  readonly getMany: (keys: readonly string[]) => Promise<(string | undefined)[]>
  /** Stores `value` under `key` for `ttlMs`. */
  readonly set: (key: string, value: string, ttlMs: number) => Promise<void>
  readonly delete: (key: string) => Promise<void>
  /** Sends `message` to every subscriber of `channel` in every process (this one included). */
  readonly publish: (channel: string, message: string) => Promise<void>
  /** Calls `listener` for each message on `channel`; resolves to an unsubscribe function. */
  readonly subscribe: (
    channel: string,
    listener: (message: string) => void,
  ) => Promise<() => Promise<void>>
  /** Resolves when the store answers (readiness); rejects otherwise. */
  readonly ping: () => Promise<void>
  readonly close: () => Promise<void>
}

export interface WindowCount {
  readonly count: number
  /** Milliseconds until the window closes; 0 when no window is open. */
  readonly resetInMs: number
}
