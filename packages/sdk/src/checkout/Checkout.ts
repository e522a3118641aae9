import * as Context from "effect/Context"
import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import { Analytics } from "../analytics/Analytics.js"
import { cartEvent, purchaseExtras } from "../analytics/ga4Events.js"
import { Cart, type CartCallError } from "../cart/Cart.js"
import type {
  AvailableShippingMethod,
  CartModel,
  PaymentMethod,
  SelectedShippingMethod,
  ShippingCartAddress,
} from "../cart/cart.graphql.js"
import { missingCart } from "../cart/missingCart.js"
import { Warranty } from "../cart/Warranty.js"
import { type GraphqlClientError, GraphqlError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import { Storage } from "../storage/Storage.js"
import {
  type CheckoutAddress,
  toBillingAddressInput,
  toShippingAddressInput,
} from "./addressForm.js"
import {
  GetAvailableCustomerShippingMethodsQuery,
  GetAvailablePaymentMethodsQuery,
  GetAvailableShippingMethodsQuery,
  type NewsletterStatus,
  PlaceOrderMutation,
  SetBillingAddressAndShippingMethodOnCartMutation,
  SetBillingAddressOnCartMutation,
  SetGuestEmailAndBillingAddressOnCartMutation,
  SetGuestEmailAndShippingAddressOnCartMutation,
  SetGuestEmailOnCartMutation,
  SetPaymentMethodOnCartMutation,
  SetShippingAddressesOnCartMutation,
  SetShippingMethodsOnCartMutation,
  SubscribeEmailToNewsletterMutation,
} from "./checkout.graphql.js"
import {
  NO_SHIPPING_METHODS_MESSAGE,
  SHIPPING_METHOD_SELECT_FAILED_MESSAGE,
  SHIPPING_METHODS_FETCH_FAILED_MESSAGE,
} from "./checkoutRules.js"
import { cartNeedsShipping } from "./checkoutSteps.js"
import { ExternalCheckoutConfigQuery } from "./externalCheckout.graphql.js"
import { externalCheckoutUrl } from "./externalCheckout.js"
import { type GuestOrder, type GuestOrderInput, GuestOrderQuery } from "./guestOrderDocument.js"
import { ShippingMethodError } from "./shippingMessages.js"

/**
 * A shipping method by its codes, as Magento names them: an `AvailableShippingMethod` from
 * `shippingMethods()` or the `SelectedShippingMethod` of a cart is one.
 */
export interface ShippingMethodInput {
  readonly carrier_code: string
  /** Magento's schema allows an available method without one; none is sent as "". */
  readonly method_code: string | null
}

export interface CheckoutShippingAddressInput {
  /** A typed address, or a `SavedAddress` from `addresses.list()` (sent by its id). */
  readonly address: CheckoutAddress
  /** A guest's email, sent in the same request (Magento's setGuestEmailOnCart first). */
  readonly email?: string
}

export interface CheckoutBillingAddressInput {
  /** A typed address, or a `SavedAddress` from `addresses.list()` (sent by its id). */
  readonly address: CheckoutAddress
  /** A guest's email, sent with the address (one request when no shipping method goes along). */
  readonly email?: string
  /**
   * The shipping method to choose with the billing address, in the same request (reported as
   * add_shipping_info). Default: the selected one, re-applied.
   */
  readonly shippingMethod?: ShippingMethodInput
}

/**
 * Magento's `PaymentMethodInput`: the code, and for a card the data its module reads — Stripe's
 * (`stripe_payments`) or stock Magento's Braintree (`braintree`). `Payments.choose` builds it.
 */
export interface PaymentMethodChoiceInput {
  readonly code: string
  readonly stripe_payments?: {
    readonly payment_element: boolean
    readonly payment_method: string
  }
  readonly braintree?: {
    readonly payment_method_nonce: string
    readonly is_active_payment_token_enabler: boolean
    readonly device_data?: string
  }
}

export interface PlacedOrder {
  readonly orderNumber: string
  /** The cart as it was ordered (lines, totals, addresses, methods), for the confirmation. */
  readonly cart: CartModel | null
}

/** The checkout steps of spec §4 over the shopper's cart (state lives in `Cart`). */
export class Checkout extends Context.Service<
  Checkout,
  {
    /** The shipping step: fetches the cart when it has no shipping address. */
    readonly loadShippingStep: () => Effect.Effect<ShippingCartAddress | null, CartCallError>
    /** One request, with the guest's email when it is given. */
    readonly setShippingAddress: (
      input: CheckoutShippingAddressInput,
    ) => Effect.Effect<CartModel, CartCallError>
    /**
     * Loads the selected shipping method (the cart is fetched only when none is selected) and
     * re-applies it with the billing address, in one request: saving a billing address can drop
     * it. A virtual-only cart has no shipping step: the address (and email) alone.
     */
    readonly setBillingAddress: (
      input: CheckoutBillingAddressInput,
    ) => Effect.Effect<CartModel, CartCallError | ShippingMethodError>
    /** Fetches the cart only when no method is selected. */
    readonly selectedShippingMethod: () => Effect.Effect<
      SelectedShippingMethod | null,
      CartCallError
    >
    /** Fails `ShippingMethodError` ("unavailable" when none is available, "fetch" on failure). */
    readonly shippingMethods: () => Effect.Effect<
      ReadonlyArray<AvailableShippingMethod>,
      ShippingMethodError
    >
    readonly setShippingMethod: (
      input: ShippingMethodInput,
    ) => Effect.Effect<CartModel, ShippingMethodError>
    readonly paymentMethods: () => Effect.Effect<ReadonlyArray<PaymentMethod>, CartCallError>
    /** The method, with what it needs (Stripe's PaymentMethod id, Braintree's nonce). */
    readonly setPaymentMethod: (
      input: PaymentMethodChoiceInput,
    ) => Effect.Effect<CartModel, CartCallError>
    readonly setGuestEmail: (input: {
      readonly email: string
    }) => Effect.Effect<CartModel, CartCallError>
    /** Reports begin_checkout for the current cart. */
    readonly beginCheckout: () => Effect.Effect<void>
    /**
     * Spec §2 external checkout: where to send the shopper instead of this site's checkout (the
     * external site's cart sync path with the customer token and cart id), or null to check out
     * here (the store has it off, names no site, the Magento lacks the extension, no cart yet).
     */
    readonly externalCheckoutUrl: () => Effect.Effect<string | null, GraphqlClientError>
    /**
     * Places the order, reports purchase, then forgets the ordered cart (the next call that
     * needs a cart makes one).
     */
    readonly placeOrder: () => Effect.Effect<PlacedOrder, CartCallError>
    readonly subscribeToNewsletter: (input: {
      readonly email: string
    }) => Effect.Effect<NewsletterStatus | null, GraphqlClientError>
    /** Track an order (guest lookup by number, email and postcode or last name). */
    readonly guestOrder: (input: GuestOrderInput) => Effect.Effect<GuestOrder, GraphqlClientError>
  }
>()("@shutter/sdk/Checkout") {
  static readonly layer = Layer.effect(
    Checkout,
    Effect.gen(function* () {
      const gql = yield* GraphqlClient
      const cart = yield* Cart
      const warranty = yield* Warranty
      const storage = yield* Storage
      const analytics = yield* Analytics

      /** Stores a returned cart as the shopper's cart. */
      const adopt = (next: CartModel) => Effect.as(cart.replace({ cart: next }), next)

      const shippingAddress = () => cart.cart.get()?.shipping_addresses[0] ?? null

      const loadShippingStep = Effect.fn("Checkout.loadShippingStep")(function* () {
        if (shippingAddress() === null) yield* cart.load()
        return shippingAddress()
      })

      const setShippingAddress = Effect.fn("Checkout.setShippingAddress")(function* (
        input: CheckoutShippingAddressInput,
      ) {
        const cartId = yield* cart.cartId()
        const address = {
          cart_id: cartId,
          shipping_addresses: [toShippingAddressInput(input.address)],
        }
        const { setShippingAddressesOnCart: result } =
          input.email === undefined
            ? yield* gql.execute(SetShippingAddressesOnCartMutation, { input: address })
            : yield* gql.execute(SetGuestEmailAndShippingAddressOnCartMutation, {
                email: { cart_id: cartId, email: input.email },
                address,
              })
        if (result === null) return yield* missingCart(cartId)
        return yield* adopt(result.cart)
      })

      const selectedShippingMethod = Effect.fn("Checkout.selectedShippingMethod")(function* () {
        const selected = shippingAddress()?.selected_shipping_method ?? null
        if (selected !== null) return selected
        yield* cart.load()
        return shippingAddress()?.selected_shipping_method ?? null
      })

      const applyShippingMethod = Effect.fn("Checkout.applyShippingMethod")(function* (
        input: ShippingMethodInput,
      ) {
        const cartId = yield* cart.cartId()
        const { setShippingMethodsOnCart: result } = yield* gql.execute(
          SetShippingMethodsOnCartMutation,
          {
            input: {
              cart_id: cartId,
              shipping_methods: [
                { carrier_code: input.carrier_code, method_code: input.method_code ?? "" },
              ],
            },
          },
        )
        if (result === null) return yield* missingCart(cartId)
        return yield* adopt(result.cart)
      })

      const selectFailed = (cause: unknown) =>
        new ShippingMethodError({
          reason: "select",
          message: SHIPPING_METHOD_SELECT_FAILED_MESSAGE,
          cause,
        })

      const trackShippingInfo = (updated: CartModel, input: ShippingMethodInput) =>
        analytics.track(
          cartEvent("add_shipping_info", updated, {
            shipping_tier:
              updated.shipping_addresses[0]?.selected_shipping_method?.method_title ??
              input.method_code ??
              "",
          }),
        )

      const setShippingMethod = Effect.fn("Checkout.setShippingMethod")(function* (
        input: ShippingMethodInput,
      ) {
        const updated = yield* applyShippingMethod(input).pipe(Effect.mapError(selectFailed))
        yield* trackShippingInfo(updated, input)
        return updated
      })

      const toMethodInput = (selected: SelectedShippingMethod): ShippingMethodInput => ({
        carrier_code: selected.carrier_code,
        method_code: selected.method_code,
      })

      /** The billing address alone (with the guest's email when given): one request. */
      const sendBillingAddress = Effect.fn("Checkout.sendBillingAddress")(function* (
        cartId: string,
        input: CheckoutBillingAddressInput,
      ) {
        const billing = { cart_id: cartId, billing_address: toBillingAddressInput(input.address) }
        const { setBillingAddressOnCart: result } =
          input.email === undefined
            ? yield* gql.execute(SetBillingAddressOnCartMutation, { input: billing })
            : yield* gql.execute(SetGuestEmailAndBillingAddressOnCartMutation, {
                email: { cart_id: cartId, email: input.email },
                address: billing,
              })
        if (result === null) return yield* missingCart(cartId)
        return yield* adopt(result.cart)
      })

      /** The billing address, then the shipping method: one request. */
      const sendBillingAddressAndMethod = Effect.fn("Checkout.sendBillingAddressAndMethod")(
        function* (cartId: string, address: CheckoutAddress, method: ShippingMethodInput) {
          const { setShippingMethodsOnCart: result } = yield* gql
            .execute(SetBillingAddressAndShippingMethodOnCartMutation, {
              address: { cart_id: cartId, billing_address: toBillingAddressInput(address) },
              method: {
                cart_id: cartId,
                shipping_methods: [
                  { carrier_code: method.carrier_code, method_code: method.method_code ?? "" },
                ],
              },
            })
            .pipe(
              // The address's own errors stay as they are (their messages name its fields).
              Effect.mapError((error) =>
                error instanceof GraphqlError && error.path?.[0] === "setShippingMethodsOnCart"
                  ? selectFailed(error)
                  : error,
              ),
            )
          if (result === null) return yield* missingCart(cartId)
          return yield* adopt(result.cart)
        },
      )

      const setBillingAddress = Effect.fn("Checkout.setBillingAddress")(function* (
        input: CheckoutBillingAddressInput,
      ) {
        const cartId = yield* cart.cartId()
        const current = cart.cart.get()
        if (input.shippingMethod === undefined && current === null) {
          // Nothing known about the cart yet: the address first, then what its answer says.
          const updated = yield* sendBillingAddress(cartId, input)
          if (!cartNeedsShipping(updated)) return updated
          const selected = yield* selectedShippingMethod()
          if (selected === null) return updated
          return yield* applyShippingMethod(toMethodInput(selected)).pipe(
            Effect.mapError(selectFailed),
          )
        }
        // A virtual-only cart has no shipping step: nothing to re-apply.
        const selected =
          input.shippingMethod !== undefined || (current !== null && !cartNeedsShipping(current))
            ? null
            : yield* selectedShippingMethod()
        const method = input.shippingMethod ?? (selected === null ? null : toMethodInput(selected))
        if (method === null) return yield* sendBillingAddress(cartId, input)
        if (input.email !== undefined) yield* setGuestEmail({ email: input.email })
        const updated = yield* sendBillingAddressAndMethod(cartId, input.address, method)
        if (input.shippingMethod !== undefined) yield* trackShippingInfo(updated, method)
        return updated
      })

      const shippingMethods = Effect.fn("Checkout.shippingMethods")(function* () {
        const fetchFailed = (cause: unknown) =>
          new ShippingMethodError({
            reason: "fetch",
            message: SHIPPING_METHODS_FETCH_FAILED_MESSAGE,
            cause,
          })
        const addresses = yield* Effect.gen(function* () {
          if (yield* storage.get("customerToken")) {
            const { customerCart } = yield* gql.execute(GetAvailableCustomerShippingMethodsQuery)
            return customerCart.shipping_addresses
          }
          const cartId = yield* cart.cartId()
          const { cart: found } = yield* gql.execute(GetAvailableShippingMethodsQuery, { cartId })
          if (found === null) return yield* missingCart(cartId)
          return found.shipping_addresses
        }).pipe(Effect.mapError(fetchFailed))
        const methods = (addresses[0]?.available_shipping_methods ?? []).filter((m) => m !== null)
        if (!methods.some((m) => m.available)) {
          return yield* new ShippingMethodError({
            reason: "unavailable",
            message: NO_SHIPPING_METHODS_MESSAGE,
          })
        }
        return methods
      })

      const paymentMethods = Effect.fn("Checkout.paymentMethods")(function* () {
        const cartId = yield* cart.cartId()
        const { cart: found } = yield* gql.execute(GetAvailablePaymentMethodsQuery, { cartId })
        if (found === null) return yield* missingCart(cartId)
        return (found.available_payment_methods ?? []).filter((m): m is PaymentMethod => m !== null)
      })

      const setPaymentMethod = Effect.fn("Checkout.setPaymentMethod")(function* (
        input: PaymentMethodChoiceInput,
      ) {
        const cartId = yield* cart.cartId()
        const { setPaymentMethodOnCart: result } = yield* gql.execute(
          SetPaymentMethodOnCartMutation,
          { input: { cart_id: cartId, payment_method: { ...input } } },
        )
        if (result === null) return yield* missingCart(cartId)
        const updated = yield* adopt(result.cart)
        yield* analytics.track(cartEvent("add_payment_info", updated, { payment_type: input.code }))
        return updated
      })

      const setGuestEmail = Effect.fn("Checkout.setGuestEmail")(function* (input: {
        readonly email: string
      }) {
        const cartId = yield* cart.cartId()
        const { setGuestEmailOnCart: result } = yield* gql.execute(SetGuestEmailOnCartMutation, {
          input: { cart_id: cartId, email: input.email },
        })
        if (result === null) return yield* missingCart(cartId)
        return yield* adopt(result.cart)
      })

      const beginCheckout = Effect.fn("Checkout.beginCheckout")(function* () {
        const current = cart.cart.get()
        if (current !== null) yield* analytics.track(cartEvent("begin_checkout", current))
      })

      const externalCheckout = Effect.fn("Checkout.externalCheckoutUrl")(function* () {
        const cartId = cart.cart.get()?.id ?? (yield* storage.get("cart"))
        if (!cartId) return null
        const store = (yield* storage.get("store")) ?? ""
        const known = yield* warranty.knownExternalCheckout({ store })
        const config =
          known ??
          (yield* gql
            .execute(ExternalCheckoutConfigQuery)
            .pipe(Effect.catchTag("FeatureUnavailableError", () => Effect.succeed(null))))
            ?.storeConfig ??
          null
        const customerToken = yield* storage.get("customerToken")
        return externalCheckoutUrl(config, { customerToken, cartId }) ?? null
      })

      const placeOrder = Effect.fn("Checkout.placeOrder")(function* () {
        const cartId = yield* cart.cartId()
        const ordered = cart.cart.get()
        const { placeOrder: result } = yield* gql.execute(PlaceOrderMutation, {
          input: { cart_id: cartId },
        })
        if (result === null) return yield* missingCart(cartId)
        const orderNumber = result.order.order_number
        if (ordered !== null) {
          yield* analytics.track(
            cartEvent("purchase", ordered, purchaseExtras(ordered, orderNumber)),
          )
        }
        // The ordered cart is closed: forget it. No new cart is made here: the next call that
        // needs one (an add) makes it, so a shopper who only looks around costs no request.
        yield* storage.remove("cart")
        yield* cart.forget()
        return { orderNumber, cart: ordered }
      })

      const subscribeToNewsletter = Effect.fn("Checkout.subscribeToNewsletter")(function* (input: {
        readonly email: string
      }) {
        const { subscribeEmailToNewsletter } = yield* gql.execute(
          SubscribeEmailToNewsletterMutation,
          { email: input.email },
        )
        return subscribeEmailToNewsletter?.status ?? null
      })

      const guestOrder = Effect.fn("Checkout.guestOrder")(function* (input: GuestOrderInput) {
        const { guestOrder: order } = yield* gql.execute(GuestOrderQuery, { input })
        return order
      })

      return Checkout.of({
        loadShippingStep,
        setShippingAddress,
        setBillingAddress,
        selectedShippingMethod,
        shippingMethods,
        setShippingMethod,
        paymentMethods,
        setPaymentMethod,
        setGuestEmail,
        beginCheckout,
        externalCheckoutUrl: externalCheckout,
        placeOrder,
        subscribeToNewsletter,
        guestOrder,
      })
    }),
  )
}
