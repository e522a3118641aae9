// Per-request loader of product reviews: a listing's products ask for their reviews one by one,
// the loader reads them together (one statement per page size asked, whatever the count).
import DataLoader from "dataloader"
import type { Db } from "../db/database.js"
import { listApprovedReviewsOfProducts, type ReviewPage } from "./reviewRepository.js"

interface ReviewPageKey {
  readonly productId: number
  readonly pageSize: number
  readonly currentPage: number
}

export const createReviewLoader = (db: Db, storeId: number) =>
  new DataLoader<ReviewPageKey, ReviewPage, string>(
    async (keys) => {
      const pageKeys = [...new Set(keys.map((k) => `${k.pageSize}:${k.currentPage}`))]
      const pages = new Map<string, Map<number, ReviewPage>>()
      await Promise.all(
        pageKeys.map(async (pageKey) => {
          const [pageSize = 0, currentPage = 0] = pageKey.split(":").map(Number)
          const productIds = keys
            .filter((k) => k.pageSize === pageSize && k.currentPage === currentPage)
            .map((k) => k.productId)
          pages.set(
            pageKey,
            await listApprovedReviewsOfProducts(db, { productIds, storeId, pageSize, currentPage }),
          )
        }),
      )
      return keys.map(
        (k) =>
          pages.get(`${k.pageSize}:${k.currentPage}`)?.get(k.productId) ?? {
            items: [],
            totalCount: 0,
          },
      )
    },
    { cacheKeyFn: (k) => `${k.productId}:${k.pageSize}:${k.currentPage}` },
  )

declare module "../graphql/context.js" {
  interface RequestLoaders {
    readonly reviews: ReturnType<typeof createReviewLoader>
  }
}
