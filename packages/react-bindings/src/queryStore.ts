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

/**
 * The settled reads of a server render, as JSON: data as it came, failures reduced to their
 * tag and message (a failed entry is fetched again by the client, like any failed entry).
 */
export type DehydratedQueries = Readonly<
  Record<
    string,
    | { readonly status: "done"; readonly data: unknown }
    | {
        readonly status: "failed"
        readonly error: { readonly _tag?: string; readonly message: string }
      }
  >
>

export interface QueryStoreOptions {
  readonly loadingDelayMs?: number
  /** Entries a server render settled (from `dehydrate()`), so the first render fetches nothing. */
  readonly initial?: DehydratedQueries
  /**
   * Server rendering: effects never run there, so `useQuery` starts its fetch during render and
   * suspends until it has settled; one `prerender` waits for all of them. Each key is fetched
   * once (a failure is rendered, and retried by the client).
   */
  readonly serverRender?: boolean
}

export interface QueryStore {
  readonly entries: Record<string, QueryEntry>
  /** Starts the fetch for `key` unless it is cached or in flight (failed entries retry). */
  readonly ensure: (key: string, fetch: () => Promise<unknown>) => void
  /** Always runs `fetch` (a mutation): the entry shows its busy, result or error state. */
  readonly run: <A>(key: string, fetch: () => Promise<A>) => Promise<A>
  /**
   * Starts the fetch for `key` like `ensure` and resolves once the entry has settled (never
   * rejects); the same promise while it is in flight, so a suspended render can wait on it.
   */
  readonly whenSettled: (key: string, fetch: () => Promise<unknown>) => Promise<void>
  /** Forgets `key` so the next `ensure` fetches again. */
  readonly invalidate: (key: string) => void
  /** See `QueryStoreOptions.serverRender`. */
  readonly serverRender: boolean
  /** The settled entries, JSON-serialisable, for `createQueryStore({ initial })` elsewhere. */
  readonly dehydrate: () => DehydratedQueries
}

// Kept as refs so the SDK's tagged errors and models stay the same instances (`_tag`, `instanceof`).
const keep = <T>(value: T): T =>
  typeof value === "object" && value !== null ? (ref(value) as T) : value

const errorSummary = (error: unknown): { readonly _tag?: string; readonly message: string } => {
  const tag =
    typeof error === "object" && error !== null && "_tag" in error && typeof error._tag === "string"
      ? error._tag
      : undefined
  const message = error instanceof Error ? error.message : String(error)
  return tag === undefined ? { message } : { _tag: tag, message }
}

const fromDehydrated = (initial: DehydratedQueries): Record<string, QueryEntry> =>
  Object.fromEntries(
    Object.entries(initial).map(([key, entry]) => [
      key,
      entry.status === "done"
        ? { status: "done", showLoading: false, data: keep(entry.data), error: undefined }
        : { status: "failed", showLoading: false, data: undefined, error: keep(entry.error) },
    ]),
  )

export const createQueryStore = (options: QueryStoreOptions = {}): QueryStore => {
  const delay = options.loadingDelayMs ?? LOADING_DISPLAY_DELAY_MS
  const serverRender = options.serverRender ?? false
  const entries = proxy<Record<string, QueryEntry>>(fromDehydrated(options.initial ?? {}))
  const pending = new Map<string, Promise<void>>()
  const start = <A>(key: string, fetch: () => Promise<A>): Promise<A> => {
    entries[key] = { status: "loading", showLoading: false, data: undefined, error: undefined }
    const entry = entries[key]
    const timer = setTimeout(() => {
      if (entry.status === "loading") entry.showLoading = true
    }, delay)
    const settled = fetch()
    const done = settled.then(
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
    pending.set(key, done)
    void done.then(() => {
      if (pending.get(key) === done) pending.delete(key)
    })
    return settled
  }
  const ensure = (key: string, fetch: () => Promise<unknown>) => {
    const existing = entries[key]
    // A server render settles each key once: a failure is rendered, and retried by the client.
    const retry = existing?.status === "failed" && !serverRender
    if (existing !== undefined && !retry) return
    start(key, fetch).catch(() => {})
  }
  const whenSettled = (key: string, fetch: () => Promise<unknown>): Promise<void> => {
    ensure(key, fetch)
    return pending.get(key) ?? Promise.resolve()
  }
  const run = <A>(key: string, fetch: () => Promise<A>): Promise<A> => start(key, fetch)
  const invalidate = (key: string) => {
    delete entries[key]
  }
  const dehydrate = (): DehydratedQueries => {
    const settledEntries: Record<string, DehydratedQueries[string]> = {}
    for (const [key, entry] of Object.entries(entries)) {
      if (entry.status === "done") settledEntries[key] = { status: "done", data: entry.data }
      if (entry.status === "failed")
        settledEntries[key] = { status: "failed", error: errorSummary(entry.error) }
    }
    return settledEntries
  }
  return {
    entries,
    ensure,
    whenSettled,
    run,
    invalidate,
    serverRender,
    dehydrate,
  }
}
