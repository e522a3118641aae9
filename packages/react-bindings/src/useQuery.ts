import { useEffect, useRef } from "react"
import { useSnapshot } from "valtio"
import { useStorefrontContext } from "./useStorefront.js"

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
 * Reads one cached SDK call by key. `key` undefined means "not needed yet": nothing is fetched.
 * Selects only this key's leaves of the query store, so other keys do not re-render the caller.
 */
export const useQuery = <A>(key: string | undefined, fetch: () => Promise<A>): QueryResult<A> => {
  const { queries } = useStorefrontContext()
  const fetchRef = useRef(fetch)
  fetchRef.current = fetch
  // On the server no effect runs: the fetch starts here and the renderer renders again once
  // it has settled (see `QueryStoreOptions.startDuringRender`).
  if (queries.startDuringRender && key !== undefined) queries.ensure(key, fetch)
  useEffect(() => {
    if (key !== undefined) queries.ensure(key, () => fetchRef.current())
  }, [key, queries])
  const snapshot = useSnapshot(queries.entries)
  const entry = key === undefined ? undefined : snapshot[key]
  const last = useRef<A | undefined>(undefined)
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
