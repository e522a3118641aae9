import { CartFields } from "../cart/cart.graphql.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

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

export const SetShippingAddressesOnCartMutation: TypedDocumentString<
  G.SetShippingAddressesOnCartMutation,
  G.SetShippingAddressesOnCartMutationVariables
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

export const SetBillingAddressOnCartMutation: TypedDocumentString<
  G.SetBillingAddressOnCartMutation,
  G.SetBillingAddressOnCartMutationVariables
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

export const SetShippingMethodsOnCartMutation: TypedDocumentString<
  G.SetShippingMethodsOnCartMutation,
  G.SetShippingMethodsOnCartMutationVariables
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

// Magento runs the fields of one mutation in order: steps a shopper saves together travel as
// one request. Only the last field reads the cart back.

/** The guest's email and the shipping address (the shipping step's form). */
export const SetGuestEmailAndShippingAddressOnCartMutation: TypedDocumentString<
  G.SetGuestEmailAndShippingAddressOnCartMutation,
  G.SetGuestEmailAndShippingAddressOnCartMutationVariables
> = gql`
  mutation setGuestEmailAndShippingAddressOnCart(
    $email: SetGuestEmailOnCartInput
    $address: SetShippingAddressesOnCartInput
  ) {
    setGuestEmailOnCart(input: $email) {
      cart {
        id
      }
    }
    setShippingAddressesOnCart(input: $address) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
`

/** The guest's email and the billing address (the first step of a cart that ships nothing). */
export const SetGuestEmailAndBillingAddressOnCartMutation: TypedDocumentString<
  G.SetGuestEmailAndBillingAddressOnCartMutation,
  G.SetGuestEmailAndBillingAddressOnCartMutationVariables
> = gql`
  mutation setGuestEmailAndBillingAddressOnCart(
    $email: SetGuestEmailOnCartInput
    $address: SetBillingAddressOnCartInput
  ) {
    setGuestEmailOnCart(input: $email) {
      cart {
        id
      }
    }
    setBillingAddressOnCart(input: $address) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
`

/**
 * The billing address, then the shipping method (re)applied: saving a billing address can drop
 * the method (spec §4 Checkout shipping).
 */
export const SetBillingAddressAndShippingMethodOnCartMutation: TypedDocumentString<
  G.SetBillingAddressAndShippingMethodOnCartMutation,
  G.SetBillingAddressAndShippingMethodOnCartMutationVariables
> = gql`
  mutation setBillingAddressAndShippingMethodOnCart(
    $address: SetBillingAddressOnCartInput
    $method: SetShippingMethodsOnCartInput
  ) {
    setBillingAddressOnCart(input: $address) {
      cart {
        id
      }
    }
    setShippingMethodsOnCart(input: $method) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
`

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

export const GetAvailableShippingMethodsQuery: TypedDocumentString<
  G.GetAvailableShippingMethodsQuery,
  G.GetAvailableShippingMethodsQueryVariables
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

export const GetAvailableCustomerShippingMethodsQuery: TypedDocumentString<
  G.GetAvailableCustomerShippingMethodsQuery,
  G.GetAvailableCustomerShippingMethodsQueryVariables
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

export const GetAvailablePaymentMethodsQuery: TypedDocumentString<
  G.GetAvailablePaymentMethodsQuery,
  G.GetAvailablePaymentMethodsQueryVariables
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

export const SetPaymentMethodOnCartMutation: TypedDocumentString<
  G.SetPaymentMethodOnCartMutation,
  G.SetPaymentMethodOnCartMutationVariables
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

export const SetGuestEmailOnCartMutation: TypedDocumentString<
  G.SetGuestEmailOnCartMutation,
  G.SetGuestEmailOnCartMutationVariables
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

export const PlaceOrderMutation: TypedDocumentString<
  G.PlaceOrderMutation,
  G.PlaceOrderMutationVariables
> = gql`
  mutation placeOrder($input: PlaceOrderInput) {
    placeOrder(input: $input) {
      order {
        order_number
      }
    }
  }
`

export type NewsletterStatus = G.SubscriptionStatusesEnum

export const SubscribeEmailToNewsletterMutation: TypedDocumentString<
  G.SubscribeEmailToNewsletterMutation,
  G.SubscribeEmailToNewsletterMutationVariables
> = gql`
  mutation subscribeEmailToNewsletter($email: String!) {
    subscribeEmailToNewsletter(email: $email) {
      status
    }
  }
`
