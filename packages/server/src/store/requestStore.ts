import type { Db } from "../db/database.js"
import { inputError } from "../graphql/errors.js"
import { findDefaultStoreView, findStoreViewByCode, type StoreView } from "./storeRepository.js"

// Magento's StoreGraphQl HttpRequestValidator\StoreValidator text (category graphql-input).
export const STORE_NOT_FOUND = "Requested store is not found"

/**
 * The store view a request runs in: the `Store` header's, or the default one. Like Magento, an
 * unknown or disabled store fails the whole request; "default" (any case) means the default view.
 */
export const resolveRequestStore = async (db: Db, header: string | null): Promise<StoreView> => {
  const code = header?.trim() ?? ""
  if (code !== "") {
    const store = await findStoreViewByCode(db, code)
    if (store?.isActive === true) return store
    if (store !== undefined || code.toLowerCase() !== "default") throw inputError(STORE_NOT_FOUND)
  }
  const fallback = await findDefaultStoreView(db)
  if (fallback === undefined) throw new Error("The database holds no default store view")
  return fallback
}
