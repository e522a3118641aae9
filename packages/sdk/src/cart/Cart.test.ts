import { assert, describe, it } from "@effect/vitest"
import * as Deferred from "effect/Deferred"
import * as Effect from "effect/Effect"
import * as Fiber from "effect/Fiber"
import * as Layer from "effect/Layer"
import { TestClock } from "effect/testing"
import { Analytics } from "../analytics/Analytics.js"
import { Session } from "../customer/Session.js"
import { StorefrontEvents, storefrontEventsLayer } from "../events/StorefrontEvents.js"
import {
  GraphqlAuthorizationError,
  GraphqlError,
  type MagentoErrorCategory,
  TransportError,
} from "../graphql/errors.js"
import { Notifications } from "../notifications/Notifications.js"
import { type MemoryStorageSeed, memoryStorage } from "../storage/memoryStorage.js"
import { Storage } from "../storage/Storage.js"
import { type StubResponse, stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { Cart } from "./Cart.js"
import type { CartModel } from "./cart.graphql.js"
import { testCart, testLine } from "./testCart.js"

const setup = (handlers: Record<string, StubResponse>, seed: MemoryStorageSeed = {}) => {
  const stub = stubGraphqlClient(handlers)
  const analytics = Analytics.memory()
  const layer = Cart.layer.pipe(
    Layer.provideMerge(Session.layer),
    Layer.provideMerge(Layer.mergeAll(stub.layer, Notifications.layer, analytics.layer)),
    Layer.provideMerge(memoryStorage(seed)),
    Layer.provideMerge(storefrontEventsLayer),
  )
  return { stub, analytics, layer }
}

const ops = (stub: { calls: ReadonlyArray<{ operationName: string }> }) =>
  stub.calls.map((c) => c.operationName)

const graphqlError = (
  message: string,
  operationName = "cart",
  category: MagentoErrorCategory = "graphql-no-such-entity",
) =>
  new GraphqlError({
    message,
    path: undefined,
    category,
    errors: [{ message, path: undefined, category }],
    operationName,
  })

/** The types of the events emitted from now on. */
const recordEvents = Effect.map(Effect.service(StorefrontEvents), (events) => {
  const types: Array<string> = []
  events.subscribe((event) => types.push(event.type))
  return types
})

const toasts = Effect.map(Effect.service(Notifications), (n) =>
  n.notifications
    .get()
    .map(({ type, title, message, action }) => ({ type, title, message, action })),
)

const lens = testLine({ uid: "l1", sku: "LENS-50", name: "50mm Lens", price: 200 })
const camera = testLine({ uid: "c1", sku: "CAM-1", name: "EOS R5", price: 3000 })

describe("Cart load (spec §4 Cart load)", () => {
  it.effect("with a customer token uses customerCart and stores its id", () => {
    const { stub, layer } = setup(
      { customerCart: () => ({ customerCart: testCart({ id: "cust-cart", items: [lens] }) }) },
      { cookies: { customerToken: "tok" } },
    )
    return Effect.gen(function* () {
      const cart = yield* Cart
      const loaded = yield* cart.load()
      assert.strictEqual(loaded?.id, "cust-cart")
      assert.strictEqual(cart.totalQuantity.get(), 1)
      assert.strictEqual(yield* (yield* Storage).get("cart"), "cust-cart")
      assert.deepStrictEqual(ops(stub), ["customerCart"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a load still in flight when an add returns never shows the older cart", () => {
    const firstLoad = Deferred.makeUnsafe<void>()
    let loads = 0
    const { stub, layer } = setup(
      {
        // The page's load is slow; the add's own read of the customer's cart is not.
        customerCart: () => {
          loads += 1
          const empty = { customerCart: testCart({ id: "cust-cart", items: [] }) }
          return loads === 1 ? Effect.as(Deferred.await(firstLoad), empty) : empty
        },
        addProductsToCart: () => ({
          addProductsToCart: {
            cart: testCart({ id: "cust-cart", items: [lens] }),
            user_errors: [],
          },
        }),
      },
      { cookies: { customerToken: "tok" } },
    )
    return Effect.gen(function* () {
      const cart = yield* Cart
      const load = yield* Effect.forkChild(cart.load())
      yield* Effect.yieldNow
      yield* cart.addItem({
        product: { __typename: "SimpleProduct", sku: "LENS-50", name: "50mm Lens" },
        quantity: 1,
      })
      yield* Deferred.succeed(firstLoad, undefined)
      const loaded = yield* Fiber.join(load)
      assert.deepStrictEqual(ops(stub), ["customerCart", "customerCart", "addProductsToCart"])
      assert.deepStrictEqual(
        loaded?.items?.map((line) => line?.product.sku),
        ["LENS-50"],
      )
      assert.deepStrictEqual(
        cart.cart.get()?.items?.map((line) => line?.product.sku),
        ["LENS-50"],
      )
      assert.strictEqual(cart.totalQuantity.get(), 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("an invalid customer token is cleared and the stored cart id used", () => {
    const { stub, layer } = setup(
      {
        customerCart: () =>
          Effect.fail(
            new GraphqlAuthorizationError({
              message: "The current customer isn't authorized.",
              path: undefined,
              category: "graphql-authorization",
              errors: [],
              operationName: "customerCart",
            }),
          ),
        cart: (v) => ({ cart: testCart({ id: String(v.cartId) }) }),
      },
      { cookies: { customerToken: "expired", cart: "guest-cart" } },
    )
    return Effect.gen(function* () {
      const loaded = yield* (yield* Cart).load()
      assert.strictEqual(loaded?.id, "guest-cart")
      assert.strictEqual(yield* (yield* Storage).get("customerToken"), undefined)
      assert.deepStrictEqual(ops(stub), ["customerCart", "cart"])
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "without an id returns nothing, or creates an empty cart when a real one is required",
    () => {
      const { stub, layer } = setup({
        createEmptyCart: () => ({ createEmptyCart: "new-cart" }),
        cart: (v) => ({ cart: testCart({ id: String(v.cartId) }) }),
      })
      return Effect.gen(function* () {
        const cart = yield* Cart
        assert.strictEqual(yield* cart.load(), null)
        assert.deepStrictEqual(ops(stub), [])
        const real = yield* cart.load({ realCart: true })
        assert.strictEqual(real?.id, "new-cart")
        assert.strictEqual(yield* (yield* Storage).get("cart"), "new-cart")
        assert.deepStrictEqual(ops(stub), ["createEmptyCart", "cart"])
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("a failed load clears the id and makes a new cart", () => {
    const { stub, layer } = setup(
      {
        cart: (v) =>
          v.cartId === "stale"
            ? Effect.fail(graphqlError('Could not find a cart with ID "stale"'))
            : { cart: testCart({ id: String(v.cartId) }) },
        createEmptyCart: () => ({ createEmptyCart: "fresh" }),
      },
      { cookies: { cart: "stale" } },
    )
    return Effect.gen(function* () {
      const loaded = yield* (yield* Cart).load()
      assert.strictEqual(loaded?.id, "fresh")
      assert.strictEqual(yield* (yield* Storage).get("cart"), "fresh")
      assert.deepStrictEqual(ops(stub), ["cart", "createEmptyCart", "cart"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("when the new cart cannot be loaded either, the first error is raised", () => {
    const { layer } = setup(
      {
        cart: () => Effect.fail(graphqlError("The cart isn't active.")),
        createEmptyCart: () => ({ createEmptyCart: "fresh" }),
      },
      { cookies: { cart: "stale" } },
    )
    return Effect.gen(function* () {
      const cart = yield* Cart
      const error = yield* Effect.flip(cart.load())
      assert.strictEqual(error._tag, "GraphqlError")
      assert.strictEqual(error.message, "The cart isn't active.")
      assert.strictEqual(cart.status.get().errors.load?.message, "The cart isn't active.")
      assert.strictEqual(cart.cart.get(), null)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a transport failure keeps the stored id", () => {
    const { layer } = setup(
      {
        cart: () =>
          Effect.fail(
            new TransportError({ reason: "network", message: "down", operationName: "cart" }),
          ),
      },
      { cookies: { cart: "mine" } },
    )
    return Effect.gen(function* () {
      assert.strictEqual((yield* Effect.flip((yield* Cart).load()))._tag, "TransportError")
      assert.strictEqual(yield* (yield* Storage).get("cart"), "mine")
    }).pipe(Effect.provide(layer))
  })

  it.effect("clear removes the id and makes a fresh cart", () => {
    const { stub, layer } = setup(
      {
        cart: (v) => ({
          cart: testCart({ id: String(v.cartId), items: v.cartId === "old" ? [lens] : [] }),
        }),
        createEmptyCart: () => ({ createEmptyCart: "fresh" }),
      },
      { cookies: { cart: "old" } },
    )
    return Effect.gen(function* () {
      const cart = yield* Cart
      yield* cart.load()
      assert.strictEqual(cart.totalQuantity.get(), 1)
      const fresh = yield* cart.clear()
      assert.strictEqual(fresh?.id, "fresh")
      assert.strictEqual(cart.totalQuantity.get(), 0)
      assert.deepStrictEqual(ops(stub), ["cart", "createEmptyCart", "cart"])
    }).pipe(Effect.provide(layer))
  })
})

describe("Cart add item (spec §4 Add item, §8)", () => {
  const simple = { __typename: "SimpleProduct", sku: "LENS-50", name: "50mm Lens" }

  it.effect(
    "creates a real cart first, replaces the cart, toasts, opens the sidebar and tracks",
    () => {
      const { stub, analytics, layer } = setup({
        createEmptyCart: () => ({ createEmptyCart: "new-cart" }),
        addProductsToCart: () => ({
          addProductsToCart: {
            cart: testCart({ id: "new-cart", items: [{ ...lens, quantity: 2 }] }),
            user_errors: [],
          },
        }),
      })
      return Effect.gen(function* () {
        const cart = yield* Cart
        const events = yield* recordEvents
        const updated = yield* cart.addItem({ product: simple, quantity: 2 })
        assert.strictEqual(updated.total_quantity, 2)
        assert.strictEqual(cart.cart.get()?.id, "new-cart")
        assert.strictEqual(cart.totalQuantity.get(), 2)
        // The UI hears the toast, the add and the suggestion to show the cart; it opens nothing.
        assert.deepStrictEqual(events, ["toast", "cart:item-added", "open-sidebar"])
        // A new cart is empty: it is not read back before the add.
        assert.deepStrictEqual(ops(stub), ["createEmptyCart", "addProductsToCart"])
        assert.deepStrictEqual(stub.calls[1]?.variables, {
          cartId: "new-cart",
          cartItems: [{ sku: "LENS-50", quantity: 2 }],
        })
        assert.deepStrictEqual(yield* toasts, [
          {
            type: "success",
            title: undefined,
            message: "Item added to the cart successfully",
            action: { text: "View", url: "/cart" },
          },
        ])
        assert.deepStrictEqual(analytics.events, [
          {
            event: "add_to_cart",
            ecommerce: {
              currency: "USD",
              value: 400,
              items: [
                {
                  item_id: "LENS-50",
                  item_name: "50mm Lens",
                  price: 200,
                  quantity: 2,
                  item_brand: "Canon",
                  item_category: "Cameras",
                },
              ],
            },
          },
        ])
        assert.strictEqual(analytics.marketingEvents[0]?.name, "Added to Cart")
        assert.strictEqual(analytics.marketingEvents[0]?.properties.AddedItemSKU, "LENS-50")
        assert.strictEqual(analytics.marketingEvents[0]?.properties.AddedItemQuantity, 2)
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("updates the stored cart id when the returned cart's differs", () => {
    const { layer } = setup(
      {
        addProductsToCart: () => ({
          addProductsToCart: { cart: testCart({ id: "other", items: [lens] }), user_errors: [] },
        }),
      },
      { cookies: { cart: "mine" } },
    )
    return Effect.gen(function* () {
      yield* (yield* Cart).addItem({ product: simple, quantity: 1 })
      assert.strictEqual(yield* (yield* Storage).get("cart"), "other")
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "user errors: the first message as a danger toast, raised as CartUserError, cart kept",
    () => {
      const before = testCart({ id: "mine", items: [camera] })
      const { analytics, layer } = setup(
        {
          cart: () => ({ cart: before }),
          addProductsToCart: () => ({
            addProductsToCart: {
              cart: before,
              user_errors: [
                { code: "INSUFFICIENT_STOCK", message: "The requested qty is not available" },
                { code: "UNDEFINED", message: "Second" },
              ],
            },
          }),
        },
        { cookies: { cart: "mine" } },
      )
      return Effect.gen(function* () {
        const cart = yield* Cart
        yield* cart.load()
        const events = yield* recordEvents
        const error = yield* Effect.flip(cart.addItem({ product: simple, quantity: 99 }))
        assert.strictEqual(error._tag, "CartUserError")
        if (error._tag === "CartUserError") assert.strictEqual(error.code, "INSUFFICIENT_STOCK")
        assert.strictEqual(error.message, "The requested qty is not available")
        assert.deepStrictEqual(yield* toasts, [
          {
            type: "danger",
            title: undefined,
            message: "The requested qty is not available",
            action: undefined,
          },
        ])
        assert.strictEqual(cart.cart.get()?.total_quantity, 1)
        assert.deepStrictEqual(events, ["toast", "cart:add-refused"])
        assert.strictEqual(cart.status.get().errors.addItem?._tag, "CartUserError")
        assert.strictEqual(cart.status.get().busy.addItem, false)
        assert.deepStrictEqual(analytics.events, [])
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("an unsupported type fails before any call", () => {
    const { stub, layer } = setup({})
    return Effect.gen(function* () {
      const error = yield* Effect.flip(
        (yield* Cart).addItem({
          product: { __typename: "WarrantyProduct", sku: "W" },
          quantity: 1,
        }),
      )
      assert.strictEqual(error._tag, "UnsupportedProductTypeError")
      assert.strictEqual(
        error.message,
        "Product Type WarrantyProduct not supported in add to cart yet",
      )
      assert.deepStrictEqual(ops(stub), [])
    }).pipe(Effect.provide(layer))
  })
})

describe("Cart update quantity (spec §4, §9: debounced 1000 ms)", () => {
  const loaded = (handlers: Record<string, StubResponse>) =>
    setup(
      { cart: () => ({ cart: testCart({ id: "mine", items: [lens] }) }), ...handlers },
      { cookies: { cart: "mine" } },
    )

  it.effect("sends only the last quantity of an item, 1000 ms after the last change", () => {
    const { stub, layer } = loaded({
      updateCartItems: (v) => {
        const input = v.input as { cart_items: Array<{ quantity: number }> }
        const quantity = input.cart_items[0]?.quantity ?? 0
        return {
          updateCartItems: { cart: testCart({ id: "mine", items: [{ ...lens, quantity }] }) },
        }
      },
    })
    return Effect.gen(function* () {
      const cart = yield* Cart
      yield* cart.load()
      const first = yield* Effect.forkChild(
        Effect.flip(cart.updateQuantity({ uid: "l1", quantity: 2 })),
      )
      yield* TestClock.adjust(500)
      const second = yield* Effect.forkChild(cart.updateQuantity({ uid: "l1", quantity: 3 }))
      yield* TestClock.adjust(999)
      assert.deepStrictEqual(ops(stub), ["cart"])
      yield* TestClock.adjust(1)
      // The replaced change fails: it was never sent.
      const replaced = yield* Fiber.join(first)
      assert.strictEqual(replaced._tag, "QuantityNotSentError")
      if (replaced._tag === "QuantityNotSentError")
        assert.strictEqual(replaced.reason, "superseded")
      assert.strictEqual((yield* Fiber.join(second))?.total_quantity, 3)
      assert.deepStrictEqual(ops(stub), ["cart", "updateCartItems"])
      assert.deepStrictEqual(stub.calls[1]?.variables, {
        input: { cart_id: "mine", cart_items: [{ cart_item_uid: "l1", quantity: 3 }] },
      })
      assert.strictEqual(cart.totalQuantity.get(), 3)
    }).pipe(Effect.provide(layer))
  })

  it.effect("rapid changes on one line send one request; two lines wait independently", () => {
    const { stub, layer } = setup(
      {
        cart: () => ({ cart: testCart({ id: "mine", items: [lens, camera] }) }),
        updateCartItems: () => ({
          updateCartItems: { cart: testCart({ id: "mine", items: [lens, camera] }) },
        }),
      },
      { cookies: { cart: "mine" } },
    )
    return Effect.gen(function* () {
      const cart = yield* Cart
      yield* cart.load()
      const lensChanges = yield* Effect.forkChild(
        Effect.all(
          [2, 3, 4, 5].map((quantity) =>
            Effect.result(cart.updateQuantity({ uid: "l1", quantity })),
          ),
          { concurrency: "unbounded" },
        ),
      )
      yield* TestClock.adjust(600)
      // The camera line's change starts its own 1000 ms: the lens line's does not restart it.
      const cameraChange = yield* Effect.forkChild(cart.updateQuantity({ uid: "c1", quantity: 2 }))
      yield* TestClock.adjust(400)
      const sent = () =>
        stub.calls
          .filter((c) => c.operationName === "updateCartItems")
          .map((c) => (c.variables as { input: { cart_items: unknown } }).input.cart_items)
      assert.deepStrictEqual(sent(), [[{ cart_item_uid: "l1", quantity: 5 }]])
      const outcomes = yield* Fiber.join(lensChanges)
      assert.deepStrictEqual(
        outcomes.map((o) => (o._tag === "Failure" ? o.failure._tag : "sent")),
        ["QuantityNotSentError", "QuantityNotSentError", "QuantityNotSentError", "sent"],
      )
      yield* TestClock.adjust(600)
      yield* Fiber.join(cameraChange)
      assert.deepStrictEqual(sent(), [
        [{ cart_item_uid: "l1", quantity: 5 }],
        [{ cart_item_uid: "c1", quantity: 2 }],
      ])
    }).pipe(Effect.provide(layer))
  })

  it.effect("sends nothing for a quantity of 0 or less, and fails", () => {
    const { stub, layer } = loaded({})
    return Effect.gen(function* () {
      const cart = yield* Cart
      yield* cart.load()
      for (const quantity of [0, -1]) {
        const error = yield* Effect.flip(cart.updateQuantity({ uid: "l1", quantity }))
        assert.strictEqual(error._tag, "QuantityNotSentError")
        if (error._tag === "QuantityNotSentError") assert.strictEqual(error.reason, "not-positive")
      }
      assert.deepStrictEqual(ops(stub), ["cart"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("an error fails the call, shows its message as a danger toast, keeps the cart", () => {
    const { layer } = loaded({
      updateCartItems: () =>
        Effect.fail(
          graphqlError("The requested qty is not available", "updateCartItems", "graphql-input"),
        ),
    })
    return Effect.gen(function* () {
      const cart = yield* Cart
      yield* cart.load()
      const fiber = yield* Effect.forkChild(
        Effect.flip(cart.updateQuantity({ uid: "l1", quantity: 50 })),
      )
      yield* TestClock.adjust(1000)
      assert.strictEqual((yield* Fiber.join(fiber))._tag, "GraphqlError")
      assert.deepStrictEqual(
        (yield* toasts).map((t) => [t.type, t.message]),
        [["danger", "The requested qty is not available"]],
      )
      assert.strictEqual(cart.totalQuantity.get(), 1)
      assert.strictEqual(cart.status.get().errors.updateQuantity?._tag, "GraphqlError")
    }).pipe(Effect.provide(layer))
  })
})

describe("Cart remove item (spec §4 Remove item, §8)", () => {
  it.effect("removes the line, notifies and tracks remove_from_cart", () => {
    const { stub, analytics, layer } = setup(
      {
        cart: () => ({ cart: testCart({ id: "mine", items: [lens, camera] }) }),
        removeItemFromCart: () => ({
          removeItemFromCart: { cart: testCart({ id: "mine", items: [camera] }) },
        }),
      },
      { cookies: { cart: "mine" } },
    )
    return Effect.gen(function* () {
      const cart = yield* Cart
      yield* cart.load()
      const after = yield* cart.removeItem({ uid: "l1" })
      assert.deepStrictEqual(
        after?.items?.map((i) => i?.uid),
        ["c1"],
      )
      assert.deepStrictEqual(stub.calls[1]?.variables, {
        input: { cart_id: "mine", cart_item_uid: "l1" },
      })
      assert.deepStrictEqual(yield* toasts, [
        {
          type: "success",
          title: "Product removed",
          message: "50mm Lens has been successfully removed from your cart",
          action: undefined,
        },
      ])
      assert.strictEqual(analytics.events[0]?.event, "remove_from_cart")
      assert.deepStrictEqual(
        analytics.events[0]?.ecommerce.items.map((i) => [i.item_id, i.quantity]),
        [["LENS-50", 1]],
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect("does nothing when the item is not in the cart", () => {
    const { stub, layer } = setup(
      { cart: () => ({ cart: testCart({ id: "mine", items: [camera] }) }) },
      { cookies: { cart: "mine" } },
    )
    return Effect.gen(function* () {
      const cart = yield* Cart
      yield* cart.load()
      assert.strictEqual((yield* cart.removeItem({ uid: "nope" }))?.id, "mine")
      assert.deepStrictEqual(ops(stub), ["cart"])
      assert.deepStrictEqual(yield* toasts, [])
    }).pipe(Effect.provide(layer))
  })
})

describe("Cart quote_id, total, merge", () => {
  it.effect(
    "quote_id sets the cart id, reloads cart and total, and is removed from the URL",
    () => {
      const { stub, layer } = setup(
        {
          cart: (v) => ({ cart: testCart({ id: String(v.cartId), items: [lens, camera] }) }),
          cartTotalQty: () => ({ cart: { total_quantity: 2 } }),
        },
        { cookies: { cart: "old" } },
      )
      return Effect.gen(function* () {
        const cart = yield* Cart
        const url = yield* cart.applyQuoteId({ url: "/checkout?quote_id=handed-over&step=2" })
        assert.strictEqual(url, "/checkout?step=2")
        assert.strictEqual(yield* (yield* Storage).get("cart"), "handed-over")
        assert.strictEqual(cart.cart.get()?.id, "handed-over")
        assert.strictEqual(cart.totalQuantity.get(), 2)
        assert.deepStrictEqual(ops(stub), ["cart", "cartTotalQty"])
        assert.deepStrictEqual(stub.calls[1]?.variables, { cartId: "handed-over" })
        assert.strictEqual(yield* cart.applyQuoteId({ url: "/cart" }), "/cart")
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("a quote_id whose cart fails to load is logged only; the URL is still cleaned", () => {
    const { layer } = setup({
      cart: () =>
        Effect.fail(
          new TransportError({ reason: "network", message: "down", operationName: "cart" }),
        ),
    })
    return Effect.gen(function* () {
      assert.strictEqual(yield* (yield* Cart).applyQuoteId({ url: "/?quote_id=q" }), "/")
    }).pipe(Effect.provide(layer))
  })

  it.effect("loadTotalQuantity reads cart.total_quantity; 0 without a cart", () => {
    const { stub, layer } = setup({ cartTotalQty: () => ({ cart: { total_quantity: 7 } }) })
    return Effect.gen(function* () {
      const cart = yield* Cart
      assert.strictEqual(yield* cart.loadTotalQuantity(), 0)
      assert.deepStrictEqual(ops(stub), [])
      yield* (yield* Storage).set("cart", "mine")
      assert.strictEqual(yield* cart.loadTotalQuantity(), 7)
      assert.strictEqual(cart.totalQuantity.get(), 7)
    }).pipe(Effect.provide(layer))
  })

  it.effect("mergeCarts merges source into destination and keeps the destination", () => {
    const merged: CartModel = testCart({ id: "customer", items: [lens, camera] })
    const { stub, layer } = setup({ mergeCarts: () => ({ mergeCarts: merged }) })
    return Effect.gen(function* () {
      const cart = yield* Cart
      yield* cart.mergeCarts({ sourceCartId: "guest", destinationCartId: "customer" })
      assert.deepStrictEqual(stub.calls[0]?.variables, {
        sourceCartId: "guest",
        destinationCartId: "customer",
      })
      assert.strictEqual(cart.totalQuantity.get(), 2)
      assert.strictEqual(yield* (yield* Storage).get("cart"), "customer")
    }).pipe(Effect.provide(layer))
  })
})
