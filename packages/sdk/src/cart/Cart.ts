import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Exit from "effect/Exit"
import * as Fiber from "effect/Fiber"
import * as FiberMap from "effect/FiberMap"
import * as Layer from "effect/Layer"
import { Analytics } from "../analytics/Analytics.js"
import {
  addedToCartEvent,
  cartLines,
  lineEvent,
  WISHLIST_ITEM_LIST,
} from "../analytics/ga4Events.js"
import { followState } from "../content/followState.js"
import { type ObservableState, observableState } from "../content/observableState.js"
import { Session } from "../customer/Session.js"
import { StorefrontEvents } from "../events/StorefrontEvents.js"
import { FeatureUnavailableError, MagentoCapabilities } from "../graphql/capabilities.js"
import type { GraphqlClientError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import { Storage } from "../storage/Storage.js"
import { type AddItemInput, cartItemsFor } from "./addToCartRules.js"
import {
  AddProductsToCartMutation,
  type CartItem,
  type CartModel,
  CartQuery,
  CartTotalQtyQuery,
  CreateEmptyCartMutation,
  CustomerCartQuery,
  MergeCartsMutation,
  RemoveItemFromCartMutation,
  UpdateCartItemsMutation,
} from "./cart.graphql.js"
import {
  CartUnavailableError,
  CartUserError,
  QuantityNotSentError,
  type UnsupportedProductTypeError,
  type VariantNotSelectedError,
} from "./cartErrors.js"
import { QUANTITY_DEBOUNCE_MS } from "./cartMessages.js"
import {
  type CartAction,
  type CartFailure,
  type CartStatus,
  initialCartStatus,
} from "./cartState.js"
import { cartStatusTracking } from "./cartStatusTracking.js"
import { type CartLineRef, lineUid } from "./lineRef.js"
import { missingCart } from "./missingCart.js"
import { takeQuoteId } from "./quoteIdParam.js"

/** The cart as the UI sees it: Magento's null lines removed. */
const normalizeCart = (cart: CartModel): CartModel => ({
  ...cart,
  items: (cart.items ?? []).filter((i): i is CartItem => i !== null),
})

const findLine = (cart: CartModel | null, uid: string): CartItem | undefined =>
  (cart?.items ?? []).find((i): i is CartItem => i !== null && i.uid === uid)

/** A cart call failed: transport/HTTP/GraphQL, or the server returned no cart. */
export type CartCallError = GraphqlClientError | CartUnavailableError

export interface LoadCartInput {
  /** Create a cart when none exists (default false: nothing is returned then). */
  readonly realCart?: boolean
}

/**
 * The cart of spec §4: load, add, update, remove, quote_id, merge. Coupons, gift cards and plans
 * are the `Coupons`, `GiftCards` and `Warranty` services', under this cart's status.
 */
export class Cart extends Context.Service<
  Cart,
  {
    readonly cart: ObservableState<CartModel | null>
    readonly totalQuantity: ObservableState<number>
    readonly status: ObservableState<CartStatus>
    readonly load: (input?: LoadCartInput) => Effect.Effect<CartModel | null, CartCallError>
    /** Removes the cart id and makes a fresh cart. */
    readonly clear: () => Effect.Effect<CartModel | null, CartCallError>
    /** The current cart's id; creates a real cart when there is none. */
    readonly cartId: () => Effect.Effect<string, CartCallError>
    /**
     * Replaces the observable cart with one a checkout, account or warranty call returned (and
     * gives it back as the cart shows it).
     */
    readonly replace: (input: { readonly cart: CartModel }) => Effect.Effect<CartModel>
    /**
     * Runs another service's cart call under `status`: busy while it runs, its failure (or null
     * on success) as the action's last error. The warranty service's adds use "addWarranty".
     */
    readonly track: <A, E extends CartFailure, R>(
      action: CartAction,
      effect: Effect.Effect<A, E, R>,
    ) => Effect.Effect<A, E, R>
    /** Drops the observable cart (sign-out: the session clears the stored id). */
    readonly forget: () => Effect.Effect<void>
    readonly addItem: (
      input: AddItemInput,
    ) => Effect.Effect<
      CartModel,
      CartUserError | UnsupportedProductTypeError | VariantNotSelectedError | CartCallError
    >
    /**
     * Debounced 1000 ms per item; only quantities above 0 (else `QuantityNotSentError`
     * "not-positive"). A change replaced by a later one within the window fails with
     * `QuantityNotSentError` "superseded"; a failed update also emits `cart:quantity-not-updated`
     * (a danger toast with its message) and sets `status.errors.updateQuantity`. The line is `{ line }` (a `CartItem`) or
     * `{ uid }`.
     */
    readonly updateQuantity: (
      input: CartLineRef & { readonly quantity: number },
    ) => Effect.Effect<CartModel, QuantityNotSentError | CartCallError>
    /** Removes a line at once; does nothing (returns the cart as is) when it is not in the cart. */
    readonly removeItem: (input: CartLineRef) => Effect.Effect<CartModel | null, CartCallError>
    /** Spec §2 quote_id: sets the cart id, reloads cart and total; returns the URL without it. */
    readonly applyQuoteId: (input: { readonly url: string }) => Effect.Effect<string>
    /** cartTotalQty: reads cart.total_quantity (0 without a cart). */
    readonly loadTotalQuantity: () => Effect.Effect<number, GraphqlClientError>
    readonly mergeCarts: (input: {
      readonly sourceCartId: string
      readonly destinationCartId: string
    }) => Effect.Effect<CartModel, GraphqlClientError>
  }
>()("@shutter/sdk/Cart") {
  static readonly layer = Layer.effect(
    Cart,
    Effect.gen(function* () {
      const gql = yield* GraphqlClient
      const capabilities = yield* MagentoCapabilities
      const storage = yield* Storage
      const session = yield* Session
      const analytics = yield* Analytics
      const events = yield* StorefrontEvents

      const cart = observableState<CartModel | null>(null)
      const totalQuantity = observableState(0)
      const status = observableState<CartStatus>(initialCartStatus)

      /** Busy while running; the last error per action (cleared by a success). */
      const tracked = cartStatusTracking(status)

      // Bumped by every cart the shop returns or the shopper clears. A read started before such a
      // write answers with an older cart (a page's first load still in flight while the shopper
      // adds), so it never replaces what is shown.
      let writes = 0
      const setCart = (next: CartModel | null) => {
        writes += 1
        const normalized = next === null ? null : normalizeCart(next)
        cart.set(normalized)
        totalQuantity.set(normalized?.total_quantity ?? 0)
        return normalized
      }

      const rememberId = Effect.fn("Cart.rememberId")(function* (id: string) {
        if ((yield* storage.get("cart")) !== id) yield* storage.set("cart", id)
      })

      const fetchCart = Effect.fn("Cart.fetchCart")(function* (cartId: string) {
        const { cart: found } = yield* gql.execute(CartQuery, { cartId })
        if (found === null)
          return yield* new CartUnavailableError({ cartId, message: "The cart was not found" })
        return found
      })

      const createCart = Effect.fn("Cart.createCart")(function* () {
        const { createEmptyCart: id } = yield* gql.execute(CreateEmptyCartMutation)
        if (!id)
          return yield* new CartUnavailableError({
            cartId: undefined,
            message: "createEmptyCart returned no cart id",
          })
        yield* storage.set("cart", id)
        return id
      })

      const guestCart = Effect.fn("Cart.guestCart")(function* (realCart: boolean) {
        const stored = yield* storage.get("cart")
        if (!stored && !realCart) return null
        const id = stored || (yield* createCart())
        return yield* fetchCart(id)
      })

      const customerCart = Effect.gen(function* () {
        if (!(yield* storage.get("customerToken"))) return null
        return yield* gql.execute(CustomerCartQuery).pipe(
          Effect.map((d) => d.customerCart),
          // An invalid token is cleared; the shopper continues as a guest.
          Effect.catchTag("GraphqlAuthorizationError", () =>
            storage.remove("customerToken").pipe(Effect.as(null)),
          ),
        )
      })

      const loadCart = Effect.fn("Cart.loadCart")(function* (input?: LoadCartInput) {
        const writesAtStart = writes
        const realCart = input?.realCart ?? false
        const forCustomer = yield* customerCart
        const found =
          forCustomer ??
          (yield* guestCart(realCart).pipe(
            // The server could not give this cart (expired, ordered, unknown): start a new one.
            // A transport failure keeps the id: the shopper's cart may be fine.
            Effect.catchTags({
              GraphqlError: () => Effect.andThen(storage.remove("cart"), guestCart(true)),
              CartUnavailableError: () => Effect.andThen(storage.remove("cart"), guestCart(true)),
            }),
          ))
        if (writes !== writesAtStart) return cart.get()
        const shown = setCart(found)
        if (found !== null) yield* rememberId(found.id)
        return shown
      })
      const load = Effect.fn("Cart.load")(
        function* (input?: LoadCartInput) {
          return yield* loadCart(input)
        },
        (effect) => tracked("load", effect),
      )

      const clear = Effect.fn("Cart.clear")(
        function* () {
          yield* storage.remove("cart")
          setCart(null)
          return yield* loadCart({ realCart: true })
        },
        (effect) => tracked("clear", effect),
      )

      const cartId = Effect.fn("Cart.cartId")(function* () {
        const current = cart.get()
        if (current !== null) return current.id
        const stored = yield* storage.get("cart")
        const signedIn = Boolean(yield* storage.get("customerToken"))
        if (stored && !signedIn) return stored
        // A guest without a cart: a new cart is empty, so it is not read back (the call that
        // needed the id returns the cart).
        if (!signedIn) return yield* createCart()
        const loaded = yield* loadCart({ realCart: true })
        if (loaded === null)
          return yield* new CartUnavailableError({ cartId: undefined, message: "No cart" })
        return loaded.id
      })

      const replace = Effect.fn("Cart.replace")(function* (input: { readonly cart: CartModel }) {
        const shown = setCart(input.cart) ?? input.cart
        yield* rememberId(shown.id)
        return shown
      })

      const addItem = Effect.fn("Cart.addItem")(
        function* (input: AddItemInput) {
          // CartItemInput.warranty is the warranty extension's: stock Magento would refuse it.
          if (input.warranty !== undefined && !capabilities.has("warranty")) {
            return yield* new FeatureUnavailableError({
              capability: "warranty",
              operationName: "addProductsToCart",
              message: 'A warranty plan needs the Magento extension "warranty"',
            })
          }
          const cartItems = yield* Effect.fromResult(cartItemsFor(input))
          const id = yield* cartId()
          const { addProductsToCart: result } = yield* gql.execute(AddProductsToCartMutation, {
            cartId: id,
            cartItems,
          })
          if (result === null) return yield* missingCart(id)
          const [first] = result.user_errors
          if (first !== undefined) {
            const error = new CartUserError({
              code: first.code,
              message: first.message,
              errors: result.user_errors,
            })
            yield* events.emit({ type: "cart:add-refused", error })
            return yield* error
          }
          const updated = setCart(result.cart) ?? result.cart
          yield* rememberId(updated.id)
          // The lines the add touched, reported with the quantity just added.
          const skus = new Set(cartItems.flatMap((i) => [i.sku, i.parent_sku ?? i.sku]))
          const added = cartLines(updated).filter(
            (l) => skus.has(l.product.sku ?? "") || skus.has(l.configured_variant?.sku ?? "\u0000"),
          )
          yield* events.emit({
            type: "cart:item-added",
            cart: updated,
            items: added,
            quantity: input.quantity,
          })
          // Where the shopper sees the cart is the UI's: the storefront only suggests it.
          yield* events.emit({ type: "open-sidebar", sidebar: "cart" })
          if (added.length > 0) {
            yield* analytics.track(
              lineEvent(
                "add_to_cart",
                added.map((line) => ({ line, quantity: input.quantity })),
                input.fromWishlist ? WISHLIST_ITEM_LIST : undefined,
              ),
            )
            const [firstAdded] = added
            if (firstAdded !== undefined)
              yield* analytics.marketing(addedToCartEvent(firstAdded, input.quantity, updated))
          }
          return updated
        },
        (effect) => tracked("addItem", effect),
      )

      // One waiting fiber per line: a change to the line interrupts the wait of the one before.
      // Whatever signed the customer out (sign-out, authorization failure), the cart goes too.
      let wasSignedIn = session.session.get().signedIn
      yield* followState(session.session, (next) => {
        if (wasSignedIn && !next.signedIn) setCart(null)
        wasSignedIn = next.signedIn
      })

      const debounces = yield* FiberMap.make<string>()

      const sendQuantity = Effect.fn("Cart.sendQuantity")(
        function* (input: { readonly uid: string; readonly quantity: number }) {
          const id = yield* cartId()
          const { updateCartItems } = yield* gql.execute(UpdateCartItemsMutation, {
            input: {
              cart_id: id,
              cart_items: [{ cart_item_uid: input.uid, quantity: input.quantity }],
            },
          })
          if (updateCartItems === null) return yield* missingCart(id)
          return setCart(updateCartItems.cart) ?? updateCartItems.cart
        },
        (effect, input) =>
          tracked("updateQuantity", effect).pipe(
            Effect.tapError((error) =>
              events.emit({ type: "cart:quantity-not-updated", ...input, error }),
            ),
          ),
      )

      const updateQuantity = Effect.fn("Cart.updateQuantity")(function* (
        ref: CartLineRef & { readonly quantity: number },
      ) {
        const input = { uid: lineUid(ref), quantity: ref.quantity }
        if (!(input.quantity > 0))
          return yield* new QuantityNotSentError({
            uid: input.uid,
            reason: "not-positive",
            message: "The quantity must be above 0",
          })
        // Only the wait is interruptible: a change sent already is not replaced by a later one.
        const waiting = yield* FiberMap.run(
          debounces,
          input.uid,
          Effect.sleep(QUANTITY_DEBOUNCE_MS),
        )
        if (Exit.isFailure(yield* Fiber.await(waiting)))
          return yield* new QuantityNotSentError({
            uid: input.uid,
            reason: "superseded",
            message: "A later quantity change replaced this one",
          })
        return yield* sendQuantity(input)
      })

      const removeItem = Effect.fn("Cart.removeItem")(
        function* (input: CartLineRef) {
          const current = cart.get()
          const line = findLine(current, lineUid(input))
          if (current === null || line === undefined) return current
          const { removeItemFromCart } = yield* gql.execute(RemoveItemFromCartMutation, {
            input: { cart_id: current.id, cart_item_uid: line.uid },
          })
          if (removeItemFromCart === null) return yield* missingCart(current.id)
          const updated = setCart(removeItemFromCart.cart)
          yield* events.emit({ type: "cart:item-removed", item: line, cart: updated })
          yield* analytics.track(lineEvent("remove_from_cart", [{ line, quantity: line.quantity }]))
          return updated
        },
        (effect) => tracked("removeItem", effect),
      )

      const loadTotalQuantity = Effect.fn("Cart.loadTotalQuantity")(
        function* () {
          const writesAtStart = writes
          const id = cart.get()?.id ?? (yield* storage.get("cart"))
          if (!id) {
            totalQuantity.set(0)
            return 0
          }
          const { cart: found } = yield* gql.execute(CartTotalQtyQuery, { cartId: id })
          if (writes !== writesAtStart) return totalQuantity.get()
          const total = found?.total_quantity ?? 0
          totalQuantity.set(total)
          return total
        },
        (effect) => tracked("loadTotalQuantity", effect),
      )

      const applyQuoteId = Effect.fn("Cart.applyQuoteId")(function* (input: {
        readonly url: string
      }) {
        const { quoteId, url } = takeQuoteId(input.url)
        if (quoteId === undefined) return input.url
        yield* storage.set("cart", quoteId)
        setCart(null)
        yield* tracked("applyQuoteId", Effect.andThen(loadCart(), loadTotalQuantity())).pipe(
          Effect.catch((error) => Effect.logError("Updating the cart from quote_id failed", error)),
        )
        return url
      })

      const mergeCarts = Effect.fn("Cart.mergeCarts")(
        function* (input: { readonly sourceCartId: string; readonly destinationCartId: string }) {
          const { mergeCarts: merged } = yield* gql.execute(MergeCartsMutation, input)
          const updated = setCart(merged) ?? merged
          yield* rememberId(updated.id)
          return updated
        },
        (effect) => tracked("mergeCarts", effect),
      )

      const forget = Effect.fn("Cart.forget")(function* () {
        yield* Effect.sync(() => {
          setCart(null)
        })
      })

      return Cart.of({
        cart: { get: cart.get, subscribe: cart.subscribe },
        totalQuantity: { get: totalQuantity.get, subscribe: totalQuantity.subscribe },
        status: { get: status.get, subscribe: status.subscribe },
        load,
        clear,
        cartId,
        replace,
        forget,
        addItem,
        updateQuantity,
        removeItem,
        track: tracked,
        applyQuoteId,
        loadTotalQuantity,
        mergeCarts,
      })
    }),
  )
}
