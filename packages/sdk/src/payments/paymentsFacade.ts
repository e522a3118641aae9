// `storefront.payments`: payment methods and card payments.
import type { CallInput, FacadeRun } from "../facadeRun.js"
import {
  type CallTable,
  reshape,
  type ServiceFacade,
  serviceCalls,
  whole,
} from "../serviceCalls.js"
import { type PaymentChoice, Payments } from "./Payments.js"

const paymentsCalls = {
  /**
   * The methods the cart can be paid with.
   * @example const methods = await storefront.payments.methods()
   */
  methods: whole,
  /**
   * Stripe.js's start-up values, or null when the Magento offers no Stripe.
   * @example const stripe = await storefront.payments.stripeConfiguration()
   */
  stripeConfiguration: whole,
  /**
   * Sets the method with what it needs.
   * @example await storefront.payments.choose({ kind: "stripe", paymentMethodId: "pm_card_visa" })
   */
  choose: reshape((input: CallInput<{ readonly choice: PaymentChoice }>) => input.choice),
  /**
   * Places the order; a card that needs 3-D Secure goes through `paymentConfirmer` (config)
   * and the order is placed again. Rejects with `PaymentAuthenticationError` when it is not
   * completed, with the server's `GraphqlError` (the card's message) on a decline.
   * @example const { orderNumber } = await storefront.payments.placeOrder()
   */
  placeOrder: whole,
} satisfies CallTable<Payments["Service"]>

export interface PaymentsFacade extends ServiceFacade<Payments["Service"], typeof paymentsCalls> {}

export const paymentsFacade = (run: FacadeRun<Payments>): PaymentsFacade =>
  serviceCalls(run, Payments, paymentsCalls)
