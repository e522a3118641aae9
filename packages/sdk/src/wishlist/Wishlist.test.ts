import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as Logger from "effect/Logger"
import * as Result from "effect/Result"
import { Analytics } from "../analytics/Analytics.js"
import { Cart } from "../cart/Cart.js"
import { emptyGiftCardForm, type GiftCardForm } from "../cart/giftCardRules.js"
import { testCart, testLine } from "../cart/testCart.js"
import { guardAuthorization, Session } from "../customer/Session.js"
import { StorefrontEvents, storefrontEventsLayer } from "../events/StorefrontEvents.js"
import type { StorefrontEvent } from "../events/storefrontEvent.js"
import { GraphqlError } from "../graphql/errors.js"
import {
  VIEW_WISHLIST_ACTION,
  WISHLIST_ERROR_TITLE,
  WISHLIST_REMOVED_MESSAGE,
  WISHLIST_TITLE,
} from "../notifications/messages.js"
import { Notifications } from "../notifications/Notifications.js"
import { type MemoryStorageSeed, memoryStorage } from "../storage/memoryStorage.js"
import { type StubResponse, stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { Wishlist } from "./Wishlist.js"
import type { WishlistData, WishlistItemData } from "./wishlist.graphql.js"
import { NOT_AUTHENTICATED_WISHLIST_MESSAGE } from "./wishlistMessages.js"
import { toWishlistModel } from "./wishlistModel.js"
import { findWishlistItem } from "./wishlistPresence.js"
import { wishlistItemsFor } from "./wishlistRules.js"

const setup = (handlers: Record<string, StubResponse>, seed: MemoryStorageSeed = {}) => {
  const stub = stubGraphqlClient(handlers)
  const logs: Array<string> = []
  const logger = Logger.make((options) => {
    const message = options.message
    logs.push(String(Array.isArray(message) ? message[0] : message))
  })
  const layer = Wishlist.layer.pipe(
    Layer.provideMerge(Cart.layer),
    Layer.provideMerge(Analytics.noop),
    Layer.provideMerge(guardAuthorization(stub.layer).pipe(Layer.provideMerge(Session.layer))),
    Layer.provideMerge(Notifications.layer),
    Layer.provideMerge(memoryStorage(seed)),
    Layer.provideMerge(storefrontEventsLayer),
    Layer.provideMerge(Logger.layer([logger])),
  )
  return { stub, layer, logs }
}

const signedIn = { cookies: { customerToken: "tok" } }

/** The domain events emitted from now on (toasts and analytics left out). */
const domainEvents = Effect.map(Effect.service(StorefrontEvents), (events) => {
  const seen: Array<StorefrontEvent> = []
  events.subscribe((event) => {
    if (event.type !== "toast" && event.type !== "analytics") seen.push(event)
  })
  return seen
})

const product = (sku: string, typename = "SimpleProduct") => ({
  __typename: typename,
  uid: `uid-${sku}`,
  id: 1,
  sku,
  name: `Name ${sku}`,
  stock_status: "IN_STOCK" as const,
  only_x_left_in_stock: null,
  thumbnail: null,
  url_key: sku.toLowerCase(),
  url_suffix: ".html",
  url_rewrites: [],
  price_range: {
    minimum_price: {
      final_price: { value: 10, currency: "USD" as const },
      regular_price: { value: 10, currency: "USD" as const },
    },
    maximum_price: null,
  },
  rating_summary: 0,
  review_count: 0,
})

const item = (id: string, sku: string): WishlistItemData =>
  ({
    __typename: "SimpleWishlistItem",
    id,
    quantity: 1,
    description: null,
    added_at: "2026-01-31 09:05:00",
    product: product(sku),
  }) as unknown as WishlistItemData

const list = (items: ReadonlyArray<WishlistItemData>, id = "7"): WishlistData => ({
  id,
  items_count: items.length,
  sharing_code: "CODE",
  updated_at: null,
  items_v2: { items, page_info: { current_page: 1, page_size: 10, total_pages: 1 } },
})

const messages = (n: Notifications["Service"]) =>
  n.notifications
    .get()
    .map(({ type, title, message, action }) => ({ type, title, message, action }))

describe("Wishlist rules (spec §4, §5)", () => {
  it("the notices, titles and logs are the spec's §5/§8 texts verbatim", () => {
    // Literal here, so that a changed constant fails instead of following the tests along.
    assert.strictEqual(WISHLIST_REMOVED_MESSAGE, "You removed item to the wishlist list.")
    assert.strictEqual(WISHLIST_TITLE, "Wishlist")
    assert.strictEqual(WISHLIST_ERROR_TITLE, "Wishlist error")
    assert.strictEqual(
      NOT_AUTHENTICATED_WISHLIST_MESSAGE,
      "Need to be authenticated to add a product to wishlist",
    )
    assert.deepStrictEqual(VIEW_WISHLIST_ACTION, { text: "View", url: "/customer/my-wishlist" })
  })

  it("per-type add payloads, quantity 1; other types refused with the spec's message", () => {
    const payload = (typename: string, variantSku?: string) =>
      wishlistItemsFor({
        product: { __typename: typename, uid: "u", sku: "SKU" },
        ...(variantSku === undefined ? {} : { variantSku }),
      })
    for (const simple of [
      "SimpleProduct",
      "VirtualProduct",
      "DownloadableProduct",
      "GroupedProduct",
      "GiftCardProduct",
    ])
      assert.deepStrictEqual(payload(simple), Result.succeed([{ sku: "SKU", quantity: 1 }]))
    assert.deepStrictEqual(
      payload("ConfigurableProduct", "SKU-RED"),
      Result.succeed([{ sku: "SKU-RED", quantity: 1, parent_sku: "SKU" }]),
    )
    assert.deepStrictEqual(
      payload("ConfigurableProduct"),
      Result.succeed([{ sku: "SKU", quantity: 1, parent_sku: "SKU" }]),
    )
    assert.deepStrictEqual(
      payload("BundleProduct"),
      Result.succeed([{ sku: "SKU", quantity: 1, entered_options: [] }]),
    )
    const refused = payload("RentalProduct")
    assert.isTrue(Result.isFailure(refused))
    if (Result.isFailure(refused))
      assert.strictEqual(
        refused.failure.message,
        "Product Type RentalProduct not supported in add to wishlist yet",
      )
  })

  it("a gift card carries the amount and fields filled in so far, encoded as GiftCardGraphQl does", () => {
    const card = {
      giftcard_type: "VIRTUAL" as const,
      giftcard_amounts: [{ uid: "a50", value: 50 }],
      allow_open_amount: true,
      open_amount_min: 10,
      open_amount_max: 1000,
    }
    const add = (form: Partial<GiftCardForm>) =>
      wishlistItemsFor({
        product: { __typename: "GiftCardProduct", uid: "u", sku: "CARD" },
        giftCard: { product: card, form: { ...emptyGiftCardForm, ...form } },
      })
    const uid = (field: string) => btoa(`giftcard/${field}`)
    assert.deepStrictEqual(
      add({ amount: 50, senderName: "Ann", recipientName: "Ben", recipientEmail: "ben@x.com" }),
      Result.succeed([
        {
          sku: "CARD",
          quantity: 1,
          selected_options: [btoa("giftcard/giftcard_amount/50.0000")],
          entered_options: [
            { uid: uid("giftcard_sender_name"), value: "Ann" },
            { uid: uid("giftcard_recipient_name"), value: "Ben" },
            { uid: uid("giftcard_recipient_email"), value: "ben@x.com" },
          ],
        },
      ]),
    )
    // A typed amount is entered, not selected; nothing filled in sends the card alone.
    assert.deepStrictEqual(
      add({ openAmount: "75" }),
      Result.succeed([
        {
          sku: "CARD",
          quantity: 1,
          entered_options: [{ uid: uid("custom_giftcard_amount"), value: "75" }],
        },
      ]),
    )
    assert.deepStrictEqual(add({}), Result.succeed([{ sku: "CARD", quantity: 1 }]))
  })

  it("a listed gift card shows its amount, recipient, sender and message", () => {
    const card = {
      ...item("12", "CARD"),
      __typename: "GiftCardWishlistItem",
      gift_card_options: {
        amount: { value: 50, currency: "USD" },
        custom_giftcard_amount: null,
        sender_name: "Ann Sender",
        sender_email: "ann@example.com",
        recipient_name: "Ben",
        recipient_email: null,
        message: " Happy birthday! ",
      },
    } as unknown as WishlistItemData
    const [listed] = toWishlistModel(list([card])).items
    assert.deepStrictEqual(listed?.options, [
      "Amount: $50.00",
      "To: Ben",
      "From: Ann Sender <ann@example.com>",
      "Message: Happy birthday!",
    ])
    const bare = {
      ...card,
      gift_card_options: { amount: null, sender_name: null, recipient_name: null },
    } as unknown as WishlistItemData
    assert.deepStrictEqual(toWishlistModel(list([bare])).items[0]?.options, [])
    assert.isNull(toWishlistModel(list([item("11", "A")])).items[0]?.giftCard ?? null)
  })

  it("a product is listed when an item with its sku and uid has an id and a quantity", () => {
    const model = toWishlistModel(list([item("11", "A")]))
    assert.strictEqual(findWishlistItem(model, { sku: "A", uid: "uid-A" })?.id, "11")
    assert.isUndefined(findWishlistItem(model, { sku: "A", uid: "other" }))
    assert.isUndefined(findWishlistItem(model, { sku: "B", uid: "uid-A" }))
    const noQuantity = { ...model, items: model.items.map((i) => ({ ...i, quantity: 0 })) }
    assert.isUndefined(findWishlistItem(noQuantity, { sku: "A", uid: "uid-A" }))
    assert.isUndefined(findWishlistItem(null, { sku: "A", uid: "uid-A" }))
  })
})

describe("Wishlist service (spec §4, §7, §8)", () => {
  it.effect("load and count only with a customer token: nothing is sent without one", () => {
    const { stub, layer } = setup({})
    return Effect.gen(function* () {
      const wishlist = yield* Wishlist
      assert.strictEqual(yield* wishlist.load(), null)
      assert.strictEqual(yield* wishlist.loadCount(), 0)
      assert.strictEqual(stub.calls.length, 0)
    }).pipe(Effect.provide(layer))
  })

  it.effect("load asks page 1 of 10 and keeps the first list; count sums items_count", () => {
    const { stub, layer } = setup(
      {
        wishlist: () => ({ customer: { wishlists: [list([item("11", "A")]), list([], "8")] } }),
        wishlistItemsCount: () => ({
          customer: {
            wishlists: [
              { id: "7", items_count: 3 },
              { id: "8", items_count: 2 },
            ],
          },
        }),
      },
      signedIn,
    )
    return Effect.gen(function* () {
      const wishlist = yield* Wishlist
      const loaded = yield* wishlist.load()
      assert.deepStrictEqual(stub.calls[0]?.variables, { currentPage: 1, pageSize: 10 })
      assert.strictEqual(loaded?.id, "7")
      assert.strictEqual(wishlist.wishlist.get()?.items[0]?.product?.sku, "A")
      assert.strictEqual(yield* wishlist.loadCount(), 5)
      assert.strictEqual(wishlist.count.get(), 5)
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "add sends id 0 and the payload, shows the notice with View; adding again sends nothing",
    () => {
      const { stub, layer } = setup(
        {
          addProductsToWishlist: () => ({
            addProductsToWishlist: { wishlist: list([item("11", "A")]), user_errors: [] },
          }),
        },
        signedIn,
      )
      return Effect.gen(function* () {
        const wishlist = yield* Wishlist
        const notifications = yield* Notifications
        const input = {
          product: { __typename: "SimpleProduct", uid: "uid-A", sku: "A", name: "Alpha" },
        }
        const seen = yield* domainEvents
        yield* wishlist.add(input)
        const [added] = seen
        assert.strictEqual(added?.type, "wishlist:item-added")
        if (added?.type === "wishlist:item-added") {
          assert.strictEqual(added.product, input.product)
          assert.strictEqual(added.wishlist, wishlist.wishlist.get())
        }
        assert.deepStrictEqual(stub.calls[0]?.variables, {
          id: "0",
          items: [{ sku: "A", quantity: 1 }],
          currentPage: 1,
          pageSize: 10,
        })
        assert.deepStrictEqual(messages(notifications), [
          {
            type: "success",
            title: undefined,
            message: "You added product Alpha to the wishlist list.",
            action: VIEW_WISHLIST_ACTION,
          },
        ])
        assert.deepStrictEqual(VIEW_WISHLIST_ACTION, { text: "View", url: "/customer/my-wishlist" })
        assert.strictEqual(wishlist.count.get(), 1)
        assert.isFalse(notifications.notifications.get()[0]?.persistent)
        yield* wishlist.add(input)
        assert.strictEqual(stub.calls.length, 1)
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("toggle adds when absent and removes (id 0, the item id) when present", () => {
    const { stub, layer } = setup(
      {
        addProductsToWishlist: () => ({
          addProductsToWishlist: { wishlist: list([item("11", "A")]), user_errors: [] },
        }),
        removeProductsFromWishlist: () => ({
          removeProductsFromWishlist: { wishlist: list([]), user_errors: [] },
        }),
      },
      signedIn,
    )
    return Effect.gen(function* () {
      const wishlist = yield* Wishlist
      const notifications = yield* Notifications
      const input = { product: { __typename: "SimpleProduct", uid: "uid-A", sku: "A" } }
      yield* wishlist.toggle(input)
      assert.strictEqual(wishlist.presence(input.product)?.id, "11")
      yield* wishlist.toggle(input)
      assert.strictEqual(stub.calls[1]?.operationName, "removeProductsFromWishlist")
      assert.deepStrictEqual(stub.calls[1]?.variables, {
        id: "0",
        items: ["11"],
        currentPage: 1,
        pageSize: 10,
      })
      assert.strictEqual(wishlist.presence(input.product), null)
      assert.strictEqual(wishlist.count.get(), 0)
      assert.deepStrictEqual(messages(notifications)[1], {
        type: "success",
        title: undefined,
        message: WISHLIST_REMOVED_MESSAGE,
        action: VIEW_WISHLIST_ACTION,
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("without a token an add logs the spec's error and is still sent", () => {
    const { stub, layer, logs } = setup({
      addProductsToWishlist: () =>
        Effect.fail(
          new GraphqlError({
            operationName: "addProductsToWishlist",
            message: "The current user cannot perform operations on wishlist",
            errors: [],
            path: undefined,
            category: undefined,
          }),
        ),
    })
    return Effect.gen(function* () {
      const wishlist = yield* Wishlist
      const error = yield* Effect.flip(
        wishlist.add({ product: { __typename: "SimpleProduct", uid: "u", sku: "A" } }),
      )
      assert.strictEqual(error._tag, "GraphqlError")
      assert.include(logs, NOT_AUTHENTICATED_WISHLIST_MESSAGE)
      assert.strictEqual(stub.calls.length, 1)
      assert.strictEqual((yield* Wishlist).status.get().errors.add?._tag, "GraphqlError")
    }).pipe(Effect.provide(layer))
  })

  it.effect("an unsupported type logs 'Product Type … not supported' and sends nothing", () => {
    const { stub, layer, logs } = setup({}, signedIn)
    return Effect.gen(function* () {
      const wishlist = yield* Wishlist
      const error = yield* Effect.flip(
        wishlist.add({ product: { __typename: "RentalProduct", uid: "u", sku: "A" } }),
      )
      assert.strictEqual(error._tag, "UnsupportedWishlistProductTypeError")
      assert.include(logs, "Product Type RentalProduct not supported in add to wishlist yet")
      assert.strictEqual(stub.calls.length, 0)
    }).pipe(Effect.provide(layer))
  })

  it.effect("clear empties the list locally and sends nothing", () => {
    const { stub, layer } = setup(
      { wishlist: () => ({ customer: { wishlists: [list([item("11", "A")])] } }) },
      signedIn,
    )
    return Effect.gen(function* () {
      const wishlist = yield* Wishlist
      yield* wishlist.load()
      yield* wishlist.clear()
      assert.deepStrictEqual(wishlist.wishlist.get()?.items, [])
      assert.strictEqual(stub.calls.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "move to cart: the item leaves the list, the cart reloads, the 'Wishlist' notice",
    () => {
      const { stub, layer } = setup(
        {
          wishlist: () => ({ customer: { wishlists: [list([item("11", "A"), item("12", "B")])] } }),
          addWishlistItemsToCart: () => ({
            addWishlistItemsToCart: {
              status: true,
              wishlist: list([item("12", "B")]),
              add_wishlist_items_to_cart_user_errors: [],
            },
          }),
          customerCart: () => ({ customerCart: null }),
        },
        signedIn,
      )
      return Effect.gen(function* () {
        const wishlist = yield* Wishlist
        const notifications = yield* Notifications
        yield* wishlist.load()
        yield* wishlist.moveToCart({ itemId: "11" })
        assert.deepStrictEqual(stub.calls[1]?.variables, {
          id: "7",
          items: ["11"],
          currentPage: 1,
          pageSize: 10,
        })
        assert.deepStrictEqual(
          wishlist.wishlist.get()?.items.map((i) => i.id),
          ["12"],
        )
        assert.strictEqual(stub.calls[2]?.operationName, "customerCart")
        assert.deepStrictEqual(messages(notifications), [
          {
            type: "success",
            title: WISHLIST_TITLE,
            message: "You added Name A to your shopping cart.",
            action: undefined,
          },
        ])
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect(
    "move to cart refused: 'Wishlist error' with the cart's message; the item stays",
    () => {
      const { layer } = setup(
        {
          wishlist: () => ({ customer: { wishlists: [list([item("11", "A")])] } }),
          addWishlistItemsToCart: () => ({
            addWishlistItemsToCart: {
              status: false,
              wishlist: list([item("11", "A")]),
              add_wishlist_items_to_cart_user_errors: [
                {
                  code: "INSUFFICIENT_STOCK",
                  message: "The requested qty is not available",
                  wishlistItemId: "11",
                },
              ],
            },
          }),
        },
        signedIn,
      )
      return Effect.gen(function* () {
        const wishlist = yield* Wishlist
        const notifications = yield* Notifications
        yield* wishlist.load()
        const seen = yield* domainEvents
        const error = yield* Effect.flip(wishlist.moveToCart({ itemId: "11" }))
        assert.strictEqual(error._tag, "WishlistCartError")
        assert.deepStrictEqual(
          seen.map((e) => e.type),
          ["wishlist:move-to-cart-failed"],
        )
        assert.deepStrictEqual(
          wishlist.wishlist.get()?.items.map((i) => i.id),
          ["11"],
        )
        assert.deepStrictEqual(messages(notifications), [
          {
            type: "danger",
            title: WISHLIST_ERROR_TITLE,
            message: "The requested qty is not available",
            action: undefined,
          },
        ])
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("a sign-out empties the list and the count", () => {
    const { layer } = setup(
      { wishlist: () => ({ customer: { wishlists: [list([item("11", "A")])] } }) },
      signedIn,
    )
    return Effect.gen(function* () {
      const wishlist = yield* Wishlist
      yield* wishlist.load()
      assert.strictEqual(wishlist.count.get(), 1)
      yield* (yield* Session).signedOut()
      assert.strictEqual(wishlist.wishlist.get(), null)
      assert.strictEqual(wishlist.count.get(), 0)
    }).pipe(Effect.provide(layer))
  })
})

describe("an add to the cart from the wish list (spec §2 ?wishlist)", () => {
  it.effect("reports the add_to_cart items in the 'Wishlist' list; a plain add does not", () => {
    const stub = stubGraphqlClient({
      createEmptyCart: () => ({ createEmptyCart: "c" }),
      cart: () => ({ cart: testCart({ id: "c" }) }),
      addProductsToCart: () => ({
        addProductsToCart: {
          cart: testCart({ id: "c", items: [testLine({ sku: "LENS-50" })] }),
          user_errors: [],
        },
      }),
    })
    const analytics = Analytics.memory()
    const layer = Cart.layer.pipe(
      Layer.provideMerge(Session.layer),
      Layer.provideMerge(Layer.mergeAll(stub.layer, Notifications.layer, analytics.layer)),
      Layer.provideMerge(memoryStorage()),
    )
    return Effect.gen(function* () {
      const cart = yield* Cart
      const product = { __typename: "SimpleProduct", sku: "LENS-50", name: "Lens" }
      yield* cart.addItem({ product, quantity: 1, fromWishlist: true })
      yield* cart.addItem({ product, quantity: 1 })
      const [fromWishlist, plain] = analytics.events
      assert.deepStrictEqual(
        fromWishlist?.ecommerce.items.map((i) => [i.item_list_id, i.item_list_name]),
        [["wishlist", "Wishlist"]],
      )
      assert.isUndefined(plain?.ecommerce.items[0]?.item_list_name)
      assert.deepStrictEqual(stub.calls.at(-1)?.variables, {
        cartId: "c",
        cartItems: [{ sku: "LENS-50", quantity: 1 }],
      })
    }).pipe(Effect.provide(layer))
  })
})
