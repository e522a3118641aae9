import { and, asc, desc, eq, inArray, or } from "drizzle-orm"
import type { Db } from "../db/database.js"
import { cmsBlocks, cmsPages, megaMenuGroups, megaMenuItems } from "../db/schema.js"

export type CmsPageRow = typeof cmsPages.$inferSelect
export type CmsBlockRow = typeof cmsBlocks.$inferSelect
export type MegaMenuItemRow = typeof megaMenuItems.$inferSelect

// Store id 0 means "all store views"; a row of the store view itself wins over it.
const inStore = (column: typeof cmsPages.storeId | typeof cmsBlocks.storeId, storeId: number) =>
  or(eq(column, 0), eq(column, storeId))

/** The page with this identifier in the store view, active or not (the caller decides). */
export const findCmsPageByIdentifier = async (
  db: Db,
  identifier: string,
  storeId: number,
): Promise<CmsPageRow | undefined> => {
  const rows = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.identifier, identifier), inStore(cmsPages.storeId, storeId)))
    .orderBy(desc(cmsPages.storeId))
    .limit(1)
  return rows[0]
}

export const findCmsPageById = async (db: Db, pageId: number): Promise<CmsPageRow | undefined> => {
  const rows = await db.select().from(cmsPages).where(eq(cmsPages.pageId, pageId))
  return rows[0]
}

/** Active blocks of the store view whose identifier (or numeric id) is among `keys`. */
export const findActiveCmsBlocks = async (
  db: Db,
  keys: readonly string[],
  storeId: number,
): Promise<CmsBlockRow[]> => {
  const ids = keys.filter((key) => /^\d+$/.test(key)).map(Number)
  return db
    .select()
    .from(cmsBlocks)
    .where(
      and(
        eq(cmsBlocks.isActive, true),
        inStore(cmsBlocks.storeId, storeId),
        or(
          inArray(cmsBlocks.identifier, [...keys]),
          ids.length > 0 ? inArray(cmsBlocks.blockId, ids) : undefined,
        ),
      ),
    )
    .orderBy(asc(cmsBlocks.storeId))
}

/** Every item of the mega-menu group with this title, in menu order; empty when unknown. */
export const listMegaMenuItems = async (db: Db, title: string): Promise<MegaMenuItemRow[]> => {
  const rows = await db
    .select({ item: megaMenuItems })
    .from(megaMenuItems)
    .innerJoin(megaMenuGroups, eq(megaMenuItems.groupId, megaMenuGroups.groupId))
    .where(eq(megaMenuGroups.title, title))
    .orderBy(asc(megaMenuItems.position))
  return rows.map((row) => row.item)
}
