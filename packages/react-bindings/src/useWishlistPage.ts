import type { Storefront, WishlistModel, WishlistPageInput } from "@shutter/sdk"
import { useEffect } from "react"
import { useSnapshot } from "valtio"
import { useIsSignedIn } from "./useCustomer.js"
import { type QueryResult, useQuery } from "./useQuery.js"
import { useStorefrontContext } from "./useStorefront.js"
import { loadWishlistOnce, wishlistStoreOf } from "./wishlistStore.js"

// The hooks of the screens that show a whole list (the customer's, a shared one), apart from the
// hearts and the badge a catalogue page renders with.

/**
 * The customer's wish list, one page (default page 1 of 10), loaded when signed in and
 * followed through every add, removal and move; null signed out.
 */
export const useWishlist = (
  page: WishlistPageInput = {},
): {
  readonly wishlist: WishlistModel | null
  readonly loading: boolean
  readonly actions: Storefront["wishlist"]
} => {
  const { storefront } = useStorefrontContext()
  const signedIn = useIsSignedIn()
  const { wishlist, status } = useSnapshot(wishlistStoreOf(storefront))
  const currentPage = page.currentPage ?? 1
  const pageSize = page.pageSize ?? 10
  useEffect(() => {
    if (signedIn)
      loadWishlistOnce(storefront, `${currentPage}:${pageSize}`, () =>
        storefront.wishlist.load({ currentPage, pageSize }),
      )
  }, [signedIn, storefront, currentPage, pageSize])
  return {
    wishlist: signedIn ? (wishlist as WishlistModel | null) : null,
    loading: status.busy.load,
    actions: storefront.wishlist,
  }
}

/** A list shared by e-mail, by its sharing code (no sign-in); null when no list has it. */
export const useSharedWishlist = (
  sharingCode: string | undefined,
  page: WishlistPageInput = {},
): QueryResult<WishlistModel | null> => {
  const { storefront } = useStorefrontContext()
  const currentPage = page.currentPage ?? 1
  const pageSize = page.pageSize ?? 10
  const key =
    sharingCode === undefined
      ? undefined
      : `wishlist.shared:${sharingCode}:${currentPage}:${pageSize}`
  return useQuery(key, () =>
    storefront.wishlist.shared({ sharingCode: sharingCode ?? "", currentPage, pageSize }),
  )
}
