// The store views' config values a request reads: every resolver that asks (reviews per
// product, wish lists, routing, account confirmation, currency) gets them from this process's
// copy (storeConfigCache), one snapshot for the whole request.
import DataLoader from "dataloader"
import type { Db } from "../db/database.js"
import type { GraphqlContext } from "../graphql/context.js"
import { cachedStoreConfig } from "./storeConfigCache.js"
import type { StoreConfigValues } from "./storeRepository.js"

export const createStoreConfigLoader = (db: Db) =>
  new DataLoader<number, StoreConfigValues>((storeIds) =>
    Promise.all(storeIds.map((id) => cachedStoreConfig(db, id))),
  )

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
