// Stripe.js, loaded on demand from /stripe/v3/ (the web server redirects to js.stripe.com, or to
// SHUTTER_STRIPE_JS_URL), and the few calls the card step makes. One Stripe instance per page.

export interface StripeElement {
  mount(target: HTMLElement): void
  destroy(): void
}
export interface StripeElements {
  create(type: "payment", options?: Record<string, unknown>): StripeElement
  submit(): Promise<{ error?: { message?: string } }>
}
interface StripeError {
  readonly message?: string
}
export interface StripeJs {
  elements(options: Record<string, unknown>): StripeElements
  createPaymentMethod(input: {
    elements: StripeElements
  }): Promise<{ paymentMethod?: { id: string }; error?: StripeError }>
  handleNextAction(input: { clientSecret: string }): Promise<{ error?: StripeError }>
}

const STRIPE_JS_PATH = "/stripe/v3/"

let script: Promise<(key: string) => StripeJs> | undefined
let instance: { key: string; stripe: StripeJs } | undefined

const loadScript = (): Promise<(key: string) => StripeJs> => {
  script ??= new Promise((resolve, reject) => {
    const element = document.createElement("script")
    element.src = STRIPE_JS_PATH
    element.async = true
    element.onload = () => {
      const Stripe = (window as unknown as { Stripe?: (key: string) => StripeJs }).Stripe
      if (Stripe) resolve(Stripe)
      else reject(new Error("Stripe.js did not load"))
    }
    element.onerror = () => {
      script = undefined
      reject(new Error("Stripe.js could not be loaded. Please try again."))
    }
    document.head.appendChild(element)
  })
  return script
}

/** The page's Stripe for this publishable key (Stripe.js loaded the first time). */
export const stripeFor = async (publishableKey: string): Promise<StripeJs> => {
  if (instance?.key === publishableKey) return instance.stripe
  const Stripe = await loadScript()
  instance = { key: publishableKey, stripe: Stripe(publishableKey) }
  return instance.stripe
}

/**
 * The storefront's payment confirmer: 3-D Secure in Stripe.js's own dialog, with the Stripe the
 * card step started.
 */
export const confirmWithStripe = async ({
  clientSecret,
}: {
  readonly clientSecret: string
}): Promise<void> => {
  if (instance === undefined) throw new Error("The card form is not ready. Please try again.")
  const { error } = await instance.stripe.handleNextAction({ clientSecret })
  if (error) throw new Error(error.message ?? "The card's authentication failed.")
}
