/**
 * A per-request batch loader (DataLoader's idea, in a few lines): every `load` made while
 * GraphQL resolves one level of the tree is collected and answered by one query.
 */
export class Batcher<K, V> {
  private pending: { keys: K[]; promise: Promise<Map<K, V>> } | undefined
  private readonly cache = new Map<K, Promise<V | undefined>>()

  constructor(private readonly fetch: (keys: readonly K[]) => Promise<Map<K, V>>) {}

  load(key: K): Promise<V | undefined> {
    const cached = this.cache.get(key)
    if (cached !== undefined) return cached
    if (this.pending === undefined) {
      const keys: K[] = []
      // Wait until the current wave of resolvers has run (promise jobs, then a tick).
      const promise = Promise.resolve()
        .then(() => new Promise<void>((resolve) => process.nextTick(resolve)))
        .then(() => {
          this.pending = undefined
          return this.fetch(keys)
        })
      this.pending = { keys, promise }
    }
    this.pending.keys.push(key)
    const result = this.pending.promise.then((map) => map.get(key))
    this.cache.set(key, result)
    return result
  }

  /** Seeds the cache with a value already at hand (e.g. the rows of a listing). */
  prime(key: K, value: V): void {
    if (!this.cache.has(key)) this.cache.set(key, Promise.resolve(value))
  }
}

/** Groups rows by a numeric key into a Map of lists. */
export const groupBy = <T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> => {
  const out = new Map<number, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = out.get(k)
    if (list === undefined) out.set(k, [row])
    else list.push(row)
  }
  return out
}
