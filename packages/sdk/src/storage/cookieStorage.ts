import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import {
  type CookieKey,
  cookieNames,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  localStorageNames,
  Storage,
  type StorageLayer,
} from "./Storage.js"

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

/** Spec §3: all cookies secure, SameSite None, path /, not http-only; locale lives 365 days. */
export const cookieAttributes = (key: CookieKey): string => {
  const base = "Path=/; Secure; SameSite=None"
  return key === "locale" ? `${base}; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}` : base
}

export const serializeCookie = (key: CookieKey, value: string): string =>
  `${cookieNames[key]}=${encodeURIComponent(value)}; ${cookieAttributes(key)}`

export const readCookie = (cookieHeader: string, name: string): string | undefined => {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=")
    if (eq < 0) continue
    if (part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

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
          doc.cookie = `${cookieNames[key]}=; Path=/; Secure; SameSite=None; Max-Age=0`
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
