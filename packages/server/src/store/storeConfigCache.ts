// Every store view's config values, kept per process for the order confirmation e-mail (its
// logo, locale and time zone), which placeOrder otherwise read with two statements per order,
// for the checks of an address a shopper types (`addressConfigOf`), for whether reviews are
// shown (`reviewSettings`), for whether wish lists are on (`wishlistEnabled`) and for a signed-in
// customer's confirmation status (`confirmationRequired`).
// They change only through the store admin (which drops this copy at once) or a seed; another
// process sees an admin change within STORE_VIEWS_TTL_MS, as it does a store view's. Other
// GraphQL answers (storeConfig, route…) keep reading the settings per request
// (storeConfigLoader): they can be cached, and a process's stale copy must not outlive the
// cache's invalidation. Reviews are cached under their products' tags, which a change of a
// setting does not purge either way.
import type { Db } from "../db/database.js"
import { storeConfig } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"
import { processCache } from "../platform/processCache.js"
import { STORE_VIEWS_TTL_MS } from "./requestStore.js"
import type { StoreConfigValues } from "./storeRepository.js"

type StoreConfigs = ReadonlyMap<number, StoreConfigValues>

const EMPTY: StoreConfigValues = new Map()

const loadAll = async (db: Queryable): Promise<StoreConfigs> => {
  const rows = await db
    .select({ storeId: storeConfig.storeId, path: storeConfig.path, value: storeConfig.value })
    .from(storeConfig)
  const byStore = new Map<number, Map<string, string | number | boolean | null>>()
  for (const row of rows) {
    let values = byStore.get(row.storeId)
    if (values === undefined) {
      values = new Map()
      byStore.set(row.storeId, values)
    }
    values.set(row.path, row.value ?? null)
  }
  return byStore
}

const cache = processCache<Db, StoreConfigs>(STORE_VIEWS_TTL_MS, loadAll)

/**
 * A store view's config values from this process's copy. When the copy is cold it is read
 * through `via`: pass the open transaction, never a second connection from inside one.
 */
export const cachedStoreConfig = async (
  db: Db,
  storeId: number,
  via: Queryable = db,
): Promise<StoreConfigValues> => (await cache.get(db, () => loadAll(via))).get(storeId) ?? EMPTY

/** Drops this process's copy (after changing a store setting). */
export const forgetStoreConfig = (db: Db): void => cache.invalidate(db)

/**
 * A setting as text, the way Magento's core_config_data holds it (what `value #>> '{}'` reads:
 * a JSON string unquoted, a number or boolean as written, null for none).
 */
export const configText = (values: StoreConfigValues, path: string): string | null => {
  const value = values.get(path)
  if (value === undefined || value === null) return null
  return typeof value === "string" ? value : JSON.stringify(value)
}
