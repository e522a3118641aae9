import type { CategoryNode, CmsBlock, CmsPage, ObservableState, TickerState } from "@shutter/sdk"
import { useCallback, useEffect, useSyncExternalStore } from "react"
import { useSnapshot } from "valtio"
import { type QueryResult, useQuery } from "./useQuery.js"
import { useStorefrontContext } from "./useStorefront.js"

const useObservable = <A>(state: ObservableState<A>): A =>
  useSyncExternalStore(state.subscribe, state.get, state.get)

export const useCmsPage = (identifier: string | undefined): QueryResult<CmsPage> => {
  const { storefront } = useStorefrontContext()
  return useQuery(identifier === undefined ? undefined : `cmsPage:${identifier}`, () =>
    storefront.content.cmsPage({ identifier: identifier ?? "" }),
  )
}

export const useCmsBlocks = (
  identifiers: ReadonlyArray<string> | undefined,
): QueryResult<ReadonlyArray<CmsBlock>> => {
  const { storefront } = useStorefrontContext()
  const key = identifiers === undefined ? undefined : `cmsBlocks:${identifiers.join(",")}`
  return useQuery(key, () => storefront.content.cmsBlocks({ identifiers: identifiers ?? [] }))
}

/** Spec §4 Ticker: loads once, then "hidden" or "shown"; call only on the client. */
export const useTicker = (): TickerState => {
  const { storefront, queries } = useStorefrontContext()
  useEffect(() => {
    queries.ensure("ticker", () => storefront.content.loadTicker())
  }, [storefront, queries])
  return useObservable(storefront.content.ticker)
}

export interface CategoryTreeResult {
  /** null until first needed (spec §4 Categories). */
  readonly data: ReadonlyArray<CategoryNode> | null
  readonly loading: boolean
  readonly error: unknown
  /** Loads the tree if it is not loaded (once; a failed load can be retried). */
  readonly load: () => Promise<void>
}

/** The menu's category tree, loaded lazily: nothing is fetched until `load()`. */
export const useCategoryTree = (): CategoryTreeResult => {
  const { storefront, queries } = useStorefrontContext()
  const data = useObservable(storefront.content.categories)
  const entry = useSnapshot(queries.entries).categoryTree
  const load = useCallback(async (): Promise<void> => {
    if (storefront.content.categories.get() !== null) return
    await queries.run("categoryTree", () => storefront.content.loadCategories())
  }, [storefront, queries])
  return {
    data,
    loading: entry?.status === "loading",
    error: entry?.status === "failed" ? entry.error : undefined,
    load,
  }
}
