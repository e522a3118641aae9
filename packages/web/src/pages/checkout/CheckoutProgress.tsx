const STEPS = [
  { id: "shipping", label: "Shipping" },
  { id: "billing", label: "Billing" },
  { id: "payment", label: "Payment" },
] as const

/** Where the shopper is in the checkout. */
export const CheckoutProgress = ({ step }: { readonly step: string }) => {
  const current = STEPS.findIndex((s) => s.id === step)
  return (
    <ol className="checkout-progress" aria-label="Checkout progress">
      {STEPS.map((s, index) => (
        <li
          key={s.id}
          aria-current={index === current ? "step" : undefined}
          className={index < current ? "is-done" : index === current ? "is-current" : undefined}
        >
          {index + 1}. {s.label}
        </li>
      ))}
    </ol>
  )
}
