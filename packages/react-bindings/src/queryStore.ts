import { proxy, ref } from "valtio"

/** Spec §9: a fetch must take this long before the UI shows a loading state (no flicker). */
export const LOADING_DISPLAY_DELAY_MS = 200

/** One cached read: busy and error state live here, not in components. */
export interface QueryEntry {
  status: "loading" | "done" | "failed"
  /** True once the fetch has been pending for `LOADING_DISPLAY_DELAY_MS` (spec §9). */
  showLoading: boolean
  data: unknown
  error: unknown
}

export interface QueryStore {
  readonly entries: Record<string, QueryEntry>
  /** Starts the fetch for `key` unless it is cached or in flight (failed entries retry). */
  readonly ensure: (key: string, fetch: () => Promise<unknown>) => void
  /** Always runs `fetch` (a mutation): the entry shows its busy, result or error state. */
  readonly run: <A>(key: string, fetch: () => Promise<A>) => Promise<A>
  /** Forgets `key` so the next `ensure` fetches again. */
  readonly invalidate: (key: string) => void
}

// Kept as refs so the SDK's tagged errors and models stay the same instances (`_tag`, `instanceof`).
const keep = <T>(value: T): T =>
  typeof value === "object" && value !== null ? (ref(value) as T) : value

export const createQueryStore = (
  options: { readonly loadingDelayMs?: number } = {},
): QueryStore => {
  const delay = options.loadingDelayMs ?? LOADING_DISPLAY_DELAY_MS
  const entries = proxy<Record<string, QueryEntry>>({})
  const start = <A>(key: string, fetch: () => Promise<A>): Promise<A> => {
    entries[key] = { status: "loading", showLoading: false, data: undefined, error: undefined }
    const entry = entries[key]
    const timer = setTimeout(() => {
      if (entry.status === "loading") entry.showLoading = true
    }, delay)
    const settled = fetch()
    settled.then(
      (data) => {
        clearTimeout(timer)
        entry.data = keep(data)
        entry.status = "done"
        entry.showLoading = false
      },
      (error: unknown) => {
        clearTimeout(timer)
        entry.error = keep(error)
        entry.status = "failed"
        entry.showLoading = false
      },
    )
    return settled
  }
  const ensure = (key: string, fetch: () => Promise<unknown>) => {
    const existing = entries[key]
    if (existing !== undefined && existing.status !== "failed") return
    start(key, fetch).catch(() => {})
  }
  const run = <A>(key: string, fetch: () => Promise<A>): Promise<A> => start(key, fetch)
  const invalidate = (key: string) => {
    delete entries[key]
  }
  return { entries, ensure, run, invalidate }
}
