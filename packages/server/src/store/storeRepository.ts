// Every SQL query of the store domain.
import { and, asc, eq, inArray } from "drizzle-orm"
import type { Db } from "../db/database.js"
import { storeConfig, storeGroups, stores, websites } from "../db/schema.js"

/** A store view with its group and website, as the StoreConfig identity fields need it. */
export interface StoreView {
  readonly id: number
  readonly code: string
  readonly name: string
  readonly sortOrder: number
  readonly isActive: boolean
  readonly isDefaultStore: boolean
  readonly groupId: number
  readonly groupCode: string
  readonly groupName: string
  readonly isDefaultGroup: boolean
  readonly rootCategoryUid: string
  readonly websiteId: number
  readonly websiteCode: string
  readonly websiteName: string
}

export type StoreConfigValues = ReadonlyMap<string, string | number | boolean | null>

const storeViewColumns = {
  id: stores.id,
  code: stores.code,
  name: stores.name,
  sortOrder: stores.sortOrder,
  isActive: stores.isActive,
  groupId: storeGroups.id,
  groupCode: storeGroups.code,
  groupName: storeGroups.name,
  groupDefaultStoreCode: storeGroups.defaultStoreCode,
  rootCategoryUid: storeGroups.rootCategoryUid,
  websiteId: websites.id,
  websiteCode: websites.code,
  websiteName: websites.name,
  websiteDefaultGroupCode: websites.defaultGroupCode,
  websiteIsDefault: websites.isDefault,
}

const selectStoreViews = (db: Db) =>
  db
    .select(storeViewColumns)
    .from(stores)
    .innerJoin(storeGroups, eq(stores.groupId, storeGroups.id))
    .innerJoin(websites, eq(storeGroups.websiteId, websites.id))

type StoreViewRow = Awaited<ReturnType<ReturnType<typeof selectStoreViews>["execute"]>>[number]

const toStoreView = (row: StoreViewRow): StoreView => ({
  id: row.id,
  code: row.code,
  name: row.name,
  sortOrder: row.sortOrder,
  isActive: row.isActive,
  isDefaultStore: row.groupDefaultStoreCode === row.code,
  groupId: row.groupId,
  groupCode: row.groupCode,
  groupName: row.groupName,
  isDefaultGroup: row.websiteDefaultGroupCode === row.groupCode,
  rootCategoryUid: row.rootCategoryUid,
  websiteId: row.websiteId,
  websiteCode: row.websiteCode,
  websiteName: row.websiteName,
})

export const findStoreViewByCode = async (db: Db, code: string): Promise<StoreView | undefined> => {
  const rows = await selectStoreViews(db).where(eq(stores.code, code))
  return rows[0] === undefined ? undefined : toStoreView(rows[0])
}

/** The default website's default group's default store view. */
export const findDefaultStoreView = async (db: Db): Promise<StoreView | undefined> => {
  const rows = await selectStoreViews(db).where(
    and(
      eq(websites.isDefault, true),
      eq(storeGroups.code, websites.defaultGroupCode),
      eq(stores.code, storeGroups.defaultStoreCode),
    ),
  )
  return rows[0] === undefined ? undefined : toStoreView(rows[0])
}

/** Every store view, active or not (the request store cache holds them all). */
export const listAllStoreViews = async (db: Db): Promise<StoreView[]> =>
  (await selectStoreViews(db).orderBy(asc(stores.id))).map(toStoreView)

/** Active store views of a website (optionally of one group), in Magento's sort order. */
export const listActiveStoreViews = async (
  db: Db,
  filter: { readonly websiteId: number; readonly groupId?: number },
): Promise<StoreView[]> => {
  const rows = await selectStoreViews(db)
    .where(
      and(
        eq(websites.id, filter.websiteId),
        eq(stores.isActive, true),
        filter.groupId === undefined ? undefined : eq(storeGroups.id, filter.groupId),
      ),
    )
    .orderBy(asc(stores.sortOrder), asc(stores.id))
  return rows.map(toStoreView)
}

/** Config values of several store views at once, keyed by store id then path. */
export const loadStoreConfigValues = async (
  db: Db,
  storeIds: readonly number[],
): Promise<Map<number, Map<string, string | number | boolean | null>>> => {
  const byStore = new Map<number, Map<string, string | number | boolean | null>>()
  for (const id of storeIds) byStore.set(id, new Map())
  if (storeIds.length === 0) return byStore
  const rows = await db
    .select()
    .from(storeConfig)
    .where(inArray(storeConfig.storeId, [...storeIds]))
  for (const row of rows) byStore.get(row.storeId)?.set(row.path, row.value ?? null)
  return byStore
}
