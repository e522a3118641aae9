import type * as Effect from "effect/Effect"
import type { ObservableState } from "../content/observableState.js"
import { type WishlistItemRef, wishlistItemId } from "./itemRef.js"
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
type In<I> = I & Options

/** Drops `signal`: the rest is the service's input. */
const withoutSignal = <I extends Options>({ signal: _signal, ...rest }: I): Omit<I, "signal"> =>
  rest

/**
 * `storefront.wishlist`: the signed-in customer's wish list. Rejections: `NotSignedInError`,
 * `WishlistUserError`, `WishlistCartError`, `WishlistItemNotFoundError`,
 * `UnsupportedWishlistProductTypeError`, GraphQL errors. Whether a product is listed:
 * `findWishlistItem(wishlist.get(), product)`.
 */
export interface WishlistFacade {
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
  /**
   * Null without a customer token (nothing sent). Page 1, 10 items by default.
   * @example const list = await storefront.wishlist.load({ currentPage: 2 })
   */
  load(input?: In<WishlistPageInput>): Promise<WishlistModel | null>
  /**
   * 0 without a customer token (nothing sent).
   * @example const count = await storefront.wishlist.loadCount()
   */
  loadCount(input?: Options): Promise<number>
  /**
   * Lists a product (nothing sent when it is listed already).
   * @example await storefront.wishlist.add({ product })
   */
  add(input: In<AddToWishlistInput>): Promise<WishlistModel | null>
  /**
   * Unlists an item (`{ item }`, as `wishlist.get().items` has it, or `{ itemId }`), or a product.
   * @example
   * const [item] = storefront.wishlist.wishlist.get()?.items ?? []
   * if (item) await storefront.wishlist.remove({ item })
   */
  remove(input: In<RemoveFromWishlistInput>): Promise<WishlistModel | null>
  /**
   * Adds when absent, removes when present.
   * @example await storefront.wishlist.toggle({ product, variantSku })
   */
  toggle(input: In<AddToWishlistInput>): Promise<WishlistModel | null>
  /**
   * Empties the list locally only.
   * @example await storefront.wishlist.clear()
   */
  clear(input?: Options): Promise<void>
  /**
   * Into the customer cart; the item leaves the list only when the cart took it.
   * @example await storefront.wishlist.moveToCart({ item })
   */
  moveToCart(input: In<WishlistItemRef>): Promise<WishlistModel>
  /**
   * Shares the list by e-mail.
   * @example await storefront.wishlist.share({ emails: ["ann@example.com"], message: "Ideas" })
   */
  share(input: In<ShareWishlistInput>): Promise<WishlistModel>
  /**
   * A list shared by e-mail, by its sharing code (no sign-in); null when unknown.
   * @example const list = await storefront.wishlist.shared({ sharingCode })
   */
  shared(
    input: In<{ readonly sharingCode: string } & WishlistPageInput>,
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
    load: (input) => run(service().load(withoutSignal(input ?? {})), input),
    loadCount: (input) => run(service().loadCount(), input),
    add: (input) => run(service().add(withoutSignal(input)), input),
    // A union input: the service picks its own fields, so `signal` may stay on it.
    remove: (input) => run(service().remove(input), input),
    toggle: (input) => run(service().toggle(withoutSignal(input)), input),
    clear: (input) => run(service().clear(), input),
    moveToCart: (input) => run(service().moveToCart({ itemId: wishlistItemId(input) }), input),
    share: (input) => run(service().share(withoutSignal(input)), input),
    shared: (input) => run(service().shared(withoutSignal(input)), input),
  }
}
