import { CHUNK_RELOAD_KEY, chunkReloadAllowed } from "@shutter/sdk/rules"

/** What the guard needs of a window (a stand-in in tests). */
export type ChunkReloadWindow = Pick<Window, "addEventListener" | "sessionStorage"> & {
  readonly location: Pick<Location, "reload">
}

/**
 * Spec §4, §8: a page chunk that fails to load (a deployment replaced it) reloads the page, at
 * most once per 60 s: the reload's time is kept in session storage, so a chunk missing for good
 * never reloads in a loop. Without session storage there is no guard, so no reload either.
 */
export const reloadOnChunkFailure = (win: ChunkReloadWindow = window): void => {
  const reload = (): boolean => {
    try {
      const now = Date.now()
      if (!chunkReloadAllowed(win.sessionStorage.getItem(CHUNK_RELOAD_KEY), now)) return false
      win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now))
    } catch {
      return false
    }
    win.location.reload()
    return true
  }
  // Vite's event for a failed dynamic import or its CSS (every lazy import of the app goes
  // through Vite's preload helper); handled, the import is not rethrown.
  win.addEventListener("vite:preloadError", (event) => {
    if (reload()) event.preventDefault()
  })
}
