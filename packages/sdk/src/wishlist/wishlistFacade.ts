import type { Effect } from "effect"
import type { ObservableState } from "../content/observableState.js"
import type {
  RemoveFromWishlistInput,
  ShareWishlistInput,
  Wishlist,
  WishlistPageInput,
} from "./Wishlist.js"
import type { WishlistModel } from "./wishlistModel.js"
import type { AddToWishlistInput } from "./wishlistRules.js"
import type { WishlistFailure, WishlistStatus } from "./wishlistState.js"

type Options = { readonly signal?: AbortSignal }

/**
 * `storefront.wishlist`: the signed-in customer's wish list. Rejections: `NotSignedInError`,
 * `WishlistUserError`, `WishlistCartError`, `WishlistItemNotFoundError`,
 * `UnsupportedWishlistProductTypeError`, GraphQL errors. Whether a product is listed:
 * `findWishlistItem(wishlist.get(), product)`.
 */
export interface WishlistFacade {
  /** The first list's current page; null until `load()`, after a sign-out or `clear()`. */
  readonly wishlist: ObservableState<WishlistModel | null>
  /** items_count summed over the customer's lists (the header badge). */
  readonly count: ObservableState<number>
  readonly status: ObservableState<WishlistStatus>
  /** Null without a customer token (nothing sent). Page 1, 10 items by default. */
  load(input?: WishlistPageInput, options?: Options): Promise<WishlistModel | null>
  /** 0 without a customer token (nothing sent). */
  loadCount(options?: Options): Promise<number>
  add(input: AddToWishlistInput, options?: Options): Promise<WishlistModel | null>
  remove(input: RemoveFromWishlistInput, options?: Options): Promise<WishlistModel | null>
  toggle(input: AddToWishlistInput, options?: Options): Promise<WishlistModel | null>
  /** Empties the list locally only. */
  clear(): Promise<void>
  /** Into the customer cart; the item leaves the list only when the cart took it. */
  moveToCart(input: { readonly itemId: string }, options?: Options): Promise<WishlistModel>
  share(input: ShareWishlistInput, options?: Options): Promise<WishlistModel>
  /** A list shared by e-mail, by its sharing code (no sign-in); null when unknown. */
  shared(
    input: { readonly sharingCode: string } & WishlistPageInput,
    options?: Options,
  ): Promise<WishlistModel | null>
}

export const wishlistFacade = (
  run: <A>(effect: Effect.Effect<A, WishlistFailure, Wishlist>, options?: Options) => Promise<A>,
  service: () => Wishlist["Service"],
): WishlistFacade => {
  const observe = <A>(state: () => ObservableState<A>): ObservableState<A> => ({
    get: () => state().get(),
    subscribe: (listener) => state().subscribe(listener),
  })
  return {
    wishlist: observe(() => service().wishlist),
    count: observe(() => service().count),
    status: observe(() => service().status),
    load: (input, options) => run(service().load(input), options),
    loadCount: (options) => run(service().loadCount(), options),
    add: (input, options) => run(service().add(input), options),
    remove: (input, options) => run(service().remove(input), options),
    toggle: (input, options) => run(service().toggle(input), options),
    clear: () => run(service().clear()),
    moveToCart: (input, options) => run(service().moveToCart(input), options),
    share: (input, options) => run(service().share(input), options),
    shared: (input, options) => run(service().shared(input), options),
  }
}
