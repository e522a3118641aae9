import type { ProductImage, ProductTypename } from "../catalog/catalog.graphql.js"
import type { Money } from "../catalog/pricing.js"
import { capabilityFragment, capabilityOperation } from "../graphql/capabilities.js"
import { gql, type TypedDocumentString } from "../graphql/document.js"
import type * as G from "../graphql/generated/operations.js"

// Cart documents (spec §3 Cart / Cart item / Address, §7 Cart calls). Names, arguments and
// fields are Magento 2.4's; the extensions' fields are fragments of their capability (left out
// where the installation lacks it) and their operations are declared with it. Every field is as
// nullable as the schema says.

export interface CartAddressRegion {
  readonly code: string | null
  readonly region_id: number | null
  readonly label: string | null
}

export interface ShippingMethod {
  readonly carrier_code: string
  readonly carrier_title: string
  readonly method_code: string | null
  readonly method_title: string | null
  readonly amount: Money
}

export interface AvailableShippingMethod extends ShippingMethod {
  readonly available: boolean
  readonly error_message: string | null
}

export interface SelectedShippingMethod extends ShippingMethod {
  readonly method_code: string
  readonly method_title: string
}

export interface CartAddress {
  readonly firstname: string
  readonly lastname: string
  readonly street: ReadonlyArray<string>
  readonly city: string
  readonly company: string | null
  readonly region: CartAddressRegion | null
  readonly postcode: string | null
  readonly telephone: string | null
  readonly country: { readonly code: string; readonly label: string }
}

export interface ShippingCartAddress extends CartAddress {
  readonly selected_shipping_method: SelectedShippingMethod | null
  readonly available_shipping_methods: ReadonlyArray<AvailableShippingMethod | null> | null
}

export interface PaymentMethod {
  readonly code: string
  readonly title: string
}

/** The product a cart line points at (what the cart page, sidebar and analytics show). */
export interface CartProduct {
  readonly __typename: ProductTypename
  readonly uid: string
  readonly sku: string | null
  readonly name: string | null
  readonly url_key: string | null
  readonly url_suffix: string | null
  readonly stock_status: "IN_STOCK" | "OUT_OF_STOCK" | null
  /** "custom-attributes" only. */
  readonly manufacturer_name?: string | null
  /** "gift-cards" only, on gift cards: whether the card is e-mailed, printed, or both. */
  readonly giftcard_type?: "VIRTUAL" | "PHYSICAL" | "COMBINED" | null
  readonly thumbnail: ProductImage | null
  readonly price_range: {
    readonly minimum_price: { readonly final_price: Money; readonly regular_price: Money }
  }
  readonly categories: ReadonlyArray<{
    readonly uid: string
    readonly name: string | null
  } | null> | null
}

export interface CartItemWarranty {
  readonly planId: string
  readonly term: number
  readonly price: number
  readonly title: string
  readonly product: string
  readonly product_name: string | null
}

export interface SelectedCustomizableOption {
  readonly customizable_option_uid: string
  readonly label: string
  readonly type: string
  readonly values: ReadonlyArray<{
    readonly customizable_option_value_uid: string
    readonly label: string
    readonly value: string
  }>
}

/** One cart line (spec §3 Cart item); the type-specific parts are present for their type only. */
export interface CartItem {
  readonly __typename: string
  readonly uid: string
  readonly quantity: number
  /** "warranty" only. */
  readonly hasWarranty?: number | null
  /** "warranty" only. */
  readonly warranty?: CartItemWarranty | null
  readonly product: CartProduct
  readonly prices: {
    readonly price: Money
    readonly row_total: Money
    readonly row_total_including_tax: Money
    readonly total_item_discount: Money | null
  } | null
  readonly errors: ReadonlyArray<{ readonly code: string; readonly message: string }> | null
  readonly configurable_options?: ReadonlyArray<{
    readonly configurable_product_option_uid: string
    readonly option_label: string
    readonly configurable_product_option_value_uid: string
    readonly value_label: string
  }>
  readonly configured_variant?: {
    readonly sku: string | null
    readonly thumbnail: ProductImage | null
  }
  readonly bundle_options?: ReadonlyArray<{
    readonly uid: string
    readonly label: string
    readonly type: string
    readonly values: ReadonlyArray<{
      readonly id: number
      readonly uid: string
      readonly label: string
      readonly price: number
      readonly quantity: number
      /** "custom-attributes" only. */
      readonly qty?: number | null
    }>
  }>
  readonly customizable_options?: ReadonlyArray<SelectedCustomizableOption | null>
  /** Downloadable lines: the links bought. */
  readonly links?: ReadonlyArray<{
    readonly uid: string
    readonly title: string | null
    readonly price: number | null
  } | null> | null
  /** GiftCardCartItem: the card's amount and who it is from and for. */
  readonly amount?: Money
  readonly sender_name?: string
  readonly sender_email?: string | null
  readonly recipient_name?: string
  readonly recipient_email?: string | null
  readonly message?: string | null
}

/** The cart (spec §3 Cart). `items` may hold nulls in Magento; `Cart` removes them. */
export interface AppliedGiftCard {
  readonly code: string | null
  readonly applied_balance: Money | null
  readonly current_balance: Money | null
  readonly expiration_date: string | null
}

export interface CartModel {
  readonly id: string
  readonly email: string | null
  readonly is_virtual: boolean
  readonly total_quantity: number
  readonly applied_coupons: ReadonlyArray<{ readonly code: string } | null> | null
  /** Gift card codes applied (Adobe Commerce), with what each pays of this cart. */
  readonly applied_gift_cards?: ReadonlyArray<AppliedGiftCard | null> | null
  readonly prices: {
    readonly subtotal_excluding_tax: Money | null
    readonly subtotal_including_tax: Money | null
    readonly applied_taxes: ReadonlyArray<{
      readonly amount: Money
      readonly label: string
    } | null> | null
    readonly discounts: ReadonlyArray<{
      readonly amount: Money
      readonly label: string
    } | null> | null
    readonly grand_total: Money | null
  } | null
  readonly items: ReadonlyArray<CartItem | null> | null
  readonly shipping_addresses: ReadonlyArray<ShippingCartAddress | null>
  readonly billing_address: CartAddress | null
  readonly available_payment_methods: ReadonlyArray<PaymentMethod | null> | null
  readonly selected_payment_method: PaymentMethod | null
}

export const CartAddressFields = gql`
  fragment CartAddressFields on CartAddressInterface {
    firstname
    lastname
    street
    city
    company
    region {
      code
      region_id
      label
    }
    postcode
    telephone
    country {
      code
      label
    }
  }
`

const CartProductAttributes = capabilityFragment(
  "custom-attributes",
  gql`
    fragment CartProductAttributes on ProductInterface {
      manufacturer_name
    }
  `,
)

// A gift card ships unless it is an e-card (free shipping counts what ships).
const CartGiftCardProductFields = capabilityFragment(
  "gift-cards",
  gql`
    fragment CartGiftCardProductFields on ProductInterface {
      ... on GiftCardProduct {
        giftcard_type
      }
    }
  `,
)

export const CartProductFields = gql`
  fragment CartProductFields on ProductInterface {
    __typename
    uid
    sku
    name
    url_key
    url_suffix
    stock_status
    ...CartProductAttributes
    ...CartGiftCardProductFields
    thumbnail {
      url
      label
      position
      disabled
    }
    price_range {
      minimum_price {
        final_price { value currency }
        regular_price { value currency }
      }
    }
    categories {
      uid
      name
    }
  }
  ${CartProductAttributes}
  ${CartGiftCardProductFields}
`

const CartItemWarrantyFields = capabilityFragment(
  "warranty",
  gql`
    fragment CartItemWarrantyFields on CartItemInterface {
      hasWarranty
      warranty {
        planId
        term
        price
        title
        product
        product_name
      }
    }
  `,
)

const BundleOptionValueQty = capabilityFragment(
  "custom-attributes",
  gql`
    fragment BundleOptionValueQty on SelectedBundleOptionValue {
      qty
    }
  `,
)

const GiftCardCartItemFields = capabilityFragment(
  "gift-cards",
  gql`
    fragment GiftCardCartItemFields on GiftCardCartItem {
      amount { value currency }
      sender_name
      sender_email
      recipient_name
      recipient_email
      message
    }
  `,
)

const CartGiftCardFields = capabilityFragment(
  "gift-cards",
  gql`
    fragment CartGiftCardFields on Cart {
      applied_gift_cards {
        code
        applied_balance { value currency }
        current_balance { value currency }
        expiration_date
      }
    }
  `,
)

export const CartItemFields = gql`
  fragment CartItemFields on CartItemInterface {
    __typename
    uid
    quantity
    ...CartItemWarrantyFields
    product {
      ...CartProductFields
    }
    prices {
      price { value currency }
      row_total { value currency }
      row_total_including_tax { value currency }
      total_item_discount { value currency }
    }
    errors {
      code
      message
    }
    ... on ConfigurableCartItem {
      configurable_options {
        configurable_product_option_uid
        option_label
        configurable_product_option_value_uid
        value_label
      }
      configured_variant {
        sku
        thumbnail {
          url
          label
          position
          disabled
        }
      }
    }
    ... on BundleCartItem {
      bundle_options {
        uid
        label
        type
        values {
          id
          uid
          label
          price
          quantity
          ...BundleOptionValueQty
        }
      }
    }
    ...GiftCardCartItemFields
    ... on VirtualCartItem {
      customizable_options {
        ...SelectedCustomizableOptionFields
      }
    }
    ... on SimpleCartItem {
      customizable_options {
        ...SelectedCustomizableOptionFields
      }
    }
    ... on DownloadableCartItem {
      links {
        uid
        title
        price
      }
    }
  }
  fragment SelectedCustomizableOptionFields on SelectedCustomizableOption {
    customizable_option_uid
    label
    type
    values {
      customizable_option_value_uid
      label
      value
    }
  }
  ${CartProductFields}
  ${CartItemWarrantyFields}
  ${BundleOptionValueQty}
  ${GiftCardCartItemFields}
`

/** Every spec §3 Cart field the reference schemas have; shared by every cart-returning call. */
export const CartFields = gql`
  fragment CartFields on Cart {
    id
    email
    is_virtual
    total_quantity
    applied_coupons {
      code
    }
    ...CartGiftCardFields
    prices {
      subtotal_excluding_tax { value currency }
      subtotal_including_tax { value currency }
      applied_taxes {
        amount { value currency }
        label
      }
      discounts {
        amount { value currency }
        label
      }
      grand_total { value currency }
    }
    items {
      ...CartItemFields
    }
    shipping_addresses {
      ...CartAddressFields
      selected_shipping_method {
        carrier_code
        carrier_title
        method_code
        method_title
        amount { value currency }
      }
      available_shipping_methods {
        carrier_code
        carrier_title
        method_code
        method_title
        amount { value currency }
        available
        error_message
      }
    }
    billing_address {
      ...CartAddressFields
    }
    available_payment_methods {
      code
      title
    }
    selected_payment_method {
      code
      title
    }
  }
  ${CartItemFields}
  ${CartAddressFields}
  ${CartGiftCardFields}
`

/** One `user_errors` entry of `addProductsToCart`. */
export type CartUserInputError = NonNullable<
  G.AddProductsToCartMutation["addProductsToCart"]
>["user_errors"][number]

/** Warranty plan payload (spec §3), Magento input `WarrantyPlanCartItem`. */
export interface WarrantyPlan {
  readonly planId: string
  readonly coverageType?: string
  readonly price: number
  readonly term: number
  readonly title: string
  /** The covered product's id. */
  readonly product: string
  readonly offerPlanId: string
}

/** Magento `CartItemInput` (+ the warranty extension). */
export interface CartItemInput {
  readonly sku: string
  readonly quantity: number
  readonly parent_sku?: string
  readonly selected_options?: ReadonlyArray<string>
  readonly entered_options?: ReadonlyArray<{ readonly uid: string; readonly value: string }>
  readonly warranty?: WarrantyPlan
}

export const CartQuery: TypedDocumentString<G.CartQuery, G.CartQueryVariables> = gql`
  query cart($cartId: String!) {
    cart(cart_id: $cartId) {
      ...CartFields
    }
  }
  ${CartFields}
`

export const CustomerCartQuery: TypedDocumentString<
  G.CustomerCartQuery,
  G.CustomerCartQueryVariables
> = gql`
  query customerCart {
    customerCart {
      ...CartFields
    }
  }
  ${CartFields}
`

export const CreateEmptyCartMutation: TypedDocumentString<
  G.CreateEmptyCartMutation,
  G.CreateEmptyCartMutationVariables
> = gql`
  mutation createEmptyCart {
    createEmptyCart
  }
`

export const CartTotalQtyQuery: TypedDocumentString<
  G.CartTotalQtyQuery,
  G.CartTotalQtyQueryVariables
> = gql`
  query cartTotalQty($cartId: String!) {
    cart(cart_id: $cartId) {
      total_quantity
    }
  }
`

export const AddProductsToCartMutation: TypedDocumentString<
  G.AddProductsToCartMutation,
  G.AddProductsToCartMutationVariables
> = gql`
  mutation addProductsToCart($cartId: String!, $cartItems: [CartItemInput!]!) {
    addProductsToCart(cartId: $cartId, cartItems: $cartItems) {
      cart {
        ...CartFields
      }
      user_errors {
        code
        message
      }
    }
  }
  ${CartFields}
`

export const UpdateCartItemsMutation: TypedDocumentString<
  G.UpdateCartItemsMutation,
  G.UpdateCartItemsMutationVariables
> = gql`
  mutation updateCartItems($input: UpdateCartItemsInput) {
    updateCartItems(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
`

export const RemoveItemFromCartMutation: TypedDocumentString<
  G.RemoveItemFromCartMutation,
  G.RemoveItemFromCartMutationVariables
> = gql`
  mutation removeItemFromCart($input: RemoveItemFromCartInput) {
    removeItemFromCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
`

export const MergeCartsMutation: TypedDocumentString<
  G.MergeCartsMutation,
  G.MergeCartsMutationVariables
> = gql`
  mutation mergeCarts($sourceCartId: String!, $destinationCartId: String!) {
    mergeCarts(source_cart_id: $sourceCartId, destination_cart_id: $destinationCartId) {
      ...CartFields
    }
  }
  ${CartFields}
`

export const AmastyApplyCouponToCartMutation: TypedDocumentString<
  G.AmastyApplyCouponToCartMutation,
  G.AmastyApplyCouponToCartMutationVariables
> = capabilityOperation(
  "amasty-coupons",
  gql`
  mutation amastyApplyCouponToCart($input: AmastyApplyCouponToCartInput) {
    amastyApplyCouponToCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
  `,
)

/** Magento's own coupon call (one coupon per cart): where "amasty-coupons" is off. */
export const ApplyCouponToCartMutation: TypedDocumentString<
  G.ApplyCouponToCartMutation,
  G.ApplyCouponToCartMutationVariables
> = gql`
  mutation applyCouponToCart($input: ApplyCouponToCartInput) {
    applyCouponToCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
`

export const RemoveCouponFromCartMutation: TypedDocumentString<
  G.RemoveCouponFromCartMutation,
  G.RemoveCouponFromCartMutationVariables
> = gql`
  mutation removeCouponFromCart($input: RemoveCouponFromCartInput) {
    removeCouponFromCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
`

export const AddWarrantyToCartMutation: TypedDocumentString<
  G.AddWarrantyToCartMutation,
  G.AddWarrantyToCartMutationVariables
> = capabilityOperation(
  "warranty",
  gql`
  mutation addWarrantyToCart($input: AddWarrantyToCartInput) {
    addWarrantyToCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
  `,
)

/** An aftermarket offer's plan (a lead, `?leadToken=`): a plan line of its own. */
export const AddAftermarketWarrantyToCartMutation: TypedDocumentString<
  G.AddAftermarketWarrantyToCartMutation,
  G.AddAftermarketWarrantyToCartMutationVariables
> = capabilityOperation(
  "warranty",
  gql`
  mutation addAftermarketWarrantyToCart($input: AddAftermarketWarrantyToCartInput!) {
    addAftermarketWarrantyToCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
  `,
)

export const ApplyGiftCardToCartMutation: TypedDocumentString<
  G.ApplyGiftCardToCartMutation,
  G.ApplyGiftCardToCartMutationVariables
> = capabilityOperation(
  "gift-cards",
  gql`
  mutation applyGiftCardToCart($input: ApplyGiftCardToCartInput) {
    applyGiftCardToCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
  `,
)

export const RemoveGiftCardFromCartMutation: TypedDocumentString<
  G.RemoveGiftCardFromCartMutation,
  G.RemoveGiftCardFromCartMutationVariables
> = capabilityOperation(
  "gift-cards",
  gql`
  mutation removeGiftCardFromCart($input: RemoveGiftCardFromCartInput) {
    removeGiftCardFromCart(input: $input) {
      cart {
        ...CartFields
      }
    }
  }
  ${CartFields}
  `,
)

export interface GiftCardAccount {
  readonly code: string | null
  readonly balance: Money | null
  readonly expiration_date: string | null
}

export const GiftCardAccountQuery: TypedDocumentString<
  G.GiftCardAccountQuery,
  G.GiftCardAccountQueryVariables
> = capabilityOperation(
  "gift-cards",
  gql`
  query giftCardAccount($code: String!) {
    giftCardAccount(input: { gift_card_code: $code }) {
      code
      balance { value currency }
      expiration_date
    }
  }
  `,
)

/** A gift card's picker fields (a query of its own: the details query is at Magento's limit). */
export const GiftCardProductQuery: TypedDocumentString<
  G.GiftCardProductQuery,
  G.GiftCardProductQueryVariables
> = capabilityOperation(
  "gift-cards",
  gql`
  query giftCardProduct($sku: String!) {
    products(filter: { sku: { eq: $sku } }) {
      items {
        sku
        ... on GiftCardProduct {
          giftcard_type
          allow_open_amount
          open_amount_min
          open_amount_max
          allow_message
          message_max_length
          giftcard_amounts {
            uid
            value
          }
        }
      }
    }
  }
  `,
)
