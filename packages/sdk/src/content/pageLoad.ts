// Spec §9 page-load timings and §4/§8 chunk-load failure. Pure: "@shutter/sdk/rules" exports it.

/** Spec §9: the page-load progress bar runs over 5000 ms... */
export const PROGRESS_DURATION_MS = 5000
/** ...and shows only once a load has lasted 200 ms (quick loads never flash it). */
export const PROGRESS_THROTTLE_MS = 200

/** Spec §9 chunk-reload guard: after a reload for a failed chunk, no other within 60 s. */
export const CHUNK_RELOAD_GUARD_MS = 60_000

/** Where a browser keeps the time of its last chunk-failure reload (session storage). */
export const CHUNK_RELOAD_KEY = "shutter-chunk-reload"

/**
 * Spec §4: a chunk that fails to load (typically a new deployment replaced it) reloads the page,
 * but only if the last such reload (ms since epoch, as stored) is absent, unreadable or at least
 * `CHUNK_RELOAD_GUARD_MS` old: a chunk that is missing for good never reloads in a loop.
 */
export const chunkReloadAllowed = (lastReload: string | null | undefined, now: number): boolean => {
  const last = Number(lastReload)
  if (lastReload == null || lastReload === "" || !Number.isFinite(last)) return true
  // A time in the future (a clock set back) does not block reloads for ever.
  return now - last >= CHUNK_RELOAD_GUARD_MS || last > now
}
