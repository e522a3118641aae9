import { type SQL, sql } from "drizzle-orm"

/**
 * What the server reads the time from for token lifetimes, reset links, lockouts and rate-limit
 * windows: the system's by default, a test's own (see `manualClock` in the testing entry) so a
 * test moves time on instead of waiting for it.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  readonly now: () => number
  /** The current instant in SQL, for timestamps the database compares and stores. */
  readonly sqlNow: () => SQL
}

/** The system's time; in SQL the database's `now()`: one clock for every server process. */
export const systemClock: Clock = {
  now: () => Date.now(),
  sqlNow: () => sql`now()`,
}

/** A clock standing at `startMs` that moves only when told (`advance`, `set`). */
export interface ManualClock extends Clock {
  readonly advance: (ms: number) => void
  readonly set: (ms: number) => void
}

export const manualClock = (startMs: number): ManualClock => {
  let at = startMs
  return {
    now: () => at,
    sqlNow: () => sql`${new Date(at).toISOString()}::timestamptz`,
    advance: (ms) => {
      at += ms
    },
    set: (ms) => {
      at = ms
    },
  }
}
