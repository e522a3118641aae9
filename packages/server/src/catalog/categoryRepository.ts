// Category reads. The category table is small (hundreds of rows), so a process keeps it whole
// and walks the tree in memory: children, breadcrumbs and filters cost no query.
import { asc } from "drizzle-orm"
import { columnsByName } from "../db/columnsByName.js"
import type { Db } from "../db/database.js"
import { categories } from "../db/schema.js"
import { processCache } from "../platform/processCache.js"
import { STORE_VIEWS_TTL_MS } from "../store/requestStore.js"

const allCategories = (db: Db) =>
  db
    .select(columnsByName(categories))
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.position), asc(categories.id))

/** A `categories` row (column names as keys). */
export type CategoryRow = Awaited<ReturnType<typeof allCategories>>[number]

export interface CategoryIndex {
  readonly byId: ReadonlyMap<number, CategoryRow>
  readonly children: ReadonlyMap<number, readonly CategoryRow[]>
  readonly all: readonly CategoryRow[]
}

const readCategoryIndex = async (db: Db): Promise<CategoryIndex> => {
  const all = await allCategories(db)
  const byId = new Map(all.map((c) => [c.id, c]))
  const children = new Map<number, CategoryRow[]>()
  for (const c of all) {
    const list = children.get(c.parent_id)
    if (list === undefined) children.set(c.parent_id, [c])
    else list.push(c)
  }
  return { byId, children, all }
}

/**
 * The tree is written only by the catalogue seed and an import (whose index rebuild sets the
 * product counts), so a process keeps it like the store views: a product page read the whole
 * table (every column, ~50 kB on the fixtures) on each request for its breadcrumbs. An import
 * drops this process's copy at once; another process sees it within STORE_VIEWS_TTL_MS.
 */
const categoryIndexCache = processCache<Db, CategoryIndex>(STORE_VIEWS_TTL_MS, readCategoryIndex)

/** The category tree, from this process's copy (rows are shared: read them, never change them). */
export const loadCategoryIndex = (db: Db): Promise<CategoryIndex> => categoryIndexCache.get(db)

/** Drops this process's copy of the tree (after an import rebuilt the category index). */
export const forgetCategoryIndex = (db: Db): void => categoryIndexCache.invalidate(db)

/** What the category aggregation shows of a category. */
export type CategoryName = Pick<CategoryRow, "id" | "uid" | "parent_id" | "level" | "name">

// Like attributes, categories change only with the catalogue seed (a deployment): the
// aggregations read their names once per database instead of once per request.
const namesCache = new WeakMap<Db, Promise<readonly CategoryName[]>>()

export const categoryNames = (db: Db): Promise<readonly CategoryName[]> => {
  let entry = namesCache.get(db)
  if (entry === undefined) {
    entry = db
      .select({
        id: categories.id,
        uid: categories.uid,
        parent_id: categories.parentId,
        level: categories.level,
        name: categories.name,
      })
      .from(categories)
      .orderBy(asc(categories.level), asc(categories.position), asc(categories.id))
      .then((rows) => rows)
    entry.catch(() => namesCache.delete(db))
    namesCache.set(db, entry)
  }
  return entry
}
