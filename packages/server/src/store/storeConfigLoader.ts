// The store views' config values, read once per request: every resolver that asks (reviews per
// product, wish lists, routing, account confirmation, currency) shares that one read.
import DataLoader from "dataloader"
import type { Db } from "../db/database.js"
import type { GraphqlContext } from "../graphql/context.js"
import { loadStoreConfigValues, type StoreConfigValues } from "./storeRepository.js"

export const createStoreConfigLoader = (db: Db) =>
  new DataLoader<number, StoreConfigValues>(async (storeIds) => {
    const byStore = await loadStoreConfigValues(db, storeIds)
    return storeIds.map((id) => byStore.get(id) ?? new Map())
  })

declare module "../graphql/context.js" {
  interface RequestLoaders {
    readonly storeConfig: ReturnType<typeof createStoreConfigLoader>
  }
}

/** The config values of a store view (default: the request's), as this request read them. */
export const storeConfigOf = (
  context: Pick<GraphqlContext, "loaders" | "store">,
  storeId: number = context.store.id,
): Promise<StoreConfigValues> => context.loaders.storeConfig.load(storeId)
