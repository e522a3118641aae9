// The Promise facade's engagement members (newsletter, the customer's reviews, product alerts),
// spread into `createStorefront`'s result.
import * as Effect from "effect/Effect"
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

type Options = { readonly signal?: AbortSignal }
type In<I> = I & Options

/** Drops `signal`: the rest is the service's input. */
const withoutSignal = <I extends Options>({ signal: _signal, ...rest }: I): Omit<I, "signal"> =>
  rest

export interface EngagementStorefront {
  /**
   * The store newsletter: `subscribe` an address (guest or customer; `NewsletterError` with
   * Magento's message when refused); the signed-in customer's own subscription (`status`,
   * `setSubscribed`, `toggle`; `NotSignedInError` without a token).
   */
  readonly newsletter: {
    /**
     * null until `status()`; follows every change; null after a sign-out.
     * @example storefront.newsletter.subscribed.subscribe((on) => render(on))
     */
    readonly subscribed: ObservableState<boolean | null>
    /**
     * Subscribes an address (a signed-in customer's own updates their subscription).
     * @example const { message } = await storefront.newsletter.subscribe({ email })
     */
    subscribe(input: In<{ readonly email: string }>): Promise<NewsletterSubscription>
    /**
     * The signed-in customer's subscription.
     * @example const subscribed = await storefront.newsletter.status()
     */
    status(input?: Options): Promise<boolean>
    /**
     * Sets the signed-in customer's subscription.
     * @example await storefront.newsletter.setSubscribed({ subscribed: false })
     */
    setSubscribed(input: In<{ readonly subscribed: boolean }>): Promise<NewsletterChoice>
    /**
     * Flips the signed-in customer's subscription.
     * @example const { subscribed } = await storefront.newsletter.toggle()
     */
    toggle(input?: Options): Promise<NewsletterChoice>
  }
  /** Reviews, the customer's side. */
  readonly reviews: {
    /**
     * The signed-in customer's reviews, newest first (pending ones too); `NotSignedInError`.
     * @example const { items } = await storefront.reviews.mine({ pageSize: 10 })
     */
    mine(input?: In<MyReviewsInput>): Promise<MyReviewPage>
    /**
     * Writes a review; `moderation` says whether it waits for approval, `message` what to show.
     * @example const { moderation } = await storefront.reviews.submit({ sku, nickname, summary, text, ratings })
     */
    submit(input: In<CreateReviewInput>): Promise<SubmittedReview>
  }
  /** The signed-in customer's back-in-stock and price-drop alerts; `NotSignedInError`. */
  readonly productAlerts: {
    /**
     * null until `list()`; follows subscribe and unsubscribe; null after a sign-out.
     * @example storefront.productAlerts.alerts.subscribe((alerts) => render(alerts ?? []))
     */
    readonly alerts: ObservableState<ReadonlyArray<ProductAlert> | null>
    /**
     * The customer's alerts.
     * @example const alerts = await storefront.productAlerts.list()
     */
    list(input?: Options): Promise<ReadonlyArray<ProductAlert>>
    /**
     * Asks for an alert.
     * @example await storefront.productAlerts.subscribe({ sku: "EOS-R5", type: "stock" })
     */
    subscribe(
      input: In<{ readonly sku: string; readonly type: ProductAlertType }>,
    ): Promise<ProductAlertChange & { readonly alert: ProductAlert }>
    /**
     * Cancels an alert (a `ProductAlert` is an input).
     * @example await storefront.productAlerts.unsubscribe(alert)
     */
    unsubscribe(input: In<{ readonly id: string }>): Promise<ProductAlertChange>
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
      subscribe: (input) =>
        run(
          Newsletter.use((n) => n.subscribe({ email: input.email })),
          input,
        ),
      status: (input) =>
        run(
          Newsletter.use((n) => n.status()),
          input,
        ),
      setSubscribed: (input) =>
        run(
          Newsletter.use((n) => n.setSubscribed({ subscribed: input.subscribed })),
          input,
        ),
      toggle: (input) =>
        run(
          Newsletter.use((n) => n.toggle()),
          input,
        ),
    },
    reviews: {
      mine: (input) =>
        run(
          Reviews.use((r) => r.mine(withoutSignal(input ?? {}))),
          input,
        ),
      submit: (input) =>
        run(
          Reviews.use((r) => r.submit(withoutSignal(input))),
          input,
        ),
    },
    productAlerts: {
      alerts: {
        get: () => alertsService().alerts.get(),
        subscribe: (listener) => alertsService().alerts.subscribe(listener),
      },
      list: (input) =>
        run(
          ProductAlerts.use((a) => a.list()),
          input,
        ),
      subscribe: (input) =>
        run(
          ProductAlerts.use((a) => a.subscribe({ sku: input.sku, type: input.type })),
          input,
        ),
      unsubscribe: (input) =>
        run(
          ProductAlerts.use((a) => a.unsubscribe({ id: input.id })),
          input,
        ),
    },
  }
}
