import { CHECKOUT_STEP_LABELS, type CheckoutStep } from "@shutter/sdk/rules"

/** Where the shopper is in the checkout (a virtual-only cart has no shipping step). */
export const CheckoutProgress = ({
  steps,
  step,
}: {
  readonly steps: ReadonlyArray<CheckoutStep>
  readonly step: string
}) => {
  const current = (steps as ReadonlyArray<string>).indexOf(step)
  return (
    <ol className="checkout-progress" aria-label="Checkout progress">
      {steps.map((s, index) => (
        <li
          key={s}
          aria-current={index === current ? "step" : undefined}
          className={index < current ? "is-done" : index === current ? "is-current" : undefined}
        >
          {index + 1}. {CHECKOUT_STEP_LABELS[s]}
        </li>
      ))}
    </ol>
  )
}
