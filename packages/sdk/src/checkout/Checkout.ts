import { Context, Effect, Layer } from "effect"
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
import { CartUnavailableError } from "../cart/cartErrors.js"
import type { GraphqlClientError } from "../graphql/errors.js"
import { GraphqlClient } from "../graphql/GraphqlClient.js"
import { Storage } from "../storage/Storage.js"
import { type AddressForm, toBillingAddressInput, toShippingAddressInput } from "./addressForm.js"
import {
  GetAvailableCustomerShippingMethodsQuery,
  GetAvailablePaymentMethodsQuery,
  GetAvailableShippingMethodsQuery,
  type NewsletterStatus,
  PlaceOrderMutation,
  SetBillingAddressOnCartMutation,
  SetGuestEmailOnCartMutation,
  SetPaymentMethodOnCartMutation,
  SetShippingAddressesOnCartMutation,
  SetShippingMethodsOnCartMutation,
  SubscribeEmailToNewsletterMutation,
} from "./checkout.graphql.js"
import { cartNeedsShipping } from "./checkoutSteps.js"
import { type GuestOrder, type GuestOrderInput, GuestOrderQuery } from "./guestOrderDocument.js"
import {
  NO_SHIPPING_METHODS_MESSAGE,
  SHIPPING_METHOD_SELECT_FAILED_MESSAGE,
  SHIPPING_METHODS_FETCH_FAILED_MESSAGE,
  ShippingMethodError,
} from "./shippingMessages.js"

export interface ShippingMethodInput {
  readonly carrierCode: string
  readonly methodCode: string
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
    readonly setShippingAddress: (input: {
      readonly address: AddressForm
    }) => Effect.Effect<CartModel, CartCallError>
    /**
     * Then loads the selected shipping method and re-applies it on the cart (not for a
     * virtual-only cart, which has no shipping step).
     */
    readonly setBillingAddress: (input: {
      readonly address: AddressForm
    }) => Effect.Effect<CartModel, CartCallError | ShippingMethodError>
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
    readonly setPaymentMethod: (input: {
      readonly code: string
    }) => Effect.Effect<CartModel, CartCallError>
    readonly setGuestEmail: (input: {
      readonly email: string
    }) => Effect.Effect<CartModel, CartCallError>
    /** Reports begin_checkout for the current cart. */
    readonly beginCheckout: () => Effect.Effect<void>
    /** Places the order, reports purchase, then starts a fresh cart. */
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
      const storage = yield* Storage
      const analytics = yield* Analytics

      const missingCart = (cartId: string) =>
        new CartUnavailableError({ cartId, message: "The server returned no cart" })

      /** Stores a returned cart as the shopper's cart. */
      const adopt = (next: CartModel) => Effect.as(cart.replace({ cart: next }), next)

      const shippingAddress = () => cart.cart.get()?.shipping_addresses[0] ?? null

      const loadShippingStep = Effect.fn("Checkout.loadShippingStep")(function* () {
        if (shippingAddress() === null) yield* cart.load()
        return shippingAddress()
      })

      const setShippingAddress = Effect.fn("Checkout.setShippingAddress")(function* (input: {
        readonly address: AddressForm
      }) {
        const cartId = yield* cart.cartId()
        const { setShippingAddressesOnCart: result } = yield* gql.execute(
          SetShippingAddressesOnCartMutation,
          {
            input: { cart_id: cartId, shipping_addresses: [toShippingAddressInput(input.address)] },
          },
        )
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
                { carrier_code: input.carrierCode, method_code: input.methodCode },
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

      const setShippingMethod = Effect.fn("Checkout.setShippingMethod")(function* (
        input: ShippingMethodInput,
      ) {
        const updated = yield* applyShippingMethod(input).pipe(Effect.mapError(selectFailed))
        const selected = updated.shipping_addresses[0]?.selected_shipping_method
        yield* analytics.track(
          cartEvent("add_shipping_info", updated, {
            shipping_tier: selected?.method_title ?? input.methodCode,
          }),
        )
        return updated
      })

      const setBillingAddress = Effect.fn("Checkout.setBillingAddress")(function* (input: {
        readonly address: AddressForm
      }) {
        const cartId = yield* cart.cartId()
        const { setBillingAddressOnCart: result } = yield* gql.execute(
          SetBillingAddressOnCartMutation,
          { input: { cart_id: cartId, billing_address: toBillingAddressInput(input.address) } },
        )
        if (result === null) return yield* missingCart(cartId)
        const updated = yield* adopt(result.cart)
        // A virtual-only cart has no shipping step: nothing to re-apply.
        if (!cartNeedsShipping(updated)) return updated
        // Saving the billing address can drop the shipping method: apply the selected one again.
        const selected = yield* selectedShippingMethod()
        if (selected === null) return updated
        return yield* applyShippingMethod({
          carrierCode: selected.carrier_code,
          methodCode: selected.method_code,
        }).pipe(Effect.mapError(selectFailed))
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

      const setPaymentMethod = Effect.fn("Checkout.setPaymentMethod")(function* (input: {
        readonly code: string
      }) {
        const cartId = yield* cart.cartId()
        const { setPaymentMethodOnCart: result } = yield* gql.execute(
          SetPaymentMethodOnCartMutation,
          { input: { cart_id: cartId, payment_method: { code: input.code } } },
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
        // The ordered cart is closed: forget its id and start a fresh one. The order stands
        // even when the new cart cannot be made now (the next cart load makes one).
        yield* cart
          .clear()
          .pipe(Effect.catch((error) => Effect.logWarning("A fresh cart could not be made", error)))
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
        placeOrder,
        subscribeToNewsletter,
        guestOrder,
      })
    }),
  )
}
