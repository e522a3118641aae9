// `storefront.checkout`: addresses, shipping and payment methods, placing the order.
import type { FacadeRun } from "../facadeRun.js"
import { type CallTable, pick, type ServiceFacade, serviceCalls, whole } from "../serviceCalls.js"
import { Checkout } from "./Checkout.js"

const checkoutCalls = {
  /**
   * The cart's shipping address (the shipping step's form), loading the cart if needed.
   * @example const address = await storefront.checkout.loadShippingStep()
   */
  loadShippingStep: whole,
  /**
   * One request; `email` (a guest's) goes in the same request. `address` is the typed form or
   * a `SavedAddress` from `addresses.list()` (sent by its id).
   * @example
   * const [saved] = await storefront.addresses.list()
   * if (saved) await storefront.checkout.setShippingAddress({ address: saved })
   */
  setShippingAddress: whole,
  /**
   * Re-applies the selected shipping method in the same request (or chooses
   * `shippingMethod`); a virtual-only cart sends the address (and `email`) alone.
   * @example await storefront.checkout.setBillingAddress({ address: { ...form, sameAsShipping: true } })
   */
  setBillingAddress: whole,
  /**
   * The selected shipping method (fetches the cart only when none is selected).
   * @example const method = await storefront.checkout.selectedShippingMethod()
   */
  selectedShippingMethod: whole,
  /**
   * The methods for the shipping address. Rejects with `ShippingMethodError` (spec §8 texts).
   * @example const [cheapest] = await storefront.checkout.shippingMethods()
   */
  shippingMethods: whole,
  /**
   * Chooses a method (an `AvailableShippingMethod` is an input). Rejects with
   * `ShippingMethodError` "select".
   * @example await storefront.checkout.setShippingMethod(method)
   */
  setShippingMethod: pick("carrier_code", "method_code"),
  /**
   * The payment methods the cart offers.
   * @example const methods = await storefront.checkout.paymentMethods()
   */
  paymentMethods: whole,
  /**
   * Chooses a payment method (a `PaymentMethod` is an input).
   * @example await storefront.checkout.setPaymentMethod({ code: "checkmo" })
   */
  setPaymentMethod: pick("code"),
  /**
   * A guest's e-mail on the cart.
   * @example await storefront.checkout.setGuestEmail({ email: "ann@example.com" })
   */
  setGuestEmail: pick("email"),
  /**
   * Reports begin_checkout for the current cart.
   * @example await storefront.checkout.beginCheckout()
   */
  beginCheckout: whole,
  /**
   * Spec §2: the external site to check out on (its cart sync path with the customer token and
   * cart id), or null when checkout happens here. The UI navigates there; the SDK decides.
   * @example const url = await storefront.checkout.externalCheckoutUrl()
   */
  externalCheckoutUrl: whole,
  /**
   * Places the order and forgets the cart (the next add makes a new one).
   * @example const { orderNumber } = await storefront.checkout.placeOrder()
   */
  placeOrder: whole,
  /**
   * Subscribes an e-mail to the newsletter at checkout.
   * @example await storefront.checkout.subscribeToNewsletter({ email })
   */
  subscribeToNewsletter: pick("email"),
  /**
   * Track an order: rejects with the server's `GraphqlError` when no order matches.
   * @example const order = await storefront.checkout.guestOrder({ number, email, lastname })
   */
  guestOrder: whole,
} satisfies CallTable<Checkout["Service"]>

export interface CheckoutFacade extends ServiceFacade<Checkout["Service"], typeof checkoutCalls> {}

export const checkoutFacade = (run: FacadeRun<Checkout>): CheckoutFacade =>
  serviceCalls(run, Checkout, checkoutCalls)
