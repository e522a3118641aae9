import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { expiredCookie, readCookie, serializeCookie } from "./cookies.js"
import { cookieNames, localStorageNames, Storage, type StorageLayer } from "./Storage.js"

/** The two browser objects this layer touches; defaults are the page's own. */
export interface CookieStorageTargets {
  readonly document?: CookieDocument
  readonly localStorage?: KeyValueStore
}

export interface CookieDocument {
  cookie: string
}

export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

// The SDK compiles without the DOM lib; these are the page's objects when it runs in one.
const page = globalThis as { document?: CookieDocument; localStorage?: KeyValueStore }

/** Browser client state: `document.cookie` plus `localStorage`. */
export const cookieStorage = (targets: CookieStorageTargets = {}): StorageLayer =>
  Layer.sync(Storage, () => {
    const doc = targets.document ?? page.document
    const local = targets.localStorage ?? page.localStorage
    if (doc === undefined || local === undefined) {
      throw new Error("cookieStorage() needs a browser document and localStorage")
    }
    return Storage.of({
      get: (key) => Effect.sync(() => readCookie(doc.cookie, cookieNames[key])),
      set: (key, value) =>
        Effect.sync(() => {
          doc.cookie = serializeCookie(key, value)
        }),
      remove: (key) =>
        Effect.sync(() => {
          doc.cookie = expiredCookie(key)
        }),
      getLocal: (key) => Effect.sync(() => local.getItem(localStorageNames[key]) ?? undefined),
      setLocal: (key, value) => Effect.sync(() => local.setItem(localStorageNames[key], value)),
      clearLocal: () =>
        Effect.sync(() => {
          local.removeItem(localStorageNames.customerEmail)
          local.removeItem(localStorageNames.customerToken)
        }),
    })
  })
