import type { Db } from "../db/database.js"
import { inputError } from "../graphql/errors.js"
import { processCache } from "../platform/processCache.js"
import { findDefaultStoreView, listAllStoreViews, type StoreView } from "./storeRepository.js"

// Magento's StoreGraphQl HttpRequestValidator\StoreValidator text (category graphql-input),
// naming the code asked for.
export const storeNotFound = (code: string): string => `Requested store is not found (${code})`

/**
 * How long a process keeps the store views: they change only with a seed or an admin edit,
 * and reading them cost every request a round trip. Another process's edit shows within this.
 */
export const STORE_VIEWS_TTL_MS = 10_000

interface StoreViews {
  readonly byCode: ReadonlyMap<string, StoreView>
  readonly byId: ReadonlyMap<number, StoreView>
  readonly fallback: StoreView | undefined
}

const storeViews = processCache<Db, StoreViews>(STORE_VIEWS_TTL_MS, async (db) => {
  const [all, fallback] = await Promise.all([listAllStoreViews(db), findDefaultStoreView(db)])
  return {
    byCode: new Map(all.map((s) => [s.code, s])),
    byId: new Map(all.map((s) => [s.id, s])),
    fallback,
  }
})

/** The website a store view belongs to (from this process's copy of the store views). */
export const websiteOfStore = async (db: Db, storeId: number): Promise<number | undefined> =>
  (await storeViews.get(db)).byId.get(storeId)?.websiteId

/** Drops this process's copy of the store views (after changing them). */
export const forgetStoreViews = (db: Db): void => storeViews.invalidate(db)

/**
 * The store view a request runs in: the `Store` header's, or the default one. Like Magento, an
 * unknown or disabled store fails the whole request; "default" (any case) means the default view.
 */
export const resolveRequestStore = async (db: Db, header: string | null): Promise<StoreView> => {
  const views = await storeViews.get(db)
  const code = header?.trim() ?? ""
  if (code !== "") {
    const store = views.byCode.get(code)
    if (store?.isActive === true) return store
    if (store !== undefined || code.toLowerCase() !== "default")
      throw inputError(storeNotFound(code))
  }
  if (views.fallback === undefined) throw new Error("The database holds no default store view")
  return views.fallback
}
