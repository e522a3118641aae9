import type {
  CreateReviewInput,
  MyReviewPage,
  MyReviewsInput,
  NewsletterSubscription,
  ObservableState,
  ProductAlert,
  Storefront,
  SubmittedReview,
} from "@shutter/sdk"
import { useCallback, useEffect, useState, useSyncExternalStore } from "react"
import { useCustomer, useCustomerSession } from "./useCustomer.js"
import { type QueryResult, useQuery } from "./useQuery.js"
import { useStorefrontContext } from "./useStorefront.js"

// Newsletter, the customer's reviews and product alerts: thin hooks over the SDK's own state
// and operations (no rule lives here).

const useObservable = <A>(state: ObservableState<A>): A =>
  useSyncExternalStore(state.subscribe, state.get, state.get)

/** One call's progress, for a form that sends it. */
export interface ActionState<A> {
  readonly status: "idle" | "loading" | "done" | "failed"
  readonly result: A | undefined
  readonly error: unknown
}

const useAction = <I, A>(call: (input: I) => Promise<A>) => {
  const [state, setState] = useState<ActionState<A>>({
    status: "idle",
    result: undefined,
    error: undefined,
  })
  const run = useCallback(
    (input: I): Promise<A | undefined> => {
      setState({ status: "loading", result: undefined, error: undefined })
      return call(input).then(
        (result) => {
          setState({ status: "done", result, error: undefined })
          return result
        },
        (error: unknown) => {
          setState({ status: "failed", result: undefined, error })
          return undefined
        },
      )
    },
    [call],
  )
  return { ...state, run }
}

/**
 * Subscribes an address to the newsletter (the modal, the footer): `status`, the server's
 * answer with its message (`result.message`), or the refusal (`error.message`, Magento's).
 */
export const useNewsletterSignup = (): ActionState<NewsletterSubscription> & {
  readonly subscribe: (email: string) => Promise<NewsletterSubscription | undefined>
} => {
  const { storefront } = useStorefrontContext()
  const call = useCallback(
    (email: string) => storefront.newsletter.subscribe({ email }),
    [storefront],
  )
  const { run, ...state } = useAction(call)
  return { ...state, subscribe: run }
}

/**
 * The signed-in customer's own subscription (read once signed in; null while unknown) and the
 * operations that change it.
 */
export const useNewsletter = (): {
  readonly subscribed: boolean | null
  readonly actions: Storefront["newsletter"]
} => {
  const { storefront } = useStorefrontContext()
  const subscribed = useObservable(storefront.newsletter.subscribed)
  const { signedIn } = useCustomerSession()
  useEffect(() => {
    if (signedIn && storefront.newsletter.subscribed.get() === null)
      storefront.newsletter.status().catch(() => undefined)
  }, [signedIn, storefront])
  return { subscribed, actions: storefront.newsletter }
}

/** One page of the signed-in customer's reviews (cached per customer and page). */
export const useMyReviews = (input: MyReviewsInput | undefined): QueryResult<MyReviewPage> => {
  const { storefront } = useStorefrontContext()
  const email = useCustomer()?.email
  const key =
    input === undefined || email === undefined
      ? undefined
      : `reviews.mine:${email}:${input.currentPage ?? 1}:${input.pageSize ?? 10}`
  return useQuery(key, () => storefront.reviews.mine(input))
}

/**
 * Writes a review of `sku`: `result.moderation` says whether it waits for approval and
 * `result.message` what to tell the shopper; the product's reviews and the customer's reviews
 * are fetched again afterwards.
 */
export const useSubmitReview = (): ActionState<SubmittedReview> & {
  readonly submit: (input: CreateReviewInput) => Promise<SubmittedReview | undefined>
} => {
  const { storefront, queries } = useStorefrontContext()
  const call = useCallback(
    (input: CreateReviewInput) =>
      storefront.reviews.submit(input).then((submitted) => {
        queries.invalidate(`reviews:${input.sku}`)
        for (const key of Object.keys(queries.entries))
          if (key.startsWith("reviews.mine:")) queries.invalidate(key)
        return submitted
      }),
    [storefront, queries],
  )
  const { run, ...state } = useAction(call)
  return { ...state, submit: run }
}

/** The signed-in customer's product alerts (loaded on first use, null while signed out). */
export const useProductAlerts = (): {
  readonly alerts: ReadonlyArray<ProductAlert> | null
  readonly actions: Storefront["productAlerts"]
} => {
  const { storefront } = useStorefrontContext()
  const alerts = useObservable(storefront.productAlerts.alerts)
  const { signedIn } = useCustomerSession()
  useEffect(() => {
    if (signedIn && storefront.productAlerts.alerts.get() === null)
      storefront.productAlerts.list().catch(() => undefined)
  }, [signedIn, storefront])
  return { alerts, actions: storefront.productAlerts }
}
