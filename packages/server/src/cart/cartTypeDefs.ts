// Magento 2.4's QuoteGraphQl cart types (a strict subset), plus the warranty extension's fields.
export const cartTypeDefs = /* GraphQL */ `
  type Query {
    cart(cart_id: String!): Cart
    customerCart: Cart!
  }

  type Mutation {
    createEmptyCart(input: createEmptyCartInput): String
    addProductsToCart(cartId: String!, cartItems: [CartItemInput!]!): AddProductsToCartOutput
    updateCartItems(input: UpdateCartItemsInput): UpdateCartItemsOutput
    removeItemFromCart(input: RemoveItemFromCartInput): RemoveItemFromCartOutput
    mergeCarts(source_cart_id: String!, destination_cart_id: String): Cart!
  }

  input createEmptyCartInput {
    cart_id: String
  }

  type Cart {
    id: ID!
    items: [CartItemInterface]
    applied_coupon: AppliedCoupon @deprecated
    applied_coupons: [AppliedCoupon]
    email: String
    shipping_addresses: [ShippingCartAddress]!
    billing_address: BillingCartAddress
    available_payment_methods: [AvailablePaymentMethod]
    selected_payment_method: SelectedPaymentMethod
    prices: CartPrices
    total_quantity: Float!
    is_virtual: Boolean!
  }

  type AppliedCoupon {
    code: String!
  }

  type CartPrices {
    grand_total: Money
    subtotal_including_tax: Money
    subtotal_excluding_tax: Money
    subtotal_with_discount_excluding_tax: Money
    applied_taxes: [CartTaxItem]
    discounts: [Discount]
  }

  type CartTaxItem {
    amount: Money!
    label: String!
  }

  type Discount {
    amount: Money!
    label: String!
  }

  input CartItemInput {
    sku: String!
    quantity: Float!
    parent_sku: String
    selected_options: [ID!]
    entered_options: [EnteredOptionInput!]
    warranty: WarrantyPlanCartItem
  }

  input EnteredOptionInput {
    uid: ID!
    value: String!
  }

  type AddProductsToCartOutput {
    cart: Cart!
    user_errors: [CartUserInputError!]!
  }

  type CartUserInputError {
    message: String!
    code: CartUserInputErrorType!
  }

  enum CartUserInputErrorType {
    PRODUCT_NOT_FOUND
    NOT_SALABLE
    INSUFFICIENT_STOCK
    UNDEFINED
  }

  input UpdateCartItemsInput {
    cart_id: String!
    cart_items: [CartItemUpdateInput!]!
  }

  input CartItemUpdateInput {
    cart_item_id: Int
    cart_item_uid: ID
    quantity: Float
  }

  type UpdateCartItemsOutput {
    cart: Cart!
  }

  input RemoveItemFromCartInput {
    cart_id: String!
    cart_item_id: Int
    cart_item_uid: ID
  }

  type RemoveItemFromCartOutput {
    cart: Cart!
  }

  interface CartItemInterface {
    id: String! @deprecated
    uid: ID!
    quantity: Float!
    prices: CartItemPrices
    product: ProductInterface!
    errors: [CartItemError!]
    hasWarranty: Int
    warranty: WarrantyInterface
  }

  type CartItemPrices {
    price: Money!
    price_including_tax: Money!
    row_total: Money!
    row_total_including_tax: Money!
    discounts: [Discount]
    total_item_discount: Money
  }

  type CartItemError {
    code: CartItemErrorType!
    message: String!
  }

  enum CartItemErrorType {
    UNDEFINED
    ITEM_QTY
    ITEM_INCREMENTS
  }

  type SelectedCustomizableOption {
    id: Int! @deprecated
    customizable_option_uid: ID!
    label: String!
    type: String!
    is_required: Boolean!
    values: [SelectedCustomizableOptionValue!]!
    sort_order: Int!
  }

  type SelectedCustomizableOptionValue {
    id: Int! @deprecated
    customizable_option_value_uid: ID!
    label: String!
    value: String!
    price: CartItemSelectedOptionValuePrice!
  }

  type CartItemSelectedOptionValuePrice {
    value: Float!
    units: String!
    type: PriceTypeEnum!
  }

  type SimpleCartItem implements CartItemInterface {
    id: String! @deprecated
    uid: ID!
    quantity: Float!
    prices: CartItemPrices
    product: ProductInterface!
    errors: [CartItemError!]
    customizable_options: [SelectedCustomizableOption]!
    hasWarranty: Int
    warranty: WarrantyInterface
  }

  type VirtualCartItem implements CartItemInterface {
    id: String! @deprecated
    uid: ID!
    quantity: Float!
    prices: CartItemPrices
    product: ProductInterface!
    errors: [CartItemError!]
    customizable_options: [SelectedCustomizableOption]!
    hasWarranty: Int
    warranty: WarrantyInterface
  }

  type ConfigurableCartItem implements CartItemInterface {
    id: String! @deprecated
    uid: ID!
    quantity: Float!
    prices: CartItemPrices
    product: ProductInterface!
    errors: [CartItemError!]
    customizable_options: [SelectedCustomizableOption]!
    configurable_options: [SelectedConfigurableOption!]!
    configured_variant: ProductInterface!
    hasWarranty: Int
    warranty: WarrantyInterface
  }

  type SelectedConfigurableOption {
    id: Int! @deprecated
    configurable_product_option_uid: ID!
    option_label: String!
    value_id: Int! @deprecated
    configurable_product_option_value_uid: ID!
    value_label: String!
  }

  type BundleCartItem implements CartItemInterface {
    id: String! @deprecated
    uid: ID!
    quantity: Float!
    prices: CartItemPrices
    product: ProductInterface!
    errors: [CartItemError!]
    customizable_options: [SelectedCustomizableOption]!
    bundle_options: [SelectedBundleOption!]!
    hasWarranty: Int
    warranty: WarrantyInterface
  }

  type SelectedBundleOption {
    id: Int! @deprecated
    uid: ID!
    label: String!
    type: String!
    values: [SelectedBundleOptionValue!]!
  }

  type SelectedBundleOptionValue {
    id: Int!
    uid: ID!
    label: String!
    quantity: Float!
    price: Float!
    qty: Float
  }

  type DownloadableCartItem implements CartItemInterface {
    id: String! @deprecated
    uid: ID!
    quantity: Float!
    prices: CartItemPrices
    product: ProductInterface!
    errors: [CartItemError!]
    customizable_options: [SelectedCustomizableOption]!
    links: [DownloadableProductLinks]
    hasWarranty: Int
    warranty: WarrantyInterface
  }
`
