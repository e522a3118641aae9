import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Analytics } from "../analytics/Analytics.js"
import { Cart } from "../cart/Cart.js"
import type { CartModel, ShippingCartAddress } from "../cart/cart.graphql.js"
import { testCart, testLine } from "../cart/testCart.js"
import { Warranty } from "../cart/Warranty.js"
import { Session } from "../customer/Session.js"
import { GraphqlError } from "../graphql/errors.js"
import { Notifications } from "../notifications/Notifications.js"
import { type MemoryStorageSeed, memoryStorage } from "../storage/memoryStorage.js"
import { Storage } from "../storage/Storage.js"
import { type StubResponse, stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { Checkout } from "./Checkout.js"

const setup = (handlers: Record<string, StubResponse>, seed: MemoryStorageSeed = {}) => {
  const stub = stubGraphqlClient(handlers)
  const analytics = Analytics.memory()
  const layer = Checkout.layer.pipe(
    Layer.provideMerge(Warranty.layer),
    Layer.provideMerge(Cart.layer),
    Layer.provideMerge(Session.layer),
    Layer.provideMerge(Layer.mergeAll(stub.layer, Notifications.layer, analytics.layer)),
    Layer.provideMerge(memoryStorage({ cookies: { cart: "mine" }, ...seed })),
  )
  return { stub, analytics, layer }
}

const ops = (stub: { calls: ReadonlyArray<{ operationName: string }> }) =>
  stub.calls.map((c) => c.operationName)

const ground = {
  carrier_code: "flatrate",
  carrier_title: "Flat Rate",
  method_code: "flatrate",
  method_title: "Ground",
  amount: { value: 10, currency: "USD" },
}

const address = (selected: boolean): ShippingCartAddress => ({
  firstname: "Ada",
  lastname: "Lovelace",
  street: ["12 Lens Road"],
  city: "Springfield",
  company: null,
  region: { code: "IL", region_id: 23, label: "Illinois" },
  postcode: "62701",
  telephone: "555-0100",
  country: { code: "US", label: "United States" },
  selected_shipping_method: selected ? ground : null,
  available_shipping_methods: [{ ...ground, available: true, error_message: null }],
})

const cartWith = (shipping: ReadonlyArray<ShippingCartAddress>): CartModel => ({
  ...testCart({ id: "mine", items: [testLine({ sku: "CAM-1", price: 1000 })] }),
  shipping_addresses: shipping,
})

const form = {
  firstname: "Ada",
  lastname: "Lovelace",
  street: "12 Lens Road",
  apartment: "Apt 4",
  city: "Springfield",
  country_code: "US",
}

describe("Checkout shipping step (spec §4 Checkout shipping)", () => {
  it.effect("fetches the cart when it has no shipping address, not otherwise", () => {
    const { stub, layer } = setup({ cart: () => ({ cart: cartWith([address(false)]) }) })
    return Effect.gen(function* () {
      const checkout = yield* Checkout
      assert.strictEqual((yield* checkout.loadShippingStep())?.city, "Springfield")
      assert.strictEqual((yield* checkout.loadShippingStep())?.city, "Springfield")
      assert.deepStrictEqual(ops(stub), ["cart"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("sets the shipping address from the form, street lines merged", () => {
    const { stub, layer } = setup({
      setShippingAddressesOnCart: () => ({
        setShippingAddressesOnCart: { cart: cartWith([address(false)]) },
      }),
    })
    return Effect.gen(function* () {
      yield* (yield* Checkout).setShippingAddress({ address: form })
      assert.deepStrictEqual(stub.calls[0]?.variables, {
        input: {
          cart_id: "mine",
          shipping_addresses: [
            {
              address: {
                firstname: "Ada",
                lastname: "Lovelace",
                street: ["12 Lens Road", "Apt 4"],
                city: "Springfield",
                country_code: "US",
              },
            },
          ],
        },
      })
      assert.strictEqual((yield* Cart).cart.get()?.shipping_addresses.length, 1)
    }).pipe(Effect.provide(layer))
  })

  it.effect("saving billing loads the selected shipping method and re-applies it", () => {
    const { stub, layer } = setup({
      setBillingAddressOnCart: () => ({
        setBillingAddressOnCart: { cart: cartWith([address(false)]) },
      }),
      cart: () => ({ cart: cartWith([address(true)]) }),
      setShippingMethodsOnCart: () => ({
        setShippingMethodsOnCart: { cart: cartWith([address(true)]) },
      }),
    })
    return Effect.gen(function* () {
      yield* (yield* Checkout).setBillingAddress({
        address: { ...form, customerAddressId: 5, sameAsShipping: true },
      })
      assert.deepStrictEqual(ops(stub), [
        "setBillingAddressOnCart",
        "cart",
        "setShippingMethodsOnCart",
      ])
      assert.deepStrictEqual(stub.calls[0]?.variables, {
        input: {
          cart_id: "mine",
          billing_address: { customer_address_id: 5, same_as_shipping: true },
        },
      })
      assert.deepStrictEqual(stub.calls[2]?.variables, {
        input: {
          cart_id: "mine",
          shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }],
        },
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect("saving billing on a virtual-only cart makes no other call", () => {
    const virtual = { ...cartWith([]), is_virtual: true }
    const { stub, layer } = setup({
      setBillingAddressOnCart: () => ({ setBillingAddressOnCart: { cart: virtual } }),
    })
    return Effect.gen(function* () {
      const saved = yield* (yield* Checkout).setBillingAddress({
        address: { ...form, sameAsShipping: false },
      })
      assert.strictEqual(saved.is_virtual, true)
      assert.deepStrictEqual(ops(stub), ["setBillingAddressOnCart"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("the guest's email and the shipping address travel in one request", () => {
    const { stub, layer } = setup({
      setGuestEmailAndShippingAddressOnCart: () => ({
        setGuestEmailOnCart: { cart: { id: "mine" } },
        setShippingAddressesOnCart: { cart: cartWith([address(false)]) },
      }),
    })
    return Effect.gen(function* () {
      const saved = yield* (yield* Checkout).setShippingAddress({
        address: form,
        email: "ada@example.com",
      })
      assert.strictEqual(saved.shipping_addresses[0]?.city, "Springfield")
      assert.deepStrictEqual(ops(stub), ["setGuestEmailAndShippingAddressOnCart"])
      const variables = stub.calls[0]?.variables as { email: unknown; address: unknown }
      assert.deepStrictEqual(variables.email, { cart_id: "mine", email: "ada@example.com" })
      assert.deepStrictEqual(variables.address, {
        cart_id: "mine",
        shipping_addresses: [
          {
            address: {
              firstname: "Ada",
              lastname: "Lovelace",
              street: ["12 Lens Road", "Apt 4"],
              city: "Springfield",
              country_code: "US",
            },
          },
        ],
      })
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "a loaded cart's selected method is re-applied with the billing address, one request",
    () => {
      const { stub, layer } = setup({
        cart: () => ({ cart: cartWith([address(true)]) }),
        setBillingAddressAndShippingMethodOnCart: () => ({
          setBillingAddressOnCart: { cart: { id: "mine" } },
          setShippingMethodsOnCart: { cart: cartWith([address(true)]) },
        }),
      })
      return Effect.gen(function* () {
        yield* (yield* Cart).load()
        yield* (yield* Checkout).setBillingAddress({ address: { ...form, sameAsShipping: true } })
        assert.deepStrictEqual(ops(stub), ["cart", "setBillingAddressAndShippingMethodOnCart"])
        assert.deepStrictEqual(stub.calls[1]?.variables, {
          address: {
            cart_id: "mine",
            billing_address: {
              address: {
                firstname: "Ada",
                lastname: "Lovelace",
                street: ["12 Lens Road", "Apt 4"],
                city: "Springfield",
                country_code: "US",
              },
              same_as_shipping: true,
            },
          },
          method: {
            cart_id: "mine",
            shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }],
          },
        })
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("a loaded cart with no method selected is fetched for it before billing", () => {
    let reads = 0
    const { stub, layer } = setup({
      cart: () => {
        reads += 1
        return { cart: cartWith([address(reads > 1)]) }
      },
      setBillingAddressAndShippingMethodOnCart: () => ({
        setBillingAddressOnCart: { cart: { id: "mine" } },
        setShippingMethodsOnCart: { cart: cartWith([address(true)]) },
      }),
    })
    return Effect.gen(function* () {
      yield* (yield* Cart).load()
      yield* (yield* Checkout).setBillingAddress({ address: { ...form, sameAsShipping: true } })
      assert.deepStrictEqual(ops(stub), [
        "cart",
        "cart",
        "setBillingAddressAndShippingMethodOnCart",
      ])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a chosen method goes with the billing address and is reported", () => {
    const { stub, analytics, layer } = setup({
      setBillingAddressAndShippingMethodOnCart: () => ({
        setBillingAddressOnCart: { cart: { id: "mine" } },
        setShippingMethodsOnCart: { cart: cartWith([address(true)]) },
      }),
    })
    return Effect.gen(function* () {
      yield* (yield* Checkout).setBillingAddress({
        address: { ...form, sameAsShipping: true },
        shippingMethod: { carrier_code: "flatrate", method_code: "flatrate" },
      })
      assert.deepStrictEqual(ops(stub), ["setBillingAddressAndShippingMethodOnCart"])
      assert.deepStrictEqual(
        analytics.events.map((e) => [e.event, e.ecommerce.shipping_tier]),
        [["add_shipping_info", "Ground"]],
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect.each([
    { field: "setShippingMethodsOnCart", tag: "ShippingMethodError" },
    { field: "setBillingAddressOnCart", tag: "GraphqlError" },
  ])("a refused $field in the billing request fails as $tag", ({ field, tag }) => {
    const { layer } = setup({
      cart: () => ({ cart: cartWith([address(true)]) }),
      setBillingAddressAndShippingMethodOnCart: () =>
        Effect.fail(
          new GraphqlError({
            message: "refused",
            path: [field],
            category: "graphql-input",
            errors: [],
            operationName: "setBillingAddressAndShippingMethodOnCart",
          }),
        ),
    })
    return Effect.gen(function* () {
      yield* (yield* Cart).load()
      const error = yield* Effect.flip(
        (yield* Checkout).setBillingAddress({ address: { ...form, sameAsShipping: true } }),
      )
      assert.strictEqual(error._tag, tag)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a virtual-only cart's email and billing address travel in one request", () => {
    const virtual = { ...cartWith([]), is_virtual: true }
    const { stub, layer } = setup({
      cart: () => ({ cart: virtual }),
      setGuestEmailAndBillingAddressOnCart: () => ({
        setGuestEmailOnCart: { cart: { id: "mine" } },
        setBillingAddressOnCart: { cart: { ...virtual, email: "ada@example.com" } },
      }),
    })
    return Effect.gen(function* () {
      yield* (yield* Cart).load()
      const saved = yield* (yield* Checkout).setBillingAddress({
        address: { ...form, sameAsShipping: false },
        email: "ada@example.com",
      })
      assert.strictEqual(saved.email, "ada@example.com")
      assert.deepStrictEqual(ops(stub), ["cart", "setGuestEmailAndBillingAddressOnCart"])
    }).pipe(Effect.provide(layer))
  })

  it.effect("loading the selected method fetches the cart only when none is selected", () => {
    const { stub, layer } = setup({
      setShippingMethodsOnCart: () => ({
        setShippingMethodsOnCart: { cart: cartWith([address(true)]) },
      }),
    })
    return Effect.gen(function* () {
      const checkout = yield* Checkout
      yield* checkout.setShippingMethod({ carrier_code: "flatrate", method_code: "flatrate" })
      assert.strictEqual((yield* checkout.selectedShippingMethod())?.method_title, "Ground")
      assert.deepStrictEqual(ops(stub), ["setShippingMethodsOnCart"])
    }).pipe(Effect.provide(layer))
  })
})

describe("Checkout shipping methods (spec §8 defined texts)", () => {
  it.effect("lists the guest cart's methods; a customer's come from customerCart", () => {
    const { stub, layer } = setup({
      getAvailableShippingMethods: () => ({ cart: { shipping_addresses: [address(false)] } }),
      getAvailableCustomerShippingMethods: () => ({
        customerCart: { shipping_addresses: [address(false)] },
      }),
    })
    return Effect.gen(function* () {
      const checkout = yield* Checkout
      assert.deepStrictEqual(
        (yield* checkout.shippingMethods()).map((m) => m.method_title),
        ["Ground"],
      )
      yield* (yield* Storage).set("customerToken", "tok")
      yield* checkout.shippingMethods()
      assert.deepStrictEqual(ops(stub), [
        "getAvailableShippingMethods",
        "getAvailableCustomerShippingMethods",
      ])
      assert.deepStrictEqual(stub.calls[0]?.variables, { cartId: "mine" })
    }).pipe(Effect.provide(layer))
  })

  it.effect.each([
    {
      name: "no method available",
      answer: () => ({ cart: { shipping_addresses: [{ available_shipping_methods: [] }] } }),
      reason: "unavailable",
      message:
        "There are no shipping methods available for this country. We are sorry, please try with a different country or later.",
    },
    {
      name: "fetch failure",
      answer: () =>
        Effect.fail(
          new GraphqlError({
            message: "boom",
            path: undefined,
            category: undefined,
            errors: [],
            operationName: "getAvailableShippingMethods",
          }),
        ),
      reason: "fetch",
      message:
        "There was some error while trying to fetch shipping methods. We are sorry, please try with different shipping details.",
    },
  ])("$name fails ShippingMethodError with its text", ({ answer, reason, message }) => {
    const { layer } = setup({ getAvailableShippingMethods: answer })
    return Effect.gen(function* () {
      const error = yield* Effect.flip((yield* Checkout).shippingMethods())
      assert.strictEqual(error._tag, "ShippingMethodError")
      assert.strictEqual(error.reason, reason)
      assert.strictEqual(error.message, message)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a failed selection fails with the selection text and reports nothing", () => {
    const { analytics, layer } = setup({
      setShippingMethodsOnCart: () =>
        Effect.fail(
          new GraphqlError({
            message: "Carrier with such method not found",
            path: undefined,
            category: "graphql-input",
            errors: [],
            operationName: "setShippingMethodsOnCart",
          }),
        ),
    })
    return Effect.gen(function* () {
      const error = yield* Effect.flip(
        (yield* Checkout).setShippingMethod({ carrier_code: "x", method_code: "y" }),
      )
      assert.strictEqual(error.reason, "select")
      assert.strictEqual(
        error.message,
        "There was some error while trying to select this shipping method. We are sorry, please try with different shipping method.",
      )
      assert.deepStrictEqual(analytics.events, [])
    }).pipe(Effect.provide(layer))
  })
})

describe("Checkout payment, email, order and analytics", () => {
  it.effect(
    "reports begin_checkout, add_shipping_info, add_payment_info and purchase; then forgets the cart",
    () => {
      const ordered = cartWith([address(true)])
      const { stub, analytics, layer } = setup({
        cart: (v) => ({ cart: v.cartId === "mine" ? ordered : testCart({ id: String(v.cartId) }) }),
        setShippingMethodsOnCart: () => ({ setShippingMethodsOnCart: { cart: ordered } }),
        getAvailablePaymentMethods: () => ({
          cart: {
            available_payment_methods: [{ code: "checkmo", title: "Check / Money order" }, null],
          },
        }),
        setPaymentMethodOnCart: () => ({ setPaymentMethodOnCart: { cart: ordered } }),
        setGuestEmailOnCart: () => ({
          setGuestEmailOnCart: { cart: { ...ordered, email: "ada@example.com" } },
        }),
        placeOrder: () => ({ placeOrder: { order: { order_number: "000000042" } } }),
      })
      return Effect.gen(function* () {
        const checkout = yield* Checkout
        const cart = yield* Cart
        yield* cart.load()
        yield* checkout.beginCheckout()
        yield* checkout.setGuestEmail({ email: "ada@example.com" })
        assert.strictEqual(cart.cart.get()?.email, "ada@example.com")
        yield* checkout.setShippingMethod({ carrier_code: "flatrate", method_code: "flatrate" })
        assert.deepStrictEqual(yield* checkout.paymentMethods(), [
          { code: "checkmo", title: "Check / Money order" },
        ])
        yield* checkout.setPaymentMethod({ code: "checkmo" })
        const beforeOrder = cart.cart.get()
        const order = yield* checkout.placeOrder()
        // The confirmation gets the cart as it was ordered.
        assert.deepStrictEqual(order, { orderNumber: "000000042", cart: beforeOrder })
        assert.strictEqual(order.cart?.id, ordered.id)
        assert.deepStrictEqual(
          analytics.events.map((e) => e.event),
          ["begin_checkout", "add_shipping_info", "add_payment_info", "purchase"],
        )
        const purchase = analytics.events[3]?.ecommerce
        assert.strictEqual(purchase?.transaction_id, "000000042")
        assert.strictEqual(purchase?.shipping, 10)
        assert.strictEqual(purchase?.value, 1000)
        assert.deepStrictEqual(
          purchase?.items.map((i) => i.item_id),
          ["CAM-1"],
        )
        assert.strictEqual(analytics.events[1]?.ecommerce.shipping_tier, "Ground")
        assert.strictEqual(analytics.events[2]?.ecommerce.payment_type, "checkmo")
        // The ordered cart's id is dropped; no cart is made until one is needed.
        assert.strictEqual(yield* (yield* Storage).get("cart"), undefined)
        assert.strictEqual(cart.cart.get(), null)
        assert.strictEqual(cart.totalQuantity.get(), 0)
        assert.strictEqual(ops(stub).at(-1), "placeOrder")
        assert.deepStrictEqual(
          stub.calls.find((c) => c.operationName === "placeOrder")?.variables,
          {
            input: { cart_id: "mine" },
          },
        )
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("subscribeToNewsletter returns the status", () => {
    const { layer } = setup({
      subscribeEmailToNewsletter: () => ({ subscribeEmailToNewsletter: { status: "SUBSCRIBED" } }),
    })
    return Effect.gen(function* () {
      assert.strictEqual(
        yield* (yield* Checkout).subscribeToNewsletter({ email: "ada@example.com" }),
        "SUBSCRIBED",
      )
    }).pipe(Effect.provide(layer))
  })
})
