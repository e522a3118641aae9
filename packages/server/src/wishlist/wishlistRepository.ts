// Wish lists and their items in the database (Magento's wishlist and wishlist_item).
import { randomBytes } from "node:crypto"
import { and, asc, count, eq, inArray, sql } from "drizzle-orm"
import type { CartItemOptions } from "../db/cartSchema.js"
import { type WishlistBuyRequest, wishlistItems, wishlists } from "../db/schema.js"
import type { Queryable } from "../db/sqlRows.js"
import { magentoNow } from "../review/reviewRepository.js"

export type WishlistRow = typeof wishlists.$inferSelect
export type WishlistItemRow = typeof wishlistItems.$inferSelect

/** Magento's sharing code: 32 random letters and digits. */
const newSharingCode = (): string => randomBytes(16).toString("hex")

export const wishlistOfCustomer = async (
  db: Queryable,
  customerId: number,
): Promise<WishlistRow | undefined> =>
  (await db.select().from(wishlists).where(eq(wishlists.customerId, customerId)))[0]

export const wishlistById = async (db: Queryable, id: number): Promise<WishlistRow | undefined> =>
  (await db.select().from(wishlists).where(eq(wishlists.id, id)))[0]

export const wishlistBySharingCode = async (
  db: Queryable,
  code: string,
): Promise<WishlistRow | undefined> =>
  (await db.select().from(wishlists).where(eq(wishlists.sharingCode, code)))[0]

/** The customer's wish list, created on first use (Magento's loadByCustomerId(id, true)). */
export const ensureWishlist = async (db: Queryable, customerId: number): Promise<WishlistRow> => {
  const found = await wishlistOfCustomer(db, customerId)
  if (found !== undefined) return found
  await db
    .insert(wishlists)
    .values({ customerId, sharingCode: newSharingCode() })
    .onConflictDoNothing()
  const created = await wishlistOfCustomer(db, customerId)
  if (created === undefined) throw new Error("The wish list was not stored")
  return created
}

export const touchWishlist = (db: Queryable, id: number) =>
  db.update(wishlists).set({ updatedAt: sql`now()` }).where(eq(wishlists.id, id))

export const countItems = async (db: Queryable, wishlistId: number): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(wishlistItems)
      .where(eq(wishlistItems.wishlistId, wishlistId))
  )[0]?.n ?? 0

export const pageOfItems = (
  db: Queryable,
  wishlistId: number,
  page: { readonly pageSize: number; readonly currentPage: number },
): Promise<WishlistItemRow[]> =>
  db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, wishlistId))
    .orderBy(asc(wishlistItems.id))
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize)

export const itemsOf = (db: Queryable, wishlistId: number, ids?: readonly number[]) =>
  db
    .select()
    .from(wishlistItems)
    .where(
      ids === undefined
        ? eq(wishlistItems.wishlistId, wishlistId)
        : and(eq(wishlistItems.wishlistId, wishlistId), inArray(wishlistItems.id, [...ids])),
    )
    .orderBy(asc(wishlistItems.id))

export interface NewItem {
  readonly productId: number
  readonly variantId: number | null
  readonly storeId: number
  readonly quantity: number
  readonly buyRequest: WishlistBuyRequest
  readonly options: CartItemOptions
}

const sameRequest = (a: WishlistBuyRequest, b: WishlistBuyRequest): boolean =>
  JSON.stringify(a) === JSON.stringify(b)

/** Adds a line, or adds its quantity to the line asking for the same product the same way. */
export const addItem = async (db: Queryable, wishlistId: number, item: NewItem): Promise<void> => {
  const same = (await itemsOf(db, wishlistId)).find(
    (row) => row.productId === item.productId && sameRequest(row.buyRequest, item.buyRequest),
  )
  if (same !== undefined) {
    await db
      .update(wishlistItems)
      .set({ quantity: same.quantity + item.quantity })
      .where(eq(wishlistItems.id, same.id))
    return
  }
  await db.insert(wishlistItems).values({ wishlistId, ...item, addedAt: magentoNow() })
}

export const updateItem = (
  db: Queryable,
  id: number,
  change: Partial<Pick<WishlistItemRow, "quantity" | "description" | "buyRequest" | "options">> & {
    readonly variantId?: number | null
  },
) => db.update(wishlistItems).set(change).where(eq(wishlistItems.id, id))

export const deleteItems = (db: Queryable, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve()
    : db.delete(wishlistItems).where(inArray(wishlistItems.id, [...ids]))
