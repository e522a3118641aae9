import type { Storefront, WishlistModel, WishlistStatus } from "@shutter/sdk"
import { proxy, ref } from "valtio"

/** The wish list, its count and its actions' status, mirrored from the SDK. */
export interface WishlistState {
  wishlist: WishlistModel | null
  count: number
  status: WishlistStatus
}

export type WishlistStore = WishlistState

// One store per storefront, made on first use (pages without a wish list never subscribe).
const stores = new WeakMap<Storefront, WishlistStore>()

/**
 * A valtio store following the SDK's `wishlist` observables: the SDK decides, the store only
 * mirrors. Values are `ref`s: replaced, never mutated.
 */
export const wishlistStoreOf = (storefront: Storefront): WishlistStore => {
  const existing = stores.get(storefront)
  if (existing !== undefined) return existing
  const { wishlist } = storefront
  const frozen = <A extends object | null>(value: A): A => (value === null ? value : ref(value))
  const state = proxy<WishlistState>({
    wishlist: frozen(wishlist.wishlist.get()),
    count: wishlist.count.get(),
    status: ref(wishlist.status.get()),
  })
  wishlist.wishlist.subscribe((value) => {
    state.wishlist = frozen(value)
  })
  wishlist.count.subscribe((value) => {
    state.count = value
  })
  wishlist.status.subscribe((value) => {
    state.status = ref(value)
  })
  stores.set(storefront, state)
  return state
}

// The page asked last per storefront (so a grid of hearts asks once); forgotten on sign-out.
const asked = new WeakMap<Storefront, string>()

/** Loads the wish list page `key` unless it was asked already (a failure may ask again). */
export const loadWishlistOnce = (
  storefront: Storefront,
  key: string,
  load: () => Promise<unknown>,
): void => {
  if (asked.get(storefront) === key) return
  if (!asked.has(storefront))
    storefront.customer.session.subscribe((session) => {
      if (!session.signedIn) asked.delete(storefront)
    })
  asked.set(storefront, key)
  load().catch(() => asked.delete(storefront))
}

/** Whether any page was asked since the last sign-out. */
export const wishlistAsked = (storefront: Storefront): boolean => asked.has(storefront)
