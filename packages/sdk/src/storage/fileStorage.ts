import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { type CookieKey, type LocalKey, Storage, type StorageLayer } from "./Storage.js"

/**
 * What the state file holds: the same two namespaces a browser has. Other top-level keys (a
 * client's own, such as the CLI's admin sign-in) are kept as they are on every write.
 */
export interface FileStorageState {
  cookies: Partial<Record<CookieKey, string>>
  local: Partial<Record<LocalKey, string>>
  [other: string]: unknown
}

export const STATE_FILE_NAME = "state.json"

const readState = (file: string): FileStorageState => {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, "utf8"))
    if (typeof parsed === "object" && parsed !== null) {
      const { cookies, local, ...others } = parsed as Partial<FileStorageState>
      return { ...others, cookies: { ...cookies }, local: { ...local } }
    }
  } catch {
    // Missing or unreadable state starts empty, like a browser without cookies.
  }
  return { cookies: {}, local: {} }
}

/**
 * Node/CLI client state: one JSON file (`state.json`) in `dir`, re-read on every access so two
 * processes see each other's writes, and written atomically (temp file + rename).
 */
export const fileStorage = (dir: string): StorageLayer =>
  Layer.sync(Storage, () => {
    const file = join(dir, STATE_FILE_NAME)
    const update = (change: (state: FileStorageState) => void) =>
      Effect.sync(() => {
        const state = readState(file)
        change(state)
        mkdirSync(dir, { recursive: true })
        const temp = `${file}.${process.pid}.${Date.now()}.tmp`
        writeFileSync(temp, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 })
        renameSync(temp, file)
      })
    return Storage.of({
      get: (key) => Effect.sync(() => readState(file).cookies[key]),
      set: (key, value) =>
        update((state) => {
          state.cookies[key] = value
        }),
      remove: (key) =>
        update((state) => {
          delete state.cookies[key]
        }),
      getLocal: (key) => Effect.sync(() => readState(file).local[key]),
      setLocal: (key, value) =>
        update((state) => {
          state.local[key] = value
        }),
      clearLocal: () =>
        update((state) => {
          delete state.local.customerEmail
          delete state.local.customerToken
        }),
    })
  })
