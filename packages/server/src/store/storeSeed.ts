import {
  storeGroups as groupFixtures,
  storeViews,
  websites as websiteFixtures,
} from "@shutter/fixtures"
import { storeConfig, storeCurrencies, storeGroups, stores, websites } from "../db/schema.js"
import type { SeedStep } from "../db/seed.js"

/** Websites, store groups, store views, their settings and allowed currencies. */
export const storeSeed: SeedStep = {
  name: "store/stores",
  run: async (tx) => {
    const websiteIds = new Map<string, number>()
    for (const website of websiteFixtures) {
      const [row] = await tx
        .insert(websites)
        .values({
          code: website.code,
          name: website.name,
          sortOrder: website.sortOrder,
          isDefault: website.isDefault,
          defaultGroupCode: website.defaultGroupCode,
        })
        .returning({ id: websites.id })
      if (row !== undefined) websiteIds.set(website.code, row.id)
    }
    const groupIds = new Map<string, number>()
    for (const group of groupFixtures) {
      const websiteId = websiteIds.get(group.websiteCode)
      if (websiteId === undefined) throw new Error(`Unknown website ${group.websiteCode}`)
      const [row] = await tx
        .insert(storeGroups)
        .values({
          code: group.code,
          name: group.name,
          websiteId,
          rootCategoryUid: group.rootCategoryUid,
          defaultStoreCode: group.defaultStoreCode,
        })
        .returning({ id: storeGroups.id })
      if (row !== undefined) groupIds.set(group.code, row.id)
    }
    for (const view of storeViews) {
      const groupId = groupIds.get(view.groupCode)
      if (groupId === undefined) throw new Error(`Unknown store group ${view.groupCode}`)
      const [row] = await tx
        .insert(stores)
        .values({
          code: view.code,
          name: view.name,
          groupId,
          sortOrder: view.sortOrder,
          isActive: view.isActive,
        })
        .returning({ id: stores.id })
      if (row === undefined) continue
      await tx
        .insert(storeConfig)
        .values(
          Object.entries(view.config).map(([path, value]) => ({ storeId: row.id, path, value })),
        )
      await tx.insert(storeCurrencies).values(
        view.allowedCurrencies.map((currencyCode, position) => ({
          storeId: row.id,
          currencyCode,
          position,
        })),
      )
    }
  },
}
