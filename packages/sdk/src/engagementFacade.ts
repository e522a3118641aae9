// The Promise facade's engagement members (newsletter, the customer's reviews, product alerts),
// spread into `createStorefront`'s result.
import { Effect } from "effect"
import type { CreateReviewInput } from "./catalog/catalog.graphql.js"
import type { ObservableState } from "./content/observableState.js"
import type { NotSignedInError } from "./customer/customerErrors.js"
import type { GraphqlClientError } from "./graphql/errors.js"
import { Newsletter, type NewsletterChoice, type NewsletterError } from "./newsletter/Newsletter.js"
import type { NewsletterSubscription } from "./newsletter/newsletterMessages.js"
import { type ProductAlertChange, ProductAlerts } from "./productAlerts/ProductAlerts.js"
import type { ProductAlert, ProductAlertType } from "./productAlerts/productAlertModel.js"
import { type MyReviewsInput, Reviews, type SubmittedReview } from "./reviews/Reviews.js"
import type { MyReviewPage } from "./reviews/reviewModel.js"

type Options = { readonly signal?: AbortSignal } | undefined

export interface EngagementStorefront {
  /**
   * The store newsletter: `subscribe` an address (guest or customer; `NewsletterError` with
   * Magento's message when refused); the signed-in customer's own subscription (`status`,
   * `setSubscribed`, `toggle`; `NotSignedInError` without a token).
   */
  readonly newsletter: {
    /** null until `status()`; follows every change; null after a sign-out. */
    readonly subscribed: ObservableState<boolean | null>
    subscribe(input: { readonly email: string }, options?: Options): Promise<NewsletterSubscription>
    status(options?: Options): Promise<boolean>
    setSubscribed(
      input: { readonly subscribed: boolean },
      options?: Options,
    ): Promise<NewsletterChoice>
    toggle(options?: Options): Promise<NewsletterChoice>
  }
  /** Reviews, the customer's side. */
  readonly reviews: {
    /** The signed-in customer's reviews, newest first (pending ones too); `NotSignedInError`. */
    mine(input?: MyReviewsInput, options?: Options): Promise<MyReviewPage>
    /** Writes a review; `moderation` says whether it waits for approval, `message` what to show. */
    submit(input: CreateReviewInput, options?: Options): Promise<SubmittedReview>
  }
  /** The signed-in customer's back-in-stock and price-drop alerts; `NotSignedInError`. */
  readonly productAlerts: {
    /** null until `list()`; follows subscribe and unsubscribe; null after a sign-out. */
    readonly alerts: ObservableState<ReadonlyArray<ProductAlert> | null>
    list(options?: Options): Promise<ReadonlyArray<ProductAlert>>
    subscribe(
      input: { readonly sku: string; readonly type: ProductAlertType },
      options?: Options,
    ): Promise<ProductAlertChange & { readonly alert: ProductAlert }>
    unsubscribe(input: { readonly id: string }, options?: Options): Promise<ProductAlertChange>
  }
}

export type EngagementServices = Newsletter | Reviews | ProductAlerts
export type EngagementFailure = GraphqlClientError | NotSignedInError | NewsletterError

export const engagementFacade = (
  run: <A>(
    effect: Effect.Effect<A, EngagementFailure, EngagementServices>,
    options?: Options,
  ) => Promise<A>,
  runSync: <A>(effect: Effect.Effect<A, never, EngagementServices>) => A,
): EngagementStorefront => {
  // Built on first use, so their state can be read at once.
  let newsletter: Newsletter["Service"] | undefined
  let alerts: ProductAlerts["Service"] | undefined
  const newsletterService = () => {
    newsletter ??= runSync(Effect.service(Newsletter))
    return newsletter
  }
  const alertsService = () => {
    alerts ??= runSync(Effect.service(ProductAlerts))
    return alerts
  }
  return {
    newsletter: {
      subscribed: {
        get: () => newsletterService().subscribed.get(),
        subscribe: (listener) => newsletterService().subscribed.subscribe(listener),
      },
      subscribe: (input, options) =>
        run(
          Newsletter.use((n) => n.subscribe(input)),
          options,
        ),
      status: (options) =>
        run(
          Newsletter.use((n) => n.status()),
          options,
        ),
      setSubscribed: (input, options) =>
        run(
          Newsletter.use((n) => n.setSubscribed(input)),
          options,
        ),
      toggle: (options) =>
        run(
          Newsletter.use((n) => n.toggle()),
          options,
        ),
    },
    reviews: {
      mine: (input, options) =>
        run(
          Reviews.use((r) => r.mine(input)),
          options,
        ),
      submit: (input, options) =>
        run(
          Reviews.use((r) => r.submit(input)),
          options,
        ),
    },
    productAlerts: {
      alerts: {
        get: () => alertsService().alerts.get(),
        subscribe: (listener) => alertsService().alerts.subscribe(listener),
      },
      list: (options) =>
        run(
          ProductAlerts.use((a) => a.list()),
          options,
        ),
      subscribe: (input, options) =>
        run(
          ProductAlerts.use((a) => a.subscribe(input)),
          options,
        ),
      unsubscribe: (input, options) =>
        run(
          ProductAlerts.use((a) => a.unsubscribe(input)),
          options,
        ),
    },
  }
}
