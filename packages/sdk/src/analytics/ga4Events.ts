import type { CartItem, CartModel } from "../cart/cart.graphql.js"

// GA4 recommended e-commerce events, shaped as Google Tag Manager's dataLayer expects them:
// { event, ecommerce: { currency, value, items[] } }. Pure: built from cart lines.

export interface Ga4Item {
  readonly item_id: string
  readonly item_name: string
  readonly price: number
  readonly quantity: number
  readonly item_brand?: string
  readonly item_category?: string
  readonly item_variant?: string
  readonly item_list_id?: string
  readonly item_list_name?: string
}

/** GA4's item list of an add that came from the wish list. */
export const WISHLIST_ITEM_LIST = { item_list_id: "wishlist", item_list_name: "Wishlist" } as const

export interface Ga4Ecommerce {
  readonly currency: string
  readonly value: number
  readonly items: ReadonlyArray<Ga4Item>
  readonly coupon?: string
  readonly shipping_tier?: string
  readonly payment_type?: string
  readonly transaction_id?: string
  readonly tax?: number
  readonly shipping?: number
}

export type Ga4EventName =
  | "add_to_cart"
  | "remove_from_cart"
  | "begin_checkout"
  | "add_shipping_info"
  | "add_payment_info"
  | "purchase"

export interface Ga4Event {
  readonly event: Ga4EventName
  readonly ecommerce: Ga4Ecommerce
}

/** The marketing tracker's 'Added to Cart' event (spec §1: adding to the cart also sends it). */
export const MARKETING_ADDED_TO_CART = "Added to Cart"

export interface MarketingEvent {
  readonly name: typeof MARKETING_ADDED_TO_CART
  readonly properties: Readonly<Record<string, unknown>>
}

const DEFAULT_CURRENCY = "USD"
const round2 = (n: number) => Math.round(n * 100) / 100

/** Unit price of a line: the row price per unit, else the product's final price. */
const unitPrice = (line: CartItem): number =>
  line.prices?.price.value ?? line.product.price_range.minimum_price.final_price.value ?? 0

const lineCurrency = (line: CartItem): string | undefined =>
  line.prices?.price.currency ??
  line.product.price_range.minimum_price.final_price.currency ??
  undefined

/** One GA4 item for a cart line; `quantity` overrides the line's (e.g. the quantity just added). */
export const ga4Item = (line: CartItem, quantity: number = line.quantity): Ga4Item => {
  const category = line.product.categories?.find((c) => c?.name)?.name
  const variant = line.configured_variant?.sku
  return {
    item_id: line.product.sku ?? line.product.uid,
    item_name: line.product.name ?? line.product.sku ?? line.product.uid,
    price: unitPrice(line),
    quantity,
    ...(line.product.manufacturer_name ? { item_brand: line.product.manufacturer_name } : {}),
    ...(category ? { item_category: category } : {}),
    ...(variant ? { item_variant: variant } : {}),
  }
}

/** The cart's lines without Magento's null entries. */
export const cartLines = (cart: CartModel | null): ReadonlyArray<CartItem> =>
  (cart?.items ?? []).filter((i): i is CartItem => i !== null)

const cartCurrency = (cart: CartModel | null, lines: ReadonlyArray<CartItem>): string =>
  cart?.prices?.grand_total?.currency ??
  lines.map(lineCurrency).find((c) => c !== undefined) ??
  DEFAULT_CURRENCY

const couponOf = (cart: CartModel | null): string | undefined => {
  const codes = (cart?.applied_coupons ?? []).flatMap((c) => (c ? [c.code] : []))
  return codes.length > 0 ? codes.join(",") : undefined
}

const ecommerceOf = (
  cart: CartModel | null,
  items: ReadonlyArray<Ga4Item>,
  lines: ReadonlyArray<CartItem>,
): Ga4Ecommerce => {
  const coupon = couponOf(cart)
  return {
    currency: cartCurrency(cart, lines),
    value: round2(items.reduce((sum, i) => sum + i.price * i.quantity, 0)),
    items,
    ...(coupon === undefined ? {} : { coupon }),
  }
}

/** add_to_cart / remove_from_cart for some lines, each with the quantity added or removed. */
export const lineEvent = (
  event: "add_to_cart" | "remove_from_cart",
  lines: ReadonlyArray<{ readonly line: CartItem; readonly quantity: number }>,
  list?: Pick<Ga4Item, "item_list_id" | "item_list_name">,
): Ga4Event => {
  const items = lines.map(({ line, quantity }) => ({ ...ga4Item(line, quantity), ...list }))
  const ecommerce = ecommerceOf(
    null,
    items,
    lines.map((l) => l.line),
  )
  return { event, ecommerce }
}

/** begin_checkout, add_shipping_info, add_payment_info, purchase: the whole cart. */
export const cartEvent = (
  event: "begin_checkout" | "add_shipping_info" | "add_payment_info" | "purchase",
  cart: CartModel,
  extra: Partial<
    Pick<Ga4Ecommerce, "shipping_tier" | "payment_type" | "transaction_id" | "tax" | "shipping">
  > = {},
): Ga4Event => {
  const lines = cartLines(cart)
  const items = lines.map((line) => ga4Item(line))
  const base = ecommerceOf(cart, items, lines)
  // The order value is what the shopper pays; the other steps report the items' value.
  const value = event === "purchase" ? (cart.prices?.grand_total?.value ?? base.value) : base.value
  return { event, ecommerce: { ...base, value, ...extra } }
}

/** The order totals a purchase event reports beside its items. */
export const purchaseExtras = (
  cart: CartModel,
  orderNumber: string,
): { transaction_id: string; tax: number; shipping: number } => ({
  transaction_id: orderNumber,
  tax: round2(
    (cart.prices?.applied_taxes ?? []).reduce((sum, t) => sum + (t?.amount.value ?? 0), 0),
  ),
  shipping: cart.shipping_addresses[0]?.selected_shipping_method?.amount.value ?? 0,
})

/** The marketing 'Added to Cart' payload (Klaviyo-style property names). */
export const addedToCartEvent = (
  line: CartItem,
  quantity: number,
  cart: CartModel,
): MarketingEvent => {
  const lines = cartLines(cart)
  return {
    name: MARKETING_ADDED_TO_CART,
    properties: {
      $value: cart.prices?.grand_total?.value ?? 0,
      AddedItemProductName: line.product.name,
      AddedItemProductID: line.product.uid,
      AddedItemSKU: line.product.sku,
      AddedItemPrice: unitPrice(line),
      AddedItemQuantity: quantity,
      ItemNames: lines.map((l) => l.product.name),
      Items: lines.map((l) => ga4Item(l)),
    },
  }
}
