import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { type ObservableState, observableState } from "../content/observableState.js"
import { StorefrontEvents } from "../events/StorefrontEvents.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import { Storage } from "../storage/Storage.js"
import { type NotSignedInError, notSignedIn } from "./customerErrors.js"
import {
  type CustomerProfile,
  type CustomerSession,
  type HomeRequest,
  SIGNED_OUT,
} from "./customerModel.js"

/**
 * The customer's session (spec §3 client state "customer", §4 Authorization failure): who is
 * signed in, the token in the cookie and the two local-storage entries, and the requests to send
 * the shopper home. Below every other service: the GraphQL client reports authorization
 * failures to it (`guardAuthorization`).
 */
export class Session extends Context.Service<
  Session,
  {
    readonly session: ObservableState<CustomerSession>
    readonly homeRequest: ObservableState<HomeRequest | null>
    /** Stores the token (cookie and local storage) and the e-mail; signed in. */
    readonly signedIn: (input: {
      readonly token: string
      readonly email: string
    }) => Effect.Effect<void>
    readonly setCustomer: (input: { readonly customer: CustomerProfile }) => Effect.Effect<void>
    /** Clears token, cart id, user and the two stored entries. */
    readonly signedOut: () => Effect.Effect<void>
    /** Spec §4 Authorization failure: signed out, `customer:authorization-lost` (a warning), home. */
    readonly authorizationFailed: () => Effect.Effect<void>
    readonly requestHome: (input: { readonly reason: HomeRequest["reason"] }) => Effect.Effect<void>
    /** The customer token, or `NotSignedInError` when there is none. */
    readonly token: () => Effect.Effect<string, NotSignedInError>
  }
>()("@shutter/sdk/Session") {
  static readonly layer = Layer.effect(
    Session,
    Effect.gen(function* () {
      const storage = yield* Storage
      const events = yield* StorefrontEvents
      // At startup a customer token cookie means signed in (spec §4 User load).
      const initialToken = yield* storage.get("customerToken")
      const session = observableState<CustomerSession>(
        initialToken ? { signedIn: true, customer: null } : SIGNED_OUT,
      )
      const homeRequest = observableState<HomeRequest | null>(null)
      let nextHomeId = 1

      const signedIn = Effect.fn("Session.signedIn")(function* (input: {
        readonly token: string
        readonly email: string
      }) {
        yield* storage.set("customerToken", input.token)
        yield* storage.setLocal("customerToken", input.token)
        yield* storage.setLocal("customerEmail", input.email)
        session.set({ signedIn: true, customer: null })
      })

      const setCustomer = (input: { readonly customer: CustomerProfile }) =>
        Effect.sync(() => session.set({ signedIn: true, customer: input.customer }))

      const signedOut = Effect.fn("Session.signedOut")(function* () {
        yield* storage.remove("customerToken")
        yield* storage.remove("cart")
        yield* storage.clearLocal()
        if (session.get() !== SIGNED_OUT) session.set(SIGNED_OUT)
      })

      const requestHome = (input: { readonly reason: HomeRequest["reason"] }) =>
        Effect.sync(() => homeRequest.set({ id: nextHomeId++, reason: input.reason }))

      const authorizationFailed = Effect.fn("Session.authorizationFailed")(function* () {
        yield* signedOut()
        yield* events.emit({ type: "customer:authorization-lost" })
        yield* requestHome({ reason: "unauthorized" })
      })

      const token = Effect.fn("Session.token")(function* () {
        const current = yield* storage.get("customerToken")
        if (!current) return yield* notSignedIn()
        return current
      })

      return Session.of({
        session: { get: session.get, subscribe: session.subscribe },
        homeRequest: { get: homeRequest.get, subscribe: homeRequest.subscribe },
        signedIn,
        setCustomer,
        signedOut,
        authorizationFailed,
        requestHome,
        token,
      })
    }),
  )
}

/**
 * The GraphQL client of `client`, reporting every `graphql-authorization` failure (from any
 * call) to `Session.authorizationFailed` before failing as before.
 */
export const guardAuthorization = <E, R>(
  client: Layer.Layer<GraphqlClient, E, R>,
): Layer.Layer<GraphqlClient, E, R | Session> =>
  Layer.effect(
    GraphqlClient,
    Effect.gen(function* () {
      const raw = yield* GraphqlClient
      const session = yield* Session
      return GraphqlClient.of({
        execute: (document, ...variables) =>
          raw
            .execute(document, ...variables)
            .pipe(
              Effect.tapErrorTag("GraphqlAuthorizationError", () => session.authorizationFailed()),
            ),
      })
    }),
  ).pipe(Layer.provide(client))
