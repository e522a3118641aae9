import * as Context from "effect/Context"
import type * as Effect from "effect/Effect"
import type * as Layer from "effect/Layer"

export {
  type CookieKey,
  cookieKeys,
  cookieNames,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  type LocalKey,
  localStorageNames,
} from "./clientState.js"

import type { CookieKey, LocalKey } from "./clientState.js"

export class Storage extends Context.Service<
  Storage,
  {
    readonly get: (key: CookieKey) => Effect.Effect<string | undefined>
    readonly set: (key: CookieKey, value: string) => Effect.Effect<void>
    readonly remove: (key: CookieKey) => Effect.Effect<void>
    readonly getLocal: (key: LocalKey) => Effect.Effect<string | undefined>
    readonly setLocal: (key: LocalKey, value: string) => Effect.Effect<void>
    /** Removes both local-storage entries (customer email and customer token). */
    readonly clearLocal: () => Effect.Effect<void>
  }
>()("@shutter/sdk/Storage") {}

/** A layer providing `Storage`: `memoryStorage()`, `cookieStorage()` or `fileStorage(dir)`. */
export type StorageLayer = Layer.Layer<Storage>
