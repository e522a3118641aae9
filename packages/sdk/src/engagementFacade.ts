// The Promise facade's engagement members (newsletter, the customer's reviews, product alerts),
// spread into `createStorefront`'s result.
import type { ObservableState } from "./content/observableState.js"
import type { FacadeRun } from "./facadeRun.js"
import { Newsletter } from "./newsletter/Newsletter.js"
import { ProductAlerts } from "./productAlerts/ProductAlerts.js"
import type { ProductAlert } from "./productAlerts/productAlertModel.js"
import { Reviews } from "./reviews/Reviews.js"
import {
  type CallTable,
  observe,
  pick,
  type ServiceFacade,
  serviceCalls,
  whole,
} from "./serviceCalls.js"

const newsletterCalls = {
  /**
   * Subscribes an address (a signed-in customer's own updates their subscription).
   * @example const { message } = await storefront.newsletter.subscribe({ email })
   */
  subscribe: pick("email"),
  /**
   * The signed-in customer's subscription.
   * @example const subscribed = await storefront.newsletter.status()
   */
  status: whole,
  /**
   * Sets the signed-in customer's subscription.
   * @example await storefront.newsletter.setSubscribed({ subscribed: false })
   */
  setSubscribed: pick("subscribed"),
  /**
   * Flips the signed-in customer's subscription.
   * @example const { subscribed } = await storefront.newsletter.toggle()
   */
  toggle: whole,
} satisfies CallTable<Newsletter["Service"]>

export interface NewsletterFacade
  extends ServiceFacade<Newsletter["Service"], typeof newsletterCalls> {
  /**
   * null until `status()`; follows every change; null after a sign-out.
   * @example storefront.newsletter.subscribed.subscribe((on) => render(on))
   */
  readonly subscribed: ObservableState<boolean | null>
}

const reviewsCalls = {
  /**
   * The signed-in customer's reviews, newest first (pending ones too); `NotSignedInError`.
   * @example const { items } = await storefront.reviews.mine({ pageSize: 10 })
   */
  mine: whole,
  /**
   * Writes a review; `moderation` says whether it waits for approval, `message` what to show.
   * @example const { moderation } = await storefront.reviews.submit({ sku, nickname, summary, text, ratings })
   */
  submit: whole,
} satisfies CallTable<Reviews["Service"]>

export interface ReviewsFacade extends ServiceFacade<Reviews["Service"], typeof reviewsCalls> {}

const productAlertsCalls = {
  /**
   * The customer's alerts.
   * @example const alerts = await storefront.productAlerts.list()
   */
  list: whole,
  /**
   * Asks for an alert.
   * @example await storefront.productAlerts.subscribe({ sku: "EOS-R5", type: "stock" })
   */
  subscribe: pick("sku", "type"),
  /**
   * Cancels an alert (a `ProductAlert` is an input).
   * @example await storefront.productAlerts.unsubscribe(alert)
   */
  unsubscribe: pick("id"),
} satisfies CallTable<ProductAlerts["Service"]>

export interface ProductAlertsFacade
  extends ServiceFacade<ProductAlerts["Service"], typeof productAlertsCalls> {
  /**
   * null until `list()`; follows subscribe and unsubscribe; null after a sign-out.
   * @example storefront.productAlerts.alerts.subscribe((alerts) => render(alerts ?? []))
   */
  readonly alerts: ObservableState<ReadonlyArray<ProductAlert> | null>
}

export interface EngagementStorefront {
  /**
   * The store newsletter: `subscribe` an address (guest or customer; `NewsletterError` with
   * Magento's message when refused); the signed-in customer's own subscription (`status`,
   * `setSubscribed`, `toggle`; `NotSignedInError` without a token).
   */
  readonly newsletter: NewsletterFacade
  /** Reviews, the customer's side. */
  readonly reviews: ReviewsFacade
  /** The signed-in customer's back-in-stock and price-drop alerts; `NotSignedInError`. */
  readonly productAlerts: ProductAlertsFacade
}

export type EngagementServices = Newsletter | Reviews | ProductAlerts

export const engagementFacade = (
  run: FacadeRun<EngagementServices>,
  services: {
    readonly newsletter: () => Newsletter["Service"]
    readonly productAlerts: () => ProductAlerts["Service"]
  },
): EngagementStorefront => ({
  newsletter: {
    subscribed: observe(() => services.newsletter().subscribed),
    ...serviceCalls(run, Newsletter, newsletterCalls),
  },
  reviews: serviceCalls(run, Reviews, reviewsCalls),
  productAlerts: {
    alerts: observe(() => services.productAlerts().alerts),
    ...serviceCalls(run, ProductAlerts, productAlertsCalls),
  },
})
