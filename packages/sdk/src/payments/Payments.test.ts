import { assert, describe, it } from "@effect/vitest"
import { Effect, Layer } from "effect"
import { Analytics } from "../analytics/Analytics.js"
import { Cart } from "../cart/Cart.js"
import { testCart, testLine } from "../cart/testCart.js"
import { Warranty } from "../cart/Warranty.js"
import { Checkout } from "../checkout/Checkout.js"
import { Session } from "../customer/Session.js"
import { GraphqlError } from "../graphql/errors.js"
import { Notifications } from "../notifications/Notifications.js"
import { memoryStorage } from "../storage/memoryStorage.js"
import { type StubResponse, stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import {
  type PaymentAction,
  PaymentAuthenticationError,
  PaymentConfirmer,
  Payments,
} from "./Payments.js"

const SECRET = "pi_3Abc_secret_Xyz"
const cart = testCart({ id: "mine", items: [testLine({ sku: "CAM-1", price: 1000 })] })

const placeError = (message: string) =>
  Effect.fail(
    new GraphqlError({
      message,
      path: ["placeOrder"],
      category: "graphql-input",
      errors: [],
      operationName: "placeOrder",
    }),
  )

const setup = (handlers: Record<string, StubResponse>, confirmed: PaymentAction[] | null) => {
  const stub = stubGraphqlClient(handlers)
  const confirmer =
    confirmed === null
      ? Layer.empty
      : Layer.succeed(PaymentConfirmer, {
          confirm: (action: PaymentAction) => Effect.sync(() => void confirmed.push(action)),
        })
  const layer = Payments.layer.pipe(
    Layer.provideMerge(confirmer),
    Layer.provideMerge(Checkout.layer),
    Layer.provideMerge(Warranty.layer),
    Layer.provideMerge(Cart.layer),
    Layer.provideMerge(Session.layer),
    Layer.provideMerge(Layer.mergeAll(stub.layer, Notifications.layer, Analytics.memory().layer)),
    Layer.provideMerge(memoryStorage({ cookies: { cart: "mine" } })),
  )
  return { stub, layer }
}

const setPayment = () => ({ setPaymentMethodOnCart: { cart } })

describe("Payments", () => {
  it.effect("sends each choice as its module reads it", () => {
    const { stub, layer } = setup({ setPaymentMethodOnCart: setPayment }, null)
    return Effect.gen(function* () {
      const payments = yield* Payments
      yield* payments.choose({ kind: "offline", code: "checkmo" })
      yield* payments.choose({ kind: "stripe", paymentMethodId: "pm_card_visa" })
      yield* payments.choose({ kind: "braintree", nonce: "fake-valid-nonce" })
      assert.deepStrictEqual(
        stub.calls.map(
          (c) => (c.variables as { input: { payment_method: unknown } }).input.payment_method,
        ),
        [
          { code: "checkmo" },
          {
            code: "stripe_payments",
            stripe_payments: { payment_element: true, payment_method: "pm_card_visa" },
          },
          {
            code: "braintree",
            braintree: {
              payment_method_nonce: "fake-valid-nonce",
              is_active_payment_token_enabler: false,
            },
          },
        ],
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect("completes 3-D Secure through the confirmer, then places the order again", () => {
    let attempts = 0
    const confirmed: PaymentAction[] = []
    const { stub, layer } = setup(
      {
        placeOrder: () =>
          ++attempts === 1
            ? placeError(`Unable to place order: Authentication Required: ${SECRET}`)
            : { placeOrder: { order: { order_number: "000000042" } } },
      },
      confirmed,
    )
    return Effect.gen(function* () {
      const order = yield* (yield* Payments).placeOrder()
      assert.strictEqual(order.orderNumber, "000000042")
      assert.deepStrictEqual(confirmed, [{ provider: "stripe", clientSecret: SECRET }])
      assert.deepStrictEqual(
        stub.calls.map((c) => c.operationName),
        ["placeOrder", "placeOrder"],
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect("fails PaymentAuthenticationError without a confirmer, and passes declines on", () => {
    const { layer } = setup(
      { placeOrder: () => placeError(`Unable to place order: Authentication Required: ${SECRET}`) },
      null,
    )
    const declined = setup(
      { placeOrder: () => placeError("Unable to place order: Your card was declined.") },
      [],
    )
    const place = Payments.use((p) => Effect.flip(p.placeOrder()))
    return Effect.gen(function* () {
      const error = yield* place.pipe(Effect.provide(layer))
      assert.instanceOf(error, PaymentAuthenticationError)
      const decline = yield* place.pipe(Effect.provide(declined.layer))
      assert.strictEqual(decline._tag, "GraphqlError")
      assert.strictEqual(decline.message, "Unable to place order: Your card was declined.")
    })
  })
})
