/**
 * A value per key (a database), kept in this process and loaded again once older than `ttlMs`.
 * For data that changes only with a deploy or a seed (store views, shipping/payment/tax tables):
 * every server process picks up a change within `ttlMs`, and `invalidate` drops it at once in
 * the process that made the change. A failed load is forgotten, so the next call retries.
 */
export interface ProcessCache<K extends object, V> {
  /**
   * The cached value, or a fresh one from `load` (default: the cache's loader). Inside a
   * transaction, pass a loader that reads through it: PGlite serialises every other query
   * behind an open transaction, and a pool could run out of connections.
   */
  readonly get: (key: K, load?: () => Promise<V>) => Promise<V>
  readonly invalidate: (key: K) => void
}

export const processCache = <K extends object, V>(
  ttlMs: number,
  load: (key: K) => Promise<V>,
  now: () => number = Date.now,
): ProcessCache<K, V> => {
  const entries = new WeakMap<
    K,
    { readonly at: number; readonly value: Promise<V>; loaded: boolean }
  >()
  return {
    get: (key, loadNow) => {
      const at = now()
      const hit = entries.get(key)
      // A caller with a loader of its own (inside a transaction) never waits on a load another
      // request started: that load may be queued for a pool connection which the transactions
      // waiting on this caller's row lock hold, and the two would wait on each other forever.
      if (hit !== undefined && at - hit.at < ttlMs && (hit.loaded || loadNow === undefined))
        return hit.value
      const value = loadNow !== undefined ? loadNow() : load(key)
      const entry = { at, value, loaded: false }
      entries.set(key, entry)
      value.then(
        () => {
          entry.loaded = true
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key)
        },
      )
      return value
    },
    invalidate: (key) => {
      entries.delete(key)
    },
  }
}
