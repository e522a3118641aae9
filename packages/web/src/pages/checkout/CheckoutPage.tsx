import { useCart } from "@shutter/react"
import { cartNeedsShipping, checkoutStartPath, checkoutSteps } from "@shutter/sdk/rules"
import { Redirect, useParams } from "wouter"
import { EmptyCart } from "../../components/EmptyCart.js"
import { PageHead } from "../../seo/PageHead.js"
import { BillingStep } from "./BillingStep.js"
import { CheckoutProgress } from "./CheckoutProgress.js"
import { ExternalCheckoutGate } from "./ExternalCheckoutGate.js"
import { OrderSummary } from "./OrderSummary.js"
import { PaymentStep } from "./PaymentStep.js"
import { ShippingStep } from "./ShippingStep.js"
import { ThankYouPage } from "./ThankYouPage.js"
import { VirtualBillingStep } from "./VirtualBillingStep.js"

const STEP_VIEWS = { shipping: ShippingStep, billing: BillingStep, payment: PaymentStep } as const

/**
 * `/checkout/{shipping|billing|payment|thank-you}` (guest checkout, spec §2 and §4). A
 * virtual-only cart has no shipping step: its checkout starts on billing.
 */
const CheckoutPage = () => {
  const { step = "" } = useParams<{ step?: string }>()
  const cart = useCart()
  const steps = checkoutSteps(cart)
  if (!steps.some((s) => s === step)) return <Redirect to={checkoutStartPath(cart)} replace />
  const Step =
    step === "billing" && !cartNeedsShipping(cart)
      ? VirtualBillingStep
      : STEP_VIEWS[step as keyof typeof STEP_VIEWS]
  // No cart at all (nothing ever added) is as empty as one whose lines were all removed.
  const empty = cart === null || (cart.items ?? []).length === 0
  return (
    <section className="checkout-page" data-testid="checkout-page">
      <PageHead title="Checkout" />
      <h1>Checkout</h1>
      {!empty && <CheckoutProgress steps={steps} step={step} />}
      {empty ? (
        <EmptyCart />
      ) : (
        <div className="checkout-page__columns">
          <Step />
          {cart && <OrderSummary cart={cart} />}
        </div>
      )}
    </section>
  )
}

/** The steps wait for the external checkout decision; the thank-you page has no cart to hand over. */
const CheckoutRoute = () => {
  const { step = "" } = useParams<{ step?: string }>()
  if (step === "thank-you")
    return (
      <>
        <PageHead title="Checkout" />
        <ThankYouPage />
      </>
    )
  return (
    <ExternalCheckoutGate>
      <CheckoutPage />
    </ExternalCheckoutGate>
  )
}

export default CheckoutRoute
