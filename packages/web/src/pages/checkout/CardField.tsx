import { usePaymentActions } from "@shutter/react"
import { useEffect, useRef, useState } from "react"
import { errorMessage } from "./errorMessage.js"
import { type StripeElements, stripeFor } from "./stripeJs.js"

/** What the card step hands back to the place-order button: a PaymentMethod id, or an error. */
export type CardTokenizer = () => Promise<string>

/**
 * Stripe's Payment Element for `stripe_payments`: mounted once the store's Stripe settings are
 * known; `onReady` gets the function that turns the entered card into a PaymentMethod id.
 */
export const CardField = ({ onReady }: { readonly onReady: (tokenize: CardTokenizer) => void }) => {
  const payments = usePaymentActions()
  const host = useRef<HTMLDivElement>(null)
  const [error, setError] = useState<string | undefined>()

  useEffect(() => {
    let destroyed = false
    let destroy: (() => void) | undefined
    const start = async () => {
      const config = await payments.stripeConfiguration()
      if (config === null || destroyed || host.current === null) return
      const stripe = await stripeFor(config.publishableKey)
      if (destroyed || host.current === null) return
      const elements: StripeElements = stripe.elements({ ...config.elementsOptions })
      const element = elements.create("payment")
      element.mount(host.current)
      destroy = () => element.destroy()
      onReady(async () => {
        const submitted = await elements.submit()
        if (submitted.error) throw new Error(submitted.error.message ?? "Check your card details.")
        const { paymentMethod, error: failed } = await stripe.createPaymentMethod({ elements })
        if (failed || paymentMethod === undefined)
          throw new Error(failed?.message ?? "Check your card details.")
        return paymentMethod.id
      })
    }
    start().catch((e: unknown) => setError(errorMessage(e)))
    return () => {
      destroyed = true
      destroy?.()
    }
  }, [payments, onReady])

  return (
    <div className="card-field" data-testid="card-field">
      <div ref={host} />
      {error && <p className="field__error">{error}</p>}
    </div>
  )
}
