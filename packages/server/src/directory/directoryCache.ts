// Countries and regions, kept per process: only the directory seed writes them, so an address a
// shopper types is checked against this copy instead of two statements of its own.
import { asc } from "drizzle-orm"
import type { Db } from "../db/database.js"
import { countries, regions } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"
import { processCache } from "../platform/processCache.js"
import { STORE_VIEWS_TTL_MS } from "../store/requestStore.js"

export type RegionRow = Pick<typeof regions.$inferSelect, "id" | "code" | "name">

export interface Directory {
  /** Country names by country id ("US"). */
  readonly countryNames: ReadonlyMap<string, string>
  /** Each country's regions, in id order (a country without any has none here). */
  readonly regionsOf: ReadonlyMap<string, readonly RegionRow[]>
}

const loadDirectory = async (db: Queryable): Promise<Directory> => {
  // One after the other: `db` may be an open transaction.
  const countryRows = await db.select({ id: countries.id, name: countries.name }).from(countries)
  const regionRows = await db
    .select({
      id: regions.id,
      countryId: regions.countryId,
      code: regions.code,
      name: regions.name,
    })
    .from(regions)
    .orderBy(asc(regions.id))
  const regionsOf = new Map<string, RegionRow[]>()
  for (const { countryId, ...region } of regionRows) {
    const list = regionsOf.get(countryId)
    if (list === undefined) regionsOf.set(countryId, [region])
    else list.push(region)
  }
  return { countryNames: new Map(countryRows.map((c) => [c.id, c.name])), regionsOf }
}

const cache = processCache<Db, Directory>(STORE_VIEWS_TTL_MS, loadDirectory)

/**
 * The countries and regions from this process's copy. When the copy is cold it is read through
 * `via`: pass the open transaction, never a second connection from inside one.
 */
export const cachedDirectory = (db: Db, via: Queryable = db): Promise<Directory> =>
  cache.get(db, () => loadDirectory(via))
