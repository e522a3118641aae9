// The currency a request's prices are shown in (Magento's display currency): the Content-Currency
// header when the store view allows it, else the view's default display currency; amounts are
// converted from the base currency at the directory's rate.
import { inArray } from "drizzle-orm"
import type { Db } from "../db/database.js"
import { currencyRates, storeConfig, storeCurrencies } from "../db/schema.js"
import { processCache } from "../platform/processCache.js"
import { STORE_VIEWS_TTL_MS } from "./requestStore.js"
import type { StoreView } from "./storeRepository.js"

export interface DisplayCurrency {
  readonly code: string
  /** Base → display rate (1 for the base currency). */
  readonly rate: number
}

interface StoreCurrencies {
  readonly base: string | undefined
  readonly display: string | undefined
  readonly allowed: ReadonlySet<string>
}

interface Directory {
  readonly stores: ReadonlyMap<number, StoreCurrencies>
  /** `${from}>${to}` → rate */
  readonly rates: ReadonlyMap<string, number>
}

const directory = processCache<Db, Directory>(STORE_VIEWS_TTL_MS, async (db) => {
  const [config, allowed, rates] = await Promise.all([
    db
      .select({ storeId: storeConfig.storeId, path: storeConfig.path, value: storeConfig.value })
      .from(storeConfig)
      .where(inArray(storeConfig.path, ["base_currency_code", "default_display_currency_code"])),
    db
      .select({ storeId: storeCurrencies.storeId, code: storeCurrencies.currencyCode })
      .from(storeCurrencies),
    db
      .select({
        from: currencyRates.currencyFrom,
        to: currencyRates.currencyTo,
        rate: currencyRates.rate,
      })
      .from(currencyRates),
  ])
  const stores = new Map<number, { base?: string; display?: string; allowed: Set<string> }>()
  const storeOf = (id: number) => {
    let entry = stores.get(id)
    if (entry === undefined) {
      entry = { allowed: new Set() }
      stores.set(id, entry)
    }
    return entry
  }
  for (const row of config) {
    if (typeof row.value !== "string") continue
    if (row.path === "base_currency_code") storeOf(row.storeId).base = row.value
    else storeOf(row.storeId).display = row.value
  }
  for (const row of allowed) storeOf(row.storeId).allowed.add(row.code)
  return {
    stores: new Map(
      [...stores].map(([id, s]) => [id, { base: s.base, display: s.display, allowed: s.allowed }]),
    ),
    rates: new Map(rates.map((r) => [`${r.from}>${r.to}`, Number(r.rate)])),
  }
})

/**
 * The display currency of a request to `store` with this Content-Currency header. A currency
 * the view does not allow, or one without a rate, leaves the view's default; a view with no
 * rate for its default shows the base currency.
 */
export const resolveDisplayCurrency = async (
  db: Db,
  store: StoreView,
  header: string | null,
): Promise<DisplayCurrency> => {
  const { stores, rates } = await directory.get(db)
  const own = stores.get(store.id)
  const base = own?.base ?? "USD"
  const rateTo = (code: string | undefined): number | undefined =>
    code === undefined ? undefined : code === base ? 1 : rates.get(`${base}>${code}`)
  const requested = header?.trim().toUpperCase()
  for (const code of [requested, own?.display]) {
    if (code === undefined || code === "" || !(own?.allowed.has(code) ?? false)) continue
    const rate = rateTo(code)
    if (rate !== undefined && rate > 0) return { code, rate }
  }
  return { code: base, rate: 1 }
}

/** Drops this process's copy of currencies and rates (after changing them). */
export const forgetDisplayCurrencies = (db: Db): void => directory.invalidate(db)
