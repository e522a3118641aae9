// Magento 2.4's older and feature-bound cart fields, answered as Magento answers them for our
// carts: the deprecated CartPrices.discount and shipping address item lists, base amounts
// (null: Magento stopped serving them to the storefront), customer notes, downloadable samples,
// fixed product taxes (Magento_Weee off: empty lists), gift messages (off: null) and the
// purchase order number (we offer no purchase order method: null).
import { downloadableResolvers, toProductSource } from "../catalog/productResolvers.js"
import type { GraphqlContext } from "../graphql/context.js"
import { type CartItemSource, cartItemSourcesOf } from "./cartFieldResolvers.js"
import { type CartView, itemsWeightOf } from "./cartView.js"

export const cartLegacyTypeDefs = /* GraphQL */ `
  type CartDiscount {
    amount: Money!
    label: [String!]!
  }

  type CartItemQuantity {
    cart_item_id: Int! @deprecated(reason: "The \`ShippingCartAddress.cart_items\` field is deprecated.")
    quantity: Float! @deprecated(reason: "The \`ShippingCartAddress.cart_items\` field is deprecated.")
  }

  extend type CartPrices {
    discount: CartDiscount @deprecated(reason: "Use discounts instead.")
  }

  extend type CartItemPrices {
    fixed_product_taxes: [FixedProductTax]
  }

  extend type Cart {
    gift_message: GiftMessage
  }

  extend type SimpleCartItem {
    gift_message: GiftMessage
  }

  extend type ConfigurableCartItem {
    gift_message: GiftMessage
  }

  extend type BundleCartItem {
    gift_message: GiftMessage
  }

  extend type DownloadableCartItem {
    samples: [DownloadableProductSamples]
  }

  extend type AvailableShippingMethod {
    base_amount: Money @deprecated(reason: "The field should not be used on the storefront.")
  }

  extend type SelectedShippingMethod {
    base_amount: Money @deprecated(reason: "The field should not be used on the storefront.")
  }

  extend type SelectedPaymentMethod {
    purchase_order_number: String
  }

  extend type BillingCartAddress {
    customer_notes: String @deprecated(reason: "The field is used only in shipping address.")
  }

  extend type ShippingCartAddress {
    customer_notes: String
    items_weight: Float @deprecated(reason: "This information should not be exposed on the frontend.")
    cart_items: [CartItemQuantity] @deprecated(reason: "Use \`cart_items_v2\` instead.")
    cart_items_v2: [CartItemInterface]
  }
`

interface ShippingAddressSource {
  readonly customer_notes?: string | null
  readonly view: CartView
}

/** The lines a shipping address carries: every line of a cart that ships. */
const addressItems = (view: CartView) => view.items

const nothing = () => null

export const cartLegacyResolvers = {
  CartItemPrices: { fixed_product_taxes: () => [] },
  Cart: {
    gift_message: nothing,
  },
  SimpleCartItem: { gift_message: nothing },
  ConfigurableCartItem: { gift_message: nothing },
  BundleCartItem: { gift_message: nothing },
  DownloadableCartItem: {
    samples: (s: CartItemSource, _args: unknown, context: GraphqlContext) => {
      const row = s.view.products.get(s.item.productId)
      return row === undefined
        ? []
        : downloadableResolvers.downloadable_product_samples(toProductSource(row), {}, context)
    },
  },
  AvailableShippingMethod: { base_amount: nothing },
  SelectedShippingMethod: { base_amount: nothing },
  SelectedPaymentMethod: { purchase_order_number: nothing },
  BillingCartAddress: {
    customer_notes: (a: { readonly customer_notes?: string | null }) => a.customer_notes ?? null,
  },
  ShippingCartAddress: {
    customer_notes: (a: ShippingAddressSource) => a.customer_notes ?? null,
    items_weight: (a: ShippingAddressSource) => itemsWeightOf(a.view),
    cart_items: (a: ShippingAddressSource) =>
      addressItems(a.view).map((item) => ({ cart_item_id: item.id, quantity: item.quantity })),
    cart_items_v2: (a: ShippingAddressSource) => cartItemSourcesOf(a.view),
  },
}
