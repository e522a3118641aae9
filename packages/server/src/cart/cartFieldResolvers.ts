// Field resolvers of Cart and its items: thin adapters over a CartView.
import { money } from "../catalog/money.js"
import { type ProductSource, toProductSource } from "../catalog/productResolvers.js"
import { customerById } from "../customer/customerRepository.js"
import { toCartAddress } from "../directory/cartAddress.js"
import type { GraphqlContext } from "../graphql/context.js"
import { appliedCouponCode } from "../salesRule/couponAtOrder.js"
import { warrantyOfLine } from "../warranty/warrantyView.js"
import { QTY_NOT_AVAILABLE } from "./cartMessages.js"
import type { CartItemRow, CartRow } from "./cartRepository.js"
import { type CartView, cartViewOf } from "./cartView.js"
import { cartItemUid } from "./maskedId.js"

export interface CartItemSource {
  readonly __typename: string
  readonly item: CartItemRow
  readonly view: CartView
}

const ITEM_TYPENAMES: Readonly<Record<string, string>> = {
  simple: "SimpleCartItem",
  virtual: "VirtualCartItem",
  giftcard: "GiftCardCartItem",
  configurable: "ConfigurableCartItem",
  bundle: "BundleCartItem",
  downloadable: "DownloadableCartItem",
}

const typenameOf = (item: CartItemRow, view: CartView): string =>
  item.kind === "warranty"
    ? "WarrantyCartItem"
    : (ITEM_TYPENAMES[view.products.get(item.productId)?.type_id ?? ""] ?? "SimpleCartItem")

const productOf = (view: CartView, id: number): ProductSource => {
  const row = view.products.get(id)
  if (row === undefined) throw new Error(`Cart product ${id} is missing`)
  return toProductSource(row)
}

/** The cart's lines as CartItemInterface objects. */
export const cartItemSourcesOf = (view: CartView): CartItemSource[] =>
  view.items.map((item) => ({ __typename: typenameOf(item, view), item, view }))

/** Magento's CartPrices.discount: null without a discount, else its total and rule labels. */
export const cartDiscountOf = (view: CartView) =>
  view.totals.discount > 0
    ? {
        amount: money(view.totals.discount),
        label: view.totals.discounts.map((d) => d.label),
      }
    : null

type CartField<T> = (cart: CartRow, args: unknown, context: GraphqlContext) => Promise<T> | T

const withView =
  <T>(pick: (view: CartView) => T): CartField<T> =>
  async (cart, _args, context) =>
    pick(await cartViewOf(context, cart))

export const cartFieldResolvers = {
  id: (cart: CartRow) => cart.maskedId,
  // A customer's cart carries the account's e-mail, as Magento's quote does once the customer is
  // assigned; a guest cart the e-mail set on it.
  email: async (cart: CartRow, _args: unknown, context: GraphqlContext) =>
    cart.customerId === null
      ? cart.email
      : ((await customerById(context.db, cart.customerId))?.email ?? cart.email),
  items: withView(cartItemSourcesOf),
  total_quantity: withView((view) => view.items.reduce((sum, i) => sum + i.quantity, 0)),
  is_virtual: withView((view) => view.isVirtual),
  applied_coupons: withView((view) => {
    const code = appliedCouponCode(view)
    return code === null ? null : [{ code }]
  }),
  applied_coupon: withView((view) => {
    const code = appliedCouponCode(view)
    return code === null ? null : { code }
  }),
  prices: withView((view) => {
    const t = view.totals
    return {
      grand_total: money(t.grandTotal),
      subtotal_including_tax: money(t.subtotalInclTax),
      subtotal_excluding_tax: money(t.subtotal),
      subtotal_with_discount_excluding_tax: money(t.subtotalAfterDiscount),
      applied_taxes: t.appliedTaxes.map((x) => ({ label: x.label, amount: money(x.amount) })),
      discounts:
        t.discounts.length > 0
          ? t.discounts.map((d) => ({ label: d.label, amount: money(d.amount) }))
          : null,
      discount: cartDiscountOf(view),
    }
  }),
  shipping_addresses: withView((view) =>
    view.cart.shippingAddress === null || view.isVirtual
      ? []
      : [{ ...toCartAddress(view.cart.shippingAddress, view.cart.id, "shipping"), view }],
  ),
  billing_address: withView((view) =>
    view.cart.billingAddress === null
      ? null
      : toCartAddress(view.cart.billingAddress, view.cart.id, "billing"),
  ),
  available_payment_methods: withView((view) =>
    view.paymentMethods.map((m) => ({ code: m.code, title: m.title, is_deferred: false })),
  ),
  selected_payment_method: withView((view) => {
    const code = view.cart.paymentMethodCode
    if (code === null) return { code: "", title: "" }
    const method = view.paymentMethods.find((m) => m.code === code)
    return { code, title: method?.title ?? "" }
  }),
}

const customizable = (source: CartItemSource) =>
  (source.item.options.customizable ?? []).map((o) => ({
    id: o.optionId,
    customizable_option_uid: o.uid,
    label: o.label,
    type: o.type,
    is_required: o.required,
    sort_order: o.sortOrder,
    values: o.values.map((v) => ({
      id: v.id,
      customizable_option_value_uid: v.uid,
      label: v.label,
      value: v.value,
      price: {
        // Stored in hundredths (cents, or hundredths of a percent).
        value: v.price / 100,
        units: v.priceType.toLowerCase() === "percent" ? "%" : "$",
        type: v.priceType.toLowerCase() === "percent" ? "PERCENT" : "FIXED",
      },
    })),
  }))

const commonItemResolvers = {
  id: (s: CartItemSource) => String(s.item.id),
  uid: (s: CartItemSource) => cartItemUid(s.item.id),
  quantity: (s: CartItemSource) => s.item.quantity,
  product: (s: CartItemSource) => productOf(s.view, s.item.productId),
  prices: (s: CartItemSource) => {
    const line = s.view.totals.lines.get(s.item.id)
    if (line === undefined) return null
    const label = s.view.totals.discounts[0]?.label
    return {
      price: money(line.price),
      price_including_tax: money(line.priceInclTax),
      row_total: money(line.rowTotal),
      row_total_including_tax: money(line.rowTotalInclTax),
      total_item_discount: money(line.discount),
      discounts:
        line.discount > 0 && label !== undefined ? [{ label, amount: money(line.discount) }] : null,
    }
  },
  errors: (s: CartItemSource) => {
    if (s.item.kind === "warranty") return null
    const stock = s.view.products.get(s.item.variantId ?? s.item.productId)
    return stock !== undefined && stock.qty < s.item.quantity
      ? [{ code: "ITEM_QTY", message: QTY_NOT_AVAILABLE }]
      : null
  },
  hasWarranty: (s: CartItemSource) =>
    s.item.kind === "product" && s.view.items.some((i) => i.coveredItemId === s.item.id) ? 1 : 0,
  warranty: (s: CartItemSource) => warrantyOfLine(s.item, s.view),
}

const productItemResolvers = { ...commonItemResolvers, customizable_options: customizable }

export const cartItemResolvers = {
  SimpleCartItem: productItemResolvers,
  VirtualCartItem: productItemResolvers,
  GiftCardCartItem: productItemResolvers,
  WarrantyCartItem: commonItemResolvers,
  DownloadableCartItem: {
    ...productItemResolvers,
    links: (s: CartItemSource) =>
      (s.item.options.links ?? []).map((l) => ({ ...l, price: l.price / 100 })),
  },
  ConfigurableCartItem: {
    ...productItemResolvers,
    configurable_options: (s: CartItemSource) =>
      (s.item.options.configurable ?? []).map((o) => ({
        id: o.optionId,
        configurable_product_option_uid: o.optionUid,
        option_label: o.optionLabel,
        value_id: o.valueIndex,
        configurable_product_option_value_uid: o.valueUid,
        value_label: o.valueLabel,
      })),
    configured_variant: (s: CartItemSource) =>
      productOf(s.view, s.item.variantId ?? s.item.productId),
  },
  BundleCartItem: {
    ...productItemResolvers,
    bundle_options: (s: CartItemSource) =>
      (s.item.options.bundle ?? []).map((o) => ({
        id: o.optionId,
        uid: o.optionUid,
        label: o.label,
        type: o.type,
        values: o.values.map((v) => ({ ...v, qty: v.quantity })),
      })),
  },
}
