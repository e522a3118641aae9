import type {
  Storefront,
  WishlistAction,
  WishlistItem,
  WishlistModel,
  WishlistProduct,
} from "@shutter/sdk"
// The Effect-free entry: hooks load on a page's first paint, the storefront later.
import { findWishlistItem } from "@shutter/sdk/rules"
import { useEffect } from "react"
import { useSnapshot } from "valtio"
import { useIsSignedIn } from "./useCustomer.js"
import { useStorefrontContext } from "./useStorefront.js"
import { loadWishlistOnce, wishlistAsked, wishlistStoreOf } from "./wishlistStore.js"

// Wish list hooks (spec §4 Wishlist): signed-in only; nothing is asked while signed out.

const useWishlistStore = () => wishlistStoreOf(useStorefrontContext().storefront)

/** The header badge: items_count summed over the customer's lists (0 signed out). */
export const useWishlistCount = (): number => {
  const { storefront } = useStorefrontContext()
  const signedIn = useIsSignedIn()
  const { count } = useSnapshot(useWishlistStore())
  useEffect(() => {
    if (signedIn) storefront.wishlist.loadCount().catch(() => undefined)
  }, [signedIn, storefront])
  return count
}

/**
 * The listed item for a product (same sku and uid; spec §4), or undefined. Signed in, the list
 * is loaded once when nothing is loaded yet (a grid of hearts asks once).
 */
export const useWishlistItem = (
  product: Pick<WishlistProduct, "sku" | "uid"> | null | undefined,
): WishlistItem | undefined => {
  const { storefront } = useStorefrontContext()
  const signedIn = useIsSignedIn()
  const { wishlist } = useSnapshot(useWishlistStore())
  useEffect(() => {
    if (signedIn && !wishlistAsked(storefront))
      loadWishlistOnce(storefront, "1:10", () => storefront.wishlist.load())
  }, [signedIn, storefront])
  return product && signedIn
    ? findWishlistItem(wishlist as WishlistModel | null, product)
    : undefined
}

/** Busy flag and last error message of one wish list action (errors are not shown, spec §8). */
export const useWishlistActionStatus = (
  action: WishlistAction,
): { readonly busy: boolean; readonly error: string | null } => {
  const { status } = useSnapshot(useWishlistStore())
  return { busy: status.busy[action], error: status.errors[action]?.message ?? null }
}

/** The wish list operations (stable: the storefront's own methods). */
export const useWishlistActions = (): Storefront["wishlist"] =>
  useStorefrontContext().storefront.wishlist
