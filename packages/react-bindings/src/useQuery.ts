import { use, useEffect, useRef } from "react"
import { useSnapshot } from "valtio"
import { useStorefrontContext } from "./useStorefront.js"

/** A promise React reads as already fulfilled (its `status`), so `use` returns at once. */
const SETTLED: Promise<void> = Object.assign(Promise.resolve(), {
  status: "fulfilled",
  value: undefined,
})

/** What every data hook returns. */
export interface QueryResult<A> {
  /** The data for the current key, or (while the next key loads) the previous key's data. */
  readonly data: A | undefined
  readonly error: unknown
  /** A fetch is in flight. */
  readonly loading: boolean
  /** In flight for at least 200 ms: the moment to show a skeleton (spec §9). */
  readonly showLoading: boolean
  /** `data` belongs to an earlier key (kept so a listing does not blank out between pages). */
  readonly stale: boolean
}

/**
 * When a render waits (suspends) for the data instead of going on without it:
 * - "key": while this key has no data (a page whose earlier data is of no use: another route,
 *   another product);
 * - "empty": while there is nothing at all to show (the caller's first data; later keys show
 *   the earlier data as `stale`, as without the option).
 * Inside a navigation (a deferred or transition render) React then keeps the current page on
 * screen until the data is there. On the server (`serverRender`) every read waits for its
 * data, whatever the option: the HTML is rendered once, complete.
 */
export type SuspendWhile = "key" | "empty"

/**
 * Reads one cached SDK call by key. `key` undefined means "not needed yet": nothing is fetched.
 * Selects only this key's leaves of the query store, so other keys do not re-render the caller.
 */
export const useQuery = <A>(
  key: string | undefined,
  fetch: () => Promise<A>,
  options: { readonly suspendWhile?: SuspendWhile } = {},
): QueryResult<A> => {
  const { queries } = useStorefrontContext()
  const fetchRef = useRef(fetch)
  fetchRef.current = fetch
  const last = useRef<A | undefined>(undefined)
  const status = key === undefined ? undefined : queries.entries[key]?.status
  // No effect runs on the server: the fetch starts here and `prerender` waits for it.
  const waits =
    key !== undefined &&
    (status === undefined || status === "loading") &&
    (queries.serverRender ||
      options.suspendWhile === "key" ||
      (options.suspendWhile === "empty" && last.current === undefined))
  // Called on every render, so each `use` keeps its place: React replays a suspended render's
  // earlier `use` calls by position, and a call that only sometimes happens would be handed
  // another read's settled promise instead of waiting for its own.
  use(waits ? queries.whenSettled(key, fetch) : SETTLED)
  useEffect(() => {
    if (key !== undefined) queries.ensure(key, () => fetchRef.current())
  }, [key, queries])
  const snapshot = useSnapshot(queries.entries)
  const entry = key === undefined ? undefined : snapshot[key]
  if (entry?.status === "done") last.current = entry.data as A
  const current = entry?.status === "done" ? (entry.data as A) : undefined
  return {
    data: current ?? (entry?.status === "failed" ? undefined : last.current),
    error: entry?.status === "failed" ? entry.error : undefined,
    loading: key !== undefined && (entry === undefined || entry.status === "loading"),
    showLoading: entry?.showLoading ?? false,
    stale: current === undefined && entry?.status !== "failed" && last.current !== undefined,
  }
}
