// Category reads. The category table is small (hundreds of rows), so a request loads it whole
// once and walks the tree in memory: children, breadcrumbs and filters cost no further query.
import { sql } from "drizzle-orm"
import type { Db } from "../db/database.js"
import { rowsOf } from "./productRepository.js"

export interface CategoryRow {
  readonly id: number
  readonly uid: string
  readonly parent_id: number
  readonly path: string
  readonly level: number
  readonly position: number
  readonly name: string
  readonly url_key: string
  readonly url_path: string
  readonly include_in_menu: number
  readonly is_anchor: number
  readonly display_mode: string
  readonly default_sort_by: string
  readonly description: string | null
  readonly image: string | null
  readonly meta_title: string | null
  readonly meta_description: string | null
  readonly meta_keywords: string | null
  readonly created_at: string
  readonly product_count: number
}

export interface CategoryIndex {
  readonly byId: ReadonlyMap<number, CategoryRow>
  readonly children: ReadonlyMap<number, readonly CategoryRow[]>
  readonly all: readonly CategoryRow[]
}

export const loadCategoryIndex = async (db: Db): Promise<CategoryIndex> => {
  const all = await rowsOf<CategoryRow>(
    db,
    sql`select * from categories order by level, position, id`,
  )
  const byId = new Map(all.map((c) => [c.id, c]))
  const children = new Map<number, CategoryRow[]>()
  for (const c of all) {
    const list = children.get(c.parent_id)
    if (list === undefined) children.set(c.parent_id, [c])
    else list.push(c)
  }
  return { byId, children, all }
}

/** What the category aggregation shows of a category. */
export type CategoryName = Pick<CategoryRow, "id" | "uid" | "parent_id" | "level" | "name">

// Like attributes, categories change only with the catalogue seed (a deployment): the
// aggregations read their names once per database instead of once per request.
const namesCache = new WeakMap<Db, Promise<readonly CategoryName[]>>()

export const categoryNames = (db: Db): Promise<readonly CategoryName[]> => {
  let entry = namesCache.get(db)
  if (entry === undefined) {
    entry = rowsOf<CategoryName>(
      db,
      sql`select id, uid, parent_id, level, name from categories order by level, position, id`,
    )
    entry.catch(() => namesCache.delete(db))
    namesCache.set(db, entry)
  }
  return entry
}
