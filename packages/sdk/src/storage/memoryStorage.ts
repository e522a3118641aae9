import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { type CookieKey, type LocalKey, Storage, type StorageLayer } from "./Storage.js"

export interface MemoryStorageSeed {
  readonly cookies?: Partial<Record<CookieKey, string>>
  readonly local?: Partial<Record<LocalKey, string>>
}

/** Client state held in memory for the life of the runtime (tests, short scripts, SSR). */
export const memoryStorage = (seed: MemoryStorageSeed = {}): StorageLayer =>
  Layer.sync(Storage, () => {
    const cookies = new Map<CookieKey, string>(Object.entries(seed.cookies ?? {}) as never)
    const local = new Map<LocalKey, string>(Object.entries(seed.local ?? {}) as never)
    return Storage.of({
      get: (key) => Effect.sync(() => cookies.get(key)),
      set: (key, value) => Effect.sync(() => void cookies.set(key, value)),
      remove: (key) => Effect.sync(() => void cookies.delete(key)),
      getLocal: (key) => Effect.sync(() => local.get(key)),
      setLocal: (key, value) => Effect.sync(() => void local.set(key, value)),
      clearLocal: () => Effect.sync(() => local.clear()),
    })
  })
