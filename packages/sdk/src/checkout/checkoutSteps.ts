import type { CartModel, PaymentMethod } from "../cart/cart.graphql.js"

// Which checkout steps a cart goes through, and the payment method a checkout picks by itself.
// A virtual-only cart (gift e-cards, classes, downloads) ships nothing: Magento refuses a
// shipping address on it, so its checkout is the billing address (with the guest's email) and
// the payment.

export type CheckoutStep = "shipping" | "billing" | "payment"

export const CHECKOUT_STEP_LABELS: Readonly<Record<CheckoutStep, string>> = {
  shipping: "Shipping",
  billing: "Billing",
  payment: "Payment",
}

/** Whether the cart has something to ship (false for a virtual-only cart). */
export const cartNeedsShipping = (cart: Pick<CartModel, "is_virtual"> | null): boolean =>
  cart?.is_virtual !== true

/** The checkout steps of the cart, in order. */
export const checkoutSteps = (
  cart: Pick<CartModel, "is_virtual"> | null,
): ReadonlyArray<CheckoutStep> =>
  cartNeedsShipping(cart) ? ["shipping", "billing", "payment"] : ["billing", "payment"]

/** The step a shopper starts the checkout of this cart on. */
export const firstCheckoutStep = (cart: Pick<CartModel, "is_virtual"> | null): CheckoutStep =>
  cartNeedsShipping(cart) ? "shipping" : "billing"

/** Where each checkout step lives (spec §2 /checkout children). */
export const checkoutStepPath = (step: CheckoutStep): string => `/checkout/${step}`

/** Where the checkout of this cart starts (a virtual-only cart on billing). */
export const checkoutStartPath = (cart: Pick<CartModel, "is_virtual"> | null): string =>
  checkoutStepPath(firstCheckoutStep(cart))

/** Where a shopper goes once `step` is done: the cart's next step, else the thank-you page. */
export const nextCheckoutStepPath = (
  cart: Pick<CartModel, "is_virtual"> | null,
  step: CheckoutStep,
): string => {
  const steps = checkoutSteps(cart)
  const next = steps[steps.indexOf(step) + 1]
  return next === undefined ? CHECKOUT_THANK_YOU_PATH : checkoutStepPath(next)
}

export const CHECKOUT_THANK_YOU_PATH = "/checkout/thank-you"

/** The thank-you page of a placed order. */
export const thankYouPath = (orderNumber: string): string =>
  `${CHECKOUT_THANK_YOU_PATH}?order=${encodeURIComponent(orderNumber)}`

type PaymentCart = Pick<CartModel, "available_payment_methods" | "selected_payment_method">

const offeredMethods = (cart: PaymentCart | null): PaymentMethod[] =>
  (cart?.available_payment_methods ?? []).filter((m): m is PaymentMethod => m !== null)

/**
 * The selected payment method's code when the cart still offers it, else "" (Magento keeps the
 * code of a method that is no longer offered, e.g. once a gift card pays the whole order).
 */
export const selectedPaymentMethodCode = (cart: PaymentCart | null): string => {
  const code = cart?.selected_payment_method?.code ?? ""
  return offeredMethods(cart).some((m) => m.code === code) ? code : ""
}

/**
 * The method a checkout selects without asking: the only one offered (Magento's `free` when
 * nothing is left to pay) when the selected one is not offered; otherwise none.
 */
export const paymentMethodToPreselect = (cart: PaymentCart | null): PaymentMethod | undefined => {
  const offered = offeredMethods(cart)
  if (selectedPaymentMethodCode(cart) !== "") return undefined
  return offered.length === 1 ? offered[0] : undefined
}
