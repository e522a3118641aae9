/**
 * A Map holding at most `max` entries, the least recently used one dropped first. Yoga's parse
 * cache takes one (`get`/`set`); its default also keeps a TTL, which costs a timer per request.
 */
export const boundedCache = <V>(max: number) => {
  // A Map iterates in insertion order: re-inserting on use keeps the least recent first.
  const entries = new Map<string, V>()
  return {
    get: (key: string): V | undefined => {
      const value = entries.get(key)
      if (value !== undefined) {
        entries.delete(key)
        entries.set(key, value)
      }
      return value
    },
    set: (key: string, value: V): void => {
      entries.delete(key)
      entries.set(key, value)
      if (entries.size > max) {
        const [oldest] = entries.keys()
        if (oldest !== undefined) entries.delete(oldest)
      }
    },
  }
}
