// `storefront.wishlist`: the signed-in customer's wish list.
import type { ObservableState } from "../content/observableState.js"
import type { FacadeRun } from "../facadeRun.js"
import {
  type CallTable,
  observe,
  type ServiceFacade,
  serviceCalls,
  whole,
} from "../serviceCalls.js"
import { Wishlist } from "./Wishlist.js"
import type { WishlistModel } from "./wishlistModel.js"
import type { WishlistStatus } from "./wishlistState.js"

const wishlistCalls = {
  /**
   * Null without a customer token (nothing sent). Page 1, 10 items by default.
   * @example const list = await storefront.wishlist.load({ currentPage: 2 })
   */
  load: whole,
  /**
   * 0 without a customer token (nothing sent).
   * @example const count = await storefront.wishlist.loadCount()
   */
  loadCount: whole,
  /**
   * Lists a product (nothing sent when it is listed already).
   * @example await storefront.wishlist.add({ product })
   */
  add: whole,
  /**
   * Unlists an item (`{ item }`, as `wishlist.get().items` has it, or `{ itemId }`), or a product.
   * @example
   * const [item] = storefront.wishlist.wishlist.get()?.items ?? []
   * if (item) await storefront.wishlist.remove({ item })
   */
  remove: whole,
  /**
   * Adds when absent, removes when present.
   * @example await storefront.wishlist.toggle({ product, variantSku })
   */
  toggle: whole,
  /**
   * Empties the list locally only.
   * @example await storefront.wishlist.clear()
   */
  clear: whole,
  /**
   * Into the customer cart; the item leaves the list only when the cart took it.
   * @example await storefront.wishlist.moveToCart({ item })
   */
  moveToCart: whole,
  /**
   * Shares the list by e-mail.
   * @example await storefront.wishlist.share({ emails: ["ann@example.com"], message: "Ideas" })
   */
  share: whole,
  /**
   * A list shared by e-mail, by its sharing code (no sign-in); null when unknown.
   * @example const list = await storefront.wishlist.shared({ sharingCode })
   */
  shared: whole,
} satisfies CallTable<Wishlist["Service"]>

/**
 * `storefront.wishlist`: the signed-in customer's wish list. Rejections: `NotSignedInError`,
 * `WishlistUserError`, `WishlistCartError`, `WishlistItemNotFoundError`,
 * `UnsupportedWishlistProductTypeError`, GraphQL errors. Whether a product is listed:
 * `findWishlistItem(wishlist.get(), product)`.
 */
export interface WishlistFacade extends ServiceFacade<Wishlist["Service"], typeof wishlistCalls> {
  /**
   * The first list's current page; null until `load()`, after a sign-out or `clear()`.
   * @example storefront.wishlist.wishlist.subscribe((list) => render(list))
   */
  readonly wishlist: ObservableState<WishlistModel | null>
  /**
   * items_count summed over the customer's lists (the header badge).
   * @example const count = storefront.wishlist.count.get()
   */
  readonly count: ObservableState<number>
  /**
   * Busy flag and last error per action.
   * @example const { busy } = storefront.wishlist.status.get()
   */
  readonly status: ObservableState<WishlistStatus>
}

export const wishlistFacade = (
  run: FacadeRun<Wishlist>,
  service: () => Wishlist["Service"],
): WishlistFacade => ({
  wishlist: observe(() => service().wishlist),
  count: observe(() => service().count),
  status: observe(() => service().status),
  ...serviceCalls(run, Wishlist, wishlistCalls),
})
