import type { TypedDocumentNode } from "@graphql-typed-document-node/core"
import gql from "graphql-tag"
import {
  type AvailableShippingMethod,
  CartFields,
  type CartModel,
  type PaymentMethod,
} from "../cart/cart.graphql.js"

// Checkout documents (spec §7 Cart/checkout calls), Magento 2.4 names and inputs.

/** Magento `CartAddressInput`. */
export interface CartAddressInput {
  readonly firstname: string
  readonly lastname: string
  readonly company?: string
  readonly street: ReadonlyArray<string>
  readonly city: string
  readonly region?: string
  readonly region_id?: number
  readonly postcode?: string
  readonly country_code: string
  readonly telephone?: string
  readonly vat_id?: string
  readonly save_in_address_book?: boolean
}

/** Magento `ShippingAddressInput`: a saved address by id, or an address. */
export type ShippingAddressInput =
  | { readonly customer_address_id: number }
  | { readonly address: CartAddressInput }

/** Magento `BillingAddressInput`. */
export type BillingAddressInput = ShippingAddressInput & { readonly same_as_shipping: boolean }

export const SetShippingAddressesOnCartMutation: TypedDocumentNode<
  { readonly setShippingAddressesOnCart: { readonly cart: CartModel } | null },
  {
    readonly input: {
      readonly cart_id: string
      readonly shipping_addresses: ReadonlyArray<ShippingAddressInput>
    }
  }
> = gql`
  mutation setShippingAddressesOnCart($input: SetShippingAddressesOnCartInput) {
    setShippingAddressesOnCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
`

export const SetBillingAddressOnCartMutation: TypedDocumentNode<
  { readonly setBillingAddressOnCart: { readonly cart: CartModel } | null },
  { readonly input: { readonly cart_id: string; readonly billing_address: BillingAddressInput } }
> = gql`
  mutation setBillingAddressOnCart($input: SetBillingAddressOnCartInput) {
    setBillingAddressOnCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
`

export const SetShippingMethodsOnCartMutation: TypedDocumentNode<
  { readonly setShippingMethodsOnCart: { readonly cart: CartModel } | null },
  {
    readonly input: {
      readonly cart_id: string
      readonly shipping_methods: ReadonlyArray<{
        readonly carrier_code: string
        readonly method_code: string
      }>
    }
  }
> = gql`
  mutation setShippingMethodsOnCart($input: SetShippingMethodsOnCartInput) {
    setShippingMethodsOnCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
`

interface ShippingMethodsCart {
  readonly shipping_addresses: ReadonlyArray<{
    readonly available_shipping_methods: ReadonlyArray<AvailableShippingMethod | null> | null
  } | null>
}

const AvailableShippingMethodFields = gql`
  fragment AvailableShippingMethodFields on AvailableShippingMethod {
    carrier_code
    carrier_title
    method_code
    method_title
    amount {
      value
      currency
    }
    available
    error_message
  }
`

export const GetAvailableShippingMethodsQuery: TypedDocumentNode<
  { readonly cart: ShippingMethodsCart | null },
  { readonly cartId: string }
> = gql`
  query getAvailableShippingMethods($cartId: String!) {
    cart(cart_id: $cartId) {
      shipping_addresses {
        available_shipping_methods {
          ...AvailableShippingMethodFields
        }
      }
    }
  }
  ${AvailableShippingMethodFields}
`

export const GetAvailableCustomerShippingMethodsQuery: TypedDocumentNode<
  { readonly customerCart: ShippingMethodsCart },
  Record<string, never>
> = gql`
  query getAvailableCustomerShippingMethods {
    customerCart {
      shipping_addresses {
        available_shipping_methods {
          ...AvailableShippingMethodFields
        }
      }
    }
  }
  ${AvailableShippingMethodFields}
`

export const GetAvailablePaymentMethodsQuery: TypedDocumentNode<
  {
    readonly cart: {
      readonly available_payment_methods: ReadonlyArray<PaymentMethod | null> | null
    } | null
  },
  { readonly cartId: string }
> = gql`
  query getAvailablePaymentMethods($cartId: String!) {
    cart(cart_id: $cartId) {
      available_payment_methods {
        code
        title
      }
    }
  }
`

export const SetPaymentMethodOnCartMutation: TypedDocumentNode<
  { readonly setPaymentMethodOnCart: { readonly cart: CartModel } | null },
  {
    readonly input: { readonly cart_id: string; readonly payment_method: { readonly code: string } }
  }
> = gql`
  mutation setPaymentMethodOnCart($input: SetPaymentMethodOnCartInput) {
    setPaymentMethodOnCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
`

export const SetGuestEmailOnCartMutation: TypedDocumentNode<
  { readonly setGuestEmailOnCart: { readonly cart: CartModel } | null },
  { readonly input: { readonly cart_id: string; readonly email: string } }
> = gql`
  mutation setGuestEmailOnCart($input: SetGuestEmailOnCartInput) {
    setGuestEmailOnCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
`

export const PlaceOrderMutation: TypedDocumentNode<
  { readonly placeOrder: { readonly order: { readonly order_number: string } } | null },
  { readonly input: { readonly cart_id: string } }
> = gql`
  mutation placeOrder($input: PlaceOrderInput) {
    placeOrder(input: $input) {
      order {
        order_number
      }
    }
  }
`

export type NewsletterStatus = "NOT_ACTIVE" | "SUBSCRIBED" | "UNCONFIRMED" | "UNSUBSCRIBED"

export const SubscribeEmailToNewsletterMutation: TypedDocumentNode<
  { readonly subscribeEmailToNewsletter: { readonly status: NewsletterStatus | null } | null },
  { readonly email: string }
> = gql`
  mutation subscribeEmailToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`
