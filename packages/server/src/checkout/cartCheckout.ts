// Checkout steps on a cart, validated like Magento and stored on the cart row: the guest's
// e-mail, the shipping and billing addresses, the shipping and payment methods.
// As Magento's resolvers do, each step checks the input its resolver checks (the cart id, a
// missing list or code) before the cart; then the checks Magento makes after reading the cart,
// on the cart as changeCartRowByMaskedId reads it, and the step's columns set by one update that
// holds only if the cart is still as read (else the step runs again under the row lock). The
// guest's e-mail, which nothing but the cart row allows or refuses, is one statement: set and
// read back (setCartColumnsByMaskedId).
import { customerIdOf, requireCartId } from "../cart/cartAccess.js"
import { changeCartRowByMaskedId, setCartColumnsByMaskedId } from "../cart/cartChange.js"
import { CUSTOMER_NOT_AUTHORIZED } from "../cart/cartMessages.js"
import type { CartRow } from "../cart/cartRepository.js"
import { buildCartView, isVirtualCart } from "../cart/cartView.js"
import { savedAddressForCart } from "../customer/customerAddress.js"
import type { StoredAddress } from "../db/cartSchema.js"
import type { Queryable } from "../db/sqlRows.js"
import {
  addressConfigOf,
  BILLING_ADDRESS_ERRORS,
  type CartAddressInput,
  SHIPPING_ADDRESS_ERRORS,
  toStoredAddress,
} from "../directory/cartAddress.js"
import { cachedDirectory } from "../directory/directoryCache.js"
import type { GraphqlContext } from "../graphql/context.js"
import { authorizationError, inputError, noSuchEntityError } from "../graphql/errors.js"
import type { CartPaymentData } from "../payment/paymentProvider.js"
import {
  BILLING_ADDRESS_BOTH,
  BILLING_ADDRESS_NEITHER,
  carrierNotFound,
  INVALID_EMAIL,
  MULTIPLE_SHIPPING_ADDRESSES,
  MULTIPLE_SHIPPING_METHODS,
  NOT_FOR_CUSTOMERS,
  PAYMENT_NOT_AVAILABLE,
  REQUIRED_CARRIER_CODE,
  REQUIRED_EMAIL,
  REQUIRED_METHOD_CODE,
  REQUIRED_PAYMENT_CODE,
  REQUIRED_SHIPPING_ADDRESSES,
  REQUIRED_SHIPPING_METHODS,
  SAME_AS_SHIPPING_WITHOUT_ADDRESS,
  SHIPPING_ADDRESS_BOTH,
  SHIPPING_ADDRESS_MISSING,
  SHIPPING_ADDRESS_NEITHER,
  SHIPPING_METHOD_EMPTY_CART,
  SHIPPING_NOT_ALLOWED,
} from "./checkoutMessages.js"

// Magento validates with \Magento\Framework\Validator\EmailAddress; this is its practical core.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** A saved address of the customer's address book, or an address typed in (exactly one). */
export interface AddressChoice {
  readonly customerAddressId?: number | null | undefined
  readonly address?: CartAddressInput | null | undefined
}

/** A shipping address with the shopper's note. */
export interface ShippingAddressChoice extends AddressChoice {
  readonly customerNotes?: string | null | undefined
}

/** A billing address; `sameAsShipping` makes it the shipping address too, or copies that one. */
export interface BillingAddressChoice extends AddressChoice {
  readonly sameAsShipping: boolean
}

export interface ShippingMethodChoice {
  readonly carrierCode: string
  readonly methodCode: string
}

/** A saved address (the customer's own only; never a guest's) or an address typed in. */
const addressOf = async (
  context: GraphqlContext,
  db: Queryable,
  choice: AddressChoice,
  messages: { readonly both: string; readonly neither: string; readonly invalid: string },
): Promise<StoredAddress> => {
  const { both, neither } = messages
  const hasId = choice.customerAddressId !== undefined && choice.customerAddressId !== null
  const hasAddress = choice.address !== undefined && choice.address !== null
  if (hasId && hasAddress) throw inputError(both)
  if (!hasId && !hasAddress) throw inputError(neither)
  if (hasId || !choice.address) {
    const customerId = customerIdOf(context)
    if (customerId === null) throw authorizationError(CUSTOMER_NOT_AUTHORIZED)
    return savedAddressForCart(db, customerId, choice.customerAddressId ?? 0)
  }
  const config = await addressConfigOf(context.db, context.store.id, db)
  const directory = await cachedDirectory(context.db, db)
  return toStoredAddress(directory, choice.address, config, messages.invalid)
}

/**
 * Magento's setGuestEmailOnCart: a guest's e-mail (never on a customer's cart). As Magento does,
 * the input and the customer are checked before the cart is read.
 */
export const setGuestEmail = async (
  context: GraphqlContext,
  maskedId: string | null | undefined,
  typed: string | null | undefined,
): Promise<CartRow> => {
  requireCartId(maskedId)
  const email = typed?.trim() ?? ""
  if (email === "") throw inputError(REQUIRED_EMAIL)
  if (!EMAIL.test(email)) throw inputError(INVALID_EMAIL)
  if (customerIdOf(context) !== null) throw inputError(NOT_FOR_CUSTOMERS)
  // Nothing but the cart row to check: set and read back in one statement.
  return setCartColumnsByMaskedId(context, maskedId, { email })
}

/** Magento's setShippingAddressesOnCart: one address, never on a virtual cart. */
export const setShippingAddress = async (
  context: GraphqlContext,
  maskedId: string | null | undefined,
  choices: readonly ShippingAddressChoice[],
): Promise<CartRow> => {
  requireCartId(maskedId)
  const choice = choices[0]
  if (choice === undefined) throw inputError(REQUIRED_SHIPPING_ADDRESSES)
  return changeCartRowByMaskedId(context, maskedId, async (db, _cart, lines) => {
    if (choices.length > 1) throw inputError(MULTIPLE_SHIPPING_ADDRESSES)
    const { items, products } = await lines()
    if (isVirtualCart(items, products)) throw noSuchEntityError(SHIPPING_NOT_ALLOWED)
    const address = await addressOf(context, db, choice, {
      both: SHIPPING_ADDRESS_BOTH,
      neither: SHIPPING_ADDRESS_NEITHER,
      invalid: SHIPPING_ADDRESS_ERRORS,
    })
    const notes = choice.customerNotes?.trim()
    return { shippingAddress: notes ? { ...address, customerNotes: notes } : address }
  })
}

/** Magento's setBillingAddressOnCart. */
export const setBillingAddress = async (
  context: GraphqlContext,
  maskedId: string | null | undefined,
  billing: BillingAddressChoice,
): Promise<CartRow> =>
  changeCartRowByMaskedId(context, maskedId, async (db, cart, lines) => {
    const hasChoice =
      (billing.customerAddressId ?? null) !== null || (billing.address ?? null) !== null
    if (!hasChoice && billing.sameAsShipping) {
      // Shutter convenience: no address given, copy the shipping address.
      if (cart.shippingAddress === null) throw inputError(SAME_AS_SHIPPING_WITHOUT_ADDRESS)
      return { billingAddress: cart.shippingAddress }
    }
    const address = await addressOf(context, db, billing, {
      both: BILLING_ADDRESS_BOTH,
      neither: BILLING_ADDRESS_NEITHER,
      invalid: BILLING_ADDRESS_ERRORS,
    })
    // Magento: same_as_shipping makes this address the shipping address too (not for virtual carts).
    const alsoShipping =
      billing.sameAsShipping && !(await lines().then((l) => isVirtualCart(l.items, l.products)))
    return { billingAddress: address, ...(alsoShipping ? { shippingAddress: address } : {}) }
  })

/** Magento's setShippingMethodsOnCart: one method among those the address is offered. */
export const setShippingMethod = async (
  context: GraphqlContext,
  maskedId: string | null | undefined,
  methods: readonly ShippingMethodChoice[],
): Promise<CartRow> => {
  requireCartId(maskedId)
  const method = methods[0]
  if (method === undefined) throw inputError(REQUIRED_SHIPPING_METHODS)
  return changeCartRowByMaskedId(context, maskedId, async (db, cart, lines) => {
    if (methods.length > 1) throw inputError(MULTIPLE_SHIPPING_METHODS)
    if (method.carrierCode.trim() === "") throw inputError(REQUIRED_CARRIER_CODE)
    if (method.methodCode.trim() === "") throw inputError(REQUIRED_METHOD_CODE)
    const { items, products } = await lines()
    const view = await buildCartView(context, db, cart, items, products)
    if (view.items.length === 0) throw inputError(SHIPPING_METHOD_EMPTY_CART)
    if (cart.shippingAddress === null) throw inputError(SHIPPING_ADDRESS_MISSING)
    const available = view.shippingMethods.some(
      (m) => m.carrierCode === method.carrierCode && m.methodCode === method.methodCode,
    )
    if (!available) throw noSuchEntityError(carrierNotFound(method.carrierCode, method.methodCode))
    return { shippingMethod: method }
  })
}

/**
 * Magento's setPaymentMethodOnCart: a method the cart's total allows, with what came with it
 * (a card's PaymentMethod id), replacing what an earlier choice left.
 */
export const setPaymentMethod = async (
  context: GraphqlContext,
  maskedId: string | null | undefined,
  typed: string | null | undefined,
  data: CartPaymentData = {},
): Promise<CartRow> => {
  requireCartId(maskedId)
  const code = typed?.trim() ?? ""
  if (code === "") throw inputError(REQUIRED_PAYMENT_CODE)
  return changeCartRowByMaskedId(context, maskedId, async (db, cart, lines) => {
    const { items, products } = await lines()
    const view = await buildCartView(context, db, cart, items, products)
    if (!view.isVirtual && cart.shippingAddress === null) throw inputError(SHIPPING_ADDRESS_MISSING)
    if (!view.paymentMethods.some((m) => m.code === code)) throw inputError(PAYMENT_NOT_AVAILABLE)
    return { paymentMethodCode: code, paymentData: data }
  })
}
