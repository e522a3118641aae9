// Checkout mutations: map Magento's inputs to the checkout steps (cartCheckout) and placeOrder.

import type { CartView } from "../cart/cartView.js"
import { money } from "../catalog/money.js"
import type { CartAddressInput } from "../directory/cartAddress.js"
import type { GraphqlContext } from "../graphql/context.js"
import type { MutationPlaceOrderArgs } from "../graphql/generated/resolvers.js"
import { type PaymentMethodInputData, paymentDataOf } from "../payment/payment.graphql.js"
import { placeOrder } from "../sales/placeOrder.js"
import {
  setBillingAddress,
  setGuestEmail,
  setPaymentMethod,
  setShippingAddress,
  setShippingMethod,
} from "./cartCheckout.js"

export { checkoutTypeDefs } from "./checkoutTypeDefs.js"

interface AddressInput {
  readonly customer_address_id?: number | null
  readonly address?: CartAddressInput | null
  readonly customer_notes?: string | null
}

interface ShippingAddressSource {
  readonly view: CartView
}

const shippingMethodObject = (m: CartView["shippingMethods"][number]) => ({
  carrier_code: m.carrierCode,
  carrier_title: m.carrierTitle,
  method_code: m.methodCode,
  method_title: m.methodTitle,
  amount: money(m.amount),
  price_excl_tax: money(m.amount),
  price_incl_tax: money(m.amount),
})

type Input<T> = { readonly input?: T | null }

/** Magento's checkout mutations take their arguments as one `input` object. */
const fromInput =
  <T, R>(resolve: (input: T | null | undefined, context: GraphqlContext) => R) =>
  (_: unknown, args: Input<T>, context: GraphqlContext): R =>
    resolve(args.input, context)

export const checkoutResolvers = {
  Mutation: {
    setGuestEmailOnCart: fromInput(
      async (
        input: { cart_id: string; email?: string | null } | null | undefined,
        context: GraphqlContext,
      ) => ({ cart: await setGuestEmail(context, input?.cart_id, input?.email) }),
    ),
    setShippingAddressesOnCart: fromInput(
      async (
        input: { cart_id: string; shipping_addresses?: readonly AddressInput[] } | null | undefined,
        context: GraphqlContext,
      ) => ({
        cart: await setShippingAddress(
          context,
          input?.cart_id,
          (input?.shipping_addresses ?? []).map((a) => ({
            customerAddressId: a.customer_address_id,
            address: a.address,
            customerNotes: a.customer_notes,
          })),
        ),
      }),
    ),
    setBillingAddressOnCart: fromInput(
      async (
        input:
          | {
              cart_id: string
              billing_address?: AddressInput & {
                same_as_shipping?: boolean | null
                use_for_shipping?: boolean | null
              }
            }
          | null
          | undefined,
        context: GraphqlContext,
      ) => {
        const billing = input?.billing_address ?? {}
        return {
          cart: await setBillingAddress(context, input?.cart_id, {
            customerAddressId: billing.customer_address_id,
            address: billing.address,
            sameAsShipping: billing.same_as_shipping === true || billing.use_for_shipping === true,
          }),
        }
      },
    ),
    setShippingMethodsOnCart: fromInput(
      async (
        input:
          | {
              cart_id: string
              shipping_methods?: readonly { carrier_code: string; method_code: string }[]
            }
          | null
          | undefined,
        context: GraphqlContext,
      ) => ({
        cart: await setShippingMethod(
          context,
          input?.cart_id,
          (input?.shipping_methods ?? []).map((m) => ({
            carrierCode: m.carrier_code,
            methodCode: m.method_code,
          })),
        ),
      }),
    ),
    setPaymentMethodOnCart: fromInput(
      async (
        input:
          | {
              cart_id: string
              payment_method?: ({ code?: string | null } & PaymentMethodInputData) | null
            }
          | null
          | undefined,
        context: GraphqlContext,
      ) => ({
        cart: await setPaymentMethod(
          context,
          input?.cart_id,
          input?.payment_method?.code,
          paymentDataOf(input?.payment_method?.code, input?.payment_method),
        ),
      }),
    ),
    placeOrder: async (_: unknown, a: MutationPlaceOrderArgs, c: GraphqlContext) => {
      const number = await placeOrder(c, a.input?.cart_id)
      return { order: { order_number: number, order_id: number } }
    },
  },
  ShippingCartAddress: {
    available_shipping_methods: (s: ShippingAddressSource) =>
      s.view.shippingMethods.map((m) => ({
        ...shippingMethodObject(m),
        available: true,
        error_message: "",
      })),
    selected_shipping_method: (s: ShippingAddressSource) =>
      s.view.selectedShipping === null ? null : shippingMethodObject(s.view.selectedShipping),
  },
}
