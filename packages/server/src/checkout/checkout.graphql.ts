// Checkout mutations: thin adapters that validate like Magento and store on the cart.

import { cartForUser, customerIdOf } from "../cart/cartAccess.js"
import { changeCart } from "../cart/cartChange.js"
import { CUSTOMER_NOT_AUTHORIZED } from "../cart/cartMessages.js"
import { cartLinesWithProducts, updateCart } from "../cart/cartRepository.js"
import { buildCartView, type CartView, isVirtualCart } from "../cart/cartView.js"
import type { Queryable } from "../cart/sqlRows.js"
import { money } from "../catalog/money.js"
import { savedAddressForCart } from "../customer/customerAddress.js"
import type { GraphqlContext } from "../graphql/context.js"
import { authorizationError, inputError } from "../graphql/errors.js"
import type { MutationPlaceOrderArgs } from "../graphql/generated/resolvers.js"
import { placeOrder } from "../sales/placeOrder.js"
import {
  addressConfigOf,
  BILLING_ADDRESS_ERRORS,
  type CartAddressInput,
  SHIPPING_ADDRESS_ERRORS,
  toStoredAddress,
} from "./cartAddress.js"
import {
  BILLING_ADDRESS_BOTH,
  BILLING_ADDRESS_NEITHER,
  carrierNotFound,
  INVALID_EMAIL,
  MULTIPLE_SHIPPING_ADDRESSES,
  MULTIPLE_SHIPPING_METHODS,
  NOT_FOR_CUSTOMERS,
  PAYMENT_NOT_AVAILABLE,
  REQUIRED_EMAIL,
  REQUIRED_PAYMENT_CODE,
  SAME_AS_SHIPPING_WITHOUT_ADDRESS,
  SHIPPING_ADDRESS_BOTH,
  SHIPPING_ADDRESS_MISSING,
  SHIPPING_ADDRESS_NEITHER,
  SHIPPING_NOT_ALLOWED,
} from "./checkoutMessages.js"

export { checkoutTypeDefs } from "./checkoutTypeDefs.js"

// Magento validates with \Magento\Framework\Validator\EmailAddress; this is its practical core.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

interface AddressChoice {
  readonly customer_address_id?: number | null
  readonly address?: CartAddressInput | null
  readonly customer_notes?: string | null
}

/** A saved address (the customer's own only; never a guest's) or an address typed in. */
const addressOf = async (
  context: GraphqlContext,
  db: Parameters<typeof toStoredAddress>[0],
  choice: AddressChoice,
  messages: { readonly both: string; readonly neither: string; readonly invalid: string },
) => {
  const { both, neither } = messages
  const hasId = choice.customer_address_id !== undefined && choice.customer_address_id !== null
  const hasAddress = choice.address !== undefined && choice.address !== null
  if (hasId && hasAddress) throw inputError(both)
  if (!hasId && !hasAddress) throw inputError(neither)
  if (hasId || !choice.address) {
    const customerId = customerIdOf(context)
    if (customerId === null) throw authorizationError(CUSTOMER_NOT_AUTHORIZED)
    return savedAddressForCart(db, customerId, choice.customer_address_id ?? 0)
  }
  const config = await addressConfigOf(db, context.store.id)
  return toStoredAddress(db, choice.address, config, messages.invalid)
}

const setGuestEmailOnCart = async (
  input: { cart_id: string; email?: string | null } | null | undefined,
  context: GraphqlContext,
) => {
  const cart = await cartForUser(context, input?.cart_id)
  if (customerIdOf(context) !== null) throw inputError(NOT_FOR_CUSTOMERS)
  const email = input?.email?.trim() ?? ""
  if (email === "") throw inputError(REQUIRED_EMAIL)
  if (!EMAIL.test(email)) throw inputError(INVALID_EMAIL)
  return {
    cart: await changeCart(context, cart, (tx) =>
      updateCart(tx, cart.id, { email }).then(() => {}),
    ),
  }
}

const cartIsVirtual = async (db: Queryable, cartId: number): Promise<boolean> => {
  const { items, products } = await cartLinesWithProducts(db, cartId)
  return isVirtualCart(items, new Map(products.map((r) => [r.id, r])))
}

const setShippingAddressesOnCart = async (
  input: { cart_id: string; shipping_addresses?: readonly AddressChoice[] } | null | undefined,
  context: GraphqlContext,
) => {
  const cart = await cartForUser(context, input?.cart_id)
  const choices = input?.shipping_addresses ?? []
  if (choices.length > 1) throw inputError(MULTIPLE_SHIPPING_ADDRESSES)
  const choice = choices[0]
  if (choice === undefined) throw inputError(SHIPPING_ADDRESS_NEITHER)
  const fresh = await changeCart(context, cart, async (tx) => {
    if (await cartIsVirtual(tx, cart.id)) throw inputError(SHIPPING_NOT_ALLOWED)
    const address = await addressOf(context, tx, choice, {
      both: SHIPPING_ADDRESS_BOTH,
      neither: SHIPPING_ADDRESS_NEITHER,
      invalid: SHIPPING_ADDRESS_ERRORS,
    })
    const notes = choice.customer_notes?.trim()
    await updateCart(tx, cart.id, {
      shippingAddress: notes ? { ...address, customerNotes: notes } : address,
    })
  })
  return { cart: fresh }
}

const setBillingAddressOnCart = async (
  input:
    | {
        cart_id: string
        billing_address?: AddressChoice & {
          same_as_shipping?: boolean | null
          use_for_shipping?: boolean | null
        }
      }
    | null
    | undefined,
  context: GraphqlContext,
) => {
  const cart = await cartForUser(context, input?.cart_id)
  const billing = input?.billing_address ?? {}
  const sameAsShipping = billing.same_as_shipping === true || billing.use_for_shipping === true
  const fresh = await changeCart(context, cart, async (tx, locked) => {
    const hasChoice =
      (billing.customer_address_id ?? null) !== null || (billing.address ?? null) !== null
    if (!hasChoice && sameAsShipping) {
      // Shutter convenience: no address given, copy the shipping address.
      if (locked.shippingAddress === null) throw inputError(SAME_AS_SHIPPING_WITHOUT_ADDRESS)
      await updateCart(tx, cart.id, { billingAddress: locked.shippingAddress })
      return
    }
    const address = await addressOf(context, tx, billing, {
      both: BILLING_ADDRESS_BOTH,
      neither: BILLING_ADDRESS_NEITHER,
      invalid: BILLING_ADDRESS_ERRORS,
    })
    // Magento: same_as_shipping makes this address the shipping address too (not for virtual carts).
    const alsoShipping = sameAsShipping && !(await cartIsVirtual(tx, cart.id))
    await updateCart(tx, cart.id, {
      billingAddress: address,
      ...(alsoShipping ? { shippingAddress: address } : {}),
    })
  })
  return { cart: fresh }
}

const setShippingMethodsOnCart = async (
  input:
    | {
        cart_id: string
        shipping_methods?: readonly { carrier_code: string; method_code: string }[]
      }
    | null
    | undefined,
  context: GraphqlContext,
) => {
  const cart = await cartForUser(context, input?.cart_id)
  const methods = input?.shipping_methods ?? []
  if (methods.length > 1) throw inputError(MULTIPLE_SHIPPING_METHODS)
  const method = methods[0]
  if (method === undefined) throw inputError('Required parameter "shipping_methods" is missing')
  const fresh = await changeCart(context, cart, async (tx, locked) => {
    if (locked.shippingAddress === null) throw inputError(SHIPPING_ADDRESS_MISSING)
    const view = await buildCartView(context, tx, locked)
    const available = view.shippingMethods.some(
      (m) => m.carrierCode === method.carrier_code && m.methodCode === method.method_code,
    )
    if (!available) throw inputError(carrierNotFound(method.carrier_code, method.method_code))
    await updateCart(tx, cart.id, {
      shippingMethod: { carrierCode: method.carrier_code, methodCode: method.method_code },
    })
  })
  return { cart: fresh }
}

const setPaymentMethodOnCart = async (
  input: { cart_id: string; payment_method?: { code?: string | null } } | null | undefined,
  context: GraphqlContext,
) => {
  const cart = await cartForUser(context, input?.cart_id)
  const code = input?.payment_method?.code?.trim() ?? ""
  if (code === "") throw inputError(REQUIRED_PAYMENT_CODE)
  const fresh = await changeCart(context, cart, async (tx, locked) => {
    const view = await buildCartView(context, tx, locked)
    if (!view.isVirtual && locked.shippingAddress === null)
      throw inputError(SHIPPING_ADDRESS_MISSING)
    if (!view.paymentMethods.some((m) => m.code === code)) throw inputError(PAYMENT_NOT_AVAILABLE)
    await updateCart(tx, cart.id, { paymentMethodCode: code })
  })
  return { cart: fresh }
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
    setGuestEmailOnCart: fromInput(setGuestEmailOnCart),
    setShippingAddressesOnCart: fromInput(setShippingAddressesOnCart),
    setBillingAddressOnCart: fromInput(setBillingAddressOnCart),
    setShippingMethodsOnCart: fromInput(setShippingMethodsOnCart),
    setPaymentMethodOnCart: fromInput(setPaymentMethodOnCart),
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
