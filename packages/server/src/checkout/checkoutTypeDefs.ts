// Magento 2.4's checkout part of QuoteGraphQl: addresses, shipping and payment methods, the
// guest e-mail and placeOrder (a strict subset).
export const checkoutTypeDefs = /* GraphQL */ `
  type Mutation {
    setGuestEmailOnCart(input: SetGuestEmailOnCartInput): SetGuestEmailOnCartOutput
    setShippingAddressesOnCart(input: SetShippingAddressesOnCartInput): SetShippingAddressesOnCartOutput
    setBillingAddressOnCart(input: SetBillingAddressOnCartInput): SetBillingAddressOnCartOutput
    setShippingMethodsOnCart(input: SetShippingMethodsOnCartInput): SetShippingMethodsOnCartOutput
    setPaymentMethodOnCart(input: SetPaymentMethodOnCartInput): SetPaymentMethodOnCartOutput
    placeOrder(input: PlaceOrderInput): PlaceOrderOutput
  }

  interface CartAddressInterface {
    uid: String!
    firstname: String!
    lastname: String!
    company: String
    street: [String!]!
    city: String!
    region: CartAddressRegion
    postcode: String
    country: CartAddressCountry!
    telephone: String
    vat_id: String
  }

  type CartAddressRegion {
    code: String
    label: String
    region_id: Int
  }

  type CartAddressCountry {
    code: String!
    label: String!
  }

  type ShippingCartAddress implements CartAddressInterface {
    uid: String!
    firstname: String!
    lastname: String!
    company: String
    street: [String!]!
    city: String!
    region: CartAddressRegion
    postcode: String
    country: CartAddressCountry!
    telephone: String
    vat_id: String
    available_shipping_methods: [AvailableShippingMethod]
    selected_shipping_method: SelectedShippingMethod
  }

  type BillingCartAddress implements CartAddressInterface {
    uid: String!
    firstname: String!
    lastname: String!
    company: String
    street: [String!]!
    city: String!
    region: CartAddressRegion
    postcode: String
    country: CartAddressCountry!
    telephone: String
    vat_id: String
  }

  type AvailableShippingMethod {
    carrier_code: String!
    carrier_title: String!
    method_code: String
    method_title: String
    error_message: String
    amount: Money!
    price_excl_tax: Money!
    price_incl_tax: Money!
    available: Boolean!
  }

  type SelectedShippingMethod {
    carrier_code: String!
    method_code: String!
    carrier_title: String!
    method_title: String!
    amount: Money!
    price_excl_tax: Money!
    price_incl_tax: Money!
  }

  type AvailablePaymentMethod {
    is_deferred: Boolean!
    code: String!
    title: String!
  }

  type SelectedPaymentMethod {
    code: String!
    title: String!
  }

  input CartAddressInput {
    firstname: String!
    lastname: String!
    company: String
    street: [String!]!
    city: String!
    region: String
    region_id: Int
    postcode: String
    country_code: String!
    telephone: String
    vat_id: String
    save_in_address_book: Boolean
  }

  input ShippingAddressInput {
    customer_address_id: Int
    address: CartAddressInput
    customer_notes: String
  }

  input BillingAddressInput {
    customer_address_id: Int
    address: CartAddressInput
    use_for_shipping: Boolean
    same_as_shipping: Boolean
  }

  input SetGuestEmailOnCartInput {
    cart_id: String!
    email: String!
  }

  type SetGuestEmailOnCartOutput {
    cart: Cart!
  }

  input SetShippingAddressesOnCartInput {
    cart_id: String!
    shipping_addresses: [ShippingAddressInput!]!
  }

  type SetShippingAddressesOnCartOutput {
    cart: Cart!
  }

  input SetBillingAddressOnCartInput {
    cart_id: String!
    billing_address: BillingAddressInput!
  }

  type SetBillingAddressOnCartOutput {
    cart: Cart!
  }

  input ShippingMethodInput {
    carrier_code: String!
    method_code: String!
  }

  input SetShippingMethodsOnCartInput {
    cart_id: String!
    shipping_methods: [ShippingMethodInput!]!
  }

  type SetShippingMethodsOnCartOutput {
    cart: Cart!
  }

  input PaymentMethodInput {
    code: String!
    purchase_order_number: String
  }

  input SetPaymentMethodOnCartInput {
    cart_id: String!
    payment_method: PaymentMethodInput!
  }

  type SetPaymentMethodOnCartOutput {
    cart: Cart!
  }

  input PlaceOrderInput {
    cart_id: String!
  }

  type PlaceOrderOutput {
    order: Order!
  }

  type Order {
    order_number: String!
    order_id: String @deprecated
  }
`
