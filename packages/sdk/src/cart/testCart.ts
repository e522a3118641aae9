// Cart fixtures for tests (not part of the published entries).
import type { CartItem, CartModel } from "./cart.graphql.js"

export const testLine = (
  overrides: Partial<{
    uid: string
    sku: string
    name: string
    quantity: number
    price: number
    typename: string
    variantSku: string
  }> = {},
): CartItem => {
  const sku = overrides.sku ?? "CAM-1"
  const price = overrides.price ?? 100
  return {
    __typename: overrides.typename ?? "SimpleCartItem",
    uid: overrides.uid ?? `line-${sku}`,
    quantity: overrides.quantity ?? 1,
    hasWarranty: 0,
    warranty: null,
    product: {
      __typename: "SimpleProduct",
      uid: `p-${sku}`,
      sku,
      name: overrides.name ?? `Product ${sku}`,
      url_key: sku.toLowerCase(),
      url_suffix: ".html",
      stock_status: "IN_STOCK",
      manufacturer_name: "Canon",
      thumbnail: null,
      price_range: {
        minimum_price: {
          final_price: { value: price, currency: "USD" },
          regular_price: { value: price, currency: "USD" },
        },
      },
      categories: [{ uid: "c1", name: "Cameras" }],
    },
    prices: {
      price: { value: price, currency: "USD" },
      row_total: { value: price * (overrides.quantity ?? 1), currency: "USD" },
      row_total_including_tax: { value: price * (overrides.quantity ?? 1), currency: "USD" },
      total_item_discount: { value: 0, currency: "USD" },
    },
    errors: null,
    ...(overrides.variantSku === undefined
      ? {}
      : { configured_variant: { sku: overrides.variantSku, thumbnail: null } }),
  }
}

export const testCart = (
  overrides: Partial<{
    id: string
    items: ReadonlyArray<CartItem>
    coupons: ReadonlyArray<string>
    grandTotal: number
  }> = {},
): CartModel => {
  const items = overrides.items ?? []
  const subtotal = items.reduce((s, i) => s + (i.prices?.row_total.value ?? 0), 0)
  return {
    id: overrides.id ?? "cart-1",
    email: null,
    is_virtual: false,
    total_quantity: items.reduce((s, i) => s + i.quantity, 0),
    applied_coupons: (overrides.coupons ?? []).map((code) => ({ code })),
    prices: {
      subtotal_excluding_tax: { value: subtotal, currency: "USD" },
      subtotal_including_tax: { value: subtotal, currency: "USD" },
      applied_taxes: [],
      discounts: [],
      grand_total: { value: overrides.grandTotal ?? subtotal, currency: "USD" },
    },
    items,
    shipping_addresses: [],
    billing_address: null,
    available_payment_methods: [],
    selected_payment_method: null,
  }
}
