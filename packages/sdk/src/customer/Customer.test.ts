import { assert, describe, it } from "@effect/vitest"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import * as PubSub from "effect/PubSub"
import { Analytics } from "../analytics/Analytics.js"
import { Cart } from "../cart/Cart.js"
import { testCart, testLine } from "../cart/testCart.js"
import { StorefrontEvents, storefrontEventsLayer } from "../events/StorefrontEvents.js"
import {
  GraphqlAuthorizationError,
  GraphqlError,
  type MagentoErrorCategory,
} from "../graphql/errors.js"
import { Notifications } from "../notifications/Notifications.js"
import { type MemoryStorageSeed, memoryStorage } from "../storage/memoryStorage.js"
import { Storage } from "../storage/Storage.js"
import { type StubResponse, stubGraphqlClient } from "../testing/stubGraphqlClient.js"
import { Customer } from "./Customer.js"
import type { CustomerData } from "./customer.graphql.js"
import { guardAuthorization, Session } from "./Session.js"

const setup = (handlers: Record<string, StubResponse>, seed: MemoryStorageSeed = {}) => {
  const stub = stubGraphqlClient(handlers)
  const client = guardAuthorization(stub.layer).pipe(Layer.provideMerge(Session.layer))
  const layer = Customer.layer.pipe(
    Layer.provideMerge(Cart.layer),
    Layer.provideMerge(client),
    Layer.provideMerge(Layer.merge(Notifications.layer, Analytics.noop)),
    Layer.provideMerge(memoryStorage(seed)),
    Layer.provideMerge(storefrontEventsLayer),
  )
  return { stub, layer }
}

const ops = (stub: { calls: ReadonlyArray<{ operationName: string }> }) =>
  stub.calls.map((c) => c.operationName)

const graphqlError = (
  messages: ReadonlyArray<string>,
  operationName: string,
  category?: MagentoErrorCategory,
) =>
  Effect.fail(
    new GraphqlError({
      message: messages[0] ?? "",
      path: undefined,
      category,
      errors: messages.map((message) => ({ message, path: undefined, category })),
      operationName,
    }),
  )

const NOT_AUTHORIZED = "The current customer isn't authorized."
const authorizationError = (operationName: string) =>
  Effect.fail(
    new GraphqlAuthorizationError({
      message: NOT_AUTHORIZED,
      path: undefined,
      category: "graphql-authorization",
      errors: [{ message: NOT_AUTHORIZED, path: undefined, category: "graphql-authorization" }],
      operationName,
    }),
  )

const SIGN_IN_INCORRECT =
  "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later."

const roni = (overrides: Partial<CustomerData> = {}): CustomerData => ({
  email: "roni_cost@example.com",
  firstname: "Veronica",
  lastname: "Costello",
  middlename: null,
  prefix: null,
  suffix: null,
  date_of_birth: null,
  gender: null,
  taxvat: null,
  is_subscribed: false,
  default_billing: "1",
  default_shipping: "2",
  confirmation_status: "ACCOUNT_CONFIRMATION_NOT_REQUIRED",
  ...overrides,
})

/** The types of the domain events emitted from now on (toasts and analytics left out). */
const domainEvents = Effect.map(Effect.service(StorefrontEvents), (events) => {
  const types: Array<string> = []
  events.subscribe((event) => {
    if (event.type !== "toast" && event.type !== "analytics") types.push(event.type)
  })
  return types
})

const toasts = Effect.map(Effect.service(Notifications), (n) =>
  n.notifications.get().map(({ type, title, message }) => ({ type, title, message })),
)

const storedState = Effect.gen(function* () {
  const storage = yield* Storage
  return {
    token: yield* storage.get("customerToken"),
    cart: yield* storage.get("cart"),
    localToken: yield* storage.getLocal("customerToken"),
    localEmail: yield* storage.getLocal("customerEmail"),
  }
})

const lens = testLine({ uid: "l1", sku: "LENS-50", name: "50mm Lens", price: 200 })
const camera = testLine({ uid: "c1", sku: "CAM-1", name: "EOS R5", price: 3000 })

const signInHandlers = (extra: Record<string, StubResponse> = {}) => ({
  generateCustomerToken: () => ({ generateCustomerToken: { token: "tok-1" } }),
  customerCart: () => ({ customerCart: testCart({ id: "cust-cart", items: [camera] }) }),
  customer: () => ({ customer: roni() }),
  ...extra,
})

describe("Login (spec §4)", () => {
  it.effect(
    "stores the token, merges the guest cart into the customer cart, loads the customer",
    () => {
      const { stub, layer } = setup(
        signInHandlers({
          mergeCarts: (v) => ({
            mergeCarts: testCart({ id: String(v.destinationCartId), items: [camera, lens] }),
          }),
        }),
        { cookies: { cart: "guest-cart" } },
      )
      return Effect.gen(function* () {
        const customer = yield* Customer
        // An Effect consumer reads the events from a PubSub subscription.
        const subscription = yield* (yield* StorefrontEvents).subscription
        const profile = yield* customer.signIn({
          email: "roni_cost@example.com",
          password: "secret-1A",
        })
        const signedIn = (yield* PubSub.takeAll(subscription)).filter(
          (e) => e.type === "customer:signed-in",
        )
        assert.deepStrictEqual(signedIn, [{ type: "customer:signed-in", customer: profile }])
        assert.strictEqual(profile.firstname, "Veronica")
        assert.strictEqual(profile.defaultShippingId, 2)
        assert.deepStrictEqual(ops(stub), [
          "generateCustomerToken",
          "customerCart",
          "mergeCarts",
          "customer",
        ])
        assert.deepStrictEqual(stub.calls[2]?.variables, {
          sourceCartId: "guest-cart",
          destinationCartId: "cust-cart",
        })
        assert.deepStrictEqual(yield* storedState, {
          token: "tok-1",
          cart: "cust-cart",
          localToken: "tok-1",
          localEmail: "roni_cost@example.com",
        })
        assert.strictEqual((yield* Cart).totalQuantity.get(), 2)
        assert.deepStrictEqual(customer.session.get(), { signedIn: true, customer: profile })
        assert.deepStrictEqual(yield* toasts, [
          { type: "success", title: "Login", message: "You have successfully logged in" },
        ])
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("a failed merge falls back to the customer cart", () => {
    const { layer } = setup(
      signInHandlers({
        mergeCarts: () => graphqlError(["The cart isn't active."], "mergeCarts"),
      }),
      { cookies: { cart: "guest-cart" } },
    )
    return Effect.gen(function* () {
      yield* (yield* Customer).signIn({ email: "roni_cost@example.com", password: "x" })
      const cart = yield* Cart
      assert.strictEqual(cart.cart.get()?.id, "cust-cart")
      assert.strictEqual((yield* storedState).cart, "cust-cart")
    }).pipe(Effect.provide(layer))
  })

  it.effect("no merge without a guest cart, nor when the ids are the same", () =>
    Effect.gen(function* () {
      for (const seed of [{}, { cookies: { cart: "cust-cart" } }]) {
        const { stub, layer } = setup(signInHandlers(), seed)
        yield* Effect.gen(function* () {
          yield* (yield* Customer).signIn({ email: "roni_cost@example.com", password: "x" })
        }).pipe(Effect.provide(layer))
        assert.deepStrictEqual(ops(stub), ["generateCustomerToken", "customerCart", "customer"])
      }
    }),
  )

  it.effect("a wrong password: danger toast 'Registration error', AccountError, no token", () => {
    const { stub, layer } = setup({
      generateCustomerToken: () =>
        graphqlError([SIGN_IN_INCORRECT], "generateCustomerToken", "graphql-authentication"),
    })
    return Effect.gen(function* () {
      const customer = yield* Customer
      const seen = yield* domainEvents
      const error = yield* Effect.flip(
        customer.signIn({ email: "roni_cost@example.com", password: "wrong" }),
      )
      assert.strictEqual(error._tag, "AccountError")
      assert.strictEqual(error.message, SIGN_IN_INCORRECT)
      assert.deepStrictEqual(seen, ["customer:sign-in-failed"])
      assert.deepStrictEqual(yield* toasts, [
        { type: "danger", title: "Registration error", message: SIGN_IN_INCORRECT },
      ])
      assert.strictEqual((yield* storedState).token, undefined)
      assert.strictEqual(customer.session.get().signedIn, false)
      assert.strictEqual(customer.status.get().errors.signIn, SIGN_IN_INCORRECT)
      assert.deepStrictEqual(ops(stub), ["generateCustomerToken"])
    }).pipe(Effect.provide(layer))
  })
})

describe("Logout (spec §4)", () => {
  it.effect("revokes the token, then clears token, cart id, cart, user, stored entries", () => {
    const { stub, layer } = setup(
      {
        customerCart: () => ({ customerCart: testCart({ id: "cust-cart", items: [lens] }) }),
        customer: () => ({ customer: roni() }),
        revokeCustomerToken: () => ({ revokeCustomerToken: { result: true } }),
      },
      {
        cookies: { customerToken: "tok", cart: "cust-cart" },
        local: { customerToken: "tok", customerEmail: "roni_cost@example.com" },
      },
    )
    return Effect.gen(function* () {
      const customer = yield* Customer
      const cart = yield* Cart
      yield* cart.load()
      yield* customer.load()
      assert.strictEqual(customer.session.get().customer?.email, "roni_cost@example.com")
      const seen = yield* domainEvents
      yield* customer.signOut()
      assert.deepStrictEqual(seen, ["customer:signed-out"])
      assert.deepStrictEqual(ops(stub), ["customerCart", "customer", "revokeCustomerToken"])
      assert.deepStrictEqual(yield* storedState, {
        token: undefined,
        cart: undefined,
        localToken: undefined,
        localEmail: undefined,
      })
      assert.strictEqual(cart.cart.get(), null)
      assert.strictEqual(cart.totalQuantity.get(), 0)
      assert.deepStrictEqual(customer.session.get(), { signedIn: false, customer: null })
      assert.deepStrictEqual(yield* toasts, [
        { type: "success", title: "Logged Out", message: "You are successfully logged out" },
      ])
    }).pipe(Effect.provide(layer))
  })
})

describe("Register (spec §4, §8)", () => {
  it.effect("signs in when the store needs no confirmation", () => {
    const { stub, layer } = setup(
      signInHandlers({ createCustomer: () => ({ createCustomerV2: { customer: roni() } }) }),
    )
    return Effect.gen(function* () {
      const result = yield* (yield* Customer).register({
        email: "roni_cost@example.com",
        password: "secret-1A",
        firstname: "Veronica",
        lastname: "Costello",
        isSubscribed: true,
      })
      assert.strictEqual(result.status, "signed-in")
      assert.deepStrictEqual(stub.calls[0]?.variables, {
        input: {
          email: "roni_cost@example.com",
          password: "secret-1A",
          firstname: "Veronica",
          lastname: "Costello",
          is_subscribed: true,
        },
      })
      assert.deepStrictEqual(ops(stub), [
        "createCustomer",
        "generateCustomerToken",
        "customerCart",
        "customer",
      ])
      assert.strictEqual((yield* storedState).token, "tok-1")
      const [notice] = (yield* Notifications).notifications.get()
      assert.deepStrictEqual(
        [notice?.title, notice?.message],
        ["Login", "You have successfully logged in"],
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect(
    "shows the confirmation message when the store asks for it, and stays signed out",
    () => {
      const { stub, layer } = setup({
        createCustomer: () => ({
          createCustomerV2: {
            customer: roni({ confirmation_status: "ACCOUNT_CONFIRMATION_REQUIRED" }),
          },
        }),
      })
      return Effect.gen(function* () {
        const customer = yield* Customer
        const result = yield* customer.register({
          email: "new@example.com",
          password: "secret-1A",
          firstname: "N",
          lastname: "E",
        })
        assert.deepStrictEqual(result, { status: "confirmation-required" })
        assert.deepStrictEqual(ops(stub), ["createCustomer"])
        const [notice] = (yield* Notifications).notifications.get()
        assert.strictEqual(
          notice?.message,
          "You must confirm your account. Please check your email for the confirmation link.",
        )
        assert.strictEqual(customer.session.get().signedIn, false)
      }).pipe(Effect.provide(layer))
    },
  )

  it.effect("stock Magento (no confirmation status): an unconfirmed sign-in means confirm", () => {
    const { confirmation_status: _, ...stockRoni } = roni()
    const { layer } = setup({
      createCustomer: () => ({ createCustomerV2: { customer: stockRoni } }),
      generateCustomerToken: () =>
        graphqlError(
          ["This account isn't confirmed. Verify and try again."],
          "generateCustomerToken",
          "graphql-authentication",
        ),
    })
    return Effect.gen(function* () {
      const result = yield* (yield* Customer).register({
        email: "new@example.com",
        password: "secret-1A",
        firstname: "N",
        lastname: "E",
      })
      assert.deepStrictEqual(result, { status: "confirmation-required" })
      assert.deepStrictEqual(
        (yield* toasts).map((t) => t.message),
        ["You must confirm your account. Please check your email for the confirmation link."],
      )
    }).pipe(Effect.provide(layer))
  })

  it.effect("errors: one danger toast 'Registration error', messages joined by commas", () => {
    const messages = [
      "A customer with the same email address already exists in an associated website.",
      "The password needs at least 8 characters. Create a new password and try again.",
    ]
    const { layer } = setup({
      createCustomer: () => graphqlError(messages, "createCustomer", "graphql-input"),
    })
    return Effect.gen(function* () {
      const error = yield* Effect.flip(
        (yield* Customer).register({
          email: "roni_cost@example.com",
          password: "short",
          firstname: "V",
          lastname: "C",
        }),
      )
      assert.strictEqual(error._tag, "AccountError")
      assert.strictEqual(error.message, messages.join(","))
      assert.deepStrictEqual(yield* toasts, [
        { type: "danger", title: "Registration error", message: messages.join(",") },
      ])
    }).pipe(Effect.provide(layer))
  })
})

describe("User load (spec §4)", () => {
  it.effect("no token: null, no request", () => {
    const { stub, layer } = setup({})
    return Effect.gen(function* () {
      assert.strictEqual(yield* (yield* Customer).load(), null)
      assert.deepStrictEqual(ops(stub), [])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a token cookie at startup means signed in; a failed fetch signs out", () => {
    const { stub, layer } = setup(
      {
        customer: () => graphqlError(["Something went wrong"], "customer"),
        revokeCustomerToken: () => ({ revokeCustomerToken: { result: true } }),
      },
      { cookies: { customerToken: "tok", cart: "cart-1" }, local: { customerToken: "tok" } },
    )
    return Effect.gen(function* () {
      const customer = yield* Customer
      assert.deepStrictEqual(customer.session.get(), { signedIn: true, customer: null })
      const error = yield* Effect.flip(customer.load())
      assert.strictEqual(error.message, "Something went wrong")
      assert.deepStrictEqual(ops(stub), ["customer", "revokeCustomerToken"])
      assert.deepStrictEqual(customer.session.get(), { signedIn: false, customer: null })
      assert.deepStrictEqual(yield* storedState, {
        token: undefined,
        cart: undefined,
        localToken: undefined,
        localEmail: undefined,
      })
    }).pipe(Effect.provide(layer))
  })
})

describe("Authorization failure (spec §4)", () => {
  it.effect(
    "graphql-authorization from any call: signed out, token and cart id removed, warning, home",
    () => {
      const { layer } = setup(
        {
          customerCart: () => ({ customerCart: testCart({ id: "cust-cart", items: [lens] }) }),
          removeItemFromCart: () => authorizationError("removeItemFromCart"),
        },
        {
          cookies: { customerToken: "expired", cart: "cust-cart" },
          local: { customerToken: "expired", customerEmail: "roni_cost@example.com" },
        },
      )
      return Effect.gen(function* () {
        const customer = yield* Customer
        const cart = yield* Cart
        yield* cart.load()
        const seen = yield* domainEvents
        const error = yield* Effect.flip(cart.removeItem({ uid: "l1" }))
        assert.strictEqual(error._tag, "GraphqlAuthorizationError")
        assert.deepStrictEqual(seen, ["customer:authorization-lost"])
        assert.deepStrictEqual(customer.session.get(), { signedIn: false, customer: null })
        assert.deepStrictEqual(yield* storedState, {
          token: undefined,
          cart: undefined,
          localToken: undefined,
          localEmail: undefined,
        })
        assert.strictEqual(cart.cart.get(), null)
        assert.deepStrictEqual(yield* toasts, [
          { type: "warning", title: undefined, message: "You are not authorized, please log in." },
        ])
        assert.deepStrictEqual(customer.homeRequest.get(), { id: 1, reason: "unauthorized" })
      }).pipe(Effect.provide(layer))
    },
  )
})

describe("Profile and password (spec §5, §8)", () => {
  const signedIn = { cookies: { customerToken: "tok" } }

  it.effect("the e-mail is a separate updateCustomerEmail call, only when it differs", () => {
    let email = "roni_cost@example.com"
    const { stub, layer } = setup(
      {
        customer: () => ({ customer: roni() }),
        updateCustomerEmail: (v) => {
          email = String(v.email)
          return { updateCustomerEmail: { customer: roni({ email }) } }
        },
        updateCustomer: (v) => ({
          updateCustomerV2: {
            customer: roni({
              email,
              firstname: String((v.input as { firstname: string }).firstname),
            }),
          },
        }),
      },
      signedIn,
    )
    return Effect.gen(function* () {
      const customer = yield* Customer
      yield* customer.load()
      const same = yield* customer.updateProfile({
        firstname: "Roni",
        email: "roni_cost@example.com",
        password: "pw",
      })
      assert.strictEqual(same.firstname, "Roni")
      assert.deepStrictEqual(ops(stub), ["customer", "updateCustomer"])
      const changed = yield* customer.updateProfile({
        firstname: "Veronica",
        email: "veronica@example.com",
        password: "pw",
      })
      assert.deepStrictEqual(ops(stub).slice(2), ["updateCustomerEmail", "updateCustomer"])
      assert.deepStrictEqual(stub.calls[2]?.variables, {
        email: "veronica@example.com",
        password: "pw",
      })
      assert.strictEqual(changed.email, "veronica@example.com")
      assert.strictEqual(customer.session.get().customer?.email, "veronica@example.com")
      assert.strictEqual(yield* (yield* Storage).getLocal("customerEmail"), "veronica@example.com")
    }).pipe(Effect.provide(layer))
  })

  it.effect("errors are joined and kept per action", () => {
    const passwordErrors = [
      "The password doesn't match this account. Verify the password and try again.",
    ]
    const { layer } = setup(
      {
        customer: () => ({ customer: roni() }),
        updateCustomerEmail: () =>
          graphqlError(
            [
              "A customer with the same email address already exists in an associated website.",
              "Invalid login or password.",
            ],
            "updateCustomerEmail",
          ),
        changeCustomerPassword: () =>
          graphqlError(passwordErrors, "changeCustomerPassword", "graphql-authentication"),
      },
      signedIn,
    )
    return Effect.gen(function* () {
      const customer = yield* Customer
      const profileError = yield* Effect.flip(
        customer.updateProfile({ email: "taken@example.com", password: "pw" }),
      )
      assert.strictEqual(
        profileError.message,
        "A customer with the same email address already exists in an associated website.,Invalid login or password.",
      )
      const passwordError = yield* Effect.flip(
        customer.changePassword({ currentPassword: "bad", newPassword: "new-Secret1" }),
      )
      assert.strictEqual(passwordError.message, passwordErrors[0])
      const { errors } = customer.status.get()
      assert.strictEqual(errors.updateProfile, profileError.message)
      assert.strictEqual(errors.changePassword, passwordErrors[0])
    }).pipe(Effect.provide(layer))
  })

  it.effect("without a token: NotSignedInError, no request", () => {
    const { stub, layer } = setup({})
    return Effect.gen(function* () {
      const error = yield* Effect.flip(
        (yield* Customer).changePassword({ currentPassword: "a", newPassword: "b" }),
      )
      assert.strictEqual(error._tag, "NotSignedInError")
      assert.deepStrictEqual(ops(stub), [])
    }).pipe(Effect.provide(layer))
  })

  it.effect("a changed password is confirmed", () => {
    const { layer } = setup(
      { changeCustomerPassword: () => ({ changeCustomerPassword: roni() }) },
      signedIn,
    )
    return Effect.gen(function* () {
      yield* (yield* Customer).changePassword({ currentPassword: "a", newPassword: "b" })
      assert.deepStrictEqual(
        (yield* toasts).map((t) => t.message),
        ["Password has been updated successfully."],
      )
    }).pipe(Effect.provide(layer))
  })
})

describe("Password reset (spec §4, §8)", () => {
  const input = {
    email: "roni_cost@example.com",
    resetPasswordToken: "t",
    newPassword: "New-pass1",
  }

  it.effect("success: notice, then home", () => {
    const { layer } = setup({ resetPassword: () => ({ resetPassword: true }) })
    return Effect.gen(function* () {
      const customer = yield* Customer
      assert.strictEqual(yield* customer.resetPassword(input), true)
      assert.deepStrictEqual(yield* toasts, [
        { type: "success", title: undefined, message: "Password has been updated successfully." },
      ])
      assert.deepStrictEqual(customer.homeRequest.get(), { id: 1, reason: "password-reset" })
    }).pipe(Effect.provide(layer))
  })

  it.effect("failure: 'Your token has expired…' titled Error, then home", () => {
    const { layer } = setup({
      resetPassword: () =>
        graphqlError(["The password token is expired. Reset and try again."], "resetPassword"),
    })
    return Effect.gen(function* () {
      const customer = yield* Customer
      const seen = yield* domainEvents
      const error = yield* Effect.flip(customer.resetPassword(input))
      assert.strictEqual(error._tag, "AccountError")
      assert.deepStrictEqual(seen, ["customer:password-reset-failed"])
      assert.deepStrictEqual(yield* toasts, [
        {
          type: "danger",
          title: "Error",
          message: "Your token has expired,please reset password again.",
        },
      ])
      assert.deepStrictEqual(customer.homeRequest.get(), { id: 1, reason: "password-reset" })
    }).pipe(Effect.provide(layer))
  })

  it.effect("request: sends the e-mail", () => {
    const { stub, layer } = setup({
      requestPasswordResetEmail: () => ({ requestPasswordResetEmail: true }),
    })
    return Effect.gen(function* () {
      assert.strictEqual(
        yield* (yield* Customer).requestPasswordReset({ email: "roni_cost@example.com" }),
        true,
      )
      assert.deepStrictEqual(stub.calls[0]?.variables, { email: "roni_cost@example.com" })
    }).pipe(Effect.provide(layer))
  })
})

describe("Account confirmation (stores that ask for it)", () => {
  const input = { email: "new@example.com", confirmationKey: "k-1" }

  it.effect("the e-mailed key confirms: success notice, still signed out", () => {
    const { stub, layer } = setup({
      confirmEmail: () => ({ confirmEmail: { customer: { email: "new@example.com" } } }),
    })
    return Effect.gen(function* () {
      const customer = yield* Customer
      assert.strictEqual(yield* customer.confirmAccount(input), true)
      assert.deepStrictEqual(stub.calls[0]?.variables, input)
      assert.deepStrictEqual(yield* toasts, [
        {
          type: "success",
          title: undefined,
          message: "Your account is confirmed. You can sign in now.",
        },
      ])
      assert.strictEqual(customer.session.get().signedIn, false)
      assert.strictEqual(customer.status.get().errors.confirmAccount, null)
    }).pipe(Effect.provide(layer))
  })

  it.effect("a wrong or used key: Magento's message, kept as the action's error", () => {
    const invalid = "The confirmation token is invalid. Verify the token and try again."
    const { layer } = setup({ confirmEmail: () => graphqlError([invalid], "confirmEmail") })
    return Effect.gen(function* () {
      const customer = yield* Customer
      const error = yield* Effect.flip(customer.confirmAccount(input))
      assert.strictEqual(error.message, invalid)
      assert.strictEqual(customer.status.get().errors.confirmAccount, invalid)
      assert.deepStrictEqual(yield* toasts, [])
    }).pipe(Effect.provide(layer))
  })
})
