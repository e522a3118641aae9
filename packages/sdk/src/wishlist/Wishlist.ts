import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Cart } from "../cart/Cart.js"
import { actionStatusTracking } from "../content/actionStatus.js"
import { followState } from "../content/followState.js"
import { type ObservableState, observableState } from "../content/observableState.js"
import type { NotSignedInError } from "../customer/customerErrors.js"
import { Session } from "../customer/Session.js"
import { StorefrontEvents } from "../events/StorefrontEvents.js"
import type { GraphqlClientError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import { Storage } from "../storage/Storage.js"
import { type WishlistItemRef, wishlistItemId } from "./itemRef.js"
import {
  AddProductsToWishlistMutation,
  AddWishlistItemsToCartMutation,
  RemoveProductsFromWishlistMutation,
  SharedWishlistQuery,
  ShareWishlistMutation,
  type WishlistData,
  WishlistItemsCountQuery,
  WishlistQuery,
} from "./wishlist.graphql.js"
import {
  type UnsupportedWishlistProductTypeError,
  WishlistCartError,
  WishlistItemNotFoundError,
  WishlistUserError,
} from "./wishlistErrors.js"
import {
  DEFAULT_WISHLIST_ID,
  NOT_AUTHENTICATED_WISHLIST_MESSAGE,
  WISHLIST_PAGE_SIZE,
} from "./wishlistMessages.js"
import { toWishlistModel, type WishlistItem, type WishlistModel } from "./wishlistModel.js"
import { findWishlistItem, type WishlistProduct } from "./wishlistPresence.js"
import { type AddToWishlistInput, wishlistItemsFor } from "./wishlistRules.js"
import {
  initialWishlistStatus,
  type WishlistAction,
  type WishlistFailure,
  type WishlistStatus,
} from "./wishlistState.js"

export interface WishlistPageInput {
  /** Default 1 (spec §9). */
  readonly currentPage?: number
  /** Default 10 (spec §9). */
  readonly pageSize?: number
}

export type { WishlistItemRef } from "./itemRef.js"

/** An item of the list (`{ item }` or `{ itemId }`), or a product that is listed. */
export type RemoveFromWishlistInput =
  | WishlistItemRef
  | { readonly product: Pick<WishlistProduct, "sku" | "uid"> }

export interface ShareWishlistInput {
  /** Up to 10 addresses (the server's limit and messages). */
  readonly emails: ReadonlyArray<string>
  readonly message?: string
}

export type WishlistCallError = GraphqlClientError | NotSignedInError

/** Where a product stands in the loaded wish list (spec §4: same sku and uid, id and quantity). */
export interface WishlistPresence {
  readonly id: string
  readonly quantity: number
}

/** The signed-in customer's wish list (spec §3, §4, §5, §7, §8 Wishlist). */
export class Wishlist extends Context.Service<
  Wishlist,
  {
    /** The first wish list's current page; null until loaded and after a sign-out or `clear`. */
    readonly wishlist: ObservableState<WishlistModel | null>
    /** Spec §3 client state: items_count summed over the customer's wish lists. */
    readonly count: ObservableState<number>
    readonly status: ObservableState<WishlistStatus>
    /** Without a customer token: null, nothing is sent. */
    readonly load: (
      input?: WishlistPageInput,
    ) => Effect.Effect<WishlistModel | null, WishlistCallError>
    /** Without a customer token: 0, nothing is sent. */
    readonly loadCount: () => Effect.Effect<number, WishlistCallError>
    /** The loaded item for this product, or null. */
    readonly presence: (product: Pick<WishlistProduct, "sku" | "uid">) => WishlistPresence | null
    /** Does nothing (returns the list as it is) when the product is already listed. */
    readonly add: (
      input: AddToWishlistInput,
    ) => Effect.Effect<
      WishlistModel | null,
      WishlistCallError | WishlistUserError | UnsupportedWishlistProductTypeError
    >
    readonly remove: (
      input: RemoveFromWishlistInput,
    ) => Effect.Effect<WishlistModel | null, WishlistCallError | WishlistUserError>
    /** Adds when absent, removes when present. */
    readonly toggle: (
      input: AddToWishlistInput,
    ) => Effect.Effect<
      WishlistModel | null,
      WishlistCallError | WishlistUserError | UnsupportedWishlistProductTypeError
    >
    /** Empties the list locally only; nothing is sent. */
    readonly clear: () => Effect.Effect<void>
    /**
     * Moves one item into the customer cart. The item leaves the list only when the cart took
     * it; otherwise `wishlist:move-to-cart-failed` (a 'Wishlist error' notice with the cart's
     * message) is emitted and the item stays.
     */
    readonly moveToCart: (
      input: WishlistItemRef,
    ) => Effect.Effect<
      WishlistModel,
      WishlistCallError | WishlistCartError | WishlistItemNotFoundError
    >
    /** Sends the list to the addresses by e-mail (the server's messages for bad input). */
    readonly share: (input: ShareWishlistInput) => Effect.Effect<WishlistModel, WishlistCallError>
    /** A list shared by e-mail, read by its sharing code; null when no list has it. No token. */
    readonly shared: (
      input: { readonly sharingCode: string } & WishlistPageInput,
    ) => Effect.Effect<WishlistModel | null, GraphqlClientError>
  }
>()("@shutter/sdk/Wishlist") {
  static readonly layer = Layer.effect(
    Wishlist,
    Effect.gen(function* () {
      const gql = yield* GraphqlClient
      const session = yield* Session
      const storage = yield* Storage
      const events = yield* StorefrontEvents
      const cart = yield* Cart
      const wishlist = observableState<WishlistModel | null>(null)
      const count = observableState(0)
      const status = observableState<WishlistStatus>(initialWishlistStatus)
      // items_count per wish list id; `count` is their sum.
      let counts = new Map<string, number>()
      let page: Required<WishlistPageInput> = { currentPage: 1, pageSize: WISHLIST_PAGE_SIZE }

      const setCounts = (next: Map<string, number>) => {
        counts = next
        count.set([...counts.values()].reduce((sum, n) => sum + n, 0))
      }
      const forget = () => {
        wishlist.set(null)
        setCounts(new Map())
      }
      yield* followState(session.session, (next) => {
        if (!next.signedIn && (wishlist.get() !== null || count.get() !== 0)) forget()
      })

      const track = actionStatusTracking<WishlistAction, WishlistFailure, WishlistFailure>(
        status,
        (failure) => failure,
      )
      // Spec §8: failures are logged and kept per action; no message (but the cart's).
      const tracked = <A, E extends WishlistFailure, R>(
        action: WishlistAction,
        effect: Effect.Effect<A, E, R>,
      ): Effect.Effect<A, E, R> =>
        track(
          action,
          effect.pipe(
            Effect.tapError((error) => Effect.logError(`Wishlist ${action} failed`, error)),
          ),
        )

      const store = (data: WishlistData): WishlistModel => {
        const model = toWishlistModel(data)
        wishlist.set(model)
        setCounts(new Map(counts).set(model.id, model.itemsCount))
        return model
      }

      const hasToken = storage.get("customerToken").pipe(Effect.map((t) => Boolean(t)))

      const load = (input: WishlistPageInput = {}) =>
        tracked(
          "load",
          Effect.gen(function* () {
            if (!(yield* hasToken)) return null
            page = {
              currentPage: input.currentPage ?? 1,
              pageSize: input.pageSize ?? WISHLIST_PAGE_SIZE,
            }
            const { customer } = yield* gql.execute(WishlistQuery, page)
            const lists = customer?.wishlists ?? []
            setCounts(new Map(lists.map((l) => [l.id ?? "", l.items_count ?? 0])))
            const first = lists[0]
            if (first === undefined) {
              wishlist.set(null)
              return null
            }
            return store(first)
          }).pipe(Effect.withSpan("Wishlist.load")),
        )

      const loadCount = () =>
        tracked(
          "count",
          Effect.gen(function* () {
            if (!(yield* hasToken)) return 0
            const { customer } = yield* gql.execute(WishlistItemsCountQuery)
            setCounts(
              new Map((customer?.wishlists ?? []).map((l) => [l.id ?? "", l.items_count ?? 0])),
            )
            return count.get()
          }).pipe(Effect.withSpan("Wishlist.loadCount")),
        )

      const presence = (product: Pick<WishlistProduct, "sku" | "uid">) => {
        const item = findWishlistItem(wishlist.get(), product)
        return item === undefined ? null : { id: item.id, quantity: item.quantity }
      }

      const userError = (
        errors: ReadonlyArray<{ readonly code: string; readonly message: string }>,
      ) =>
        errors[0] === undefined
          ? undefined
          : new WishlistUserError({
              code: errors[0].code,
              message: errors[0].message,
              messages: errors.map((e) => e.message),
            })

      const add = (input: AddToWishlistInput) =>
        tracked(
          "add",
          Effect.gen(function* () {
            if (presence(input.product) !== null) return wishlist.get()
            const items = yield* Effect.fromResult(wishlistItemsFor(input))
            // Spec §5: the call is still attempted; the server answers for the guest.
            if (!(yield* hasToken)) yield* Effect.logError(NOT_AUTHENTICATED_WISHLIST_MESSAGE)
            const { addProductsToWishlist } = yield* gql.execute(AddProductsToWishlistMutation, {
              id: DEFAULT_WISHLIST_ID,
              items: [...items],
              ...page,
            })
            if (addProductsToWishlist === null) return null
            const failed = userError(addProductsToWishlist.user_errors)
            if (failed !== undefined) return yield* failed
            const model = store(addProductsToWishlist.wishlist)
            yield* events.emit({
              type: "wishlist:item-added",
              product: input.product,
              wishlist: model,
            })
            return model
          }).pipe(
            Effect.tapError((error) =>
              error._tag === "UnsupportedWishlistProductTypeError"
                ? Effect.logError(error.message)
                : Effect.void,
            ),
            Effect.withSpan("Wishlist.add"),
          ),
        )

      const remove = (input: RemoveFromWishlistInput) =>
        tracked(
          "remove",
          Effect.gen(function* () {
            const itemId = "product" in input ? presence(input.product)?.id : wishlistItemId(input)
            if (itemId === undefined) return wishlist.get()
            yield* session.token()
            const { removeProductsFromWishlist } = yield* gql.execute(
              RemoveProductsFromWishlistMutation,
              { id: DEFAULT_WISHLIST_ID, items: [itemId], ...page },
            )
            if (removeProductsFromWishlist === null) return null
            const failed = userError(removeProductsFromWishlist.user_errors)
            if (failed !== undefined) return yield* failed
            const model = store(removeProductsFromWishlist.wishlist)
            yield* events.emit({ type: "wishlist:item-removed", itemId, wishlist: model })
            return model
          }).pipe(Effect.withSpan("Wishlist.remove")),
        )

      const toggle = (input: AddToWishlistInput) =>
        presence(input.product) === null ? add(input) : remove({ product: input.product })

      const clear = () =>
        tracked(
          "clear",
          Effect.sync(() => {
            const current = wishlist.get()
            if (current !== null) wishlist.set({ ...current, items: [], itemsCount: 0 })
          }),
        )

      /** The loaded list, loading it first when needed. */
      const current = Effect.gen(function* () {
        yield* session.token()
        return wishlist.get() ?? (yield* load(page))
      })

      const itemOf = (list: WishlistModel | null, itemId: string) => {
        const item = list?.items.find((i) => i.id === itemId)
        return item === undefined
          ? Effect.fail(
              new WishlistItemNotFoundError({
                itemId,
                message: `The wishlist item with ID "${itemId}" is not in the wishlist`,
              }),
            )
          : Effect.succeed(item)
      }

      const cartRefused = (item: WishlistItem, error: WishlistCartError | WishlistCallError) =>
        events
          .emit({ type: "wishlist:move-to-cart-failed", item, error })
          .pipe(
            Effect.andThen(
              Effect.logError(`Moving ${item.product?.sku ?? item.id} to the cart failed`, error),
            ),
          )

      const moveToCart = (input: WishlistItemRef) =>
        tracked(
          "moveToCart",
          Effect.gen(function* () {
            const list = yield* current
            const item = yield* itemOf(list, wishlistItemId(input))
            const moved = yield* gql
              .execute(AddWishlistItemsToCartMutation, {
                id: list?.id ?? "",
                items: [item.id],
                ...page,
              })
              .pipe(Effect.tapError((error) => cartRefused(item, error)))
            const output = moved.addWishlistItemsToCart
            const refused = output?.add_wishlist_items_to_cart_user_errors[0]
            if (output === null || !output.status || refused !== undefined) {
              const error = new WishlistCartError({
                code: refused?.code ?? "UNDEFINED",
                message: refused?.message ?? "The cart did not take the item",
                wishlistItemId: item.id,
              })
              yield* cartRefused(item, error)
              return yield* error
            }
            const model = store(output.wishlist)
            // The server added the line to the customer cart: show it.
            yield* cart
              .load()
              .pipe(Effect.catch((error) => Effect.logWarning("Reloading the cart failed", error)))
            yield* events.emit({ type: "wishlist:item-moved-to-cart", item, wishlist: model })
            return model
          }).pipe(Effect.withSpan("Wishlist.moveToCart")),
        )

      const share = (input: ShareWishlistInput) =>
        tracked(
          "share",
          Effect.gen(function* () {
            const list = yield* current
            const { shareWishlist } = yield* gql.execute(ShareWishlistMutation, {
              id: list?.id ?? DEFAULT_WISHLIST_ID,
              emails: [...input.emails],
              ...(input.message === undefined ? {} : { message: input.message }),
              ...page,
            })
            if (shareWishlist === null)
              return yield* Effect.die(new Error("shareWishlist returned no wishlist"))
            return store(shareWishlist.wishlist)
          }).pipe(Effect.withSpan("Wishlist.share")),
        )

      const shared = (input: { readonly sharingCode: string } & WishlistPageInput) =>
        tracked(
          "shared",
          Effect.gen(function* () {
            const { sharedWishlist } = yield* gql.execute(SharedWishlistQuery, {
              code: input.sharingCode,
              currentPage: input.currentPage ?? 1,
              pageSize: input.pageSize ?? WISHLIST_PAGE_SIZE,
            })
            return sharedWishlist === null ? null : toWishlistModel(sharedWishlist)
          }).pipe(Effect.withSpan("Wishlist.shared")),
        )

      return Wishlist.of({
        wishlist: { get: wishlist.get, subscribe: wishlist.subscribe },
        count: { get: count.get, subscribe: count.subscribe },
        status: { get: status.get, subscribe: status.subscribe },
        load,
        loadCount,
        presence,
        add,
        remove,
        toggle,
        clear,
        moveToCart,
        share,
        shared,
      })
    }),
  )
}
