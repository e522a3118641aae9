// Shared GraphQL documents and steps of the cart, checkout and order suites.
import type { RunningServer } from "../src/app/startServer.js"
import { type GraphqlResponse, graphql } from "./helpers.js"

export const CART_FIELDS = /* GraphQL */ `
  fragment CartFields on Cart {
    id
    email
    is_virtual
    total_quantity
    applied_coupons { code }
    prices {
      subtotal_excluding_tax { value currency }
      subtotal_including_tax { value currency }
      subtotal_with_discount_excluding_tax { value }
      applied_taxes { amount { value currency } label }
      discounts { amount { value currency } label }
      grand_total { value currency }
    }
    items {
      __typename
      uid
      quantity
      hasWarranty
      warranty { planId term price title product product_name }
      product { __typename sku name }
      prices {
        price { value }
        row_total { value }
        row_total_including_tax { value }
        total_item_discount { value }
      }
      errors { code message }
      ... on ConfigurableCartItem {
        configurable_options { option_label value_label configurable_product_option_value_uid }
        configured_variant { sku }
      }
      ... on BundleCartItem {
        bundle_options { uid label type values { id uid label price quantity qty } }
      }
      ... on DownloadableCartItem { links { uid title price } }
      ... on VirtualCartItem { customizable_options { label values { label value } } }
    }
    shipping_addresses {
      firstname lastname street city postcode telephone
      region { code label region_id }
      country { code label }
      available_shipping_methods { carrier_code method_code carrier_title method_title amount { value } available }
      selected_shipping_method { carrier_code method_code amount { value } }
    }
    billing_address { firstname lastname city postcode country { code } }
    available_payment_methods { code title }
    selected_payment_method { code title }
  }
`

export interface Money {
  readonly value: number
  readonly currency?: string
}

export interface CartData {
  readonly id: string
  readonly email: string | null
  readonly is_virtual: boolean
  readonly total_quantity: number
  readonly applied_coupons: { code: string }[] | null
  readonly prices: {
    subtotal_excluding_tax: Money
    subtotal_including_tax: Money
    subtotal_with_discount_excluding_tax: Money
    applied_taxes: { amount: Money; label: string }[]
    discounts: { amount: Money; label: string }[] | null
    grand_total: Money
  }
  readonly items: {
    __typename: string
    uid: string
    quantity: number
    hasWarranty: number | null
    warranty: {
      planId: string
      term: number
      price: number
      title: string
      product: string
      product_name: string | null
    } | null
    product: { __typename: string; sku: string; name: string }
    prices: {
      price: Money
      row_total: Money
      row_total_including_tax: Money
      total_item_discount: Money
    }
    errors: { code: string; message: string }[] | null
    configurable_options?: { option_label: string; value_label: string }[]
    configured_variant?: { sku: string }
    bundle_options?: { label: string; values: { label: string; quantity: number }[] }[]
    links?: { title: string; price: number }[]
    customizable_options?: { label: string; values: { value: string }[] }[]
  }[]
  readonly shipping_addresses: {
    firstname: string
    city: string
    region: { code: string; label: string; region_id: number } | null
    country: { code: string; label: string }
    available_shipping_methods: {
      carrier_code: string
      method_code: string
      amount: Money
      available: boolean
    }[]
    selected_shipping_method: { carrier_code: string; method_code: string; amount: Money } | null
  }[]
  readonly billing_address: { firstname: string; city: string; country: { code: string } } | null
  readonly available_payment_methods: { code: string; title: string }[]
  readonly selected_payment_method: { code: string; title: string } | null
}

export const createCart = async (server: RunningServer): Promise<string> => {
  const res = await graphql<{ createEmptyCart: string }>(server, "mutation { createEmptyCart }")
  const id = res.data?.createEmptyCart
  if (!id) throw new Error(`createEmptyCart failed: ${JSON.stringify(res.errors)}`)
  return id
}

export interface CartItemInput {
  readonly sku: string
  readonly quantity: number
  readonly parent_sku?: string
  readonly selected_options?: string[]
  readonly entered_options?: { uid: string; value: string }[]
  readonly warranty?: Record<string, unknown>
}

export const addProducts = (server: RunningServer, cartId: string, cartItems: CartItemInput[]) =>
  graphql<{
    addProductsToCart: { cart: CartData; user_errors: { code: string; message: string }[] }
  }>(
    server,
    `mutation add($cartId: String!, $cartItems: [CartItemInput!]!) {
      addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
        cart { ...CartFields }
        user_errors { code message }
      }
    } ${CART_FIELDS}`,
    { variables: { cartId, cartItems } },
  )

export const getCart = (server: RunningServer, cartId: string) =>
  graphql<{ cart: CartData }>(
    server,
    `query cart($cartId: String!) { cart(cart_id: $cartId) { ...CartFields } } ${CART_FIELDS}`,
    { variables: { cartId } },
  )

/** Runs a cart mutation `name(input: $input) { cart { ...CartFields } }`. */
export const cartMutation = <K extends string>(
  server: RunningServer,
  name: K,
  inputType: string,
  input: Record<string, unknown>,
): Promise<GraphqlResponse<Record<K, { cart: CartData }>>> =>
  graphql<Record<K, { cart: CartData }>>(
    server,
    `mutation m($input: ${inputType}) { ${name}(input: $input) { cart { ...CartFields } } } ${CART_FIELDS}`,
    { variables: { input } },
  )

export const CALIFORNIA = {
  firstname: "Ansel",
  lastname: "Adams",
  street: ["1 Yosemite Way", "Suite 5"],
  city: "Los Angeles",
  region_id: 5,
  postcode: "90001",
  country_code: "US",
  telephone: "5551234567",
}

export const OREGON = {
  ...CALIFORNIA,
  city: "Portland",
  region: "OR",
  region_id: undefined,
  postcode: "97201",
}

/** Email, shipping address, billing same as shipping, flat rate, checkmo. */
export const prepareCheckout = async (
  server: RunningServer,
  cartId: string,
  email = "guest@example.com",
) => {
  const steps = [
    await cartMutation(server, "setGuestEmailOnCart", "SetGuestEmailOnCartInput", {
      cart_id: cartId,
      email,
    }),
    await cartMutation(server, "setShippingAddressesOnCart", "SetShippingAddressesOnCartInput", {
      cart_id: cartId,
      shipping_addresses: [{ address: CALIFORNIA }],
    }),
    await cartMutation(server, "setBillingAddressOnCart", "SetBillingAddressOnCartInput", {
      cart_id: cartId,
      billing_address: { same_as_shipping: true },
    }),
    await cartMutation(server, "setShippingMethodsOnCart", "SetShippingMethodsOnCartInput", {
      cart_id: cartId,
      shipping_methods: [{ carrier_code: "flatrate", method_code: "flatrate" }],
    }),
    await cartMutation(server, "setPaymentMethodOnCart", "SetPaymentMethodOnCartInput", {
      cart_id: cartId,
      payment_method: { code: "checkmo" },
    }),
  ]
  for (const step of steps) if (step.errors) throw new Error(JSON.stringify(step.errors))
}

export const placeOrder = (server: RunningServer, cartId: string) =>
  graphql<{ placeOrder: { order: { order_number: string } } }>(
    server,
    `mutation place($cartId: String!) { placeOrder(input: { cart_id: $cartId }) { order { order_number } } }`,
    { variables: { cartId } },
  )

export const productStock = async (server: RunningServer, sku: string) => {
  const res = await graphql<{ products: { items: { qty: number; stock_status: string }[] } }>(
    server,
    `query q($sku: String!) { products(filter: { sku: { eq: $sku } }) { items { qty stock_status } } }`,
    { variables: { sku } },
  )
  const item = res.data?.products.items[0]
  if (item === undefined) throw new Error(`No product ${sku}: ${JSON.stringify(res.errors)}`)
  return item
}
