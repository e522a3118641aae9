import * as Context from "effect/Context"
import * as Data from "effect/Data"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { SubscribeEmailToNewsletterMutation } from "../checkout/checkout.graphql.js"
import { followState } from "../content/followState.js"
import { type ObservableState, observableState } from "../content/observableState.js"
import { newsletterSavedMessage } from "../customer/accountForms.js"
import type { NotSignedInError } from "../customer/customerErrors.js"
import { Session } from "../customer/Session.js"
import type { GraphqlClientError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import {
  NewsletterStatusQuery,
  UpdateNewsletterSubscriptionMutation,
} from "./newsletter.graphql.js"
import { type NewsletterSubscription, newsletterStatusMessage } from "./newsletterMessages.js"

/**
 * The server refused a subscription: Magento's message ('Enter a valid email address.', 'This
 * email address is already subscribed.', the guest-subscription switch, …).
 */
export class NewsletterError extends Data.TaggedError("NewsletterError")<{
  readonly message: string
  /** Magento's `extensions.category`, e.g. `graphql-already-exists`. */
  readonly category: string | undefined
}> {
  readonly retryable = false
}

/** The signed-in customer's own subscription after a change, with Magento's saved text. */
export interface NewsletterChoice {
  readonly subscribed: boolean
  readonly message: string
}

export type NewsletterCallError = GraphqlClientError | NotSignedInError

/**
 * The store newsletter: any shopper subscribes an address (the modal, the footer); the
 * signed-in customer reads and switches their own subscription (`/customer/my-newsletter`).
 */
export class Newsletter extends Context.Service<
  Newsletter,
  {
    /** The signed-in customer's subscription: null until `status()` (and after a sign-out). */
    readonly subscribed: ObservableState<boolean | null>
    /** Subscribes an address, as a guest or as the signed-in customer (their own address). */
    readonly subscribe: (input: {
      readonly email: string
    }) => Effect.Effect<NewsletterSubscription, NewsletterError | GraphqlClientError>
    readonly status: () => Effect.Effect<boolean, NewsletterCallError>
    readonly setSubscribed: (input: {
      readonly subscribed: boolean
    }) => Effect.Effect<NewsletterChoice, NewsletterCallError>
    /** Switches the signed-in customer's subscription (reads it first when unknown). */
    readonly toggle: () => Effect.Effect<NewsletterChoice, NewsletterCallError>
  }
>()("@shutter/sdk/Newsletter") {
  static readonly layer = Layer.effect(
    Newsletter,
    Effect.gen(function* () {
      const gql = yield* GraphqlClient
      const session = yield* Session
      const subscribed = observableState<boolean | null>(null)
      yield* followState(session.session, (next) => {
        if (!next.signedIn && subscribed.get() !== null) subscribed.set(null)
      })

      /** The customer's profile, if loaded, follows the subscription too. */
      const remember = (value: boolean) =>
        Effect.gen(function* () {
          subscribed.set(value)
          const customer = session.session.get().customer
          if (customer !== null && customer.isSubscribed !== value)
            yield* session.setCustomer({ customer: { ...customer, isSubscribed: value } })
        })

      const subscribe = Effect.fn("Newsletter.subscribe")(function* (input: {
        readonly email: string
      }) {
        const { subscribeEmailToNewsletter } = yield* gql
          .execute(SubscribeEmailToNewsletterMutation, { email: input.email.trim() })
          .pipe(
            Effect.catchTag("GraphqlError", (error) =>
              Effect.fail(
                new NewsletterError({ message: error.message, category: error.category }),
              ),
            ),
          )
        const status = subscribeEmailToNewsletter?.status
        if (status === undefined || status === null)
          return yield* Effect.die(new Error("subscribeEmailToNewsletter returned no status"))
        // The customer's own address: their subscription is now this status.
        const customer = session.session.get().customer
        if (customer !== null && customer.email.toLowerCase() === input.email.trim().toLowerCase())
          yield* remember(status === "SUBSCRIBED")
        return { status, message: newsletterStatusMessage(status) }
      })

      const status = Effect.fn("Newsletter.status")(function* () {
        yield* session.token()
        const { customer } = yield* gql.execute(NewsletterStatusQuery)
        const value = customer?.is_subscribed === true
        yield* remember(value)
        return value
      })

      const setSubscribed = Effect.fn("Newsletter.setSubscribed")(function* (input: {
        readonly subscribed: boolean
      }) {
        yield* session.token()
        const { updateCustomerV2 } = yield* gql.execute(UpdateNewsletterSubscriptionMutation, {
          subscribed: input.subscribed,
        })
        const value = updateCustomerV2?.customer.is_subscribed === true
        yield* remember(value)
        return { subscribed: value, message: newsletterSavedMessage(value) }
      })

      const toggle = Effect.fn("Newsletter.toggle")(function* () {
        const current = subscribed.get() ?? (yield* status())
        return yield* setSubscribed({ subscribed: !current })
      })

      return Newsletter.of({
        subscribed: { get: subscribed.get, subscribe: subscribed.subscribe },
        subscribe,
        status,
        setSubscribed,
        toggle,
      })
    }),
  )
}
